import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { mediaItems } from '../media/schema';
import { organisations } from '../organisations/schema';

export type TrimStatus = 'PENDING' | 'COMPLETE' | 'FAILED';
export type ClipAspectRatio = '16:9' | '9:16' | '1:1';

/** Drizzle's view of `migrations/0001_clips.sql`. */
export const mediaTrims = pgTable(
  'media_trims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    requestedStartMs: integer('requested_start_ms').notNull(),
    requestedEndMs: integer('requested_end_ms').notNull(),
    cutStartMs: integer('cut_start_ms'),
    cutEndMs: integer('cut_end_ms'),
    durationBeforeSeconds: doublePrecision('duration_before_seconds'),
    status: text('status').$type<TrimStatus>().notNull().default('PENDING'),
    error: text('error'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_trims_media_idx').on(table.mediaId, table.createdAt),
    index('media_trims_organisation_idx').on(table.organisationId),
  ],
);

export const clips = pgTable(
  'clips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sourceMediaId: uuid('source_media_id').notNull(),
    clipMediaId: uuid('clip_media_id')
      .notNull()
      .unique()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    aspectRatio: text('aspect_ratio').$type<ClipAspectRatio>().notNull().default('16:9'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('clips_organisation_created_idx').on(table.organisationId, table.createdAt, table.id),
    index('clips_source_idx').on(table.sourceMediaId),
  ],
);
