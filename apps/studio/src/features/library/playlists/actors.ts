import { fromPromise } from 'xstate';
import type { LibraryItem, Playlist, PlaylistInput, PlaylistMedia, StudioApi } from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';

export type PlaylistSort = 'desc.created_date' | 'asc.name' | 'desc.name' | 'asc.created_date';

/** What the playlist page shows: the playlist and its videos in order, fetched together. */
export interface PlaylistRecord {
  playlist: Playlist;
  media: PlaylistMedia;
}

/** What the playlist form edits; the maximum as typed (checked as a whole number on submit). */
export interface PlaylistFormValues {
  name: string;
  rolling: boolean;
  sort: 'start' | 'end';
  maxVideoCount: string;
}

/** The typed maximum as a number; NaN unless it is digits only, which the rules refuse. */
export const parseMaxVideoCount = (typed: string): number =>
  /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;

export const toFormValues = (playlist: Playlist): PlaylistFormValues => ({
  name: playlist.name,
  rolling: playlist.rolling,
  sort: playlist.sort,
  maxVideoCount: String(playlist.maxVideoCount),
});

const toInput = (values: PlaylistFormValues): PlaylistInput => ({
  name: values.name.trim(),
  rolling: values.rolling,
  sort: values.sort,
  maxVideoCount: parseMaxVideoCount(values.maxVideoCount),
});

export function createPlaylistListActors(api: StudioApi, customerId: string, sort: PlaylistSort) {
  return {
    fetchPage: fromPromise<ListPage<Playlist>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listPlaylists(customerId, { url: input.url, signal, sort });
      return { items: page.items, nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<Playlist, FetchItemInput>(({ input, signal }) =>
      api.getPlaylist(customerId, input.id, { signal }),
    ),
  };
}

export function createPlaylistRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<PlaylistRecord>(async ({ signal }) => {
      const [playlist, media] = await Promise.all([
        api.getPlaylist(customerId, uuid, { signal }),
        api.getPlaylistMedia(customerId, uuid, { signal }),
      ]);
      return { playlist, media };
    }),
  };
}

/** Create, or replace the playlist `uuid`: the name trimmed, the rest as chosen. */
export function createPlaylistSubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    submit: fromPromise<Playlist, SubmitInput<PlaylistFormValues>>(
      ({ input: { values }, signal }) =>
        uuid === null
          ? api.createPlaylist(customerId, toInput(values), { signal })
          : api.updatePlaylist(customerId, uuid, toInput(values), { signal }),
    ),
  };
}

/** A new order with the video at `from` moved to `to` (both 0-based, inside the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const order = [...items];
  const [item] = order.splice(from, 1);
  if (item === undefined) return order;
  order.splice(to, 0, item);
  return order;
}

/** What the add form holds: the playlist (empty until chosen) and the chosen library videos. */
export interface AddToPlaylistValues {
  playlistId: string;
  mediaIds: readonly string[];
}

/** Adds the chosen videos; the answer is the playlist's videos after adding. */
export function createAddToPlaylistActors(api: StudioApi, customerId: string) {
  return {
    submit: fromPromise<PlaylistMedia, SubmitInput<AddToPlaylistValues>>(
      ({ input: { values }, signal }) =>
        api.addPlaylistMedia(customerId, values.playlistId, values.mediaIds, { signal }),
    ),
  };
}

/** The first page of the library (most recent first), the videos a person picks from. */
export function createLibraryChoiceActors(api: StudioApi, customerId: string) {
  return {
    fetchRecord: fromPromise<LibraryItem[]>(async ({ signal }) => {
      const page = await api.listMedia(customerId, { sort: 'desc.start_time', signal });
      return page.items;
    }),
  };
}
