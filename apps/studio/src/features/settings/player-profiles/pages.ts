/**
 * The page modules of the settings/player-profiles routes (routes.tsx), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './PlayerProfileFormPage': () => import('./PlayerProfileFormPage'),
  './PlayerProfilePage': () => import('./PlayerProfilePage'),
  './PlayerProfilesPage': () => import('./PlayerProfilesPage'),
};
