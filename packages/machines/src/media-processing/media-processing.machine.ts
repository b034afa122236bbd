import {
  type MediaProcessingState,
  STATUS_POLL_INTERVAL_MS,
  type UploadProgressLabel,
  uploadProgressLabel,
} from '@studio/domain';
import { assign, fromPromise, raise, setup } from 'xstate';
import { type MachineError, type RejectedCall, toMachineError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export interface MediaInput {
  readonly mediaId: string;
}

export interface MediaProcessingContext {
  mediaId: string;
  /** The last status the server reported, verbatim (it may be one we do not know). */
  status: string;
  label: UploadProgressLabel;
  error: MachineError | null;
}

export type MediaProcessingEvent =
  /** A status from the server: pushed over server-sent events, or from this machine's own poll. */
  | { type: 'media.statusReported'; status: string }
  | { type: 'media.cancel' }
  | { type: 'media.retry' };

export interface MediaProcessingOutput {
  readonly status: Extract<MediaProcessingState, 'COMPLETE' | 'CANCELLED'>;
}

/**
 * Server-side processing of one uploaded video (spec section 4: PENDING, STARTING, IN_PROGRESS,
 * SEGMENTING, TRANSCODING, RE_SEGMENTING, RETRYING, FAILED, COMPLETE, CANCELLED, TIMED_OUT), each
 * mapped to its upload progress label by `uploadProgressLabel` in @studio/domain.
 *
 * Rules (not shown in the spec): the server's status always wins, in any order, because the job
 * queue may skip or repeat steps; an unknown status is shown as "invalid event status" and
 * polling goes on. The status is fetched at once, then every STATUS_POLL_INTERVAL_MS. The user can
 * cancel while processing runs, and retry after FAILED or TIMED_OUT. COMPLETE and CANCELLED end
 * the machine (its output names which), so a parent upload machine can finish on them.
 */
export const mediaProcessingMachine = setup({
  types: {
    context: {} as MediaProcessingContext,
    events: {} as MediaProcessingEvent,
    input: {} as MediaInput,
    output: {} as MediaProcessingOutput,
  },
  actors: {
    fetchMediaStatus: fromPromise<string, MediaInput>(notProvided('fetchMediaStatus')),
    cancelProcessing: fromPromise<void, MediaInput>(notProvided('cancelProcessing')),
    retryProcessing: fromPromise<void, MediaInput>(notProvided('retryProcessing')),
  },
  delays: {
    statusPoll: STATUS_POLL_INTERVAL_MS,
  },
  actions: {
    recordStatus: assign(({ event }) =>
      event.type === 'media.statusReported'
        ? { status: event.status, label: uploadProgressLabel(event.status) }
        : {},
    ),
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
  },
  guards: {
    reported: ({ event }, status: MediaProcessingState) =>
      event.type === 'media.statusReported' && event.status === status,
  },
}).createMachine({
  id: 'mediaProcessing',
  context: ({ input }) => ({
    mediaId: input.mediaId,
    status: 'PENDING',
    label: uploadProgressLabel('PENDING'),
    error: null,
  }),
  initial: 'processing',
  states: {
    processing: {
      type: 'parallel',
      on: { 'media.cancel': { target: 'cancelling' } },
      states: {
        status: {
          initial: 'pending',
          on: {
            'media.statusReported': [
              {
                guard: { type: 'reported', params: 'PENDING' },
                target: '.pending',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'STARTING' },
                target: '.starting',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'IN_PROGRESS' },
                target: '.inProgress',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'SEGMENTING' },
                target: '.segmenting',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'TRANSCODING' },
                target: '.transcoding',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'RE_SEGMENTING' },
                target: '.reSegmenting',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'RETRYING' },
                target: '.retrying',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'FAILED' },
                target: '#mediaProcessing.failed',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'COMPLETE' },
                target: '#mediaProcessing.complete',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'CANCELLED' },
                target: '#mediaProcessing.cancelled',
                actions: 'recordStatus',
              },
              {
                guard: { type: 'reported', params: 'TIMED_OUT' },
                target: '#mediaProcessing.timedOut',
                actions: 'recordStatus',
              },
              { target: '.invalidStatus', actions: 'recordStatus' },
            ],
          },
          states: {
            pending: {},
            starting: {},
            inProgress: {},
            segmenting: {},
            transcoding: {},
            reSegmenting: {},
            retrying: {},
            invalidStatus: {},
          },
        },
        poll: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchMediaStatus',
                src: 'fetchMediaStatus',
                input: ({ context }) => ({ mediaId: context.mediaId }),
                onDone: {
                  target: 'waiting',
                  actions: [
                    assign({ error: null }),
                    raise(({ event }) => ({
                      type: 'media.statusReported' as const,
                      status: event.output,
                    })),
                  ],
                },
                // A failed poll is shown but not fatal: processing goes on server-side.
                onError: {
                  target: 'waiting',
                  actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
                },
              },
            },
            waiting: {
              after: { statusPoll: { target: 'fetching' } },
            },
          },
        },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelProcessing',
        src: 'cancelProcessing',
        input: ({ context }) => ({ mediaId: context.mediaId }),
        onDone: {
          target: 'cancelled',
          actions: assign({ status: 'CANCELLED', label: uploadProgressLabel('CANCELLED') }),
        },
        onError: {
          target: 'processing',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    failed: {
      on: { 'media.retry': { target: 'restarting' } },
    },
    timedOut: {
      on: { 'media.retry': { target: 'restarting' } },
    },
    restarting: {
      invoke: {
        id: 'retryProcessing',
        src: 'retryProcessing',
        input: ({ context }) => ({ mediaId: context.mediaId }),
        onDone: {
          target: '#mediaProcessing.processing.status.retrying',
          actions: assign({
            status: 'RETRYING',
            label: uploadProgressLabel('RETRYING'),
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    complete: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ status: context.status === 'COMPLETE' ? 'COMPLETE' : 'CANCELLED' }),
});
