import type { Playlist, StudioApi } from '@studio/api';
import { PLAYLIST_SORTS } from '@studio/domain';
import { createSharedList, type SharedListActor } from '../../settings/shared-list';
import { createPlaylistListActors, type PlaylistSort } from './actors';

export type PlaylistListActor = SharedListActor<Playlist>;

/** One kept list per sort (section 9's four), each with the list machine's 120 s freshness. */
const listsBySort = Object.fromEntries(
  PLAYLIST_SORTS.map((sort) => [
    sort,
    createSharedList<Playlist>((api, customerId) =>
      createPlaylistListActors(api, customerId, sort),
    ),
  ]),
) as Record<PlaylistSort, (api: StudioApi, customerId: string) => PlaylistListActor>;

export const playlistList = (api: StudioApi, customerId: string, sort: PlaylistSort) =>
  listsBySort[sort](api, customerId);

/** After a change every sort's list is stale: each refetches on its next visit. */
export function refreshPlaylistLists(api: StudioApi, customerId: string): void {
  for (const sort of PLAYLIST_SORTS)
    playlistList(api, customerId, sort).send({ type: 'list.refresh' });
}

export const isPlaylistSort = (value: string): value is PlaylistSort =>
  (PLAYLIST_SORTS as readonly string[]).includes(value);
