import { libraryEn } from './en';
import { libraryEs } from './es';

/**
 * The `library` namespace in every language, fetched with the library's routes (docs/i18n.md).
 */
export const libraryStrings = { en: libraryEn, es: libraryEs } as const;
