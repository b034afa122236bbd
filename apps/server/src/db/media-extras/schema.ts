import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mediaItems } from '../media/schema';
import { organisations } from '../organisations/schema';

/** What ffprobe read of a stored file, in the contract's `MediaMetadata` shape (less the id). */
export interface StoredMediaFacts {
  container: 'mp4' | 'mov';
  durationSeconds: number;
  sizeBytes: number;
  video: {
    codec: string;
    width: number;
    height: number;
    frameRate: number;
    bitrateKbps?: number;
    progressive: boolean;
    keyframeIntervalSeconds?: number;
  };
  audio: { codec: string; channels: number; sampleRate: number; bitrateKbps?: number };
}

/** Drizzle's view of `migrations/0001_media_metadata.sql`. */
export const mediaMetadata = pgTable(
  'media_metadata',
  {
    // The item's id: one row per item. `id` is what the organisation-scoped repository looks up.
    id: uuid('media_id')
      .primaryKey()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    facts: jsonb('facts').$type<StoredMediaFacts>().notNull(),
    probedAt: timestamp('probed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_metadata_organisation_idx').on(table.organisationId)],
);
