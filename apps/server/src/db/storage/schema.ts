import { bigint, date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';

/** Drizzle's view of `migrations/0001_storage.sql`. */
export const storageUsage = pgTable('storage_usage', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  bytesStored: bigint('bytes_stored', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const storageServedDaily = pgTable(
  'storage_served_daily',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The UTC day, `YYYY-MM-DD`. */
    day: date('day', { mode: 'string' }).notNull(),
    bytesServed: bigint('bytes_served', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.day] })],
);

/** Drizzle's view of `migrations/0005_served_hourly.sql`. */
export const storageServedHourly = pgTable(
  'storage_served_hourly',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The start of the UTC hour. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    bytesServed: bigint('bytes_served', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.hour] })],
);
