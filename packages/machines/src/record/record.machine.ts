import { assign, fromPromise, setup } from 'xstate';
import { type MachineError, type RejectedCall, toMachineError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export interface RecordContext<TRecord> {
  /** The last record fetched; kept through a reload and a failed reload. */
  data: TRecord | null;
  /** The last failure, with its HTTP status; null unless the machine is `failed`. */
  error: MachineError | null;
}

export type RecordEvent =
  /** Fetch again after a failure: the error view's Retry. */
  | { type: 'record.retry' }
  /** Fetch again while showing the record (after a change, or on a push from the server). */
  | { type: 'record.reload' };

/** Action params carrying a fetched record (wrapped: XState cannot infer a bare type parameter). */
export interface FetchedRecord<TRecord> {
  readonly record: TRecord;
}

/**
 * One record a screen shows (an organisation, an event, a video): fetched when the actor starts,
 * kept while it lives, fetched again on request. The page-level counterpart of the list resource
 * machine; it has no freshness window because a record screen reads its record on every visit.
 *
 * Which record is the provided `fetchRecord` actor's business (the page builds it from the route's
 * parameters), so the machine stays one type parameter wide and another record is another actor.
 *
 * - `loading` runs `fetchRecord`; leaving the state (the page unmounts) stops the call, and a
 *   promise actor's `signal` aborts the request.
 * - `failed` keeps the error with its HTTP status (`MachineError`), so the page can tell a missing
 *   record (404) from a forbidden one (403) from a failure worth retrying.
 * - `reloading` keeps the record on screen while the new one arrives.
 */
export function createRecordMachine<TRecord>() {
  return setup({
    types: {
      context: {} as RecordContext<TRecord>,
      events: {} as RecordEvent,
    },
    actors: {
      fetchRecord: fromPromise<TRecord>(notProvided('fetchRecord')),
    },
    actions: {
      storeRecord: assign((_, { record }: FetchedRecord<TRecord>) => ({
        data: record,
        error: null,
      })),
      storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
    },
  }).createMachine({
    id: 'record',
    context: { data: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'fetchRecord',
          src: 'fetchRecord',
          onDone: {
            target: 'loaded',
            actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) },
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
          onDone: {
            target: 'loaded',
            actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) },
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

/** The record machine for untyped records; `createRecordMachine<TRecord>()` keeps the type. */
export const recordMachine = createRecordMachine<unknown>();
