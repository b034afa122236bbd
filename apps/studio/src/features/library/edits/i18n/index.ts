import { libraryEditsEn } from './en';
import { libraryEditsEs } from './es';

/** The `libraryEdits` namespace in every language, fetched with the trim, clip and item routes. */
export const libraryEditsStrings = { en: libraryEditsEn, es: libraryEditsEs } as const;
