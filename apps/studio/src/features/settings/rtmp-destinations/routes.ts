import { areaPages, type FeatureRoute } from '../../../app/feature-route';
import { planGate } from '../plan-gate';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** RTMP destinations need the permission and an RTMP subscription (spec section 6). */
const access = {
  permission: 'manageEncoderAndWebSettings',
  plan: planGate('rtmpSubscription'),
} as const satisfies FeatureRoute['access'];

export const rtmpDestinationRoutes: readonly FeatureRoute[] = [
  {
    id: 'rtmp-destinations',
    path: '/settings/rtmp-destinations',
    access,
    navigation: {
      label: 'rtmpDestinations',
      section: 'settings',
      order: 50,
      summary: 'rtmpDestinations',
    },
    namespaces: ['settings', 'settingsRtmpDestinations'],
    page: async () => (await pageModule('./RtmpDestinationsPage')).RtmpDestinationsPage,
  },
  {
    id: 'rtmp-destination-create',
    path: '/settings/rtmp-destinations/create',
    access,
    namespaces: ['settings', 'settingsRtmpDestinations'],
    page: async () => (await pageModule('./RtmpDestinationFormPage')).RtmpDestinationCreatePage,
  },
  {
    id: 'rtmp-destination',
    path: '/settings/rtmp-destinations/:uuid',
    access,
    namespaces: ['settings', 'settingsRtmpDestinations'],
    page: async () => (await pageModule('./RtmpDestinationPage')).RtmpDestinationPage,
  },
  {
    id: 'rtmp-destination-edit',
    path: '/settings/rtmp-destinations/:uuid/edit',
    access,
    namespaces: ['settings', 'settingsRtmpDestinations'],
    page: async () => (await pageModule('./RtmpDestinationFormPage')).RtmpDestinationEditPage,
  },
];
