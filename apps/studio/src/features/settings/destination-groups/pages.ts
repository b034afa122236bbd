/**
 * The page modules of the settings/destination-groups routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './DestinationGroupFormPage': () => import('./DestinationGroupFormPage'),
  './DestinationGroupPage': () => import('./DestinationGroupPage'),
  './DestinationGroupsPage': () => import('./DestinationGroupsPage'),
};
