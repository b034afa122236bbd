import { createActor, type ActorRefFrom } from 'xstate';
import type { StudioApi } from '@studio/api';
import { createListResourceMachine } from '@studio/machines';
import { createDestinationGroupListActors, type DestinationGroupItem } from './actors';

const destinationGroupListMachine = createListResourceMachine<DestinationGroupItem>();
export type DestinationGroupListActor = ActorRefFrom<typeof destinationGroupListMachine>;

/**
 * One list actor per client and organisation, alive across visits (the 120 s freshness of the
 * list-resource machine needs the same actor to see the next visit); pages that change a
 * group send it `list.refresh`.
 */
const lists = new WeakMap<StudioApi, Map<string, DestinationGroupListActor>>();

export function destinationGroupList(
  api: StudioApi,
  customerId: string,
): DestinationGroupListActor {
  let byOrganisation = lists.get(api);
  if (!byOrganisation) {
    byOrganisation = new Map();
    lists.set(api, byOrganisation);
  }
  let list = byOrganisation.get(customerId);
  if (!list) {
    list = createActor(
      destinationGroupListMachine.provide({
        actors: createDestinationGroupListActors(api, customerId),
      }),
      { input: {} },
    ).start();
    byOrganisation.set(customerId, list);
  }
  return list;
}
