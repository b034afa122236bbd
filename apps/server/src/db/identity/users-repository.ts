import { eq, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

export class UsersRepository {
  constructor(private readonly db: Database) {}

  /** User names are matched without regard to case, as the unique index is. */
  async findByUserName(userName: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.userName})`, userName.trim().toLowerCase()));
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }
}
