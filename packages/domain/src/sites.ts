/**
 * Sites (spec sections 3 and 5): a public video page at `/{slug}` playing a live web channel when
 * it is live and its playlists otherwise. The bounds of the contract's `SiteInput` and the
 * messages the site form and the server share. Plain values, no yup: the site screens read them
 * without loading a schema library (the schema is `siteSchema`, fetched by the form).
 */
export const SITE_LIMITS = {
  nameMax: 100,
  slugMax: 63,
  descriptionMax: 5000,
} as const;

/** Letters, numbers, underscore and dash. */
export const SITE_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A Google Analytics measurement id: `G-` and 10 letters or numbers. */
export const SITE_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{10}$/;

export const SITE_THEME_MODES = ['light', 'dark', 'system'] as const;
export type SiteThemeMode = (typeof SITE_THEME_MODES)[number];

/** What the person types to remove a site (spec section 5). */
export const SITE_REMOVAL_CONFIRMATION = 'CONFIRM';

export const SITE_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be 100 characters or fewer.',
  slugRequired: 'URL slug is required.',
  slugFormat: 'URL slug may only contain letters, numbers, underscores and dashes.',
  slugTooLong: 'URL slug must be 63 characters or fewer.',
  slugTaken: 'This URL slug is already taken.',
  slugImmutable: 'The URL slug cannot be changed after the site is created.',
  descriptionTooLong: 'Description must be 5000 characters or fewer.',
  measurementIdFormat: 'Analytics measurement id must be G- followed by 10 letters or numbers.',
  playlistRequired: 'Add at least one playlist.',
  playlistUnknown: 'This playlist does not exist.',
  playlistRepeated: 'Each playlist can be added once.',
  webChannelUnknown: 'This web channel does not exist.',
} as const;

export type SiteMessageKey = keyof typeof SITE_MESSAGES;

/** The key of a site message (the form translates the server's English text by it). */
export function siteMessageKey(message: string): SiteMessageKey | undefined {
  return (Object.keys(SITE_MESSAGES) as SiteMessageKey[]).find(
    (key) => SITE_MESSAGES[key] === message,
  );
}

/** What the site form edits (the contract's `SiteInput`, text for the optional fields). */
export interface SiteFormFields {
  name: string;
  slug: string;
  description: string;
  themeMode: SiteThemeMode;
  analyticsMeasurementId: string;
  liveWebChannelId: string;
  playlistIds: string[];
}
