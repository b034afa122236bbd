import { createSharedList, type SharedListActor } from '../shared-list';
import { createDestinationGroupListActors, type DestinationGroupItem } from './actors';

export type DestinationGroupListActor = SharedListActor<DestinationGroupItem>;

/**
 * The organisation's one list actor, kept across visits (`createSharedList`); pages that change
 * a group send it `list.refresh`.
 */
export const destinationGroupList = createSharedList<DestinationGroupItem>(
  createDestinationGroupListActors,
);
