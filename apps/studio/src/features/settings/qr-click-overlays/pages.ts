/**
 * The page modules of the settings/qr-click-overlays routes (routes.ts), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './QrClickOverlayFormPage': () => import('./QrClickOverlayFormPage'),
  './QrClickOverlayPage': () => import('./QrClickOverlayPage'),
  './QrClickOverlaysPage': () => import('./QrClickOverlaysPage'),
};
