import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { organisations } from '../organisations/schema';

export type TelemetryPropertyValue = string | number | boolean | null;

/** The studio's product analytics events (telemetry service, spec section 7). */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
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
