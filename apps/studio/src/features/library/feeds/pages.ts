/**
 * The page modules of the library/feeds routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './FeedFormPage': () => import('./FeedFormPage'),
  './FeedPage': () => import('./FeedPage'),
  './FeedsPage': () => import('./FeedsPage'),
};
