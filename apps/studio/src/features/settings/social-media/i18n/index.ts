import { socialMediaEn, socialMediaEs } from './strings';

/** The `socialMedia` namespace, fetched with the social media routes (docs/i18n.md). */
export const socialMediaStrings = {
  en: { socialMedia: socialMediaEn },
  es: { socialMedia: socialMediaEs },
} as const;
