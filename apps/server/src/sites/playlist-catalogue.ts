import { and, eq, inArray } from 'drizzle-orm';
import { pgSchema, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection';

/**
 * Which playlist ids an organisation owns: what a site may list. The playlists area is built in
 * another branch; when it is merged the lead wires its repository here (`services.ts`,
 * `sitePlaylists`). Until then `tablePlaylistCatalogue` reads a `playlists` table if one exists
 * and, without one, has nothing to check the ids against, so it accepts them.
 */
export interface SitePlaylistCatalogue {
  /** The ids of `playlistIds` that are not playlists of the organisation, in the given order. */
  unknownIds(organisationId: string, playlistIds: readonly string[]): Promise<string[]>;
}

const informationSchemaTables = pgSchema('information_schema').table('tables', {
  tableSchema: text('table_schema'),
  tableName: text('table_name'),
});

/** The two columns of a playlists table this check reads (not an area's table: read-only here). */
const playlistsView = pgTable('playlists', {
  id: uuid('id').notNull(),
  organisationId: uuid('organisation_id').notNull(),
});

/** A `playlists` table with `id` and `organisation_id` columns, read only when it exists. */
export function tablePlaylistCatalogue(db: Database): SitePlaylistCatalogue {
  return {
    async unknownIds(organisationId, playlistIds) {
      if (playlistIds.length === 0) return [];
      const [table] = await db
        .select({ name: informationSchemaTables.tableName })
        .from(informationSchemaTables)
        .where(
          and(
            eq(informationSchemaTables.tableSchema, 'public'),
            eq(informationSchemaTables.tableName, 'playlists'),
          ),
        );
      if (!table) return [];
      const found = await db
        .select({ id: playlistsView.id })
        .from(playlistsView)
        .where(
          and(
            eq(playlistsView.organisationId, organisationId),
            inArray(playlistsView.id, [...playlistIds]),
          ),
        );
      const known = new Set(found.map((row) => row.id));
      return playlistIds.filter((id) => !known.has(id));
    },
  };
}
