import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mediaItems } from '../media/schema';
import { organisations } from '../organisations/schema';
import { webChannels } from '../settings/schema';

export type WebVideoStatus =
  'pending' | 'scheduled' | 'starting' | 'started' | 'stopping' | 'stopped' | 'aborted' | 'error';

export type PlayoutBehaviour = 'realtime' | 'faster_immediate' | 'faster_next_replay';

/** Web videos: a library video played out as a live stream on a web channel (sim-live). */
export const webVideos = pgTable(
  'web_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    webChannelId: uuid('web_channel_id')
      .notNull()
      .references(() => webChannels.id, { onDelete: 'cascade' }),
    playoutBehaviour: text('playout_behaviour')
      .$type<PlayoutBehaviour>()
      .notNull()
      .default('realtime'),
    startCueMs: integer('start_cue_ms').notNull(),
    stopCueMs: integer('stop_cue_ms').notNull(),
    rtmpDestinationIds: uuid('rtmp_destination_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: text('status').$type<WebVideoStatus>().notNull().default('pending'),
    errorCode: text('error_code'),
    streamKey: text('stream_key').notNull().unique(),
    folder: text('folder').notNull().unique(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('web_videos_organisation_idx').on(table.organisationId, table.createdAt),
    index('web_videos_web_channel_idx').on(table.webChannelId, table.status),
    // One holder per channel (web-videos-repository.ts CHANNEL_HOLDING_STATUSES): two starts at
    // the same moment cannot both take it.
    uniqueIndex('web_videos_one_holder_per_channel')
      .on(table.webChannelId)
      .where(sql`status = ANY (ARRAY['pending', 'starting', 'started', 'stopping'])`),
  ],
);
