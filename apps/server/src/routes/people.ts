import {
  capabilitiesForRoles,
  ERROR_MESSAGES,
  hasPermission,
  normalisePhone,
  roleProblem,
  ROLE_LABELS,
  ROLES,
  userProfileSchema,
  userRolesSchema,
  VALIDATION_MESSAGES,
  VERIFY_TOKEN_EXPIRED_MESSAGE,
  type Role,
} from '@studio/domain';
import { requireAuth, rolesOf, type AuthContext } from '../auth/context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type { UserRecord } from '../db/identity/organisation-users-repository';
import type { users } from '../db/identity/schema';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests } from '../http/errors';
import { setPageHeaders } from '../http/paging';
import { decoderStatusAt, PLAYER_SESSION_STATUS } from '../live/decoders/decoder-presence';
import type { Services } from '../services';
import { fieldProblems } from './field-problems';

type CentralV3 = DocumentOperations['central-v3'];
type User = CentralV3['getUser']['responses'][200]['content']['application/json'];
type UserUpdate = CentralV3['updateUser']['requestBody']['content']['application/json'];

export function toUser(record: UserRecord): User {
  return {
    uuid: record.id,
    userName: record.userName,
    name: `${record.firstName} ${record.lastName}`.trim(),
    title: record.title,
    phone: record.phone,
    roles: rolesOf(record),
    encoderChannelIds: record.encoderChannelIds,
    pointOfContact: record.pointOfContact,
    billingContact: record.billingContact,
    primaryContact: record.primaryContact,
    accountStatus: record.accountStatus,
    pendingUserName: record.pendingUserName,
    notificationSettings: record.notificationSettings,
  };
}

/** One name field in the contract, first and last name in the table: split at the last space. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const cut = trimmed.lastIndexOf(' ');
  return cut > 0
    ? { firstName: trimmed.slice(0, cut), lastName: trimmed.slice(cut + 1) }
    : { firstName: trimmed, lastName: '' };
}

const profileProblems = fieldProblems(userProfileSchema);
const rolesProblems = fieldProblems(userRolesSchema);

/** The spec's messages for the user bodies (contract/request-rules.ts). */
export const peopleRequestRules: RequestRules = {
  updateUser: profileProblems,
  updateUserRoles: rolesProblems,
};

const emailTaken = () =>
  new HttpError(409, [
    { code: 'EMAIL_TAKEN', message: VALIDATION_MESSAGES.emailTaken, field: 'body.userName' },
  ]);

/** Fields only Manage Users changes: what the person may do and how the organisation sees them. */
const ADMINISTRATIVE_FIELDS = [
  'encoderChannelIds',
  'pointOfContact',
  'billingContact',
  'primaryContact',
  'accountStatus',
] as const satisfies ReadonlyArray<keyof UserUpdate>;
/** Fields only the person themself changes: their sign-in. */
const OWN_FIELDS = ['userName', 'password', 'currentPassword'] as const satisfies ReadonlyArray<
  keyof UserUpdate
>;

const managesUsers = (auth: AuthContext) => hasPermission(rolesOf(auth.user), 'manageUsers');

/**
 * Users of an organisation (spec sections 3, 5 and 6). The router has checked the organisation
 * and accountDetails; Manage Users reaches everyone of the organisation, everyone else only
 * themselves (the account page), which is finer than the contract can say.
 */
