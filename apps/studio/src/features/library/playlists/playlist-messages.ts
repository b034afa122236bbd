import { PLAYLIST_MESSAGES, type PlaylistMessageKey } from '@studio/domain';
import type { StudioT } from '../../../i18n';

const KEYS = Object.keys(PLAYLIST_MESSAGES) as PlaylistMessageKey[];

/**
 * A playlist message in the person's language: the rules and the server answer with the English
 * text of PLAYLIST_MESSAGES, whose key finds the translation. Any other text is shown as it came.
 */
export function translatePlaylistMessage(t: StudioT<'playlists'>, message: string): string {
  const key = KEYS.find((candidate) => PLAYLIST_MESSAGES[candidate] === message);
  return key ? t(`messages.${key}`) : message;
}
