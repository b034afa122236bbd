import type { Database } from '../db/connection';
import { playlistItems, playlists } from '../db/playlists/schema';
import { DEMO_PLAYLIST_MEDIA, DEMO_PLAYLISTS } from './demo-data';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo playlists and their videos (after the library's rows, which they point at). */
export async function seedPlaylists(tx: SeedTransaction): Promise<void> {
  await tx.insert(playlists).values(DEMO_PLAYLISTS);
  const items = DEMO_PLAYLISTS.flatMap((playlist) =>
    (DEMO_PLAYLIST_MEDIA[playlist.id] ?? []).map((mediaId, position) => ({
      playlistId: playlist.id,
      mediaId,
      position,
      // As if added one by one: new videos went to the start or the end, so the earliest added
      // (the first a full rolling playlist drops) is last or first.
      addedAt: new Date(
        playlist.createdAt.getTime() + (playlist.sort === 'start' ? -position : position) * 60_000,
      ),
    })),
  );
  await tx.insert(playlistItems).values(items);
}
