import type { FeatureRoute } from '../../../app/feature-route';

/** Web videos are read with the events capability (listWebVideos), plan or not. */
const readAccess = { capability: 'events.get' } as const satisfies FeatureRoute['access'];
/** Starting one is managing web events (createWebVideo). */
const startAccess = { capability: 'webEvents.manage' } as const satisfies FeatureRoute['access'];

/** Web videos (sim-live, issue 15): the list, one, and starting one from a library item. */
export const webVideoRoutes: readonly FeatureRoute[] = [
  {
    id: 'media-web-videos',
    path: '/media/web-videos',
    access: readAccess,
    namespaces: ['library', 'libraryWebVideos'],
    page: async () => (await import('./WebVideosPage')).WebVideosPage,
  },
  {
    id: 'media-web-video',
    path: '/media/web-videos/:uuid',
    access: readAccess,
    namespaces: ['library', 'libraryWebVideos'],
    page: async () => (await import('./WebVideoPage')).WebVideoPage,
  },
  {
    id: 'media-start-web-video',
    path: '/media/start-web-video/:uuid',
    access: startAccess,
    namespaces: ['library', 'libraryWebVideos'],
    page: async () => (await import('./StartWebVideoPage')).StartWebVideoPage,
  },
];
