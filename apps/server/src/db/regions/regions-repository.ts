import { asc, desc } from 'drizzle-orm';
import type { Database } from '../connection';
import { regions } from './schema';

export type RegionRow = typeof regions.$inferSelect;

export class RegionsRepository {
  constructor(private readonly db: Database) {}

  /** The default region first, then in the configured order. */
  async list(): Promise<RegionRow[]> {
    return this.db
      .select()
      .from(regions)
      .orderBy(desc(regions.defaultRegion), asc(regions.sortOrder), asc(regions.name));
  }
}
