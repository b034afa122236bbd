import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { refreshTokens } from '../db/identity/schema';

export const REFRESH_TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

/** Only a hash is stored: a copy of the database does not hand out sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface RefreshSession {
  token: string;
  familyId: string;
  userId: string;
  organisationId: string;
}

export type RotationResult =
  | { ok: true; session: RefreshSession }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

/**
 * Refresh tokens in families: signing in starts a family, every refresh replaces the token by a
 * new one of the same family, and presenting a replaced token again (a stolen copy, most likely)
 * revokes the whole family.
 */
export class RefreshTokens {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private expiry(): Date {
    return new Date(this.now().getTime() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000);
  }

  async startFamily(userId: string, organisationId: string): Promise<RefreshSession> {
    const familyId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(refreshTokens).values({
      id: randomUUID(),
      familyId,
      userId,
      organisationId,
      tokenHash: hashToken(token),
      createdAt: this.now(),
      expiresAt: this.expiry(),
    });
    return { token, familyId, userId, organisationId };
  }

  async rotate(presented: string): Promise<RotationResult> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(presented)));
      if (!current) return { ok: false, reason: 'unknown' } as const;
      if (current.revokedAt) return { ok: false, reason: 'revoked' } as const;
      if (current.rotatedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)),
          );
        return { ok: false, reason: 'reused' } as const;
      }
      if (current.expiresAt.getTime() <= now.getTime())
        return { ok: false, reason: 'expired' } as const;
      // The IS NULL guard makes two concurrent refreshes with one token count as a reuse.
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)),
          );
        return { ok: false, reason: 'reused' } as const;
      }
      const token = randomBytes(32).toString('base64url');
      await tx.insert(refreshTokens).values({
        id: randomUUID(),
        familyId: current.familyId,
        userId: current.userId,
        organisationId: current.organisationId,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: this.expiry(),
      });
      const session: RefreshSession = {
        token,
        familyId: current.familyId,
        userId: current.userId,
        organisationId: current.organisationId,
      };
      return { ok: true, session } as const;
    });
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /**
   * Ends every session of a user (a password reset, a password change), except `keepFamilyId`,
   * the session that made the change. Their access tokens stop with them (the authenticator
   * checks the family on every request).
   */
  async revokeAllOfUser(userId: string, keepFamilyId?: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
        ),
      );
  }

  /** A family is live while one of its tokens is not revoked. */
  async isFamilyActive(familyId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return rows.length > 0;
  }
}
