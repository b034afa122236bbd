/**
 * The page modules of the about routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './OpenSourcePage': () => import('./OpenSourcePage'),
  './PlaceholderViews': () => import('./PlaceholderViews'),
};
