import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { mediaItems } from '../media/schema';
import { organisations } from '../organisations/schema';

export type TranscriptionStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** One utterance of a transcript, seconds from the start of the video. */
export interface StoredTranscriptSegment {
  start: number;
  end: number;
  text: string;
}

/** Drizzle's view of `migrations/0001_transcription.sql`. */
export const transcriptions = pgTable(
  'transcriptions',
  {
    // The video's id: one transcript per video. `id` is what the organisation-scoped repository looks up.
    id: uuid('media_id')
      .primaryKey()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    status: text('status').$type<TranscriptionStatus>().notNull(),
    language: text('language').notNull(),
    text: text('text'),
    segments: jsonb('segments').$type<StoredTranscriptSegment[]>().notNull().default([]),
    reason: text('reason'),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transcriptions_organisation_idx').on(table.organisationId)],
);

/** Every transcription request, for the month's subtitle hours (no foreign key to the video on purpose). */
export const transcriptionRequests = pgTable(
  'transcription_requests',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    failed: boolean('failed').notNull().default(false),
  },
  (table) => [
    index('transcription_requests_organisation_requested_idx').on(
      table.organisationId,
      table.requestedAt,
    ),
  ],
);

export type SubtitleTrackStatus = 'processing' | 'ready' | 'failed';

export const subtitleTracks = pgTable(
  'subtitle_tracks',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
    automated: boolean('automated').notNull(),
    status: text('status').$type<SubtitleTrackStatus>().notNull(),
    filePath: text('file_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subtitle_tracks_media_language_key').on(table.mediaId, table.language),
    index('subtitle_tracks_organisation_idx').on(table.organisationId),
  ],
);
