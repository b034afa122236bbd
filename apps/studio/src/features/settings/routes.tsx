import { meetsPlanRequirement } from '@studio/domain';
import { destinationGroupRoutes } from './destination-groups/routes';
import { qrClickOverlayRoutes } from './qr-click-overlays/routes';
import { rtmpDestinationRoutes } from './rtmp-destinations/routes';
import type { Access } from '../../app/access';
import { areaPages, type FeatureRoute } from '../../app/feature-route';
import { channelRoutes } from './channels/routes';
import { playerProfileRoutes } from './player-profiles/routes';
import { socialMediaRoutes } from './social-media/routes';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

const manageEncoderAndWebSettings = { permission: 'manageEncoderAndWebSettings' } as const;
/** Venues: manageVenues, on an organisation with a multisite plan (as the server's x-plan). */
const manageVenues: Access = {
  permission: 'manageVenues',
  plan: (plans) =>
    meetsPlanRequirement(
      {
        webPlanId: plans.webPlanId ?? null,
        vodPlanId: plans.vodPlanId ?? null,
        multisitePlanId: plans.multisitePlanId ?? null,
      },
      'multisite',
    ),
};

/**
 * The settings areas: each is a card on the hub (`navigation.section: 'settings'`) with its list,
 * create, view and edit routes. A later settings resource adds its routes here the same way.
 */
const settingsAreaRoutes: readonly FeatureRoute[] = [
  // Organisation details: three tabs, each a route (spec section 2), and the plans page.
  {
    id: 'organisation',
    path: '/settings/organization',
    access: { permission: 'accountDetails' },
    navigation: { label: 'organisation', section: 'settings', order: 10, summary: 'organisation' },
    namespaces: ['settings', 'settingsOrganisation'],
    page: async () => (await pageModule('./organisation/SubscriptionsPage')).SubscriptionsPage,
  },
  {
    id: 'organisation-bandwidth',
    path: '/settings/organization/bandwidth-usage',
    access: { permission: 'bandwidthAnalytics' },
    namespaces: ['settings', 'settingsOrganisation'],
    page: async () => (await pageModule('./organisation/BandwidthUsagePage')).BandwidthUsagePage,
  },
  {
    id: 'organisation-bandwidth-day',
    path: '/settings/organization/bandwidth-usage/day',
    access: { permission: 'bandwidthAnalytics' },
    namespaces: ['settings', 'settingsOrganisation'],
    page: async () => (await pageModule('./organisation/BandwidthUsagePage')).DailyBandwidthPage,
  },
  {
    id: 'organisation-library',
    path: '/settings/organization/library-settings',
    access: { permission: 'accountDetails' },
    namespaces: ['settings', 'settingsOrganisation'],
    page: async () => (await pageModule('./organisation/LibrarySettingsPage')).LibrarySettingsPage,
  },
  {
    id: 'signup-plans',
    path: '/signup/plans',
    access: { permission: 'accountDetails' },
    namespaces: ['settings', 'settingsOrganisation'],
    page: async () => (await pageModule('./organisation/PlansPage')).PlansPage,
  },
  ...channelRoutes,
  {
    id: 'web-presets',
    path: '/settings/web-presets',
    access: manageEncoderAndWebSettings,
    navigation: { label: 'webPresets', section: 'settings', order: 40, summary: 'webPresets' },
    namespaces: ['settings'],
    page: async () => (await pageModule('./WebPresetsPage')).WebPresetsPage,
  },
  {
    id: 'web-preset-create',
    path: '/settings/web-presets/create',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings'],
    page: async () => (await pageModule('./WebPresetFormPage')).WebPresetCreatePage,
  },
  {
    id: 'web-preset',
    path: '/settings/web-presets/:uuid',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings'],
    page: async () => (await pageModule('./WebPresetPage')).WebPresetPage,
  },
  {
    id: 'web-preset-edit',
    path: '/settings/web-presets/:uuid/edit',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings'],
    page: async () => (await pageModule('./WebPresetFormPage')).WebPresetEditPage,
  },
  {
    id: 'encoder-presets',
    path: '/settings/encoder-presets',
    access: manageEncoderAndWebSettings,
    navigation: {
      label: 'encoderPresets',
      section: 'settings',
      order: 30,
      summary: 'encoderPresets',
    },
    namespaces: ['settings', 'settingsEncoderPresets'],
    page: async () => (await pageModule('./encoder-presets/EncoderPresetsPage')).EncoderPresetsPage,
  },
  {
    id: 'encoder-preset-create',
    path: '/settings/encoder-presets/create',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsEncoderPresets'],
    page: async () =>
      (await pageModule('./encoder-presets/EncoderPresetFormPage')).EncoderPresetCreatePage,
  },
  {
    // The create pane with the version-2 flag (spec section 2).
    id: 'encoder-preset-create-v2',
    path: '/settings/encoder-presets/create/v2',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsEncoderPresets'],
    page: async () =>
      (await pageModule('./encoder-presets/EncoderPresetFormPage')).EncoderPresetCreateVersion2Page,
  },
  {
    id: 'encoder-preset',
    path: '/settings/encoder-presets/:uuid',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsEncoderPresets'],
    page: async () => (await pageModule('./encoder-presets/EncoderPresetPage')).EncoderPresetPage,
  },
  {
    id: 'encoder-preset-edit',
    path: '/settings/encoder-presets/:uuid/edit',
    access: manageEncoderAndWebSettings,
    namespaces: ['settings', 'settingsEncoderPresets'],
    page: async () =>
      (await pageModule('./encoder-presets/EncoderPresetFormPage')).EncoderPresetEditPage,
  },
  {
    id: 'venues',
    path: '/settings/venues',
    access: manageVenues,
    navigation: { label: 'venues', section: 'settings', order: 80, summary: 'venues' },
    namespaces: ['settings', 'settingsVenues'],
    page: async () => (await pageModule('./venues/VenuesPage')).VenuesPage,
  },
  {
    id: 'venue-create',
    path: '/settings/venues/create',
    access: manageVenues,
    namespaces: ['settings', 'settingsVenues'],
    page: async () => (await pageModule('./venues/VenueFormPage')).VenueCreatePage,
  },
  {
    id: 'venue',
    path: '/settings/venues/:uuid',
    access: manageVenues,
    namespaces: ['settings', 'settingsVenues'],
    page: async () => (await pageModule('./venues/VenuePage')).VenuePage,
  },
  {
    id: 'venue-edit',
    path: '/settings/venues/:uuid/edit',
    access: manageVenues,
    namespaces: ['settings', 'settingsVenues'],
    page: async () => (await pageModule('./venues/VenueFormPage')).VenueEditPage,
  },
  ...playerProfileRoutes,
  ...rtmpDestinationRoutes,
  ...socialMediaRoutes,
  ...qrClickOverlayRoutes,
  ...destinationGroupRoutes,
];

export const settingsRoutes: readonly FeatureRoute[] = [
  {
    id: 'settings',
    path: '/settings',
    // The hub is open to whoever may use one of its areas, so the Settings entry never leads to
    // an empty page and a person with none (Video Review) sees no Settings at all.
    access: {
      anyOf: settingsAreaRoutes.flatMap((route) =>
        route.navigation?.section === 'settings' ? [route.access ?? {}] : [],
      ),
    },
    navigation: { label: 'settings', section: 'main', order: 900 },
    namespaces: ['settings'],
    page: async () => (await pageModule('./SettingsHubPage')).SettingsHubPage,
  },
  ...settingsAreaRoutes,
];
