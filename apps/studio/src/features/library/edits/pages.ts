/**
 * The page modules of the library/edits routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './ClipsPage': () => import('./ClipsPage'),
  './TrimPage': () => import('./TrimPage'),
};
