import { assign, fromPromise, setup } from 'xstate';
import { type MachineError, type RejectedCall, toMachineError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export interface InvitationInput {
  readonly inviteId: string;
  readonly email: string;
  /** True when the invitation was already resent at least once. */
  readonly resent?: boolean;
}

export interface InvitationCommandInput {
  readonly inviteId: string;
}

export interface InvitationContext {
  inviteId: string;
  email: string;
  resendCount: number;
  error: MachineError | null;
}

export type InvitationEvent = { type: 'invitation.resend' } | { type: 'invitation.revoke' };

/**
 * An invitation to join the organisation (spec section 4: pending, resent, revoked).
 *
 * Rules (not shown in the spec): a pending or resent invitation can be resent again (each time
 * counted, so the list can show it) or revoked; revoked is final. A failed resend or revoke
 * leaves the invitation as it was and shows the error.
 */
export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    input: {} as InvitationInput,
  },
  actors: {
    resendInvite: fromPromise<void, InvitationCommandInput>(notProvided('resendInvite')),
    revokeInvite: fromPromise<void, InvitationCommandInput>(notProvided('revokeInvite')),
  },
  actions: {
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
  },
  guards: {
    wasResent: ({ context }) => context.resendCount > 0,
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({
    inviteId: input.inviteId,
    email: input.email,
    resendCount: input.resent ? 1 : 0,
    error: null,
  }),
  initial: 'open',
  states: {
    open: {
      initial: 'opening',
      on: {
        'invitation.resend': { target: 'resending', actions: assign({ error: null }) },
        'invitation.revoke': { target: 'revoking', actions: assign({ error: null }) },
      },
      states: {
        opening: {
          always: [{ guard: 'wasResent', target: 'resent' }, { target: 'pending' }],
        },
        pending: {},
        resent: {},
      },
    },
    resending: {
      invoke: {
        id: 'resendInvite',
        src: 'resendInvite',
        input: ({ context }) => ({ inviteId: context.inviteId }),
        onDone: {
          target: 'open.resent',
          actions: assign({ resendCount: ({ context }) => context.resendCount + 1 }),
        },
        onError: {
          target: 'open',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    revoking: {
      invoke: {
        id: 'revokeInvite',
        src: 'revokeInvite',
        input: ({ context }) => ({ inviteId: context.inviteId }),
        onDone: { target: 'revoked' },
        onError: {
          target: 'open',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    revoked: { type: 'final' },
  },
});
