import type { FeatureRoute } from '../../app/feature-route';

const manageEncoderAndWebSettings = { permission: 'manageEncoderAndWebSettings' } as const;

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
    namespace: 'settings',
    page: async () => (await import('./organisation/SubscriptionsPage')).SubscriptionsPage,
  },
  {
    id: 'organisation-bandwidth',
    path: '/settings/organization/bandwidth-usage',
    access: { permission: 'bandwidthAnalytics' },
    namespace: 'settings',
    page: async () => (await import('./organisation/BandwidthUsagePage')).BandwidthUsagePage,
  },
  {
    id: 'organisation-bandwidth-day',
    path: '/settings/organization/bandwidth-usage/day',
    access: { permission: 'bandwidthAnalytics' },
    namespace: 'settings',
    page: async () => (await import('./organisation/BandwidthUsagePage')).DailyBandwidthPage,
  },
  {
    id: 'organisation-library',
    path: '/settings/organization/library-settings',
    access: { permission: 'accountDetails' },
    namespace: 'settings',
    page: async () => (await import('./organisation/LibrarySettingsPage')).LibrarySettingsPage,
  },
  {
    id: 'signup-plans',
    path: '/signup/plans',
    access: { permission: 'accountDetails' },
    namespace: 'settings',
    page: async () => (await import('./organisation/PlansPage')).PlansPage,
  },
  {
    id: 'web-presets',
    path: '/settings/web-presets',
    access: manageEncoderAndWebSettings,
    navigation: { label: 'webPresets', section: 'settings', order: 40, summary: 'webPresets' },
    namespace: 'settings',
    page: async () => (await import('./WebPresetsPage')).WebPresetsPage,
  },
  {
    id: 'web-preset-create',
    path: '/settings/web-presets/create',
    access: manageEncoderAndWebSettings,
    namespace: 'settings',
    page: async () => (await import('./WebPresetFormPage')).WebPresetCreatePage,
  },
  {
    id: 'web-preset',
    path: '/settings/web-presets/:uuid',
    access: manageEncoderAndWebSettings,
    namespace: 'settings',
    page: async () => (await import('./WebPresetPage')).WebPresetPage,
  },
  {
    id: 'web-preset-edit',
    path: '/settings/web-presets/:uuid/edit',
    access: manageEncoderAndWebSettings,
    namespace: 'settings',
    page: async () => (await import('./WebPresetFormPage')).WebPresetEditPage,
  },
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
    namespace: 'settings',
    page: async () => (await import('./SettingsHubPage')).SettingsHubPage,
  },
  ...settingsAreaRoutes,
];
