/**
 * The page modules of the schedule routes (routes.tsx), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './EventFormPage': () => import('./EventFormPage'),
  './EventPage': () => import('./EventPage'),
  './PostFormPage': () => import('./PostFormPage'),
  './PostPage': () => import('./PostPage'),
  './SchedulePage': () => import('./SchedulePage'),
};
