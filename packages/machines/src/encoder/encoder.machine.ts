import {
  ENCODER_MAX_RUN_HOURS,
  type EncoderState,
  LIFECYCLE_MESSAGES,
  type LiveStatus,
} from '@studio/domain';
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import {
  type MachineError,
  type RejectedCall,
  ruleError,
  toMachineError,
} from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export const ENCODER_BUSY_CODE = 'ENCODER_BUSY';
const MS_PER_HOUR = 3_600_000;

export interface EncoderCommandInput {
  readonly encoderId: string;
}

export interface StartEncoderInput extends EncoderCommandInput {
  readonly eventId: string;
  /** Going live force-stops the event the encoder is live for (spec section 8). */
  readonly force: boolean;
}

export interface EncoderInput {
  readonly encoderId: string;
  readonly runningEventId?: string | null;
}

export interface EncoderContext {
  encoderId: string;
  /** The event the encoder is running for; another event's start is refused unless forced. */
  runningEventId: string | null;
  /** The event a start was requested for, while it is being started. */
  requestedEventId: string | null;
  liveStatus: LiveStatus;
  error: MachineError | null;
  abortedForRunTime: boolean;
}

export type EncoderEvent =
  | { type: 'encoder.start'; eventId: string; force?: boolean }
  | { type: 'encoder.stop' }
  | { type: 'encoder.restart' }
  | { type: 'encoder.update' }
  | { type: 'encoder.uploadLogs' }
  /** What the server reports (server-sent events or polling), applied whatever the UI is doing. */
  | {
      type: 'encoder.reported';
      state: EncoderState;
      liveStatus?: LiveStatus;
      eventId?: string | null;
    };

/**
 * An encoder as an operator drives it (spec section 4: IDLE, SET_UP, STARTING, STARTED, STOPPING,
 * STOPPED, ABORTED, ERROR, plus the UI states restarting, updating and uploading logs).
 *
 * Transition rules (the spec does not show them; designed for an operator on a live day):
 * - A start is possible from every resting state (idle, set up, stopped, aborted, error); the
 *   command's answer moves the machine on, and the server's reports correct it whenever they
 *   disagree (`encoder.reported` is accepted in every state and always wins).
 * - While started for one event, a start for another is refused with ENCODER_BUSY unless the
 *   operator confirms with `force`; starting the same event again is a no-op.
 * - Restart only from started. Update (software) only while not streaming. Log upload only from
 *   stopped, and always returns to stopped (spec section 4), whether it succeeded or not.
 * - An encoder left running ENCODER_MAX_RUN_HOURS is aborted: the studio shows it at once rather
 *   than waiting for the next report.
 * - Stopping the encoder also stops the events and destinations using it; that cascade is the
 *   server's, the machine only waits for the stop.
 */
