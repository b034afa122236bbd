/**
 * The page modules of the encoders routes (routes.tsx), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './EncoderFormPage': () => import('./EncoderFormPage'),
  './EncoderLogsPage': () => import('./EncoderLogsPage'),
  './EncoderPage': () => import('./EncoderPage'),
  './EncoderUpdatePage': () => import('./EncoderUpdatePage'),
  './EncodersPage': () => import('./EncodersPage'),
};
