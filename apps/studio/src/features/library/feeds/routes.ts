import { areaPages, type FeatureRoute } from '../../../app/feature-route';
import { planGate } from '../../settings/plan-gate';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** Feeds are read with the feed capability (listFeeds), beside the library (On Demand plan). */
const readAccess = {
  capability: 'feed.get',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

/** Creating and changing one is updating the library (createFeed, updateFeed). */
const manageAccess = {
  capability: 'mediaLibrary.update',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

// The page modules that hold more than one page.
const formPages = () => pageModule('./FeedFormPage');

/** Podcast feeds of playlists (issue 13): the list, one, create and edit. */
export const feedRoutes: readonly FeatureRoute[] = [
  {
    id: 'media-feeds',
    path: '/media/feeds',
    access: readAccess,
    navigation: { label: 'feeds', section: 'main', order: 21.5 },
    namespaces: ['library', 'libraryFeeds'],
    page: async () => (await pageModule('./FeedsPage')).FeedsPage,
  },
  {
    id: 'media-feed-create',
    path: '/media/feeds/create',
    access: manageAccess,
    namespaces: ['library', 'libraryFeeds'],
    page: async () => (await formPages()).FeedCreatePage,
  },
  {
    id: 'media-feed',
    path: '/media/feeds/:uuid',
    access: readAccess,
    namespaces: ['library', 'libraryFeeds'],
    page: async () => (await pageModule('./FeedPage')).FeedPage,
  },
  {
    id: 'media-feed-edit',
    path: '/media/feeds/:uuid/edit',
    access: manageAccess,
    namespaces: ['library', 'libraryFeeds'],
    page: async () => (await formPages()).FeedEditPage,
  },
];
