import { encodersEn } from './en';
import { encodersEs } from './es';

/** The `encoders` namespace in every language, fetched with the encoder routes (docs/i18n.md). */
export const encodersStrings = { en: encodersEn, es: encodersEs } as const;