export function peopleHandlers(services: Services) {
  const usersOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).users;

  function mayReach(auth: AuthContext, userId: string): void {
    if (auth.user.id !== userId && !managesUsers(auth)) throw forbidden();
  }

  async function changesOf(
    auth: AuthContext,
    record: UserRecord,
    body: UserUpdate,
  ): Promise<Partial<typeof users.$inferInsert>> {
    const self = auth.user.id === record.id;
    const admin = managesUsers(auth);
    if (!admin && ADMINISTRATIVE_FIELDS.some((field) => body[field] !== undefined))
      throw forbidden();
    if (!self && OWN_FIELDS.some((field) => body[field] !== undefined)) throw forbidden();
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.name !== undefined) Object.assign(changes, splitName(body.name));
    if (body.title !== undefined) changes.title = body.title?.trim() || null;
    if (body.phone !== undefined) changes.phone = body.phone ? normalisePhone(body.phone) : null;
    if (body.pointOfContact !== undefined) changes.pointOfContact = body.pointOfContact;
    if (body.billingContact !== undefined) changes.billingContact = body.billingContact;
    if (body.primaryContact !== undefined) changes.primaryContact = body.primaryContact;
    if (body.accountStatus !== undefined) changes.accountStatus = body.accountStatus;
    if (body.notificationSettings !== undefined)
      changes.notificationSettings = body.notificationSettings;
    if (body.password !== undefined) {
      const current = body.currentPassword ?? '';
      if (!(await verifyPassword(current, record.passwordHash)))
        throw badRequest([
          {
            code: 'INCORRECT_PASSWORD',
            message: ERROR_MESSAGES.incorrectPassword,
            field: 'body.currentPassword',
          },
        ]);
      changes.passwordHash = await hashPassword(body.password);
    }
    if (body.userName !== undefined) {
      const wanted = body.userName.trim();
      if (wanted.toLowerCase() === record.userName.toLowerCase()) {
        changes.pendingUserName = null;
      } else {
        const holder = await services.users.findByUserName(wanted);
        if (holder) throw emailTaken();
        changes.pendingUserName = wanted;
      }
    }
    return changes;
  }

  return {
    listUsers: async ({ organisation, query, request, reply }) => {
      const page = await usersOf(organisation).search(query);
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toUser) };
    },

    getUser: async ({ organisation, params, auth }) => {
      mayReach(requireAuth(auth), params.id);
      const record = await usersOf(organisation).findPerson(params.id);
      if (!record) throw notFound();
      return { status: 200, body: toUser(record) };
    },

    updateUser: async ({ organisation, params, body, auth }) => {
      const caller = requireAuth(auth);
      mayReach(caller, params.id);
      const people = usersOf(organisation);
      const record = await people.findPerson(params.id);
      if (!record) throw notFound();
      const problems = profileProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      if (
        body.encoderChannelIds &&
        (await people.unknownEncoderChannels(body.encoderChannelIds)).length > 0
      )
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: VALIDATION_MESSAGES.venueEncoderChannelUnknown,
            field: 'body.encoderChannelIds',
          },
        ]);
      const changes = await changesOf(caller, record, body);
      const updated = await people
        .updatePerson(params.id, changes, body.encoderChannelIds)
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        });
      if (!updated) throw notFound();
      // A new password ends the person's other sessions; this one goes on.
      if (changes.passwordHash)
        await services.refreshTokens.revokeAllOfUser(updated.id, caller.sessionId);
      if (changes.pendingUserName)
        await services.jobs.enqueue(
          'mail.send',
          { type: 'emailVerification', userId: updated.id, email: changes.pendingUserName },
          { organisationId: organisation.id },
        );
      return { status: 200, body: toUser(updated) };
    },

    deleteUser: async ({ organisation, params }) => {
      // Their refresh tokens go with the row, so their sessions end at once.
      if (!(await usersOf(organisation).removePerson(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },

    updateUserRoles: async ({ organisation, params, body, auth }) => {
      const caller = requireAuth(auth);
      const people = usersOf(organisation);
      if (!(await people.findPerson(params.id))) throw notFound();
      const problem = roleProblem(body.roles);
      if (problem === VALIDATION_MESSAGES.platformAdminAlone)
        throw new HttpError(422, [
          { code: 'PLATFORM_ADMIN_ALONE', message: problem, field: 'body.roles' },
        ]);
      if (problem)
        throw badRequest([{ code: 'INVALID_REQUEST', message: problem, field: 'body.roles' }]);
      // Only staff make staff.
      if (body.roles.includes('resiAdmin') && !caller.isPlatformAdmin) throw forbidden();
      const roles = body.roles as Role[];
      const updated = await people.updatePerson(params.id, {
        roles,
        capabilities: capabilitiesForRoles(roles),
      });
      if (!updated) throw notFound();
      return { status: 200, body: toUser(updated) };
    },

    listUserPlayers: async ({ organisation, params }) => {
      const venue = await services.forOrganisation(organisation.id).venues.findVenue(params.id);
      if (!venue) throw notFound();
      // A decoder that has reported is one player session; one that never did has none yet.
      if (!venue.lastReportAt || !venue.playerVersion) return { status: 200, body: [] };
      return {
        status: 200,
        body: [
          {
            userName: venue.username,
            status:
              PLAYER_SESSION_STATUS[
                decoderStatusAt(venue.status, venue.lastReportAt, services.now())
              ],
            playerVersion: venue.playerVersion,
            lastUpdate: venue.lastReportAt.toISOString(),
            logUrl: null,
          },
        ],
      };
    },

    listRoles: async () => ({
      status: 200,
      body: ROLES.map((id) => ({ id, name: ROLE_LABELS[id] })),
    }),

    verifyEmail: async ({ body }) => {
      const found = await services.userTokens.lookup(body.token, 'emailVerification');
      if (found.state === 'unknown')
        throw badRequest([
          { code: 'INVALID_TOKEN', message: ERROR_MESSAGES.badRequest, field: 'body.token' },
        ]);
      if (found.state === 'used')
        throw new HttpError(409, [{ code: 'ALREADY_VERIFIED', message: ERROR_MESSAGES.conflict }]);
      if (found.state === 'expired')
        throw new HttpError(410, [
          { code: 'TOKEN_EXPIRED', message: VERIFY_TOKEN_EXPIRED_MESSAGE },
        ]);
      const used = await services.userTokens.consume(body.token, 'emailVerification');
      const user = used && (await services.users.findById(used.userId));
      const email = used?.email;
      if (!used || !user || !email)
        throw new HttpError(409, [{ code: 'ALREADY_VERIFIED', message: ERROR_MESSAGES.conflict }]);
      await services.users.confirmEmail(user.id, email).catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new HttpError(409, [
            { code: 'EMAIL_TAKEN', message: VALIDATION_MESSAGES.emailTaken, field: 'body.token' },
          ]);
        throw error;
      });
      return {
        status: 200,
        body: { status: 'verified', email, customerId: user.organisationId },
      };
    },

    resendVerificationEmail: async ({ body, request }) => {
      const wait = services.mailRateLimits.take('verification', body.email, request.ip);
      if (wait > 0) throw tooManyRequests(wait);
      const user = await services.users.findAwaitingVerification(body.email);
      if (user)
        await services.jobs.enqueue(
          'mail.send',
          { type: 'emailVerification', userId: user.id, email: body.email.trim() },
          { organisationId: user.organisationId },
        );
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}
