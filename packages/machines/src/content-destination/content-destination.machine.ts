import {
  type AbortCause,
  type ContentDestinationStatus,
  DESTINATION_EDIT_LOCK_MINUTES,
  LIFECYCLE_MESSAGES,
} from '@studio/domain';
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import {
  type MachineError,
  type RejectedCall,
  ruleError,
  toMachineError,
} from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export const DESTINATION_RULE_CODES = {
  cannotRestart: 'DESTINATION_CANNOT_RESTART',
  mustStop: 'DESTINATION_MUST_STOP',
  locked: 'DESTINATION_LOCKED',
} as const;

const MS_PER_MINUTE = 60_000;

export interface DestinationCommandInput {
  readonly destinationId: string;
}

export type DestinationChanges = Readonly<Record<string, unknown>>;

export interface SaveDestinationInput extends DestinationCommandInput {
  readonly changes: DestinationChanges;
}

export interface ContentDestinationInput {
  readonly destinationId: string;
  /** When the destination is due to start (epoch ms); null when it has no schedule. */
  readonly startsAt?: number | null;
}

export interface ContentDestinationContext {
  destinationId: string;
  startsAt: number | null;
  abortCause: AbortCause | null;
  error: MachineError | null;
}

export type ContentDestinationEvent =
  | { type: 'destination.start' }
  | { type: 'destination.stop' }
  | { type: 'destination.delete' }
  /** `at` is the caller's clock reading (epoch ms): the 5-minute lock depends on it. */
  | { type: 'destination.edit'; at: number; changes: DestinationChanges }
  | { type: 'destination.reported'; status: ContentDestinationStatus; abortCause?: AbortCause };

/** "A destination that has started or will start within 5 minutes cannot be edited." */
export function isWithinEditLock(startsAt: number | null, at: number): boolean {
  return startsAt !== null && at >= startsAt - DESTINATION_EDIT_LOCK_MINUTES * MS_PER_MINUTE;
}

const locked = ruleError(DESTINATION_RULE_CODES.locked, LIFECYCLE_MESSAGES.destinationLocked);
const mustStop = ruleError(DESTINATION_RULE_CODES.mustStop, LIFECYCLE_MESSAGES.destinationMustStop);
const cannotRestart = ruleError(
  DESTINATION_RULE_CODES.cannotRestart,
  LIFECYCLE_MESSAGES.destinationCannotRestart,
);

/**
 * A content destination (spec section 4: idle, starting, started, warning, stopping, stopped,
 * aborted, error; aborted with one of three causes).
 *
 * Transition rules (not shown in the spec; designed for an operator):
 * - Start from idle, and again after a failed start (error) or an abort, since an aborted stream
 *   (bad input, a 12-hour run, the service stopping it) is what an operator retries first. A
 *   stopped destination cannot be restarted (spec): the start is refused with a reason.
 * - Stop from starting, started or warning. Delete only when not active: an active destination
 *   must be stopped first (spec), and the refusal says so.
 * - Edit only from idle, and not within DESTINATION_EDIT_LOCK_MINUTES of its start (spec).
 * - The server's reports (`destination.reported`) win in every state; `warning` is only ever
 *   entered through a report and leaves on the next one.
 * - A report never sends a command: `starting` and `stopping` entered by the person's Start or
 *   Stop (`requested`) call the server, entered by a report (`reported`) only wait for the next
 *   one. Otherwise a list read while the server starts a destination started it again, and a
 *   stale one restarted a destination that had failed meanwhile.
 */
