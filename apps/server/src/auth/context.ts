import { capabilitiesForApiClientRoles, ROLES, type Role } from '@studio/domain';
import type { ApiClientCredentials, ApiClientRow } from '../db/identity/api-clients-repository';
import type { FastifyRequest } from 'fastify';
import type {
  OrganisationRow,
  OrganisationsRepository,
} from '../db/organisations/organisations-repository';
import type { UserRow } from '../db/identity/users-repository';
import { unauthenticated } from '../http/errors';
import type { AccessTokens } from './access-tokens';
import type { SessionLookup } from './session-lookup';

export const PLATFORM_ADMIN_ROLE: Role = 'resiAdmin';

/** Who is calling, for which organisation, established from a valid access token. */
export interface AuthContext {
  user: UserRow;
  /** The organisation the token acts for. */
  organisation: OrganisationRow;
  sessionId: string;
  /** Platform Admin (internal staff): may read every organisation. */
  isPlatformAdmin: boolean;
  /**
   * Set when an API client holds the token (OAuth 2 client credentials). `user` then stands for
   * the client: no role, only the capabilities of the client's roles, so the router's permission
   * check decides for clients as it does for people.
   */
  apiClient?: { id: string; clientId: string };
}

/** The caller an API client's token stands for. */
export function apiClientCaller(client: ApiClientRow): UserRow {
  return {
    id: client.id,
    organisationId: client.organisationId,
    userName: client.clientId,
    passwordHash: '',
    firstName: client.name,
    lastName: '',
    userType: 'USER',
    roles: [],
    capabilities: capabilitiesForApiClientRoles(client.roles),
    createdAt: client.createdAt,
    title: null,
    phone: null,
    pointOfContact: false,
    billingContact: false,
    primaryContact: false,
    accountStatus: 'verified',
    notificationSettings: { networkAlerts: false, eventSummaries: false, productUpdates: false },
    pendingUserName: null,
  };
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
  sessions: SessionLookup;
  organisations: OrganisationsRepository;
  apiClients: ApiClientCredentials;
}): Authenticator {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await dependencies.accessTokens.verify(token);
    if (!claims) return null;
    if (claims.subjectKind === 'client') {
      // Live while the client exists with the secret that obtained the token.
      const client = await dependencies.apiClients.findById(claims.userId);
      if (!client || client.secretId !== claims.sessionId) return null;
      if (client.organisationId !== claims.organisationId) return null;
      const organisation = await dependencies.organisations.findById(client.organisationId);
      if (!organisation) return null;
      return {
        user: apiClientCaller(client),
        organisation,
        sessionId: claims.sessionId,
        isPlatformAdmin: false,
        apiClient: { id: client.id, clientId: client.clientId },
      };
    }
    const session = await dependencies.sessions.find(claims);
    if (!session?.active) return null;
    const { user, organisation } = session;
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
