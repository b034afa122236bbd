/**
 * The page modules of the sites routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './SiteFormPage': () => import('./SiteFormPage'),
  './SitePage': () => import('./SitePage'),
  './SitesPage': () => import('./SitesPage'),
};
