import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { refreshTokens, users } from '../db/identity/schema';
import type { UserRow } from '../db/identity/users-repository';
import { organisations } from '../db/organisations/schema';
import type { OrganisationRow } from '../db/organisations/organisations-repository';

export interface SessionRecord {
  user: UserRow;
  organisation: OrganisationRow;
  /** Whether the session (refresh-token family) still has a token that is not revoked. */
  active: boolean;
}

/**
 * What every signed-in request needs to know about its access token's claims, read fresh on each
 * request (so sign-out, a removed user or organisation and a role change count at once), in one
 * round trip: the user, the organisation the token acts for and whether the session is live.
 * Three separate reads cost three times the database work on every request (bench/api-load.mjs).
 */
export class SessionLookup {
  /**
   * Built once: drizzle would otherwise build the same SQL on every request, and on PostgreSQL
   * the named statement is parsed and planned once per connection.
   */
  private readonly query;

  constructor(db: Database) {
    this.query = db
      .select({
        user: users,
        organisation: organisations,
        // A family is live while one of its tokens is not revoked (RefreshTokens.isFamilyActive).
        active: exists(
          db
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.familyId, sql.placeholder('sessionId')),
                isNull(refreshTokens.revokedAt),
              ),
            ),
        ).mapWith(Boolean),
      })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, sql.placeholder('organisationId')))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('session_lookup');
  }

  async find(claims: {
    userId: string;
    organisationId: string;
    sessionId: string;
  }): Promise<SessionRecord | undefined> {
    const [row] = await this.query.execute({
      userId: claims.userId,
      organisationId: claims.organisationId,
      sessionId: claims.sessionId,
    });
    return row;
  }
}
