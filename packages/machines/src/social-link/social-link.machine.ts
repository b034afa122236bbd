import {
  LIFECYCLE_MESSAGES,
  MS_PER_DAY,
  SOCIAL_ACCESS_RENEWAL_DAYS,
  SOCIAL_EXPIRY_WARNING_DAYS,
} from '@studio/domain';
import { assign, fromPromise, setup } from 'xstate';
import {
  type MachineError,
  type RejectedCall,
  ruleError,
  toMachineError,
} from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export const ACCOUNT_MISMATCH_CODE = 'SOCIAL_ACCOUNT_MISMATCH';

export interface SocialLinkInput {
  /** The linked account, when there is one. */
  readonly accountId?: string | null;
  /** Whole days until the access expires (0 = today, negative = expired). */
  readonly daysRemaining?: number;
}

export interface AuthoriseInput {
  /** The account a renewal must be made with; null for a first link. */
  readonly expectedAccountId: string | null;
}

export interface AuthorisedAccount {
  readonly accountId: string;
}

export interface SocialLinkContext {
  accountId: string | null;
  daysRemaining: number;
  /** The network revoked or invalidated the access before it expired. */
  accessRevoked: boolean;
  error: MachineError | null;
}

export type SocialLinkEvent =
  | { type: 'social.link' }
  | { type: 'social.renew' }
  | { type: 'social.unlink' }
  /** The network refused the stored access (revoked, password changed). */
  | { type: 'social.accessRevoked' };

/**
 * A linked social account (spec section 4: access verified, expires in N days, expires today,
 * expired, renew needed; Facebook access renews every SOCIAL_ACCESS_RENEWAL_DAYS days).
 *
 * Rules (not shown in the spec): the link counts down one day at a time (a one-day delay, so the
 * simulated clock drives it) and shows "expires in N days" from SOCIAL_EXPIRY_WARNING_DAYS days
 * before the end. "Renew needed" is a revoked access, whatever the days say. Renewal is possible
 * from every linked state and restarts the 90 days, but only with the account that was linked
 * (spec section 8: renewal with a different account is refused, the link stays as it was).
 */
export const socialLinkMachine = setup({
  types: {
    context: {} as SocialLinkContext,
    events: {} as SocialLinkEvent,
    input: {} as SocialLinkInput,
  },
  actors: {
    authorise: fromPromise<AuthorisedAccount, AuthoriseInput>(notProvided('authorise')),
    unlinkAccount: fromPromise<void, { accountId: string }>(notProvided('unlinkAccount')),
  },
  delays: { oneDay: MS_PER_DAY },
  actions: {
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
    grantAccess: assign((_, account: AuthorisedAccount) => ({
      accountId: account.accountId,
      daysRemaining: SOCIAL_ACCESS_RENEWAL_DAYS,
      accessRevoked: false,
      error: null,
    })),
  },
  guards: {
    hasAccount: ({ context }) => context.accountId !== null,
    revoked: ({ context }) => context.accessRevoked,
    verified: ({ context }) => context.daysRemaining > SOCIAL_EXPIRY_WARNING_DAYS,
    expiresInDays: ({ context }) => context.daysRemaining >= 1,
    expiresToday: ({ context }) => context.daysRemaining === 0,
    sameAccount: ({ context }, account: AuthorisedAccount) =>
      account.accountId === context.accountId,
  },
}).createMachine({
  id: 'socialLink',
  context: ({ input }) => ({
    accountId: input.accountId ?? null,
    daysRemaining: input.daysRemaining ?? SOCIAL_ACCESS_RENEWAL_DAYS,
    accessRevoked: false,
    error: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasAccount', target: 'linked' }, { target: 'unlinked' }],
    },
    unlinked: {
      on: { 'social.link': { target: 'linking', actions: assign({ error: null }) } },
    },
    linking: {
      invoke: {
        id: 'authorise',
        src: 'authorise',
        input: { expectedAccountId: null },
        onDone: {
          target: 'linked',
          actions: { type: 'grantAccess', params: ({ event }) => event.output },
        },
        onError: {
          target: 'unlinked',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    linked: {
      initial: 'checking',
      // Re-entering the whole link each day re-evaluates which label applies.
      after: {
        oneDay: {
          target: 'linked',
          reenter: true,
          actions: assign({ daysRemaining: ({ context }) => context.daysRemaining - 1 }),
        },
      },
      on: {
        'social.renew': { target: 'renewing', actions: assign({ error: null }) },
        'social.unlink': { target: 'unlinking' },
        'social.accessRevoked': {
          target: '.renewNeeded',
          actions: assign({ accessRevoked: true }),
        },
      },
      states: {
        checking: {
          always: [
            { guard: 'revoked', target: 'renewNeeded' },
            { guard: 'verified', target: 'verified' },
            { guard: 'expiresInDays', target: 'expiresInDays' },
            { guard: 'expiresToday', target: 'expiresToday' },
            { target: 'expired' },
          ],
        },
        verified: {},
        expiresInDays: {},
        expiresToday: {},
        expired: {},
        renewNeeded: {},
      },
    },
    renewing: {
      invoke: {
        id: 'authorise',
        src: 'authorise',
        input: ({ context }) => ({ expectedAccountId: context.accountId }),
        onDone: [
          {
            guard: { type: 'sameAccount', params: ({ event }) => event.output },
            target: 'linked',
            actions: { type: 'grantAccess', params: ({ event }) => event.output },
          },
          {
            target: 'linked',
            actions: assign({
              error: ruleError(ACCOUNT_MISMATCH_CODE, LIFECYCLE_MESSAGES.socialAccountMismatch),
            }),
          },
        ],
        onError: {
          target: 'linked',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    unlinking: {
      invoke: {
        id: 'unlinkAccount',
        src: 'unlinkAccount',
        input: ({ context }) => ({ accountId: context.accountId ?? '' }),
        onDone: {
          target: 'unlinked',
          actions: assign({ accountId: null, accessRevoked: false, error: null }),
        },
        onError: {
          target: 'linked',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
  },
});
