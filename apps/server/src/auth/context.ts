import { ROLES, type Role } from '@studio/domain';
import type { FastifyRequest } from 'fastify';
import type {
  OrganisationRow,
  OrganisationsRepository,
} from '../db/organisations/organisations-repository';
import type { UserRow, UsersRepository } from '../db/identity/users-repository';
import { unauthenticated } from '../http/errors';
import type { AccessTokens } from './access-tokens';
import type { RefreshTokens } from './refresh-tokens';

export const PLATFORM_ADMIN_ROLE: Role = 'resiAdmin';

/** Who is calling, for which organisation, established from a valid access token. */
export interface AuthContext {
  user: UserRow;
  /** The organisation the token acts for. */
  organisation: OrganisationRow;
  sessionId: string;
  /** Platform Admin (internal staff): may read every organisation. */
  isPlatformAdmin: boolean;
}

export function rolesOf(user: UserRow): Role[] {
  return user.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role));
}

export const isPlatformAdmin = (user: UserRow) => rolesOf(user).includes(PLATFORM_ADMIN_ROLE);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export interface Authenticator {
  (request: FastifyRequest): Promise<AuthContext | null>;
}

/**
 * A token counts only while its user and organisation exist and its session has not been
 * revoked (logout or refresh-token reuse), so sign-out takes effect at once.
 */
export function createAuthenticator(dependencies: {
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  users: UsersRepository;
  organisations: OrganisationsRepository;
}): Authenticator {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await dependencies.accessTokens.verify(token);
    if (!claims) return null;
    const [user, organisation, active] = await Promise.all([
      dependencies.users.findById(claims.userId),
      dependencies.organisations.findById(claims.organisationId),
      dependencies.refreshTokens.isFamilyActive(claims.sessionId),
    ]);
    if (!user || !organisation || !active) return null;
    // Only staff act for an organisation other than their own.
    if (organisation.id !== user.organisationId && !isPlatformAdmin(user)) return null;
    return {
      user,
      organisation,
      sessionId: claims.sessionId,
      isPlatformAdmin: isPlatformAdmin(user),
    };
  };
}

export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}
