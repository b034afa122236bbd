import { dashboardStrings } from '../features/dashboard/i18n';
import { onboardingStrings } from '../features/onboarding/i18n';
import { helpStrings } from '../features/help/i18n';
import { libraryStrings } from '../features/library/i18n';
import { libraryRecordingsStrings } from '../features/library/recordings/i18n';
import { playlistsStrings } from '../features/library/playlists/i18n';
import { libraryEditsStrings } from '../features/library/edits/i18n';
import { studioAiStrings } from '../features/library/studio-ai/i18n';
import { libraryTranscriptionStrings } from '../features/library/transcription/i18n';
import { libraryWebVideosStrings } from '../features/library/web-videos/i18n';
import { libraryFeedsStrings } from '../features/library/feeds/i18n';
import { settingsStrings } from '../features/settings/i18n';
import { settingsOrganisationStrings } from '../features/settings/organisation/i18n';
import { settingsDestinationGroupsStrings } from '../features/settings/destination-groups/i18n';
import { settingsQrClickOverlaysStrings } from '../features/settings/qr-click-overlays/i18n';
import { settingsRtmpDestinationsStrings } from '../features/settings/rtmp-destinations/i18n';
import { socialMediaStrings } from '../features/settings/social-media/i18n';
import { settingsPlayerProfilesStrings } from '../features/settings/player-profiles/i18n';
import { settingsEncoderPresetsStrings } from '../features/settings/encoder-presets/i18n';
import { settingsVenuesStrings } from '../features/settings/venues/i18n';
import { settingsChannelsStrings } from '../features/settings/channels/i18n';
import { peopleStrings } from '../features/people/i18n';
import { apiAccessStrings } from '../features/people/api-access/i18n';
import { peoplePublicStrings } from '../features/people/public/i18n';
import { adminStrings } from '../features/admin/i18n';
import { encodersStrings } from '../features/encoders/i18n';
import { liveStrings } from '../features/live/i18n';
import { liveDestinationsStrings } from '../features/live/destinations/i18n';
import { scheduleStrings } from '../features/schedule/i18n';
import { schedulePostsStrings } from '../features/schedule/posts-i18n';
import { scheduleRunsStrings } from '../features/schedule/run-i18n';
import { sitesStrings } from '../features/sites/i18n';
import { analyticsStrings } from '../features/analytics/i18n';
import { aboutStrings } from '../features/about/i18n';
import { preferredLanguage, type StudioTranslator } from './index';
import { FEATURE_NAMESPACE_LOADERS } from './feature-namespace-loaders';
import { EAGER_NAMESPACES, type Language, type Namespaces } from './namespaces';
import { createTranslator } from './translator';

/**
 * Every namespace, feature ones included, given up front. For stories and tests, which render a
 * feature's views without going through its route; the studio itself uses `createI18n`.
 */
export const ALL_NAMESPACES: Namespaces = {
  ...EAGER_NAMESPACES,
  dashboard: dashboardStrings,
  onboarding: onboardingStrings,
  help: helpStrings,
  settings: settingsStrings,
  settingsOrganisation: settingsOrganisationStrings,
  settingsDestinationGroups: settingsDestinationGroupsStrings,
  settingsQrClickOverlays: settingsQrClickOverlaysStrings,
  settingsRtmpDestinations: settingsRtmpDestinationsStrings,
  socialMedia: socialMediaStrings,
  settingsPlayerProfiles: settingsPlayerProfilesStrings,
  settingsEncoderPresets: settingsEncoderPresetsStrings,
  settingsVenues: settingsVenuesStrings,
  encoders: encodersStrings,
  live: liveStrings,
  liveDestinations: liveDestinationsStrings,
  schedule: scheduleStrings,
  schedulePosts: schedulePostsStrings,
  scheduleRuns: scheduleRunsStrings,
  sites: sitesStrings,
  analytics: analyticsStrings,
  about: aboutStrings,
  settingsChannels: settingsChannelsStrings,
  library: libraryStrings,
  libraryRecordings: libraryRecordingsStrings,
  playlists: playlistsStrings,
  libraryEdits: libraryEditsStrings,
  studioAi: studioAiStrings,
  libraryTranscription: libraryTranscriptionStrings,
  libraryWebVideos: libraryWebVideosStrings,
  libraryFeeds: libraryFeedsStrings,
  people: peopleStrings,
  apiAccess: apiAccessStrings,
  peoplePublic: peoplePublicStrings,
  admin: adminStrings,
};

/** A translator that never waits: every namespace is already there. */
export function createCompleteI18n(language: Language = preferredLanguage()): StudioTranslator {
  return createTranslator<Namespaces>(ALL_NAMESPACES, language, FEATURE_NAMESPACE_LOADERS);
}
