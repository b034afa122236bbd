import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';
import { regions } from '../regions/schema';

export type MediaState =
  | 'started'
  | 'content_available'
  | 'completed'
  | 'errored'
  | 'delete_pending'
  | 'partial_delete_pending'
  | 'republish_pending';

export type ProcessingStatus =
  | 'PENDING'
  | 'STARTING'
  | 'IN_PROGRESS'
  | 'SEGMENTING'
  | 'TRANSCODING'
  | 'RE_SEGMENTING'
  | 'RETRYING'
  | 'FAILED'
  | 'COMPLETE'
  | 'CANCELLED'
  | 'TIMED_OUT';

export type UploadError = 'FILE_PROCESSING' | 'FILE_SIZE' | 'FILE_TYPE' | 'NO_FILE';

/** One rung of the HLS ladder ffmpeg wrote for an item. */
export interface Rendition {
  /** The folder of its playlist and segments, e.g. `720p`. */
  name: string;
  width: number;
  height: number;
  /** Video bitrate in bits per second. */
  bitrate: number;
}

/** PostgreSQL's full-text document type; the migration's trigger fills it. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Drizzle's view of `migrations/0001_media.sql`. */
export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    startTime: timestamp('start_time', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    airDate: date('air_date', { mode: 'string' }),
    airTime: text('air_time'),
    durationSeconds: doublePrecision('duration_seconds'),
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'set null' }),
    source: text('source').$type<'saved' | 'web' | 'encoder'>().notNull().default('saved'),
    mediaSource: text('media_source').$type<'LIVE' | 'UPLOADED'>().notNull(),
    state: text('state').$type<MediaState>().notNull().default('started'),
    processingStatus: text('processing_status')
      .$type<ProcessingStatus>()
      .notNull()
      .default('PENDING'),
    processingProgress: real('processing_progress').notNull().default(0),
    processingError: text('processing_error'),
    videoType: text('video_type').$type<'library' | 'web_video'>().notNull().default('library'),
    availability: text('availability')
      .$type<'immediately' | 'next_scheduled_replay'>()
      .notNull()
      .default('immediately'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    originalPath: text('original_path'),
    originalFileName: text('original_file_name'),
    originalSizeBytes: bigint('original_size_bytes', { mode: 'number' }),
    manifestPath: text('manifest_path'),
    thumbnailPath: text('thumbnail_path'),
    thumbnailCustom: boolean('thumbnail_custom').notNull().default(false),
    storyboardPath: text('storyboard_path'),
    renditions: jsonb('renditions').$type<Rendition[]>().notNull().default([]),
    summary: text('summary'),
    transcript: text('transcript'),
    discussionQuestions: text('discussion_questions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    aiStatus: text('ai_status').$type<
      'processing' | 'failed' | 'review_suggestion' | 'completed'
    >(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (table) => [
    index('media_items_organisation_start_idx').on(
      table.organisationId,
      sql`(coalesce(${table.startTime}, ${table.dateCreated}))`,
      table.id,
    ),
    index('media_items_organisation_title_idx').on(
      table.organisationId,
      sql`lower(${table.title})`,
      table.id,
    ),
    index('media_items_search_idx').using('gin', table.searchVector),
  ],
);

export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    error: text('error').$type<UploadError>(),
    errorDetail: text('error_detail'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('media_uploads_organisation_file_idx').on(
      table.organisationId,
      table.fileName,
      table.sizeBytes,
    ),
    index('media_uploads_media_idx').on(table.mediaId),
  ],
);
