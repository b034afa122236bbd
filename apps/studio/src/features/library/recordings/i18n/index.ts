import { libraryRecordingsEn } from './en';
import { libraryRecordingsEs } from './es';

/**
 * The `libraryRecordings` namespace in every language, fetched with the recording routes only, so
 * the library's other pages do not carry its words (docs/i18n.md).
 */
export const libraryRecordingsStrings = {
  en: libraryRecordingsEn,
  es: libraryRecordingsEs,
} as const;