export const contentDestinationMachine = setup({
  types: {
    context: {} as ContentDestinationContext,
    events: {} as ContentDestinationEvent,
    input: {} as ContentDestinationInput,
  },
  actors: {
    startDestination: fromPromise<void, DestinationCommandInput>(notProvided('startDestination')),
    stopDestination: fromPromise<void, DestinationCommandInput>(notProvided('stopDestination')),
    deleteDestination: fromPromise<void, DestinationCommandInput>(notProvided('deleteDestination')),
    saveDestination: fromPromise<void, SaveDestinationInput>(notProvided('saveDestination')),
  },
  actions: {
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
    refuse: assign((_, error: MachineError) => ({ error })),
    clearError: assign({ error: null, abortCause: null }),
    applyReport: assign(({ context, event }) =>
      event.type === 'destination.reported'
        ? {
            abortCause:
              event.status === 'aborted' ? (event.abortCause ?? null) : context.abortCause,
          }
        : {},
    ),
  },
  guards: {
    isReported: ({ event }, status: ContentDestinationStatus) =>
      event.type === 'destination.reported' && event.status === status,
    isLocked: ({ context, event }) =>
      event.type === 'destination.edit' && isWithinEditLock(context.startsAt, event.at),
  },
}).createMachine({
  id: 'contentDestination',
  context: ({ input }) => ({
    destinationId: input.destinationId,
    startsAt: input.startsAt ?? null,
    abortCause: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    'destination.reported': [
      {
        guard: and([
          { type: 'isReported', params: 'idle' },
          not(stateIn('#contentDestination.idle')),
        ]),
        target: '.idle',
        actions: 'applyReport',
      },
      {
        guard: and([
          { type: 'isReported', params: 'starting' },
          not(stateIn('#contentDestination.starting')),
        ]),
        target: '.starting.reported',
        actions: 'applyReport',
      },
      {
        guard: and([
          { type: 'isReported', params: 'started' },
          not(stateIn('#contentDestination.started')),
        ]),
        target: '.started',
        actions: 'applyReport',
      },
      {
        guard: and([
          { type: 'isReported', params: 'warning' },
          not(stateIn('#contentDestination.warning')),
        ]),
        target: '.warning',
        actions: 'applyReport',
      },
      {
        guard: and([
          { type: 'isReported', params: 'stopping' },
          not(stateIn('#contentDestination.stopping')),
        ]),
        target: '.stopping.reported',
        actions: 'applyReport',
      },
      {
        guard: and([
          { type: 'isReported', params: 'stopped' },
          not(stateIn('#contentDestination.stopped')),
        ]),
        target: '.stopped',
        actions: 'applyReport',
      },
      {
        guard: and([
          { type: 'isReported', params: 'aborted' },
          not(stateIn('#contentDestination.aborted')),
        ]),
        target: '.aborted',
        actions: 'applyReport',
      },
      {
        guard: and([
          { type: 'isReported', params: 'error' },
          not(stateIn('#contentDestination.error')),
        ]),
        target: '.error',
        actions: 'applyReport',
      },
    ],
  },
  states: {
    idle: {
      on: {
        'destination.start': { target: 'starting', actions: 'clearError' },
        'destination.delete': { target: 'deleting' },
        'destination.edit': [
          { guard: 'isLocked', actions: { type: 'refuse', params: locked } },
          { target: 'editing' },
        ],
      },
    },
    editing: {
      invoke: {
        id: 'saveDestination',
        src: 'saveDestination',
        input: ({ context, event }) => ({
          destinationId: context.destinationId,
          changes: event.type === 'destination.edit' ? event.changes : {},
        }),
        onDone: { target: 'idle', actions: 'clearError' },
        onError: {
          target: 'idle',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    starting: {
      initial: 'requested',
      states: {
        /** The person's Start, sent and waiting for the server's answer. */
        requested: {
          invoke: {
            id: 'startDestination',
            src: 'startDestination',
            input: ({ context }) => ({ destinationId: context.destinationId }),
            onDone: { target: '#contentDestination.started' },
            onError: {
              target: '#contentDestination.error',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        /** The server said it is starting the destination: no command to send, only its next report. */
        reported: {},
      },
      on: {
        'destination.stop': { target: 'stopping' },
        'destination.delete': { actions: { type: 'refuse', params: mustStop } },
        'destination.edit': { actions: { type: 'refuse', params: locked } },
      },
    },
    started: {
      on: {
        'destination.stop': { target: 'stopping' },
        'destination.delete': { actions: { type: 'refuse', params: mustStop } },
        'destination.edit': { actions: { type: 'refuse', params: locked } },
      },
    },
    warning: {
      on: {
        'destination.stop': { target: 'stopping' },
        'destination.delete': { actions: { type: 'refuse', params: mustStop } },
      },
    },
    stopping: {
      initial: 'requested',
      states: {
        /** The person's Stop, sent and waiting for the server's answer. */
        requested: {
          invoke: {
            id: 'stopDestination',
            src: 'stopDestination',
            input: ({ context }) => ({ destinationId: context.destinationId }),
            onDone: { target: '#contentDestination.stopped' },
            onError: {
              target: '#contentDestination.error',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        /** The server said it is stopping the destination: no command to send, only its next report. */
        reported: {},
      },
    },
    stopped: {
      on: {
        'destination.start': { actions: { type: 'refuse', params: cannotRestart } },
        'destination.delete': { target: 'deleting' },
      },
    },
    aborted: {
      on: {
        'destination.start': { target: 'starting', actions: 'clearError' },
        'destination.delete': { target: 'deleting' },
      },
    },
    error: {
      on: {
        'destination.start': { target: 'starting', actions: 'clearError' },
        'destination.delete': { target: 'deleting' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteDestination',
        src: 'deleteDestination',
        input: ({ context }) => ({ destinationId: context.destinationId }),
        onDone: { target: 'deleted' },
        onError: {
          target: 'error',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    deleted: { type: 'final' },
  },
});
