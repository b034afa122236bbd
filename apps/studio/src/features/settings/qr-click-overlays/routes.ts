import { areaPages, type FeatureRoute } from '../../../app/feature-route';
import { planGate } from '../plan-gate';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** QRclick overlays need the permission and a Starter Lite or higher live web plan (spec section 6). */
const access = {
  permission: 'manageEncoderAndWebSettings',
  plan: planGate('liveWebStarterLite'),
} as const satisfies FeatureRoute['access'];

export const qrClickOverlayRoutes: readonly FeatureRoute[] = [
  {
    id: 'qr-click-overlays',
    path: '/settings/qr-click-overlays',
    access,
    navigation: {
      label: 'qrClickOverlays',
      section: 'settings',
      order: 60,
      summary: 'qrClickOverlays',
    },
    namespaces: ['settings', 'settingsQrClickOverlays'],
    page: async () => (await pageModule('./QrClickOverlaysPage')).QrClickOverlaysPage,
  },
  {
    id: 'qr-click-overlay-create',
    path: '/settings/qr-click-overlays/create',
    access,
    namespaces: ['settings', 'settingsQrClickOverlays'],
    page: async () => (await pageModule('./QrClickOverlayFormPage')).QrClickOverlayCreatePage,
  },
  {
    id: 'qr-click-overlay',
    path: '/settings/qr-click-overlays/:uuid',
    access,
    namespaces: ['settings', 'settingsQrClickOverlays'],
    page: async () => (await pageModule('./QrClickOverlayPage')).QrClickOverlayPage,
  },
  {
    id: 'qr-click-overlay-edit',
    path: '/settings/qr-click-overlays/:uuid/edit',
    access,
    namespaces: ['settings', 'settingsQrClickOverlays'],
    page: async () => (await pageModule('./QrClickOverlayFormPage')).QrClickOverlayEditPage,
  },
];
