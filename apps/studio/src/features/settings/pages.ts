/**
 * The page modules of the settings routes (routes.tsx), in a chunk of their own: see `areaPages` in
 * app/feature-route.ts.
 */
export const pageModules = {
  './SettingsHubPage': () => import('./SettingsHubPage'),
  './WebPresetFormPage': () => import('./WebPresetFormPage'),
  './WebPresetPage': () => import('./WebPresetPage'),
  './WebPresetsPage': () => import('./WebPresetsPage'),
  './encoder-presets/EncoderPresetFormPage': () =>
    import('./encoder-presets/EncoderPresetFormPage'),
  './encoder-presets/EncoderPresetPage': () => import('./encoder-presets/EncoderPresetPage'),
  './encoder-presets/EncoderPresetsPage': () => import('./encoder-presets/EncoderPresetsPage'),
  './organisation/BandwidthUsagePage': () => import('./organisation/BandwidthUsagePage'),
  './organisation/LibrarySettingsPage': () => import('./organisation/LibrarySettingsPage'),
  './organisation/PlansPage': () => import('./organisation/PlansPage'),
  './organisation/SubscriptionsPage': () => import('./organisation/SubscriptionsPage'),
  './venues/VenueFormPage': () => import('./venues/VenueFormPage'),
  './venues/VenuePage': () => import('./venues/VenuePage'),
  './venues/VenuesPage': () => import('./venues/VenuesPage'),
};
