import { libraryTranscriptionEn } from './en';
import { libraryTranscriptionEs } from './es';

/** The `libraryTranscription` namespace in every language, fetched with the library item route. */
export const libraryTranscriptionStrings = {
  en: libraryTranscriptionEn,
  es: libraryTranscriptionEs,
} as const;
