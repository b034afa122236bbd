import type { LANGUAGES } from '@studio/domain';
import { authEn } from '../features/auth/i18n/en';
import { authEs } from '../features/auth/i18n/es';
import { errorsEn } from '../features/errors/i18n/en';
import { errorsEs } from '../features/errors/i18n/es';
import { shellEn } from '../features/shell/i18n/en';
import { shellEs } from '../features/shell/i18n/es';
import { commonEn } from './common/en';
import { commonEs } from './common/es';
import type { Catalogue } from './translator';

export type Language = (typeof LANGUAGES)[number];

/**
 * The namespaces every page may need before any route has loaded: the sign-in page (`auth`), the
 * shell and its navigation (`shell`), the error pages (`errors`) and `common`. They travel in the
 * entry chunk, so keep them lean.
 */
export const EAGER_NAMESPACES = {
  common: { en: commonEn, es: commonEs },
  shell: { en: shellEn, es: shellEs },
  errors: { en: errorsEn, es: errorsEs },
  auth: { en: authEn, es: authEs },
} as const satisfies Catalogue;

/**
 * A feature's namespace, fetched with its routes (`namespace` in `features/<area>/routes.tsx`):
 * the words of fifteen features would otherwise weigh on the sign-in page. A feature adds one
 * line here, pointing at its `features/<area>/i18n/index.ts` (docs/i18n.md).
 */
export const FEATURE_NAMESPACE_LOADERS = {
  dashboard: async () => (await import('../features/dashboard/i18n')).dashboardStrings,
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
  settingsOrganisation: async () =>
    (await import('../features/settings/organisation/i18n')).settingsOrganisationStrings,
  library: async () => (await import('../features/library/i18n')).libraryStrings,
  libraryRecordings: async () =>
    (await import('../features/library/recordings/i18n')).libraryRecordingsStrings,
  playlists: async () => (await import('../features/library/playlists/i18n')).playlistsStrings,
  libraryWebVideos: async () =>
    (await import('../features/library/web-videos/i18n')).libraryWebVideosStrings,
  people: async () => (await import('../features/people/i18n')).peopleStrings,
  apiAccess: async () => (await import('../features/people/api-access/i18n')).apiAccessStrings,
  peoplePublic: async () => (await import('../features/people/public/i18n')).peoplePublicStrings,
  admin: async () => (await import('../features/admin/i18n')).adminStrings,
  encoders: async () => (await import('../features/encoders/i18n')).encodersStrings,
  live: async () => (await import('../features/live/i18n')).liveStrings,
} as const satisfies Record<string, () => Promise<Catalogue[string]>>;

type FeatureNamespaces = {
  readonly [Name in keyof typeof FEATURE_NAMESPACE_LOADERS]: Awaited<
    ReturnType<(typeof FEATURE_NAMESPACE_LOADERS)[Name]>
  >;
};

/** Every namespace and its strings in each language: the type the translator checks keys against. */
export type Namespaces = typeof EAGER_NAMESPACES & FeatureNamespaces;

export type Namespace = keyof Namespaces;

/** A namespace that arrives with its feature's routes. */
export type FeatureNamespace = keyof FeatureNamespaces;
