import { createSharedList, type SharedListActor } from './shared-list';
import { createWebPresetListActors, type WebPresetItem } from './actors';

export type WebPresetListActor = SharedListActor<WebPresetItem>;

/**
 * The organisation's one list actor, kept across visits (`createSharedList`); pages that change
 * a preset send it `list.refresh`.
 */
export const webPresetList = createSharedList<WebPresetItem>(createWebPresetListActors);
