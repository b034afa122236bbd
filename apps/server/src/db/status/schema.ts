import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Drizzle's view of `migrations/0001_news_items.sql`. */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_items_published_at').on(table.publishedAt.desc())],
);

export type NewsItemRow = typeof newsItems.$inferSelect;
export type NewNewsItem = typeof newsItems.$inferInsert;
