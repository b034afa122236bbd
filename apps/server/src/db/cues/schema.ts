import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';

export type CueSourceKind = 'media' | 'destination' | 'encoder_event';
export type CueVisibility = 'private' | 'shared' | 'public';

/** Drizzle's view of `migrations/0001_cues.sql`. */
export const cues = pgTable(
  'cues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').$type<CueSourceKind>().notNull(),
    sourceId: uuid('source_id').notNull(),
    positionMs: bigint('position_ms', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    visibility: text('visibility').$type<CueVisibility>().notNull(),
    ownerId: uuid('owner_id').notNull(),
    ownerName: text('owner_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cues_source_idx').on(
      table.organisationId,
      table.sourceKind,
      table.sourceId,
      table.positionMs,
    ),
  ],
);
