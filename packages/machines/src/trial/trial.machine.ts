import {
  MS_PER_DAY,
  ON_DEMAND_TRIAL_DAYS,
  TRIAL_CODES,
  type TrialCode,
  type TrialStatus,
} from '@studio/domain';
import { assign, fromPromise, not, setup } from 'xstate';
import {
  hasErrorCode,
  type MachineError,
  type RejectedCall,
  toMachineError,
} from '../shared/machine-error.js';
import { MAX_TIMER_DELAY_MS, nextTimerStep } from '../shared/long-delay.js';
import { notProvided } from '../shared/not-provided.js';

export const TRIAL_DURATION_MS = ON_DEMAND_TRIAL_DAYS * MS_PER_DAY;

export interface TrialInput {
  /** The subscription's trial status, null when no trial was ever started. */
  readonly status: TrialStatus | null;
  /** False for plans that cannot start an On Demand trial (Social Only, spec section 6). */
  readonly eligible: boolean;
  /** Time left of a running trial (ms); a new trial runs ON_DEMAND_TRIAL_DAYS. */
  readonly remainingMs?: number;
}

export interface TrialContext {
  status: TrialStatus | null;
  remainingMs: number;
  eligible: boolean;
  error: MachineError | null;
  /** The trial code of the last refusal (spec section 8), when it was one. */
  errorCode: TrialCode | null;
}

export type TrialEvent =
  | { type: 'trial.start' }
  | { type: 'trial.cancel' }
  | { type: 'trial.planChanged'; eligible: boolean };

function trialCodeOf(error: MachineError): TrialCode | null {
  return TRIAL_CODES.find((code) => hasErrorCode(error, code)) ?? null;
}

/**
 * The On Demand trial (spec section 4: not subscribed, eligible, trial started for 30 days,
 * cancelled, expired; statuses in_trial, cancelled, ended).
 *
 * Rules (not shown in the spec): the machine opens in the state the subscription reports. A plan
 * that cannot have a trial is "not subscribed" until the plan changes. A refused start keeps the
 * trial eligible and stores the trial code (NOT_AUTHORIZED, NO_PAYMENT_METHOD, INVALID_CONTACT,
 * TRIAL_SIGNUP_SUSPENDED), except TRIAL_EXPIRED, which means the trial was used up: expired.
 * A running trial expires when its time runs out (delays of at most MAX_TIMER_DELAY_MS each, since
 * 30 days overflow a browser timer), and can be cancelled; cancelled and expired are final.
 */
export const trialMachine = setup({
  types: {
    context: {} as TrialContext,
    events: {} as TrialEvent,
    input: {} as TrialInput,
  },
  actors: {
    startTrial: fromPromise<void>(notProvided('startTrial')),
    cancelTrial: fromPromise<void>(notProvided('cancelTrial')),
  },
  delays: {
    trialStep: ({ context }) => nextTimerStep(context.remainingMs),
  },
  actions: {
    storeRefusal: assign((_, { reason }: RejectedCall) => {
      const error = toMachineError(reason);
      return { error, errorCode: trialCodeOf(error) };
    }),
    setStatus: assign((_, status: TrialStatus) => ({ status })),
    spendStep: assign(({ context }) => ({
      remainingMs: context.remainingMs - nextTimerStep(context.remainingMs),
    })),
  },
  guards: {
    statusIs: ({ context }, status: TrialStatus) => context.status === status,
    eligible: ({ context }) => context.eligible,
    lastStep: ({ context }) => context.remainingMs <= MAX_TIMER_DELAY_MS,
    trialUsedUp: (_, { reason }: RejectedCall) =>
      hasErrorCode(toMachineError(reason), 'TRIAL_EXPIRED'),
    becameEligible: ({ event }) => event.type === 'trial.planChanged' && event.eligible,
  },
}).createMachine({
  id: 'trial',
  context: ({ input }) => ({
    status: input.status,
    remainingMs: input.remainingMs ?? TRIAL_DURATION_MS,
    eligible: input.eligible,
    error: null,
    errorCode: null,
  }),
  initial: 'opening',
  states: {
    // Open where the subscription is: a reload must not offer a trial that is already running.
    opening: {
      always: [
        { guard: { type: 'statusIs', params: 'in_trial' }, target: 'inTrial' },
        { guard: { type: 'statusIs', params: 'cancelled' }, target: 'cancelled' },
        { guard: { type: 'statusIs', params: 'ended' }, target: 'expired' },
        { guard: 'eligible', target: 'eligible' },
        { target: 'notSubscribed' },
      ],
    },
    notSubscribed: {
      on: {
        'trial.planChanged': {
          guard: 'becameEligible',
          target: 'eligible',
          actions: assign({ eligible: true }),
        },
      },
    },
    eligible: {
      on: {
        'trial.start': { target: 'starting', actions: assign({ error: null, errorCode: null }) },
        'trial.planChanged': {
          guard: not('becameEligible'),
          target: 'notSubscribed',
          actions: assign({ eligible: false }),
        },
      },
    },
    starting: {
      invoke: {
        id: 'startTrial',
        src: 'startTrial',
        onDone: {
          target: 'inTrial',
          actions: assign({ remainingMs: TRIAL_DURATION_MS }),
        },
        onError: [
          {
            guard: { type: 'trialUsedUp', params: ({ event }) => ({ reason: event.error }) },
            target: 'expired',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ reason: event.error }) },
          },
          {
            target: 'eligible',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ reason: event.error }) },
          },
        ],
      },
    },
    inTrial: {
      entry: { type: 'setStatus', params: 'in_trial' },
      type: 'parallel',
      states: {
        // Its own region, so a cancellation in flight (or refused) does not restart the clock.
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              after: {
                trialStep: [
                  { guard: 'lastStep', target: '#trial.expired' },
                  { target: 'ticking', reenter: true, actions: 'spendStep' },
                ],
              },
            },
          },
        },
        cancellation: {
          initial: 'running',
          states: {
            running: {
              on: { 'trial.cancel': { target: 'cancelling' } },
            },
            cancelling: {
              invoke: {
                id: 'cancelTrial',
                src: 'cancelTrial',
                onDone: { target: '#trial.cancelled' },
                onError: {
                  target: 'running',
                  actions: {
                    type: 'storeRefusal',
                    params: ({ event }) => ({ reason: event.error }),
                  },
                },
              },
            },
          },
        },
      },
    },
    cancelled: { type: 'final', entry: { type: 'setStatus', params: 'cancelled' } },
    expired: { type: 'final', entry: { type: 'setStatus', params: 'ended' } },
  },
});
