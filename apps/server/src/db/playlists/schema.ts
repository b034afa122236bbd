import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { mediaItems } from '../media/schema';
import { organisations } from '../organisations/schema';

/** Drizzle's view of `migrations/0001_playlists.sql`. */
export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rolling: boolean('rolling').notNull().default(false),
    sort: text('sort').$type<'start' | 'end'>().notNull().default('start'),
    maxVideoCount: integer('max_video_count').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('playlists_organisation_name_key').on(
      table.organisationId,
      sql`lower(${table.name})`,
    ),
    index('playlists_organisation_created_idx').on(table.organisationId, table.createdAt, table.id),
  ],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.mediaId] }),
    index('playlist_items_playlist_position_idx').on(table.playlistId, table.position),
    index('playlist_items_media_idx').on(table.mediaId),
  ],
);
