import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EventContentType, EventDestinationType, EventKind, Recurrence } from '@studio/domain';
import { liveEvents } from '../broadcast/schema';
import { users } from '../identity/schema';
import { mediaItems } from '../media/schema';
import { organisations } from '../organisations/schema';
import { webVideos } from '../web-videos/schema';
import {
  encoderChannels,
  encoderPresets,
  rtmpDestinations,
  webChannels,
  webPresets,
} from '../settings/schema';

/** Drizzle's view of `migrations/0001_schedule.sql`: events and their repeat settings. */
export const scheduledEvents = pgTable(
  'scheduled_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    thumbnailUrl: text('thumbnail_url'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    recurrence: jsonb('recurrence').$type<Recurrence>(),
    contentType: text('content_type').$type<EventContentType>().notNull(),
    kind: text('kind').$type<EventKind>().notNull(),
    encoderId: uuid('encoder_id'),
    encoderChannelId: uuid('encoder_channel_id').references(() => encoderChannels.id, {
      onDelete: 'set null',
    }),
    encoderPresetId: uuid('encoder_preset_id').references(() => encoderPresets.id, {
      onDelete: 'set null',
    }),
    automaticSettings: boolean('automatic_settings').notNull().default(false),
    encoderScheduleName: text('encoder_schedule_name'),
    mediaId: uuid('media_id').references(() => mediaItems.id, { onDelete: 'set null' }),
    preEventBufferMinutes: integer('pre_event_buffer_minutes').notNull().default(30),
    paused: boolean('paused').notNull().default(false),
    published: boolean('published').notNull().default(true),
    seriesEnd: timestamp('series_end', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scheduled_events_organisation_start_idx').on(table.organisationId, table.startTime),
    index('scheduled_events_organisation_end_idx').on(table.organisationId, table.seriesEnd),
    index('scheduled_events_encoder_idx').on(table.encoderId),
  ],
);

export const scheduledEventDestinations = pgTable(
  'scheduled_event_destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<EventDestinationType>().notNull(),
    status: text('status').notNull().default('idle'),
    title: text('title'),
    description: text('description'),
    webChannelId: uuid('web_channel_id').references(() => webChannels.id, { onDelete: 'cascade' }),
    rtmpDestinationId: uuid('rtmp_destination_id').references(() => rtmpDestinations.id, {
      onDelete: 'cascade',
    }),
    channelId: text('channel_id'),
    destinationId: text('destination_id'),
    privacy: text('privacy'),
    publishStatus: text('publish_status'),
    scheduledPostPublishDate: timestamp('scheduled_post_publish_date', { withTimezone: true }),
    crosspostTargetIds: jsonb('crosspost_target_ids').$type<string[]>().notNull().default([]),
    startOffsetMinutes: integer('start_offset_minutes').notNull().default(0),
    endOffsetMinutes: integer('end_offset_minutes').notNull().default(0),
    webPresetId: uuid('web_preset_id').references(() => webPresets.id, { onDelete: 'set null' }),
    autoAddPlaylistIds: jsonb('auto_add_playlist_ids').$type<string[]>().notNull().default([]),
    autosaveToLibrary: boolean('autosave_to_library').notNull().default(false),
    startRequestTime: timestamp('start_request_time', { withTimezone: true }),
    mediaId: uuid('media_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scheduled_event_destinations_event_idx').on(table.eventId, table.position),
    index('scheduled_event_destinations_web_channel_idx').on(table.webChannelId),
    index('scheduled_event_destinations_rtmp_idx').on(table.rtmpDestinationId),
  ],
);

export const scheduledEventExdates = pgTable(
  'scheduled_event_exdates',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.occurrenceStart] })],
);

export type ScheduledRunState = 'starting' | 'running' | 'finished' | 'failed' | 'skipped';

export const scheduledEventRuns = pgTable(
  'scheduled_event_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    state: text('state').$type<ScheduledRunState>().notNull(),
    liveEventId: uuid('live_event_id').references(() => liveEvents.id, { onDelete: 'set null' }),
    /** The web video a replay occurrence plays as (web-videos migration 0003). */
    webVideoId: uuid('web_video_id').references(() => webVideos.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.eventId, table.occurrenceStart),
    index('scheduled_event_runs_state_idx').on(table.state),
  ],
);

export const eventLogs = pgTable(
  'event_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order, for entries written within one clock tick. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').notNull(),
    destination: text('destination'),
    contentDestinationId: uuid('content_destination_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    playlistId: uuid('playlist_id'),
    playlistName: text('playlist_name'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_logs_subject_idx').on(table.subjectId, table.occurredAt.desc()),
    index('event_logs_organisation_idx').on(table.organisationId, table.occurredAt.desc()),
  ],
);
