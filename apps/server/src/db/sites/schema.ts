import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';
import { webChannels } from '../settings/schema';

/** Drizzle's view of `migrations/0001_sites.sql`. */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    themeMode: text('theme_mode', { enum: ['light', 'dark', 'system'] })
      .notNull()
      .default('system'),
    analyticsMeasurementId: text('analytics_measurement_id'),
    liveWebChannelId: uuid('live_web_channel_id').references(() => webChannels.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sites_slug_key').on(sql`lower(${table.slug})`),
    index('sites_organisation').on(table.organisationId),
  ],
);

/** The playlists a site shows, in order (playlist ids are checked by the API, see the migration). */
export const sitePlaylists = pgTable(
  'site_playlists',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    playlistId: uuid('playlist_id').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.playlistId] }),
    unique('site_playlists_site_id_position_key').on(table.siteId, table.position),
  ],
);
