import { desc } from 'drizzle-orm';
import type { Database } from '../connection';
import { newsItems, type NewNewsItem, type NewsItemRow } from './schema';

/** News for the dashboard widget: not an organisation's rows, the same for everyone. */
export class NewsRepository {
  constructor(private readonly db: Database) {}

  /** The newest `limit` items, newest first (the id breaks ties so pages never shuffle). */
  async latest(limit: number): Promise<NewsItemRow[]> {
    return this.db
      .select()
      .from(newsItems)
      .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
      .limit(limit);
  }

  /** Staff publishing an item (and the seed). */
  async add(item: NewNewsItem): Promise<NewsItemRow> {
    const [row] = await this.db.insert(newsItems).values(item).returning();
    if (!row) throw new Error('The news item was not stored.');
    return row;
  }
}
