import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';
import { organisations } from '../organisations/schema';

/** Drizzle's view of `migrations/0001_system_logs.sql`. */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: uuid('id').primaryKey(),
    level: text('level', { enum: ['informational', 'warning'] }).notNull(),
    message: text('message').notNull(),
    subjectType: text('subject_type', {
      enum: ['encoder', 'decoder', 'customer', 'user', 'event'],
    }),
    subjectId: uuid('subject_id'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('system_logs_created_at_idx').on(table.createdAt.desc())],
);
