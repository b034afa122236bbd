import { adminEn } from './en';
import { adminEs } from './es';

/** The `admin` namespace in every language, fetched with the staff routes (docs/i18n.md). */
export const adminStrings = { en: adminEn, es: adminEs } as const;
