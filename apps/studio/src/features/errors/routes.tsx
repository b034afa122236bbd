import type { FeatureRoute } from '../../app/feature-route';
import { NotAuthorizedView } from './NotAuthorizedView';

/** The 401 and 404 pages of spec section 2, reachable by URL; neither is listed. */
export const errorRoutes: readonly FeatureRoute[] = [
  {
    id: 'not-authorized',
    path: '/not-authorized',
    // Already in the main chunk: the guard shows it in place of any page the person may not open.
    page: async () => NotAuthorizedView,
  },
  {
    id: 'not-found',
    path: '/not-found',
    page: async () => (await import('./NotFoundView')).NotFoundView,
  },
];
