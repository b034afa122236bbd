import { LIFECYCLE_MESSAGES, WEB_CHANNEL_IN_USE_STATUS } from '@studio/domain';
import { assign, fromPromise, setup } from 'xstate';
import {
  type MachineError,
  type RejectedCall,
  ruleError,
  toMachineError,
} from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export const WEB_VIDEO_RULE_CODES = {
  cannotRestart: 'WEB_VIDEO_CANNOT_RESTART',
  channelInUse: 'WEB_CHANNEL_IN_USE',
} as const;

/** Spec section 4: realtime (default), faster than realtime now, or at the next replay. */
export type PlayoutBehaviour = 'realtime' | 'fasterThanRealtime' | 'fasterNextReplay';

export interface WebVideoInput {
  readonly webVideoId: string;
  readonly playout?: PlayoutBehaviour;
}

export interface StartWebVideoInput {
  readonly webVideoId: string;
  readonly playout: PlayoutBehaviour;
}

export interface StoppedWebVideo {
  /** Every source that was using this web video's content and was stopped with it. */
  readonly stoppedSourceIds: readonly string[];
}

export interface WebVideoContext {
  webVideoId: string;
  playout: PlayoutBehaviour;
  stoppedSourceIds: readonly string[];
  error: MachineError | null;
}

export type WebVideoEvent =
  | { type: 'webVideo.setPlayout'; playout: PlayoutBehaviour }
  | { type: 'webVideo.start' }
  | { type: 'webVideo.stop' }
  /** The server: a waiting replay began, or the content played to its end. */
  | { type: 'webVideo.reported'; status: 'playing' | 'stopped' };

const cannotRestart = ruleError(
  WEB_VIDEO_RULE_CODES.cannotRestart,
  LIFECYCLE_MESSAGES.webVideoCannotRestart,
);

function isChannelInUse(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    (reason as { status?: unknown }).status === WEB_CHANNEL_IN_USE_STATUS
  );
}

/**
 * A web video: library content played out on a web channel (spec sections 4 and 8).
 *
 * Rules (transitions not shown in the spec; designed for an operator):
 * - The playout behaviour is chosen before the start and fixed afterwards.
 * - "faster than realtime for the next scheduled replay" waits in `scheduled` until the server
 *   reports the replay playing; the other two play at once.
 * - 409 on start means the web channel is already in use: back to draft with that message, since
 *   the fix is to pick another channel or time. Other failures can be retried.
 * - A stopped web video cannot be restarted (spec); stopping it stops every source using its
 *   content, and the machine keeps which ones so the studio can say so.
 */
export const webVideoMachine = setup({
  types: {
    context: {} as WebVideoContext,
    events: {} as WebVideoEvent,
    input: {} as WebVideoInput,
  },
  actors: {
    startWebVideo: fromPromise<void, StartWebVideoInput>(notProvided('startWebVideo')),
    stopWebVideo: fromPromise<StoppedWebVideo, { webVideoId: string }>(notProvided('stopWebVideo')),
  },
  actions: {
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
  },
  guards: {
    channelInUse: (_, { reason }: RejectedCall) => isChannelInUse(reason),
    waitsForNextReplay: ({ context }) => context.playout === 'fasterNextReplay',
    reportedPlaying: ({ event }) =>
      event.type === 'webVideo.reported' && event.status === 'playing',
    reportedStopped: ({ event }) =>
      event.type === 'webVideo.reported' && event.status === 'stopped',
  },
}).createMachine({
  id: 'webVideo',
  context: ({ input }) => ({
    webVideoId: input.webVideoId,
    playout: input.playout ?? 'realtime',
    stoppedSourceIds: [],
    error: null,
  }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        'webVideo.setPlayout': { actions: assign({ playout: ({ event }) => event.playout }) },
        'webVideo.start': { target: 'starting', actions: assign({ error: null }) },
      },
    },
    starting: {
      invoke: {
        id: 'startWebVideo',
        src: 'startWebVideo',
        input: ({ context }) => ({ webVideoId: context.webVideoId, playout: context.playout }),
        onDone: [{ guard: 'waitsForNextReplay', target: 'scheduled' }, { target: 'playing' }],
        onError: [
          {
            guard: { type: 'channelInUse', params: ({ event }) => ({ reason: event.error }) },
            target: 'draft',
            actions: assign({
              error: ruleError(
                WEB_VIDEO_RULE_CODES.channelInUse,
                LIFECYCLE_MESSAGES.webChannelInUse,
              ),
            }),
          },
          {
            target: 'error',
            actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
          },
        ],
      },
    },
    scheduled: {
      on: {
        'webVideo.reported': { guard: 'reportedPlaying', target: 'playing' },
        'webVideo.stop': { target: 'stopping' },
      },
    },
    playing: {
      on: {
        'webVideo.reported': { guard: 'reportedStopped', target: 'stopped' },
        'webVideo.stop': { target: 'stopping' },
      },
    },
    stopping: {
      invoke: {
        id: 'stopWebVideo',
        src: 'stopWebVideo',
        input: ({ context }) => ({ webVideoId: context.webVideoId }),
        onDone: {
          target: 'stopped',
          actions: assign({ stoppedSourceIds: ({ event }) => event.output.stoppedSourceIds }),
        },
        onError: {
          target: 'playing',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    stopped: {
      on: { 'webVideo.start': { actions: assign({ error: cannotRestart }) } },
    },
    error: {
      on: { 'webVideo.start': { target: 'starting', actions: assign({ error: null }) } },
    },
  },
});
