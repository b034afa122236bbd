import { TEXT_LIMITS } from './constants.js';

/**
 * Playlists (spec sections 3, 5, 8 and 9): the bounds of the contract's `PlaylistInput`, the
 * rules a playlist form and the server share, and the messages of the playlist errors. Plain
 * functions, no yup, so the playlist screens can check a name without loading a schema library.
 */
export const PLAYLIST_LIMITS = {
  nameMax: TEXT_LIMITS.playlistName,
  maxVideoCountMin: 1,
  maxVideoCountMax: 1000,
  maxVideoCountDefault: 100,
} as const;

/** Where a new video goes: the contract's `Playlist.sort`. */
export const PLAYLIST_NEW_VIDEO_POSITIONS = ['start', 'end'] as const;
export type PlaylistNewVideoPosition = (typeof PLAYLIST_NEW_VIDEO_POSITIONS)[number];

export const PLAYLIST_MESSAGES = {
  nameRequired: 'Playlist name is required.',
  nameMax: `Playlist name must be at most ${TEXT_LIMITS.playlistName} characters.`,
  nameExists: 'A playlist with this name already exists.',
  maxVideoCountRange: `Maximum video count must be a whole number from ${PLAYLIST_LIMITS.maxVideoCountMin} to ${PLAYLIST_LIMITS.maxVideoCountMax}.`,
  maxVideoCountBelowItems:
    'The playlist already holds more videos than this maximum. Remove videos first.',
  newVideoPosition: 'Choose whether new videos go at the start or the end.',
  duplicateMedia: 'This video is already in the playlist.',
  full: 'The playlist is full. Remove videos, raise its maximum or make it rolling.',
  reorderFailed: 'The playlist could not be reordered. Reload it and try again.',
  chooseLibraryVideos: 'Choose videos of your library.',
  playlistRequired: 'Choose a playlist.',
} as const;

export type PlaylistMessageKey = keyof typeof PLAYLIST_MESSAGES;

/** What a person sets on a playlist (the contract's `PlaylistInput`, defaults applied). */
export interface PlaylistFields {
  name: string;
  rolling: boolean;
  sort: PlaylistNewVideoPosition;
  maxVideoCount: number;
}

/** Why a playlist name is refused, as a key of PLAYLIST_MESSAGES, or null. */
export function playlistNameProblem(name: string): 'nameRequired' | 'nameMax' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  return trimmed.length > PLAYLIST_LIMITS.nameMax ? 'nameMax' : null;
}

/**
 * Every refused field of a playlist form or request body, by field name, with its message key.
 * Values arrive untyped from a request body, so each is checked for its type too.
 */
export function playlistFieldProblems(
  input: Record<string, unknown>,
): Partial<Record<keyof PlaylistFields, PlaylistMessageKey>> {
  const problems: Partial<Record<keyof PlaylistFields, PlaylistMessageKey>> = {};
  const name = typeof input.name === 'string' ? input.name : '';
  const nameProblem = playlistNameProblem(name);
  if (nameProblem) problems.name = nameProblem;
  const count = input.maxVideoCount;
  if (
    count !== undefined &&
    (typeof count !== 'number' ||
      !Number.isInteger(count) ||
      count < PLAYLIST_LIMITS.maxVideoCountMin ||
      count > PLAYLIST_LIMITS.maxVideoCountMax)
  )
    problems.maxVideoCount = 'maxVideoCountRange';
  const sort = input.sort;
  if (sort !== undefined && !(PLAYLIST_NEW_VIDEO_POSITIONS as readonly unknown[]).includes(sort))
    problems.sort = 'newVideoPosition';
  return problems;
}

/** Sum of the durations in seconds, items without a duration (still processing) counted as 0. */
export function playlistTotalLength(
  items: ReadonlyArray<{ durationSeconds?: number | null }>,
): number {
  return items.reduce((total, item) => total + (item.durationSeconds ?? 0), 0);
}
