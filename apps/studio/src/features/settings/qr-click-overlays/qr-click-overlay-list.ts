import { createSharedList, type SharedListActor } from '../shared-list';
import { createQrClickOverlayListActors, type QrClickOverlayItem } from './actors';

export type QrClickOverlayListActor = SharedListActor<QrClickOverlayItem>;

/**
 * The organisation's one list actor, kept across visits (`createSharedList`); pages that change
 * an overlay send it `list.refresh`.
 */
export const qrClickOverlayList = createSharedList<QrClickOverlayItem>(
  createQrClickOverlayListActors,
);
