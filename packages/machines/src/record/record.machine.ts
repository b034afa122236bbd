import { assign, fromPromise, setup } from 'xstate';
import { type MachineError, type RejectedCall, toMachineError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

/**
 * What identifies the record to fetch: `{ customerId }` for an organisation, `{ customerId, uuid }`
 * for an item. Whatever the page's route gives; the machine only hands it to `fetchRecord`.
 */
export type RecordParams = Readonly<Record<string, string>>;

export interface RecordInput<TParams extends RecordParams = RecordParams> {
  readonly params: TParams;
}

export interface RecordContext<TRecord, TParams extends RecordParams = RecordParams> {
  params: TParams;
  /** The last record fetched; kept through a reload and a failed reload, cleared by `record.load`. */
  data: TRecord | null;
  error: MachineError | null;
}

export type RecordEvent<TParams extends RecordParams = RecordParams> =
  /** Fetch another record in place (the route's id changed while the page stayed). */
  | { type: 'record.load'; params: TParams }
  /** Fetch again after a failure: the error view's Retry. */
  | { type: 'record.retry' }
  /** Fetch again while showing the record (after a change, or on a push from the server). */
  | { type: 'record.reload' };

/**
 * One record a screen shows (an organisation, an event, a video): fetched when the actor starts,
 * kept while it lives, fetched again on request. The page-level counterpart of the list resource
 * machine; it has no freshness window because a record screen reads its record on every visit.
 *
 * - `loading` runs `fetchRecord` with the params; leaving the state (the page unmounts, a new
 *   `record.load`) stops the call, and a promise actor's `signal` aborts the request.
 * - `failed` keeps the error with its HTTP status (`MachineError`), so the page can tell a missing
 *   record (404) from a forbidden one (403) from a failure worth retrying.
 * - `reloading` keeps the record on screen while the new one arrives.
 */
export function createRecordMachine<TRecord, TParams extends RecordParams = RecordParams>() {
  return setup({
    types: {
      context: {} as RecordContext<TRecord, TParams>,
      events: {} as RecordEvent<TParams>,
      input: {} as RecordInput<TParams>,
    },
    actors: {
      fetchRecord: fromPromise<TRecord, TParams>(notProvided('fetchRecord')),
    },
    actions: {
      storeRecord: assign((_, data: TRecord) => ({ data, error: null })),
      storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
    },
  }).createMachine({
    id: 'record',
    context: ({ input }) => ({ params: input.params, data: null, error: null }),
    initial: 'loading',
    on: {
      'record.load': {
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => ({ params: event.params, data: null, error: null })),
      },
    },
    states: {
      loading: {
        invoke: {
          id: 'fetchRecord',
          src: 'fetchRecord',
          input: ({ context }) => context.params,
          onDone: {
            target: 'loaded',
            actions: { type: 'storeRecord', params: ({ event }) => event.output },
          },
          onError: {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
          },
        },
      },
      loaded: {
        on: { 'record.reload': { target: 'reloading' } },
      },
      reloading: {
        invoke: {
          id: 'fetchRecord',
          src: 'fetchRecord',
          input: ({ context }) => context.params,
          onDone: {
            target: 'loaded',
            actions: { type: 'storeRecord', params: ({ event }) => event.output },
          },
          onError: {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
          },
        },
      },
      failed: {
        on: { 'record.retry': { target: 'loading', actions: assign({ error: null }) } },
      },
    },
  });
}

/** The record machine for untyped records; `createRecordMachine<TRecord, TParams>()` keeps the types. */
export const recordMachine = createRecordMachine<unknown>();
