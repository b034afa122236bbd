import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { mediaItems } from '../media/schema';
import { organisations } from '../organisations/schema';

export type AiEnrichmentStatus = 'processing' | 'failed' | 'review_suggestion' | 'completed';

/** What an engine suggested, as stored (src/ai/enrichment-engine.ts `EnrichmentSuggestion`). */
export interface StoredSuggestion {
  title: string;
  description: string;
  summary: string;
  tags: string[];
  chapters: Array<{ startSeconds: number; title: string }>;
  discussionQuestions: string[];
}

/** Drizzle's view of `migrations/0001_ai.sql`. */
export const aiEnrichments = pgTable(
  'ai_enrichments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .unique()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    status: text('status').$type<AiEnrichmentStatus>().notNull(),
    engine: text('engine'),
    suggestion: jsonb('suggestion').$type<StoredSuggestion>(),
    failureReason: text('failure_reason'),
    approvedFields: text('approved_fields')
      .array()
      .notNull()
      .default(sql`'{}'`),
    usageCounted: boolean('usage_counted').notNull().default(false),
    requestedBy: uuid('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_enrichments_organisation_idx').on(table.organisationId)],
);

export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    overage: boolean('overage').notNull().default(false),
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ai_usage_once_a_month').on(table.organisationId, table.periodStart, table.mediaId),
  ],
);
