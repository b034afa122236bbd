import { createActor, type ActorRefFrom } from 'xstate';
import type { StudioApi } from '@studio/api';
import { createListResourceMachine } from '@studio/machines';
import { createWebPresetListActors, type WebPresetItem } from './actors';

const webPresetListMachine = createListResourceMachine<WebPresetItem>();
export type WebPresetListActor = ActorRefFrom<typeof webPresetListMachine>;

/**
 * One list actor per client and organisation, alive across visits to the list: the list-resource
 * machine's 120 s freshness only means something if the same actor sees the next visit (a visit
 * within 120 s shows the list without a call). Pages that change a preset send `list.refresh`
 * to it, so the list is right the moment the person returns.
 */
const lists = new WeakMap<StudioApi, Map<string, WebPresetListActor>>();

export function webPresetList(api: StudioApi, customerId: string): WebPresetListActor {
  let byOrganisation = lists.get(api);
  if (!byOrganisation) {
    byOrganisation = new Map();
    lists.set(api, byOrganisation);
  }
  let list = byOrganisation.get(customerId);
  if (!list) {
    list = createActor(
      webPresetListMachine.provide({ actors: createWebPresetListActors(api, customerId) }),
      { input: {} },
    ).start();
    byOrganisation.set(customerId, list);
  }
  return list;
}
