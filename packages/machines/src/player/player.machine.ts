import { assign, fromPromise, setup } from 'xstate';
import { type MachineError, type RejectedCall, toMachineError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export interface PlayerDetails {
  readonly title: string;
  /** HLS manifest URL. */
  readonly manifestUrl: string;
  readonly autoplay?: boolean;
}

export interface PlayerInput {
  readonly mediaId: string;
}

export interface PlayerContext {
  mediaId: string;
  details: PlayerDetails | null;
  error: MachineError | null;
}

export type PlayerEvent =
  | { type: 'player.play' }
  | { type: 'player.pause' }
  /** From the video element: playback reached the end. */
  | { type: 'player.ended' }
  /** From the video element or hls.js: a fatal media error. */
  | { type: 'player.failed'; error: MachineError }
  | { type: 'player.retry' };

/**
 * The video player (spec section 4: loading, then loaded after details arrive, then playing or
 * paused). Ended and error complete the lifecycle: an ended video plays again from the start,
 * an error can be retried (details are fetched again, since a failed manifest often means the
 * media changed). A player profile with autoplay goes straight from loaded to playing.
 */
export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
  },
  actors: {
    loadDetails: fromPromise<PlayerDetails, PlayerInput>(notProvided('loadDetails')),
  },
  actions: {
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
  },
  guards: {
    autoplay: ({ context }) => context.details?.autoplay === true,
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({ mediaId: input.mediaId, details: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ mediaId: context.mediaId }),
        onDone: { target: 'loaded', actions: assign({ details: ({ event }) => event.output }) },
        onError: {
          target: 'error',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    loaded: {
      always: { guard: 'autoplay', target: 'playing' },
      on: { 'player.play': { target: 'playing' } },
    },
    playing: {
      on: {
        'player.pause': { target: 'paused' },
        'player.ended': { target: 'ended' },
      },
    },
    paused: {
      on: { 'player.play': { target: 'playing' } },
    },
    ended: {
      on: { 'player.play': { target: 'playing' } },
    },
    error: {
      on: { 'player.retry': { target: 'loading' } },
    },
  },
  on: {
    'player.failed': {
      target: '.error',
      actions: assign({ error: ({ event }) => event.error }),
    },
  },
});
