import { asc, count, eq, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type Page, type PageRequest } from '../organisation-scoped-repository';
import type { Database } from '../connection';
import { organisations } from './schema';

export type OrganisationRow = typeof organisations.$inferSelect;

export class OrganisationsRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<OrganisationRow | undefined> {
    const [row] = await this.db.select().from(organisations).where(eq(organisations.id, id));
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(organisations);
    return row?.total ?? 0;
  }

  /** Names and ids, by name: every organisation, or only `onlyId` (one a person belongs to). */
  async listNames(
    request: PageRequest,
    onlyId?: string,
  ): Promise<Page<{ uuid: string; name: string }>> {
    const page = request.page ?? 0;
    const size = request.size ?? DEFAULT_PAGE_SIZE;
    const where = onlyId ? eq(organisations.id, onlyId) : undefined;
    const [items, [counted]] = await Promise.all([
      this.db
        .select({ uuid: organisations.id, name: organisations.name })
        .from(organisations)
        .where(where)
        .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(organisations).where(where),
    ]);
    const total = counted?.total ?? 0;
    return { items, total, page, size, hasNext: (page + 1) * size < total };
  }
}
