import type { ApiErrorItem } from '../http/errors';
import {
  SITE_LIMITS,
  SITE_MEASUREMENT_ID_PATTERN,
  SITE_MESSAGES,
  SITE_SLUG_PATTERN,
} from '@studio/domain';

// Section 5's site rules and their words live in @studio/domain, shared with the site form.
export { SITE_MEASUREMENT_ID_PATTERN, SITE_MESSAGES, SITE_SLUG_PATTERN };
export const SITE_SLUG_MAX = SITE_LIMITS.slugMax;

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
