import { fromPromise } from 'xstate';
import { type EmailVerificationResult, type StudioApi } from '@studio/api';
import type { SubmitInput } from '@studio/machines';

export interface AcceptInviteValues {
  firstName: string;
  lastName: string;
  /** The address the invitation went to (from the link when it names it): the sign-in name. */
  email: string;
  password: string;
  confirmPassword: string;
}

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** What accepting answers: the address and password to sign in with right after. */
export interface AcceptedInvite {
  email: string;
  password: string;
}

/**
 * Accepts the invitation `inviteId` with the full name (first and last, trimmed) and the
 * password; the page then signs the person in with the address and that password.
 */
export function createAcceptInviteActors(api: StudioApi, inviteId: string) {
  return {
    submit: fromPromise<AcceptedInvite, SubmitInput<AcceptInviteValues>>(
      async ({ input: { values }, signal }) => {
        await api.acceptUserInvite(
          inviteId,
          {
            name: `${values.firstName.trim()} ${values.lastName.trim()}`,
            password: values.password,
          },
          { signal },
        );
        return { email: values.email.trim(), password: values.password };
      },
    ),
  };
}

/** The reset request: answers alike whether or not the address is known. */
export function createResetRequestActors(api: StudioApi) {
  return {
    submit: fromPromise<string, SubmitInput<{ email: string }>>(
      async ({ input: { values }, signal }) => {
        const email = values.email.trim();
        await api.requestPasswordReset(email, { signal });
        return email;
      },
    ),
  };
}

/** Checks the reset link's token before the form shows. */
export function createResetTokenActors(api: StudioApi, token: string) {
  return {
    fetchRecord: fromPromise<{ token: string }>(async ({ signal }) => {
      await api.verifyPasswordResetToken(token, { signal });
      return { token };
    }),
  };
}

export function createPasswordResetActors(api: StudioApi, token: string) {
  return {
    submit: fromPromise<true, SubmitInput<PasswordValues>>(
      async ({ input: { values }, signal }) => {
        await api.resetPassword(token, values.password, { signal });
        return true;
      },
    ),
  };
}

/** Verifies the e-mail link's token: verified, or 409 (already), 410 (expired), 400 (invalid). */
export function createVerifyEmailActors(api: StudioApi, token: string) {
  return {
    fetchRecord: fromPromise<EmailVerificationResult>(({ signal }) =>
      api.verifyEmail(token, { signal }),
    ),
  };
}
