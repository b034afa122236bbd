import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/schema';

const JOB_STATES = ['pending', 'running', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Drizzle's view of `migrations/0001_jobs.sql`. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    uniqueKey: text('unique_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    leaseToken: uuid('lease_token'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // Workers look for due work; finished jobs never need the index.
    index('jobs_claimable')
      .on(table.runAt)
      .where(sql`state = ANY (ARRAY['pending', 'running'])`),
    uniqueIndex('jobs_pending_unique_key')
      .on(table.uniqueKey)
      .where(sql`state = 'pending'`),
    index('jobs_organisation').on(table.organisationId, table.createdAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
