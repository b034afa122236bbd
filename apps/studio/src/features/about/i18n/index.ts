import { aboutEn } from './en';
import { aboutEs } from './es';

/** The `about` namespace, fetched with `/opensource` and the placeholder pages (docs/i18n.md). */
export const aboutStrings = { en: aboutEn, es: aboutEs } as const;
