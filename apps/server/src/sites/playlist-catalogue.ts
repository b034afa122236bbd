import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { playlists } from '../db/playlists/schema';

/** Which playlist ids an organisation owns: what a site may list. */
export interface SitePlaylistCatalogue {
  /** The ids of `playlistIds` that are not playlists of the organisation, in the given order. */
  unknownIds(organisationId: string, playlistIds: readonly string[]): Promise<string[]>;
}

/** The organisation's playlists (the playlists area), read for the ids a site names. */
export function tablePlaylistCatalogue(db: Database): SitePlaylistCatalogue {
  return {
    async unknownIds(organisationId, playlistIds) {
      if (playlistIds.length === 0) return [];
      const found = await db
        .select({ id: playlists.id })
        .from(playlists)
        .where(
          and(
            eq(playlists.organisationId, organisationId),
            inArray(playlists.id, [...playlistIds]),
          ),
        );
      const known = new Set(found.map((row) => row.id));
      return playlistIds.filter((id) => !known.has(id));
    },
  };
}
