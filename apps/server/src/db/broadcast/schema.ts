import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AbortCause,
  ContentDestinationStatus,
  EncoderState,
  GoLiveWaitState,
} from '@studio/domain';
import { mediaItems } from '../media/schema';
import { organisations } from '../organisations/schema';
import { encoderChannels, rtmpDestinations, webChannels } from '../settings/schema';

export type DestinationType =
  'EMBED' | 'FACEBOOK' | 'RSP_SOURCE' | 'RTMP' | 'SAVEONLY' | 'YOUTUBE' | 'ENCODER';

export type DestinationPrivacy = 'private' | 'org' | 'public';
export type DestinationPublishStatus = 'published' | 'scheduled_published' | 'unpublished';

/** The API's Error object, as a failed go-live request keeps it. */
export interface StoredApiError {
  code: string;
  message: string;
}

/** An encoder channel's stream key (made on first use). */
export const encoderChannelStreamKeys = pgTable('encoder_channel_stream_keys', {
  encoderChannelId: uuid('encoder_channel_id')
    .primaryKey()
    .references(() => encoderChannels.id, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  streamKey: text('stream_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Live events: one encoder streaming on one channel (Go Live makes them). */
export const liveEvents = pgTable(
  'live_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An encoder of the encoder registry (another area): by uuid, no foreign key. */
    encoderId: uuid('encoder_id').notNull(),
    encoderChannelId: uuid('encoder_channel_id').references(() => encoderChannels.id, {
      onDelete: 'set null',
    }),
    encoderPresetId: uuid('encoder_preset_id'),
    state: text('state').$type<EncoderState>().notNull().default('STARTING'),
    abortCause: text('abort_cause').$type<AbortCause>(),
    durationMinutes: integer('duration_minutes').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_events_organisation_idx').on(table.organisationId, table.createdAt),
    index('live_events_encoder_idx').on(table.encoderId),
  ],
);

/** Go-live requests, polled until the event is live or the request failed. */
export const goLiveRequests = pgTable('go_live_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').references(() => liveEvents.id, { onDelete: 'set null' }),
  state: text('state').$type<GoLiveWaitState>().notNull(),
  error: jsonb('error').$type<StoredApiError>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where an event's stream goes: web channels and recording only, here. */
export const contentDestinations = pgTable(
  'content_destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    type: text('type').$type<DestinationType>().notNull(),
    webChannelId: uuid('web_channel_id').references(() => webChannels.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<ContentDestinationStatus>().notNull().default('idle'),
    abortCause: text('abort_cause').$type<AbortCause>(),
    title: text('title'),
    description: text('description'),
    startRequestTime: timestamp('start_request_time', { withTimezone: true }),
    startOffsetMinutes: integer('start_offset_minutes').notNull().default(0),
    endOffsetMinutes: integer('end_offset_minutes').notNull().default(0),
    webPresetId: uuid('web_preset_id'),
    autosaveToLibrary: boolean('autosave_to_library').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden from the lists once archived (`0003_archived_destinations.sql`). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Where RTMP and social destinations stream (`0004_destination_targets.sql`). */
    rtmpDestinationId: uuid('rtmp_destination_id').references(() => rtmpDestinations.id, {
      onDelete: 'set null',
    }),
    /** The provider's channel of a social destination (social_channels.external_id). */
    channelId: text('channel_id'),
    /** The provider's live video of a social destination, once created. */
    providerVideoId: text('provider_video_id'),
    privacy: text('privacy').$type<DestinationPrivacy>(),
    publishStatus: text('publish_status').$type<DestinationPublishStatus>(),
    /** Why the destination went to error; never a URL or key. */
    errorReason: text('error_reason'),
    /**
     * A social destination's views and highest viewers at once, as its provider last gave them
     * (`0005_social_viewing.sql`): the provider gives viewers now only, the summary a peak.
     */
    providerViews: integer('provider_views').notNull().default(0),
    providerPeakViewers: integer('provider_peak_viewers').notNull().default(0),
  },
  (table) => [
    index('content_destinations_organisation_idx').on(table.organisationId),
    index('content_destinations_event_idx').on(table.eventId),
    index('content_destinations_web_channel_idx').on(table.webChannelId),
    index('content_destinations_rtmp_destination_idx').on(table.rtmpDestinationId),
  ],
);

/** Recordings of live events (encoder videos): the relay's HLS folder. */
export const encoderVideos = pgTable(
  'encoder_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => liveEvents.id, { onDelete: 'set null' }),
    encoderChannelId: uuid('encoder_channel_id')
      .notNull()
      .references(() => encoderChannels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    state: text('state').$type<EncoderState>().notNull().default('STARTING'),
    durationSeconds: doublePrecision('duration_seconds'),
    /** Relative to the server's live folder. */
    folder: text('folder').notNull().unique(),
    /** The library item it was saved as (saveToLibrary); null until saved, or once deleted. */
    savedMediaId: uuid('saved_media_id').references(() => mediaItems.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('encoder_videos_organisation_idx').on(table.organisationId, table.startTime),
    uniqueIndex('encoder_videos_saved_media_idx').on(table.savedMediaId),
  ],
);
