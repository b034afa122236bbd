import type { FeatureRoute } from '../../app/feature-route';

/** The 401 and 404 pages of spec section 2, reachable by URL; neither is listed. */
export const errorRoutes: readonly FeatureRoute[] = [
  {
    id: 'not-authorized',
    path: '/not-authorized',
    page: async () => (await import('./NotAuthorizedView')).NotAuthorizedView,
  },
  {
    id: 'not-found',
    path: '/not-found',
    page: async () => (await import('./NotFoundView')).NotFoundView,
  },
];
