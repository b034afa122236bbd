import { PLAYLIST_MESSAGES, playlistFieldProblems } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import { parseMaxVideoCount, type AddToPlaylistValues, type PlaylistFormValues } from './actors';

/**
 * The playlist form's rules: the same plain functions the server runs (no yup, so nothing is
 * fetched before the first submit). A maximum that is not a whole number is out of range.
 */
export function playlistFormErrors(values: PlaylistFormValues): FieldErrors {
  return Object.fromEntries(
    Object.entries(
      playlistFieldProblems({
        ...values,
        maxVideoCount: parseMaxVideoCount(values.maxVideoCount),
      }),
    ).map(([field, key]) => [field, PLAYLIST_MESSAGES[key]]),
  );
}

/** The add form's rules: a playlist chosen (spec section 5), at least one video. */
export function addToPlaylistErrors(values: AddToPlaylistValues): FieldErrors {
  return {
    ...(values.playlistId === '' ? { playlistId: PLAYLIST_MESSAGES.playlistRequired } : {}),
    ...(values.mediaIds.length === 0 ? { mediaIds: PLAYLIST_MESSAGES.chooseLibraryVideos } : {}),
  };
}
