import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Streaming regions an organisation can be placed in (a lookup, not organisation-scoped). */
export const regions = pgTable('regions', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  zone: text('zone').notNull(),
  defaultRegion: boolean('default_region').notNull().default(false),
  restricted: boolean('restricted').notNull().default(false),
  latencyCheckUrl: text('latency_check_url'),
  hotspotsServiceUrl: text('hotspots_service_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});
