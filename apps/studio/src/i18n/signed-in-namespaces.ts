import type { Catalogue } from './translator';

/**
 * The namespaces of the signed-in studio's features, each fetched with its routes. This map is a
 * chunk of its own, fetched when a signed-in page first asks for a namespace (`createI18n`): its
 * thirty `import()` sites, each with its preload list, would otherwise weigh on the sign-in page.
 * A feature adds one line here, pointing at its `features/<area>/i18n/index.ts` (docs/i18n.md);
 * a namespace a public page reads goes in `PUBLIC_NAMESPACE_LOADERS` (namespaces.ts) instead.
 */
export const SIGNED_IN_NAMESPACE_LOADERS = {
  dashboard: async () => (await import('../features/dashboard/i18n')).dashboardStrings,
  onboarding: async () => (await import('../features/onboarding/i18n')).onboardingStrings,
  help: async () => (await import('../features/help/i18n')).helpStrings,
  settings: async () => (await import('../features/settings/i18n')).settingsStrings,
  settingsVenues: async () =>
    (await import('../features/settings/venues/i18n')).settingsVenuesStrings,
  settingsEncoderPresets: async () =>
    (await import('../features/settings/encoder-presets/i18n')).settingsEncoderPresetsStrings,
  settingsChannels: async () =>
    (await import('../features/settings/channels/i18n')).settingsChannelsStrings,
  settingsPlayerProfiles: async () =>
    (await import('../features/settings/player-profiles/i18n')).settingsPlayerProfilesStrings,
  settingsRtmpDestinations: async () =>
    (await import('../features/settings/rtmp-destinations/i18n')).settingsRtmpDestinationsStrings,
  settingsQrClickOverlays: async () =>
    (await import('../features/settings/qr-click-overlays/i18n')).settingsQrClickOverlaysStrings,
  settingsDestinationGroups: async () =>
    (await import('../features/settings/destination-groups/i18n')).settingsDestinationGroupsStrings,
  socialMedia: async () =>
    (await import('../features/settings/social-media/i18n')).socialMediaStrings,
  settingsOrganisation: async () =>
    (await import('../features/settings/organisation/i18n')).settingsOrganisationStrings,
  library: async () => (await import('../features/library/i18n')).libraryStrings,
  libraryRecordings: async () =>
    (await import('../features/library/recordings/i18n')).libraryRecordingsStrings,
  playlists: async () => (await import('../features/library/playlists/i18n')).playlistsStrings,
  libraryWebVideos: async () =>
    (await import('../features/library/web-videos/i18n')).libraryWebVideosStrings,
  libraryEdits: async () => (await import('../features/library/edits/i18n')).libraryEditsStrings,
  studioAi: async () => (await import('../features/library/studio-ai/i18n')).studioAiStrings,
  libraryFeeds: async () => (await import('../features/library/feeds/i18n')).libraryFeedsStrings,
  libraryTranscription: async () =>
    (await import('../features/library/transcription/i18n')).libraryTranscriptionStrings,
  people: async () => (await import('../features/people/i18n')).peopleStrings,
  apiAccess: async () => (await import('../features/people/api-access/i18n')).apiAccessStrings,
  admin: async () => (await import('../features/admin/i18n')).adminStrings,
  encoders: async () => (await import('../features/encoders/i18n')).encodersStrings,
  schedule: async () => (await import('../features/schedule/i18n')).scheduleStrings,
  liveDestinations: async () =>
    (await import('../features/live/destinations/i18n')).liveDestinationsStrings,
  schedulePosts: async () => (await import('../features/schedule/posts-i18n')).schedulePostsStrings,
  scheduleRuns: async () => (await import('../features/schedule/run-i18n')).scheduleRunsStrings,
  sites: async () => (await import('../features/sites/i18n')).sitesStrings,
  analytics: async () => (await import('../features/analytics/i18n')).analyticsStrings,
  about: async () => (await import('../features/about/i18n')).aboutStrings,
} as const satisfies Record<string, () => Promise<Catalogue[string]>>;
