import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.js';

/** How long the input rests before it is checked: typing asks nothing until the person pauses. */
export const LIVE_CHECK_SETTLE_MS = 800;

export interface LiveCheckContext<TInput, TResult> {
  /** The latest input; the one the next check gets. */
  input: TInput | null;
  /** The last answer; kept through later changes and failed checks until the next answer. */
  result: TResult | null;
}

export type LiveCheckEvent<TInput> =
  /** The input changed (a form's values): the wait starts again, a check in flight is dropped. */
  { type: 'check.changed'; input: TInput };

/** What the `check` actor gets (wrapped: XState cannot infer a bare type parameter). */
export interface CheckRequest<TInput> {
  readonly input: TInput;
}

/** Action params carrying a check's answer (wrapped: XState cannot infer a bare type parameter). */
export interface CheckAnswer<TResult> {
  readonly result: TResult;
}

/**
 * A check that follows an input as it changes (a form asking the server whether what it holds
 * would be refused): once the input rests for `settle`, the provided `check` actor runs with
 * it. A newer change leaves `checking`, which stops the call and aborts its request, so an old
 * answer never replaces a newer one. A failed check changes nothing: the last answer stays,
 * since the final action (saving) checks again anyway.
 *
 * - `idle`: nothing to check, or the last check answered.
 * - `waiting`: the input changed; `settle` runs again at each change.
 * - `checking`: the call is in flight.
 */
export function createLiveCheckMachine<TInput, TResult>() {
  return setup({
    types: {
      context: {} as LiveCheckContext<TInput, TResult>,
      events: {} as LiveCheckEvent<TInput>,
    },
    actors: {
      check: fromPromise<TResult, CheckRequest<TInput>>(notProvided('check')),
    },
    delays: {
      settle: LIVE_CHECK_SETTLE_MS,
    },
    actions: {
      storeInput: assign((_, { input }: { input: TInput }) => ({ input })),
      storeResult: assign((_, { result }: CheckAnswer<TResult>) => ({ result })),
    },
  }).createMachine({
    id: 'liveCheck',
    context: { input: null, result: null },
    initial: 'idle',
    on: {
      'check.changed': {
        target: '.waiting',
        reenter: true,
        actions: { type: 'storeInput', params: ({ event }) => ({ input: event.input }) },
      },
    },
    states: {
      idle: {},
      waiting: {
        after: { settle: { target: 'checking' } },
      },
      checking: {
        invoke: {
          id: 'check',
          src: 'check',
          // Only `check.changed` leads here, and it stores the input first.
          input: ({ context }) => ({ input: context.input as TInput }),
          onDone: {
            target: 'idle',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          onError: { target: 'idle' },
        },
      },
    },
  });
}

/** The untyped instance: what the tests, the story and the coverage walk use. */
export const liveCheckMachine = /*#__PURE__*/ createLiveCheckMachine<unknown, unknown>();
