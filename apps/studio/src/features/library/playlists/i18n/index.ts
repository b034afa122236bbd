import { playlistsEn } from './en';
import { playlistsEs } from './es';

/** The `playlists` namespace in every language, fetched with the playlist routes (docs/i18n.md). */
export const playlistsStrings = { en: playlistsEn, es: playlistsEs } as const;
