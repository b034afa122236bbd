import {
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  INVALID_REFRESH_TOKEN_CODE,
  STAFF_ADMIN_CAPABILITY,
} from '@studio/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/context';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../auth/refresh-cookie';
import type { RefreshSession } from '../auth/refresh-tokens';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { UserRow } from '../db/identity/users-repository';
import { forbidden, HttpError, notFound, unauthenticated } from '../http/errors';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];

const hasStaffAdmin = (user: UserRow) => user.capabilities.includes(STAFF_ADMIN_CAPABILITY);

/** Sign-in, refresh, switching organisation and sign-out (central v3). */
export function authHandlers(services: Services) {
  const { credentials, clientCredentials, refreshTokens, accessTokens, organisations, systemLogs } =
    services;

  const recordSignIn = (user: UserRow) =>
    systemLogs.record({
      level: 'informational',
      message: `${user.userName} signed in.`,
      subject: { type: 'user', id: user.id },
      actorUserId: user.id,
      organisationId: user.organisationId,
    });

  /** Switching into another organisation, or back to one's own: the staff member's name on it. */
  const recordSwitch = (user: UserRow, organisation: { id: string; name: string }) =>
    systemLogs.record({
      level: 'informational',
      message:
        organisation.id === user.organisationId
          ? `${user.userName} switched back to ${organisation.name}.`
          : `${user.userName} switched into ${organisation.name}.`,
      subject: { type: 'customer', id: organisation.id },
      actorUserId: user.id,
      organisationId: organisation.id,
    });

  /** A wrong retyped password on a switch is a warning: someone holds a staff session. */
  async function checkSwitchPassword(
    caller: UserRow,
    organisation: { id: string; name: string },
    check: () => Promise<UserRow>,
  ): Promise<UserRow> {
    try {
      return await check();
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 401)) throw error;
      await systemLogs.record({
        level: 'warning',
        message: `${caller.userName} failed to switch into ${organisation.name}: incorrect password.`,
        subject: { type: 'customer', id: organisation.id },
        actorUserId: caller.id,
        organisationId: organisation.id,
      });
      throw error;
    }
  }

  async function issueTokens(
    request: FastifyRequest,
    reply: FastifyReply,
    session: RefreshSession,
  ) {
    const access = await accessTokens.issue({
      userId: session.userId,
      organisationId: session.organisationId,
      sessionId: session.familyId,
    });
    setRefreshCookie(request, reply, session.token);
    return {
      status: 200 as const,
      body: {
        access_token: access.token,
        token_type: 'Bearer' as const,
        expires_in: access.expiresIn,
      },
    };
  }

  async function findOrganisation(id: string) {
    const organisation = await organisations.findById(id);
    if (!organisation) throw notFound();
    return organisation;
  }

  return {
    createToken: async ({ body, request, reply }) => {
      if (body.grant_type === 'client_credentials') {
        const client = await clientCredentials.check(
          body.client_id,
          body.client_secret,
          request.ip,
        );
        // No cookie: a client asks again with its secret when the token expires.
        const access = await accessTokens.issue({
          userId: client.id,
          organisationId: client.organisationId,
          sessionId: client.secretId,
          subjectKind: 'client',
        });
        return {
          status: 200,
          body: {
            access_token: access.token,
            token_type: 'Bearer' as const,
            expires_in: access.expiresIn,
          },
        };
      }
      if (body.grant_type === 'password_cookie') {
        const user = await credentials.check(
          body.username,
          body.password,
          request.ip,
          AUTH_MESSAGES.incorrectCredentials,
        );
        await recordSignIn(user);
        return issueTokens(
          request,
          reply,
          await refreshTokens.startFamily(user.id, user.organisationId),
        );
      }
      const presented = readRefreshCookie(request);
      const rotation = presented ? await refreshTokens.rotate(presented) : undefined;
      if (!rotation?.ok) {
        clearRefreshCookie(request, reply);
        throw unauthenticated(INVALID_REFRESH_TOKEN_CODE, AUTH_MESSAGES.sessionExpired);
      }
      return issueTokens(request, reply, rotation.session);
    },

    createTokenOnBehalfOf: async ({ organisation, body, auth, request, reply }) => {
      const caller = requireAuth(auth);
      const user = await checkSwitchPassword(caller.user, organisation, () =>
        credentials.check(
          body.username,
          body.password,
          request.ip,
          ERROR_MESSAGES.incorrectPassword,
        ),
      );
      // The router has checked the staff capability and the organisation; the retyped
      // credentials must still be the caller's own.
      if (user.id !== caller.user.id) throw forbidden();
      await refreshTokens.revokeFamily(caller.sessionId);
      await recordSwitch(user, organisation);
      return issueTokens(request, reply, await refreshTokens.startFamily(user.id, organisation.id));
    },

    login: async ({ query, body, request, reply }) => {
      const switching = body.sudoCustomer !== undefined;
      const user = await credentials.check(
        body.userName,
        body.password,
        request.ip,
        switching ? ERROR_MESSAGES.incorrectPassword : AUTH_MESSAGES.incorrectCredentials,
      );
      if (switching && !hasStaffAdmin(user)) throw forbidden();
      const organisation = await findOrganisation(body.sudoCustomer ?? user.organisationId);
      if (switching) await recordSwitch(user, organisation);
      if (query.newToken === true) {
        const session = await refreshTokens.startFamily(user.id, organisation.id);
        setRefreshCookie(request, reply, session.token);
        if (!switching) await recordSignIn(user);
      }
      return {
        status: 200,
        body: { customerId: organisation.id, customerName: organisation.name },
      };
    },

    logout: async ({ auth, request, reply }) => {
      await refreshTokens.revokeFamily(requireAuth(auth).sessionId);
      clearRefreshCookie(request, reply);
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}
