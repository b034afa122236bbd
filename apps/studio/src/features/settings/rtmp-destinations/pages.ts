/**
 * The page modules of the settings/rtmp-destinations routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './RtmpDestinationFormPage': () => import('./RtmpDestinationFormPage'),
  './RtmpDestinationPage': () => import('./RtmpDestinationPage'),
  './RtmpDestinationsPage': () => import('./RtmpDestinationsPage'),
};
