import { createActor, type ActorRefFrom } from 'xstate';
import type { StudioApi } from '@studio/api';
import { createListResourceMachine } from '@studio/machines';
import { createQrClickOverlayListActors, type QrClickOverlayItem } from './actors';

const qrClickOverlayListMachine = createListResourceMachine<QrClickOverlayItem>();
export type QrClickOverlayListActor = ActorRefFrom<typeof qrClickOverlayListMachine>;

/**
 * One list actor per client and organisation, alive across visits (the 120 s freshness of the
 * list-resource machine needs the same actor to see the next visit); pages that change an
 * overlay send it `list.refresh`.
 */
const lists = new WeakMap<StudioApi, Map<string, QrClickOverlayListActor>>();

export function qrClickOverlayList(api: StudioApi, customerId: string): QrClickOverlayListActor {
  let byOrganisation = lists.get(api);
  if (!byOrganisation) {
    byOrganisation = new Map();
    lists.set(api, byOrganisation);
  }
  let list = byOrganisation.get(customerId);
  if (!list) {
    list = createActor(
      qrClickOverlayListMachine.provide({
        actors: createQrClickOverlayListActors(api, customerId),
      }),
      { input: {} },
    ).start();
    byOrganisation.set(customerId, list);
  }
  return list;
}
