import { count, eq } from 'drizzle-orm';
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
}
