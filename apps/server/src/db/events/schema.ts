import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';

/** Drizzle's view of `migrations/0001_system_events.sql`. */
export const systemEventSequences = pgTable('system_event_sequences', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  lastSequence: bigint('last_sequence', { mode: 'number' }).notNull(),
});

export const systemEvents = pgTable(
  'system_events',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    id: uuid('id').notNull().unique(),
    type: text('type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    state: text('state'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.sequence] }),
    index('system_events_occurred_at').on(table.occurredAt),
  ],
);

export type SystemEventRow = typeof systemEvents.$inferSelect;
