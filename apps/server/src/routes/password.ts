import { passwordResetSchema, PEOPLE_MESSAGES } from '@studio/domain';
import { hashPassword } from '../auth/passwords';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { badRequest, HttpError, tooManyRequests } from '../http/errors';
import type { Services } from '../services';
import { fieldProblems } from './field-problems';

type CentralV3 = DocumentOperations['central-v3'];

const resetProblems = fieldProblems(passwordResetSchema);

/** The spec's messages for the new password (contract/request-rules.ts). */
export const passwordRequestRules: RequestRules = {
  resetPassword: resetProblems,
};

/** A timed-out, used or unknown link: the studio offers a new reset. */
const resetLinkGone = () =>
  new HttpError(410, [{ code: 'TOKEN_EXPIRED', message: PEOPLE_MESSAGES.resetLinkInvalid }]);

/**
 * The forgotten-password flow (public). A request never tells whether the address exists: it
 * answers 204 either way, and the e-mail goes out through the mail queue. Requests are limited per
 * address and per client address; checking a link counts against the client address too, so
 * links cannot be guessed quickly. A reset ends every session of the person.
 */
export function passwordHandlers(services: Services) {
  function limit(email: string, clientAddress: string) {
    const wait = services.mailRateLimits.take('reset', email, clientAddress);
    if (wait > 0) throw tooManyRequests(wait);
  }

  return {
    requestPasswordReset: async ({ body, request }) => {
      limit(body.email, request.ip);
      const user = await services.users.findPersonByEmail(body.email);
      if (user)
        await services.jobs.enqueue(
          'mail.send',
          { type: 'passwordReset', userId: user.id },
          { organisationId: user.organisationId },
        );
      return { status: 204, body: undefined };
    },

    verifyPasswordResetToken: async ({ body }) => {
      const found = await services.userTokens.lookup(body.token, 'passwordReset');
      if (found.state !== 'valid') throw resetLinkGone();
      return { status: 204, body: undefined };
    },

    resetPassword: async ({ body }) => {
      const problems = resetProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const passwordHash = await hashPassword(body.password);
      const used = await services.userTokens.consume(body.token, 'passwordReset');
      if (!used) throw resetLinkGone();
      await services.users.setPassword(used.userId, passwordHash);
      await services.refreshTokens.revokeAllOfUser(used.userId);
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}
