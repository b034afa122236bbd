import { createSharedList, type SharedListActor } from '../settings/shared-list';
import { createSiteListActors, type SiteItem } from './actors';

export type SiteListActor = SharedListActor<SiteItem>;

/** The organisation's one site list, kept across visits; pages that change a site refresh it. */
export const siteList = createSharedList<SiteItem>(createSiteListActors);
