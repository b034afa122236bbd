import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './schema';

export const JOB_STATES = ['pending', 'running', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Drizzle's view of `migrations/0002_jobs.sql`. */
export const jobs = pgTable('jobs', {
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
});

export type JobRow = typeof jobs.$inferSelect;
