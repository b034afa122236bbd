import { apiAccessEn } from './en';
import { apiAccessEs } from './es';

/** The `apiAccess` namespace, fetched with the API access routes (docs/i18n.md). */
export const apiAccessStrings = { en: apiAccessEn, es: apiAccessEs } as const;
