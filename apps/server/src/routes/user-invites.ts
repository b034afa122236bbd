import {
  capabilitiesForRoles,
  ERROR_MESSAGES,
  INVITATION_VALID_DAYS,
  PEOPLE_MESSAGES,
  invitationAcceptanceSchema,
  invitationSchema,
  roleProblem,
  ROLES,
  VALIDATION_MESSAGES,
  type Role,
} from '@studio/domain';
import { randomUUID } from 'node:crypto';
import { requireAuth } from '../auth/context';
import { hashSecret } from '../auth/link-tokens';
import { hashPassword } from '../auth/passwords';
import { setRefreshCookie } from '../auth/refresh-cookie';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import {
  acceptInvitation,
  InvitationLinks,
  inviteStatus,
  type UserInviteRow,
} from '../db/identity/user-invites-repository';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';
import { fieldProblems } from './field-problems';
import { splitName } from './people';

type CentralV3 = DocumentOperations['central-v3'];
type Invite = CentralV3['createUserInvite']['responses'][201]['content']['application/json'];

export function toInvite(row: UserInviteRow, now: Date): Invite {
  return {
    uuid: row.id,
    email: row.email,
    studio: row.studio,
    roles: row.roles as Role[],
    status: inviteStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const invitationProblems = fieldProblems(invitationSchema);
const acceptanceProblems = fieldProblems(invitationAcceptanceSchema);

/** The spec's messages for the invitation bodies (contract/request-rules.ts). */
export const userInviteRequestRules: RequestRules = {
  createUserInvite: invitationProblems,
  acceptUserInvite: acceptanceProblems,
};

const invitationExists = () =>
  new HttpError(409, [
    {
      code: 'INVITATION_EXISTS',
      message: VALIDATION_MESSAGES.invitationExists,
      field: 'body.email',
    },
  ]);

const emailTaken = () =>
  new HttpError(409, [
    { code: 'EMAIL_TAKEN', message: VALIDATION_MESSAGES.emailTaken, field: 'body.email' },
  ]);

/** Words for the accept page: the invitation can no longer be used, and why. */
const INVITATION_MESSAGES = {
  expired: PEOPLE_MESSAGES.invitationExpired,
  revoked: PEOPLE_MESSAGES.invitationRevoked,
  accepted: PEOPLE_MESSAGES.invitationAccepted,
} as const;

const days = (count: number) => count * 24 * 60 * 60 * 1000;

/**
 * Invitations (spec sections 3, 4, 5 and 8): the invitation machine's pending, resent, revoked,
 * accepted and expired. Sending is a queued mail job; sends are limited per address and per
 * client address. Accepting is public: the link's token is the secret.
 */
export function userInviteHandlers(services: Services) {
  const invitesOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).userInvites;
  const links = new InvitationLinks(services.db);

  function limitSends(email: string, clientAddress: string) {
    const wait = services.mailRateLimits.take('invitation', email, clientAddress);
    if (wait > 0) throw tooManyRequests(wait);
  }

  const send = (organisation: CheckedOrganisation, invite: UserInviteRow) =>
    services.jobs.enqueue(
      'mail.send',
      { type: 'invitation', inviteId: invite.id },
      { organisationId: organisation.id },
    );

  return {
    listUserInvites: async ({ organisation, query, request, reply }) => {
      const page = await invitesOf(organisation).listOutstanding(query);
      setPageHeaders(request, reply, page);
      const now = services.now();
      return { status: 200, body: page.items.map((row) => toInvite(row, now)) };
    },

    createUserInvite: async ({ organisation, body, auth, request, reply }) => {
      const caller = requireAuth(auth);
      const problems = invitationProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const problem = roleProblem(body.roles);
      if (problem)
        throw badRequest([{ code: 'INVALID_REQUEST', message: problem, field: 'body.roles' }]);
      if (body.roles.includes('resiAdmin') && !caller.isPlatformAdmin) throw forbidden();
      const email = body.email.trim();
      const invites = invitesOf(organisation);
      if (await invites.openInviteFor(email)) throw invitationExists();
      if (await services.users.findByUserName(email)) throw emailTaken();
      limitSends(email, request.ip);
      const now = services.now();
      const invite = await invites
        .create({
          email,
          roles: body.roles,
          studio: body.studio ?? true,
          invitedBy: caller.apiClient ? null : caller.user.id,
          now,
          expiresAt: new Date(now.getTime() + days(INVITATION_VALID_DAYS)),
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw invitationExists();
          throw error;
        });
      await send(organisation, invite);
      reply.header('location', locationOf(request, invite.id));
      return { status: 201, body: toInvite(invite, now) };
    },

    revokeUserInvite: async ({ organisation, params }) => {
      const invites = invitesOf(organisation);
      const invite = await invites.findById(params.id);
      if (!invite || invite.status === 'accepted') throw notFound();
      if (invite.status !== 'revoked')
        await invites.update(invite.id, { status: 'revoked', answeredAt: services.now() });
      return { status: 204, body: undefined };
    },

    resendUserInvite: async ({ organisation, params, request }) => {
      const invites = invitesOf(organisation);
      const invite = await invites.findById(params.id);
      if (!invite) throw notFound();
      if (invite.status === 'revoked' || invite.status === 'accepted')
        throw new HttpError(409, [
          { code: 'INVITATION_CLOSED', message: INVITATION_MESSAGES[invite.status] },
        ]);
      limitSends(invite.email, request.ip);
      const now = services.now();
      const resent = await invites.update(invite.id, {
        status: 'resent',
        sentAt: now,
        expiresAt: new Date(now.getTime() + days(INVITATION_VALID_DAYS)),
      });
      if (!resent) throw notFound();
      await send(organisation, resent);
      return { status: 200, body: toInvite(resent, now) };
    },

    acceptUserInvite: async ({ params, body, request, reply }) => {
      const invite = await links.findByToken(params.id);
      if (!invite) throw notFound();
      const now = services.now();
      const status = inviteStatus(invite, now);
      if (status === 'accepted')
        throw new HttpError(409, [
          { code: 'INVITATION_ACCEPTED', message: INVITATION_MESSAGES.accepted },
        ]);
      if (status === 'revoked' || status === 'expired')
        throw new HttpError(410, [
          {
            code: status === 'revoked' ? 'INVITATION_REVOKED' : 'INVITATION_EXPIRED',
            message: INVITATION_MESSAGES[status],
          },
        ]);
      const problems = acceptanceProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const organisation = await services.organisations.findById(invite.organisationId);
      if (!organisation) throw notFound();
      const roles = invite.roles.filter((role): role is Role =>
        (ROLES as readonly string[]).includes(role),
      );
      const user = await acceptInvitation(
        services.db,
        invite.id,
        hashSecret(params.id),
        {
          id: randomUUID(),
          organisationId: invite.organisationId,
          userName: invite.email,
          passwordHash: await hashPassword(body.password),
          ...splitName(body.name),
          userType: 'USER',
          roles,
          capabilities: capabilitiesForRoles(roles),
          // Opening the mailed link proved the address.
          accountStatus: 'verified',
          createdAt: now,
        },
        now,
      ).catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new HttpError(409, [
            { code: 'EMAIL_TAKEN', message: VALIDATION_MESSAGES.emailTaken },
          ]);
        throw error;
      });
      // Another request accepted, revoked or resent it in between.
      if (!user)
        throw new HttpError(410, [{ code: 'INVITATION_CLOSED', message: ERROR_MESSAGES.conflict }]);
      // Signed in, as `login` with a new token: the refresh cookie, then the organisation.
      const session = await services.refreshTokens.startFamily(user.id, user.organisationId);
      setRefreshCookie(request, reply, session.token);
      return {
        status: 200,
        body: { customerId: organisation.id, customerName: organisation.name },
      };
    },
  } satisfies HandlerMap<CentralV3>;
}