export const encoderMachine = setup({
  types: {
    context: {} as EncoderContext,
    events: {} as EncoderEvent,
    input: {} as EncoderInput,
  },
  actors: {
    startEncoder: fromPromise<void, StartEncoderInput>(notProvided('startEncoder')),
    stopEncoder: fromPromise<void, EncoderCommandInput>(notProvided('stopEncoder')),
    restartEncoder: fromPromise<void, EncoderCommandInput>(notProvided('restartEncoder')),
    updateEncoder: fromPromise<void, EncoderCommandInput>(notProvided('updateEncoder')),
    uploadLogs: fromPromise<void, EncoderCommandInput>(notProvided('uploadLogs')),
  },
  delays: {
    maxRunTime: ENCODER_MAX_RUN_HOURS * MS_PER_HOUR,
  },
  actions: {
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
    requestStart: assign((_, { eventId }: { eventId: string }) => ({
      requestedEventId: eventId,
      error: null,
    })),
    confirmStart: assign(({ context }) => ({
      runningEventId: context.requestedEventId ?? context.runningEventId,
      requestedEventId: null,
    })),
    refuseBusy: assign({ error: ruleError(ENCODER_BUSY_CODE, LIFECYCLE_MESSAGES.encoderBusy) }),
    forgetRunningEvent: assign({ runningEventId: null, requestedEventId: null }),
    markRunTimeAbort: assign({ abortedForRunTime: true, runningEventId: null }),
    applyReport: assign(({ context, event }) =>
      event.type === 'encoder.reported'
        ? {
            liveStatus: event.liveStatus ?? context.liveStatus,
            runningEventId: event.eventId === undefined ? context.runningEventId : event.eventId,
          }
        : {},
    ),
  },
  guards: {
    isForced: ({ event }) => event.type === 'encoder.start' && event.force === true,
    isAnotherEvent: ({ context, event }) =>
      event.type === 'encoder.start' &&
      context.runningEventId !== null &&
      context.runningEventId !== event.eventId,
    isReported: ({ event }, state: EncoderState) =>
      event.type === 'encoder.reported' && event.state === state,
  },
}).createMachine({
  id: 'encoder',
  context: ({ input }) => ({
    encoderId: input.encoderId,
    runningEventId: input.runningEventId ?? null,
    requestedEventId: null,
    liveStatus: 'OFFLINE',
    error: null,
    abortedForRunTime: false,
  }),
  // A reopened page starts from the server's state with `encoderMachine.resolveState(...)` or by
  // sending the first `encoder.reported` at once.
  initial: 'idle',
  on: {
    // A report of the state the machine is already in only updates the live status: re-entering
    // `started` would restart its run-time timer on every poll.
    'encoder.reported': [
      {
        guard: and([{ type: 'isReported', params: 'IDLE' }, not(stateIn('#encoder.idle'))]),
        target: '.idle',
        actions: 'applyReport',
      },
      {
        guard: and([{ type: 'isReported', params: 'SET_UP' }, not(stateIn('#encoder.setUp'))]),
        target: '.setUp',
        actions: 'applyReport',
      },
      {
        guard: and([{ type: 'isReported', params: 'STARTING' }, not(stateIn('#encoder.starting'))]),
        target: '.starting',
        actions: 'applyReport',
      },
      {
        guard: and([{ type: 'isReported', params: 'STARTED' }, not(stateIn('#encoder.started'))]),
        target: '.started',
        actions: 'applyReport',
      },
      {
        guard: and([{ type: 'isReported', params: 'STOPPING' }, not(stateIn('#encoder.stopping'))]),
        target: '.stopping',
        actions: 'applyReport',
      },
      {
        guard: and([{ type: 'isReported', params: 'STOPPED' }, not(stateIn('#encoder.stopped'))]),
        target: '.stopped',
        actions: 'applyReport',
      },
      {
        guard: and([{ type: 'isReported', params: 'ABORTED' }, not(stateIn('#encoder.aborted'))]),
        target: '.aborted',
        actions: 'applyReport',
      },
      {
        guard: and([{ type: 'isReported', params: 'ERROR' }, not(stateIn('#encoder.error'))]),
        target: '.error',
        actions: 'applyReport',
      },
      { actions: 'applyReport' },
    ],
  },
  states: {
    idle: {
      on: {
        'encoder.start': {
          target: 'starting',
          actions: { type: 'requestStart', params: ({ event }) => event },
        },
        'encoder.update': { target: 'updating' },
      },
    },
    setUp: {
      on: {
        'encoder.start': {
          target: 'starting',
          actions: { type: 'requestStart', params: ({ event }) => event },
        },
        'encoder.update': { target: 'updating' },
      },
    },
    starting: {
      invoke: {
        id: 'startEncoder',
        src: 'startEncoder',
        input: ({ context, event }) => ({
          encoderId: context.encoderId,
          eventId: context.requestedEventId ?? context.runningEventId ?? '',
          force: event.type === 'encoder.start' && event.force === true,
        }),
        onDone: { target: 'started', actions: 'confirmStart' },
        onError: {
          target: 'error',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    started: {
      after: { maxRunTime: { target: 'aborted', actions: 'markRunTimeAbort' } },
      on: {
        'encoder.stop': { target: 'stopping' },
        'encoder.restart': { target: 'restarting' },
        'encoder.start': [
          {
            guard: 'isForced',
            target: 'starting',
            actions: { type: 'requestStart', params: ({ event }) => event },
          },
          { guard: 'isAnotherEvent', actions: 'refuseBusy' },
        ],
      },
    },
    stopping: {
      invoke: {
        id: 'stopEncoder',
        src: 'stopEncoder',
        input: ({ context }) => ({ encoderId: context.encoderId }),
        onDone: { target: 'stopped', actions: 'forgetRunningEvent' },
        onError: {
          target: 'error',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    stopped: {
      on: {
        'encoder.start': {
          target: 'starting',
          actions: { type: 'requestStart', params: ({ event }) => event },
        },
        'encoder.update': { target: 'updating' },
        'encoder.uploadLogs': { target: 'uploadingLogs' },
      },
    },
    aborted: {
      on: {
        'encoder.start': {
          target: 'starting',
          actions: { type: 'requestStart', params: ({ event }) => event },
        },
      },
    },
    error: {
      on: {
        'encoder.start': {
          target: 'starting',
          actions: { type: 'requestStart', params: ({ event }) => event },
        },
        'encoder.stop': { target: 'stopping' },
      },
    },
    restarting: {
      invoke: {
        id: 'restartEncoder',
        src: 'restartEncoder',
        input: ({ context }) => ({ encoderId: context.encoderId }),
        onDone: { target: 'started' },
        onError: {
          target: 'error',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    updating: {
      invoke: {
        id: 'updateEncoder',
        src: 'updateEncoder',
        input: ({ context }) => ({ encoderId: context.encoderId }),
        onDone: { target: 'idle' },
        onError: {
          target: 'error',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    uploadingLogs: {
      invoke: {
        id: 'uploadLogs',
        src: 'uploadLogs',
        input: ({ context }) => ({ encoderId: context.encoderId }),
        onDone: { target: 'stopped' },
        // Spec section 4: uploading logs returns the encoder to stopped, also when it fails.
        onError: {
          target: 'stopped',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
  },
});
