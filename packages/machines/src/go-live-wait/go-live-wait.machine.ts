import {
  GO_LIVE_SCHEDULED_WARNING_MINUTES,
  GO_LIVE_WAIT_TIMEOUT_MS,
  type GoLiveWaitState,
  STATUS_POLL_INTERVAL_MS,
} from '@studio/domain';
import { assign, fromPromise, setup } from 'xstate';
import { type MachineError, type RejectedCall, toMachineError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

const MS_PER_MINUTE = 60_000;

export interface GoLiveInput {
  readonly encoderId: string;
  /** The caller's clock reading (epoch ms) when the Go Live dialog opened. */
  readonly now: number;
  /** Start of the next scheduled event on this encoder (epoch ms), if any. */
  readonly nextScheduledStart?: number | null;
  /** The event the encoder is live for right now, if any: going live force-stops it. */
  readonly encoderLiveForEventId?: string | null;
}

export interface CreateScheduleInput {
  readonly encoderId: string;
  readonly force: boolean;
}

export interface CreatedSchedule {
  readonly scheduleId: string;
}

export interface ScheduleInput {
  readonly encoderId: string;
  readonly scheduleId: string;
}

export interface GoLiveWaitContext {
  encoderId: string;
  now: number;
  nextScheduledStart: number | null;
  encoderLiveForEventId: string | null;
  /** True once the operator accepted that the running event will be stopped. */
  force: boolean;
  scheduleId: string | null;
  /** The spec's wait state, for the progress message. */
  waitState: GoLiveWaitState | null;
  error: MachineError | null;
}

export type GoLiveWaitEvent =
  { type: 'goLive.confirm' } | { type: 'goLive.cancel' } | { type: 'goLive.retry' };

/** "Go Live warns if a scheduled event starts within the next hour." */
export function scheduledEventStartsSoon(now: number, nextStart: number | null): boolean {
  return (
    nextStart !== null &&
    nextStart >= now &&
    nextStart - now <= GO_LIVE_SCHEDULED_WARNING_MINUTES * MS_PER_MINUTE
  );
}

/**
 * Going live now on an encoder (spec section 4: creating schedule, starting encoder, starting the
 * live event, then SCHEDULE_CREATED or an error; wait states ENCODER_START_WAIT,
 * SCHEDULE_CREATE_WAIT, SCHEDULE_CREATED, FAILED, NOT_EXIST, TIMED_OUT).
 *
 * Rules: before anything runs, the operator confirms two warnings when they apply (an event
 * scheduled within the hour; the encoder live for another event, which going live force-stops).
 * Starting the live event "may take a few minutes": its status is polled every
 * STATUS_POLL_INTERVAL_MS, and the whole wait gives up after GO_LIVE_WAIT_TIMEOUT_MS. FAILED and
 * TIMED_OUT can be retried; NOT_EXIST (the encoder or event vanished) cannot.
 */
export const goLiveWaitMachine = setup({
  types: {
    context: {} as GoLiveWaitContext,
    events: {} as GoLiveWaitEvent,
    input: {} as GoLiveInput,
  },
  actors: {
    createSchedule: fromPromise<CreatedSchedule, CreateScheduleInput>(
      notProvided('createSchedule'),
    ),
    startEncoder: fromPromise<void, ScheduleInput>(notProvided('startEncoder')),
    fetchGoLiveStatus: fromPromise<GoLiveWaitState, ScheduleInput>(
      notProvided('fetchGoLiveStatus'),
    ),
  },
  delays: {
    statusPoll: STATUS_POLL_INTERVAL_MS,
    waitTimeout: GO_LIVE_WAIT_TIMEOUT_MS,
  },
  actions: {
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
    setWaitState: assign((_, waitState: GoLiveWaitState) => ({ waitState })),
  },
  guards: {
    scheduledEventSoon: ({ context }) =>
      scheduledEventStartsSoon(context.now, context.nextScheduledStart),
    encoderLiveElsewhere: ({ context }) => context.encoderLiveForEventId !== null,
    statusIs: (_, { status, expected }: { status: GoLiveWaitState; expected: GoLiveWaitState }) =>
      status === expected,
  },
}).createMachine({
  id: 'goLiveWait',
  context: ({ input }) => ({
    encoderId: input.encoderId,
    now: input.now,
    nextScheduledStart: input.nextScheduledStart ?? null,
    encoderLiveForEventId: input.encoderLiveForEventId ?? null,
    force: false,
    scheduleId: null,
    waitState: null,
    error: null,
  }),
  initial: 'checkingSchedule',
  states: {
    checkingSchedule: {
      always: [
        { guard: 'scheduledEventSoon', target: 'confirmingScheduledEvent' },
        { target: 'checkingEncoder' },
      ],
    },
    confirmingScheduledEvent: {
      on: {
        'goLive.confirm': { target: 'checkingEncoder' },
        'goLive.cancel': { target: 'cancelled' },
      },
    },
    checkingEncoder: {
      always: [
        { guard: 'encoderLiveElsewhere', target: 'confirmingEncoderConflict' },
        { target: 'goingLive' },
      ],
    },
    confirmingEncoderConflict: {
      on: {
        'goLive.confirm': { target: 'goingLive', actions: assign({ force: true }) },
        'goLive.cancel': { target: 'cancelled' },
      },
    },
    goingLive: {
      initial: 'creatingSchedule',
      entry: assign({ error: null }),
      after: { waitTimeout: { target: 'timedOut' } },
      on: { 'goLive.cancel': { target: 'cancelled' } },
      states: {
        creatingSchedule: {
          entry: { type: 'setWaitState', params: 'SCHEDULE_CREATE_WAIT' },
          invoke: {
            id: 'createSchedule',
            src: 'createSchedule',
            input: ({ context }) => ({ encoderId: context.encoderId, force: context.force }),
            onDone: {
              target: 'startingEncoder',
              actions: assign({ scheduleId: ({ event }) => event.output.scheduleId }),
            },
            onError: {
              target: '#goLiveWait.failed',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        startingEncoder: {
          entry: { type: 'setWaitState', params: 'ENCODER_START_WAIT' },
          invoke: {
            id: 'startEncoder',
            src: 'startEncoder',
            input: ({ context }) => ({
              encoderId: context.encoderId,
              scheduleId: context.scheduleId ?? '',
            }),
            onDone: { target: 'startingLiveEvent' },
            onError: {
              target: '#goLiveWait.failed',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        startingLiveEvent: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { statusPoll: { target: 'checking' } },
            },
            checking: {
              invoke: {
                id: 'fetchGoLiveStatus',
                src: 'fetchGoLiveStatus',
                input: ({ context }) => ({
                  encoderId: context.encoderId,
                  scheduleId: context.scheduleId ?? '',
                }),
                onDone: [
                  {
                    guard: {
                      type: 'statusIs',
                      params: ({ event }) => ({
                        status: event.output,
                        expected: 'SCHEDULE_CREATED',
                      }),
                    },
                    target: '#goLiveWait.scheduleCreated',
                  },
                  {
                    guard: {
                      type: 'statusIs',
                      params: ({ event }) => ({ status: event.output, expected: 'FAILED' }),
                    },
                    target: '#goLiveWait.failed',
                  },
                  {
                    guard: {
                      type: 'statusIs',
                      params: ({ event }) => ({ status: event.output, expected: 'NOT_EXIST' }),
                    },
                    target: '#goLiveWait.notExist',
                  },
                  {
                    guard: {
                      type: 'statusIs',
                      params: ({ event }) => ({ status: event.output, expected: 'TIMED_OUT' }),
                    },
                    target: '#goLiveWait.timedOut',
                  },
                  // Still one of the wait states: show it and poll again.
                  {
                    target: 'waiting',
                    actions: { type: 'setWaitState', params: ({ event }) => event.output },
                  },
                ],
                // One failed poll is not a failed go-live: keep polling until the timeout.
                onError: {
                  target: 'waiting',
                  actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    scheduleCreated: {
      type: 'final',
      entry: [{ type: 'setWaitState', params: 'SCHEDULE_CREATED' }, assign({ error: null })],
    },
    failed: {
      entry: { type: 'setWaitState', params: 'FAILED' },
      on: {
        'goLive.retry': { target: 'goingLive' },
        'goLive.cancel': { target: 'cancelled' },
      },
    },
    timedOut: {
      entry: { type: 'setWaitState', params: 'TIMED_OUT' },
      on: {
        'goLive.retry': { target: 'goingLive' },
        'goLive.cancel': { target: 'cancelled' },
      },
    },
    notExist: {
      type: 'final',
      entry: { type: 'setWaitState', params: 'NOT_EXIST' },
    },
    cancelled: { type: 'final' },
  },
});
