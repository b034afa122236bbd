import { libraryWebVideosEn } from './en';
import { libraryWebVideosEs } from './es';

/**
 * The `libraryWebVideos` namespace in every language, fetched with the web video routes only, so
 * the library's other pages do not carry its words (docs/i18n.md).
 */
export const libraryWebVideosStrings = {
  en: libraryWebVideosEn,
  es: libraryWebVideosEs,
} as const;
