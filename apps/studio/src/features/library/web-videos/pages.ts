/**
 * The page modules of the library/web-videos routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './StartWebVideoPage': () => import('./StartWebVideoPage'),
  './WebVideoPage': () => import('./WebVideoPage'),
  './WebVideosPage': () => import('./WebVideosPage'),
};
