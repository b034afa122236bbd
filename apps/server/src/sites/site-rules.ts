import type { ApiErrorItem } from '../http/errors';

/** Section 5's site rules, worded for people; the contract's schema holds the same bounds. */
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

export const SITE_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
export const SITE_SLUG_MAX = 63;
export const SITE_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{10}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const problem = (field: string, message: string): ApiErrorItem => ({
  code: 'INVALID_REQUEST',
  message,
  field: `body.${field}`,
});

/** The problems of a site body, each on its field (`body.slug`), with the messages above. */
export function siteProblems(body: unknown): ApiErrorItem[] {
  if (!isRecord(body)) return [];
  const problems: ApiErrorItem[] = [];
  const { name, slug, description, analyticsMeasurementId, playlistIds } = body;
  if (typeof name !== 'string' || name.trim() === '')
    problems.push(problem('name', SITE_MESSAGES.nameRequired));
  else if (name.trim().length > 100) problems.push(problem('name', SITE_MESSAGES.nameTooLong));
  if (typeof slug !== 'string' || slug === '')
    problems.push(problem('slug', SITE_MESSAGES.slugRequired));
  else if (!SITE_SLUG_PATTERN.test(slug)) problems.push(problem('slug', SITE_MESSAGES.slugFormat));
  else if (slug.length > SITE_SLUG_MAX) problems.push(problem('slug', SITE_MESSAGES.slugTooLong));
  if (typeof description === 'string' && description.length > 5000)
    problems.push(problem('description', SITE_MESSAGES.descriptionTooLong));
  if (
    analyticsMeasurementId !== undefined &&
    analyticsMeasurementId !== null &&
    (typeof analyticsMeasurementId !== 'string' ||
      !SITE_MEASUREMENT_ID_PATTERN.test(analyticsMeasurementId))
  )
    problems.push(problem('analyticsMeasurementId', SITE_MESSAGES.measurementIdFormat));
  if (!Array.isArray(playlistIds) || playlistIds.length === 0)
    problems.push(problem('playlistIds', SITE_MESSAGES.playlistRequired));
  else if (new Set(playlistIds).size !== playlistIds.length)
    problems.push(problem('playlistIds', SITE_MESSAGES.playlistRepeated));
  return problems;
}
