import * as yup from 'yup';
import {
  SITE_LIMITS,
  SITE_MEASUREMENT_ID_PATTERN,
  SITE_MESSAGES,
  SITE_SLUG_PATTERN,
  SITE_THEME_MODES,
  type SiteFormFields,
} from './sites.js';

/**
 * Section 5's site rules for the form (the server words the same messages in its request rules).
 * Empty optional text means none. Import it lazily: it pulls yup.
 */
export const siteSchema: yup.ObjectSchema<SiteFormFields> = yup.object({
  name: yup
    .string()
    .trim()
    .required(SITE_MESSAGES.nameRequired)
    .max(SITE_LIMITS.nameMax, SITE_MESSAGES.nameTooLong),
  slug: yup
    .string()
    .required(SITE_MESSAGES.slugRequired)
    .matches(SITE_SLUG_PATTERN, SITE_MESSAGES.slugFormat)
    .max(SITE_LIMITS.slugMax, SITE_MESSAGES.slugTooLong),
  description: yup
    .string()
    .max(SITE_LIMITS.descriptionMax, SITE_MESSAGES.descriptionTooLong)
    .defined(),
  themeMode: yup.mixed<SiteFormFields['themeMode']>().oneOf(SITE_THEME_MODES).required(),
  analyticsMeasurementId: yup
    .string()
    .defined()
    .test(
      'measurement-id',
      SITE_MESSAGES.measurementIdFormat,
      (value) => value === '' || SITE_MEASUREMENT_ID_PATTERN.test(value),
    ),
  liveWebChannelId: yup.string().defined(),
  playlistIds: yup
    .array(yup.string().required())
    .required()
    .min(1, SITE_MESSAGES.playlistRequired)
    .test('unique', SITE_MESSAGES.playlistRepeated, (ids) => new Set(ids).size === ids.length),
});
