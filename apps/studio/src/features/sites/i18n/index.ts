import { sitesEn } from './en';
import { sitesEs } from './es';

/** The `sites` namespace, fetched with the site routes (docs/i18n.md). */
export const sitesStrings = { en: sitesEn, es: sitesEs } as const;
