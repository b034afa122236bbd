import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashSecret, newLinkToken } from '../../auth/link-tokens';
import type { Database } from '../connection';
import type { UserTokenPurpose } from './people';
import { userTokens } from './schema';

export type UserTokenRow = typeof userTokens.$inferSelect;

export type TokenLookup =
  | { state: 'valid'; row: UserTokenRow }
  | { state: 'expired' | 'used'; row: UserTokenRow }
  | { state: 'unknown' };

/**
 * The single-use links mailed to a person: password reset and e-mail verification. Only hashes
 * are stored; issuing a new link of a purpose retires the older unused ones of that person, so
 * only the latest e-mail works. The clock is injected so expiry is tested without waiting.
 */
export class UserTokens {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async issue(input: {
    userId: string;
    purpose: UserTokenPurpose;
    validMinutes: number;
    email?: string;
  }): Promise<string> {
    const token = newLinkToken();
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.userId, input.userId),
            eq(userTokens.purpose, input.purpose),
            isNull(userTokens.usedAt),
          ),
        );
      await tx.insert(userTokens).values({
        id: randomUUID(),
        userId: input.userId,
        purpose: input.purpose,
        tokenHash: hashSecret(token),
        email: input.email ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.validMinutes * 60_000),
      });
    });
    return token;
  }

  async lookup(token: string, purpose: UserTokenPurpose): Promise<TokenLookup> {
    const [row] = await this.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.tokenHash, hashSecret(token)), eq(userTokens.purpose, purpose)));
    if (!row) return { state: 'unknown' };
    if (row.usedAt) return { state: 'used', row };
    if (row.expiresAt.getTime() <= this.now().getTime()) return { state: 'expired', row };
    return { state: 'valid', row };
  }

  /**
   * Marks a valid token used and answers its row; undefined when it was not valid. One UPDATE
   * with the conditions in it, so two requests racing with one link cannot both use it.
   */
  async consume(token: string, purpose: UserTokenPurpose): Promise<UserTokenRow | undefined> {
    const now = this.now();
    const [row] = await this.db
      .update(userTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(userTokens.tokenHash, hashSecret(token)),
          eq(userTokens.purpose, purpose),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }
}
