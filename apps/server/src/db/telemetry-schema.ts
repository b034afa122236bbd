import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type TelemetryPropertyValue = string | number | boolean | null;

/**
 * Drizzle's view of `migrations/0002_telemetry.sql`. The foreign keys live in the SQL only: this
 * module imports nothing from `schema.ts`, which re-exports it, so there is no import cycle.
 */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid('organisation_id').notNull(),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    orgName: text('org_name').notNull(),
    properties: jsonb('properties')
      .$type<Record<string, TelemetryPropertyValue>>()
      .notNull()
      .default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('telemetry_events_organisation_time').on(table.organisationId, table.occurredAt),
  ],
);

export type TelemetryEventRow = typeof telemetryEvents.$inferSelect;
export type NewTelemetryEvent = Omit<typeof telemetryEvents.$inferInsert, 'id' | 'receivedAt'>;
