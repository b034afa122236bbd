import type { FeedCategory } from '@studio/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';
import { playlists } from '../playlists/schema';

/** Drizzle's view of `migrations/0001_feeds.sql`. */
export const feeds = pgTable(
  'feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    author: text('author').notNull().default(''),
    language: text('language').notNull().default('en'),
    category: text('category').$type<FeedCategory>().notNull().default('Society & Culture'),
    explicit: boolean('explicit').notNull().default(false),
    imageUrl: text('image_url'),
    playlistId: uuid('playlist_id').references(() => playlists.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feeds_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`),
    index('feeds_organisation_created_idx').on(table.organisationId, table.createdAt, table.id),
    index('feeds_playlist_idx').on(table.playlistId),
  ],
);
