import {
  EMAIL_VERIFICATION_VALID_MINUTES,
  INVITATION_VALID_DAYS,
  PASSWORD_RESET_VALID_MINUTES,
} from '@studio/domain';
import type { Database } from '../db/connection';
import { InvitationLinks } from '../db/identity/user-invites-repository';
import type { UserTokens } from '../db/identity/user-tokens-repository';
import type { UsersRepository } from '../db/identity/users-repository';
import type { OrganisationsRepository } from '../db/organisations/organisations-repository';
import type { JobDefinition } from '../jobs/definitions';
import { emailVerificationMail, invitationMail, passwordResetMail, studioLink } from './messages';
import type { MailTransport } from './transport';

/**
 * What a queued message is about. The payload names the invitation or the person, never a link:
 * the job makes the link's token when it sends (its hash goes to the database, the token only
 * into the message), so the queue holds no secret. A retried send makes a new token and retires
 * the one before, so only the latest message works.
 */
export type MailJobPayload =
  | { type: 'invitation'; inviteId: string }
  | { type: 'passwordReset'; userId: string }
  | { type: 'emailVerification'; userId: string; email: string };

export interface MailJobDependencies {
  db: Database;
  transport: MailTransport;
  publicStudioUrl: string;
  users: UsersRepository;
  organisations: OrganisationsRepository;
  userTokens: UserTokens;
}

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

/** Sends one message; the queue retries a failed send with back-off, and keeps it over restarts. */
export function mailJobDefinition(
  dependencies: MailJobDependencies,
): JobDefinition<MailJobPayload> {
  const invitations = new InvitationLinks(dependencies.db);
  const link = (path: string) => studioLink(dependencies.publicStudioUrl, path);

  async function sendInvitation(inviteId: string) {
    // A revoked or accepted invitation is not sent: nothing to do.
    const issued = await invitations.issue(inviteId);
    if (!issued) return;
    const { invite, token } = issued;
    const [organisation, inviter] = await Promise.all([
      dependencies.organisations.findById(invite.organisationId),
      invite.invitedBy ? dependencies.users.findById(invite.invitedBy) : undefined,
    ]);
    if (!organisation) return;
    await dependencies.transport.send(
      invitationMail({
        to: invite.email,
        organisationName: organisation.name,
        inviterName: inviter ? fullName(inviter) : null,
        link: link(`userinvites/${token}/accept`),
        validDays: INVITATION_VALID_DAYS,
      }),
    );
  }

  async function sendPasswordReset(userId: string) {
    const user = await dependencies.users.findById(userId);
    if (!user) return;
    const token = await dependencies.userTokens.issue({
      userId,
      purpose: 'passwordReset',
      validMinutes: PASSWORD_RESET_VALID_MINUTES,
    });
    await dependencies.transport.send(
      passwordResetMail({ to: user.userName, link: link(`reset-password/${token}`) }),
    );
  }

  async function sendEmailVerification(userId: string, email: string) {
    const user = await dependencies.users.findById(userId);
    const wanted = email.toLowerCase();
    const stillWanted =
      user &&
      (user.pendingUserName?.toLowerCase() === wanted ||
        (user.userName.toLowerCase() === wanted && user.accountStatus === 'unverified'));
    if (!stillWanted) return;
    const token = await dependencies.userTokens.issue({
      userId,
      purpose: 'emailVerification',
      validMinutes: EMAIL_VERIFICATION_VALID_MINUTES,
      email,
    });
    await dependencies.transport.send(
      emailVerificationMail({ to: email, link: link(`verify-email/${token}`) }),
    );
  }

  return {
    maxAttempts: 8,
    backoff: { initialMs: 10_000, maxMs: 30 * 60_000 },
    handle: async (payload) => {
      switch (payload.type) {
        case 'invitation':
          return sendInvitation(payload.inviteId);
        case 'passwordReset':
          return sendPasswordReset(payload.userId);
        case 'emailVerification':
          return sendEmailVerification(payload.userId, payload.email);
      }
    },
  };
}
