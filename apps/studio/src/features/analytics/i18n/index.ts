import { analyticsEn } from './en';
import { analyticsEs } from './es';

/** The `analytics` namespace, fetched with the analytics routes (docs/i18n.md). */
export const analyticsStrings = { en: analyticsEn, es: analyticsEs } as const;
