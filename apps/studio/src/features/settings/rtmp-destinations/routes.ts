import type { FeatureRoute } from '../../../app/feature-route';
import { planGate } from '../plan-gate';

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
    page: async () => (await import('./RtmpDestinationsPage')).RtmpDestinationsPage,
  },
  {
    id: 'rtmp-destination-create',
    path: '/settings/rtmp-destinations/create',
    access,
    namespaces: ['settings', 'settingsRtmpDestinations'],
    page: async () => (await import('./RtmpDestinationFormPage')).RtmpDestinationCreatePage,
  },
  {
    id: 'rtmp-destination',
    path: '/settings/rtmp-destinations/:uuid',
    access,
    namespaces: ['settings', 'settingsRtmpDestinations'],
    page: async () => (await import('./RtmpDestinationPage')).RtmpDestinationPage,
  },
  {
    id: 'rtmp-destination-edit',
    path: '/settings/rtmp-destinations/:uuid/edit',
    access,
    namespaces: ['settings', 'settingsRtmpDestinations'],
    page: async () => (await import('./RtmpDestinationFormPage')).RtmpDestinationEditPage,
  },
];
