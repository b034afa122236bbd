import { areaPages, type FeatureRoute } from '../../../app/feature-route';
import { planGate } from '../../settings/plan-gate';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/**
 * Web videos are read with the events capability (listWebVideos). They replay library items, so
 * the list and its navigation entry also need the library (its capability and the On Demand
 * plan): without it there is nothing to replay.
 */
const readAccess = {
  capability: 'events.get',
  anyOf: [{ capability: 'mediaLibrary.get', plan: planGate('onDemand') }],
} as const satisfies FeatureRoute['access'];
/** Starting one is managing web events (createWebVideo). */
const startAccess = { capability: 'webEvents.manage' } as const satisfies FeatureRoute['access'];

/** Web videos (sim-live, issue 15): the list, one, and starting one from a library item. */
export const webVideoRoutes: readonly FeatureRoute[] = [
  {
    id: 'media-web-videos',
    path: '/media/web-videos',
    access: readAccess,
    navigation: { label: 'webVideos', section: 'main', order: 23 },
    namespaces: ['library', 'libraryWebVideos'],
    page: async () => (await pageModule('./WebVideosPage')).WebVideosPage,
  },
  {
    id: 'media-web-video',
    path: '/media/web-videos/:uuid',
    access: readAccess,
    namespaces: ['library', 'libraryWebVideos'],
    page: async () => (await pageModule('./WebVideoPage')).WebVideoPage,
  },
  {
    id: 'media-start-web-video',
    path: '/media/start-web-video/:uuid',
    access: startAccess,
    namespaces: ['library', 'libraryWebVideos'],
    page: async () => (await pageModule('./StartWebVideoPage')).StartWebVideoPage,
  },
];
