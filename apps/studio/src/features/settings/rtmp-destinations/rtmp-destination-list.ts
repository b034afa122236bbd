import { createSharedList, type SharedListActor } from '../shared-list';
import { createRtmpDestinationListActors, type RtmpDestinationItem } from './actors';

export type RtmpDestinationListActor = SharedListActor<RtmpDestinationItem>;

/**
 * The organisation's one list actor, kept across visits (`createSharedList`); pages that change
 * a destination send it `list.refresh`.
 */
export const rtmpDestinationList = createSharedList<RtmpDestinationItem>(
  createRtmpDestinationListActors,
);
