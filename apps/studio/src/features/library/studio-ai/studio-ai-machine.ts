import { assign, fromPromise, setup } from 'xstate';
import type { AiEnrichment, AiUsage } from '@studio/api';
import type { AiSuggestionField } from '@studio/domain';

/** What the panel shows: the video's enrichment (null when never asked) and the month's usage. */
export interface StudioAiRecord {
  enrichment: AiEnrichment | null;
  usage: AiUsage;
}

export interface StudioAiContext {
  record: StudioAiRecord | null;
  /** The last refusal, in the server's words when it gave some. */
  error: string | null;
  /** Approvals that landed: the page reloads the item after each. */
  approvals: number;
}

export type StudioAiEvent =
  | { type: 'ai.request' }
  | { type: 'ai.approve'; fields: AiSuggestionField[] }
  | { type: 'ai.reject' }
  | { type: 'ai.retry' };

/** How often the panel asks again while Studio AI works. */
export const STUDIO_AI_POLL_MS = 3000;

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : null;

/**
 * The Studio AI panel: load, then settle on what the server says; while the enrichment is
 * processing, load again every few seconds; each action reloads afterwards, so the panel always
 * shows the server's state. The actors are provided by the panel (the API calls).
 */
export const studioAiMachine = setup({
  types: {
    context: {} as StudioAiContext,
    events: {} as StudioAiEvent,
  },
  actors: {
    load: fromPromise<StudioAiRecord>(() => Promise.reject(new Error('load not provided'))),
    request: fromPromise<AiEnrichment>(() => Promise.reject(new Error('request not provided'))),
    approve: fromPromise<AiEnrichment, { fields: AiSuggestionField[] }>(() =>
      Promise.reject(new Error('approve not provided')),
    ),
    reject: fromPromise<void>(() => Promise.reject(new Error('reject not provided'))),
  },
  delays: { poll: STUDIO_AI_POLL_MS },
  guards: {
    isProcessing: ({ context }) => context.record?.enrichment?.status === 'processing',
  },
  actions: {
    rememberError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error) }),
    forgetError: assign({ error: null }),
  },
}).createMachine({
  id: 'studioAi',
  context: { record: null, error: null, approvals: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'settled', actions: assign({ record: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'ai.retry': { target: 'loading', actions: 'forgetError' } } },
    settled: {
      always: { guard: 'isProcessing', target: 'processing' },
      on: {
        'ai.request': { target: 'requesting', actions: 'forgetError' },
        'ai.approve': { target: 'approving', actions: 'forgetError' },
        'ai.reject': { target: 'rejecting', actions: 'forgetError' },
      },
    },
    processing: { after: { poll: 'loading' } },
    requesting: {
      invoke: {
        src: 'request',
        onDone: 'loading',
        onError: {
          target: 'settled',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    approving: {
      invoke: {
        src: 'approve',
        input: ({ event }) => ({ fields: event.type === 'ai.approve' ? event.fields : [] }),
        onDone: {
          target: 'loading',
          actions: assign({ approvals: ({ context }) => context.approvals + 1 }),
        },
        onError: {
          target: 'settled',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    rejecting: {
      invoke: {
        src: 'reject',
        onDone: 'loading',
        onError: {
          target: 'settled',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
