import { createSharedList, type SharedListActor } from '../shared-list';
import { createPlayerProfileListActors, type PlayerProfileItem } from './actors';

export type PlayerProfileListActor = SharedListActor<PlayerProfileItem>;

/**
 * The organisation's one list actor, kept across visits (`createSharedList`); pages that change
 * a profile send it `list.refresh`.
 */
export const playerProfileList = createSharedList<PlayerProfileItem>(createPlayerProfileListActors);
