import { createActor, type ActorRefFrom } from 'xstate';
import type { StudioApi } from '@studio/api';
import { createListResourceMachine } from '@studio/machines';
import { createRtmpDestinationListActors, type RtmpDestinationItem } from './actors';

const rtmpDestinationListMachine = createListResourceMachine<RtmpDestinationItem>();
export type RtmpDestinationListActor = ActorRefFrom<typeof rtmpDestinationListMachine>;

/**
 * One list actor per client and organisation, alive across visits (the 120 s freshness of the
 * list-resource machine needs the same actor to see the next visit); pages that change a
 * destination send it `list.refresh`.
 */
const lists = new WeakMap<StudioApi, Map<string, RtmpDestinationListActor>>();

export function rtmpDestinationList(api: StudioApi, customerId: string): RtmpDestinationListActor {
  let byOrganisation = lists.get(api);
  if (!byOrganisation) {
    byOrganisation = new Map();
    lists.set(api, byOrganisation);
  }
  let list = byOrganisation.get(customerId);
  if (!list) {
    list = createActor(
      rtmpDestinationListMachine.provide({
        actors: createRtmpDestinationListActors(api, customerId),
      }),
      { input: {} },
    ).start();
    byOrganisation.set(customerId, list);
  }
  return list;
}
