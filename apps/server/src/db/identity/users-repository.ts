import { and, eq, or, sql } from 'drizzle-orm';
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

  /** A person waiting to verify this address: a pending new address, or an unverified account. */
  async findAwaitingVerification(email: string): Promise<UserRow | undefined> {
    const wanted = email.trim().toLowerCase();
    const [row] = await this.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.userType, 'USER'),
          or(
            eq(sql`lower(${users.pendingUserName})`, wanted),
            and(eq(sql`lower(${users.userName})`, wanted), eq(users.accountStatus, 'unverified')),
          ),
        ),
      );
    return row;
  }

  /** The verified address becomes the user name (a unique violation when another login took it). */
  async confirmEmail(userId: string, email: string): Promise<void> {
    await this.db
      .update(users)
      .set({ userName: email, pendingUserName: null, accountStatus: 'verified' })
      .where(eq(users.id, userId));
  }

  /** People sign in with their e-mail address; venue logins are not people. */
  async findPersonByEmail(email: string): Promise<UserRow | undefined> {
    const row = await this.findByUserName(email);
    return row?.userType === 'USER' ? row : undefined;
  }

  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }
}
