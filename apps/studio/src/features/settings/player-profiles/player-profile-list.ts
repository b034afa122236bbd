import { createActor, type ActorRefFrom } from 'xstate';
import type { StudioApi } from '@studio/api';
import { createListResourceMachine } from '@studio/machines';
import { createPlayerProfileListActors, type PlayerProfileItem } from './actors';

const playerProfileListMachine = createListResourceMachine<PlayerProfileItem>();
export type PlayerProfileListActor = ActorRefFrom<typeof playerProfileListMachine>;

/**
 * One list actor per client and organisation, alive across visits to the list: the list-resource
 * machine's 120 s freshness only means something if the same actor sees the next visit (a visit
 * within 120 s shows the list without a call). Pages that change a profile send `list.refresh`
 * to it, so the list is right the moment the person returns.
 */
const lists = new WeakMap<StudioApi, Map<string, PlayerProfileListActor>>();

export function playerProfileList(api: StudioApi, customerId: string): PlayerProfileListActor {
  let byOrganisation = lists.get(api);
  if (!byOrganisation) {
    byOrganisation = new Map();
    lists.set(api, byOrganisation);
  }
  let list = byOrganisation.get(customerId);
  if (!list) {
    list = createActor(
      playerProfileListMachine.provide({ actors: createPlayerProfileListActors(api, customerId) }),
      { input: {} },
    ).start();
    byOrganisation.set(customerId, list);
  }
  return list;
}
