import {
  type IngestProblem,
  RETRY_COUNT,
  RETRY_INITIAL_DELAY_MS,
  type UploadErrorCode,
  type UploadFileFacts,
  type UploadProgressLabel,
  uploadErrorOf,
  uploadFileProblem,
} from '@studio/domain';
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { mediaProcessingMachine } from '../media-processing/media-processing.machine.js';
import { type MachineError, type RejectedCall, toMachineError } from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

/** The chosen file: its facts for the rules, and the Blob itself for the transfer. */
export interface UploadFile extends UploadFileFacts {
  readonly blob?: Blob;
}

/** What survives a page reload (kept by the studio in local storage) to resume the transfer. */
export interface ResumableUpload {
  readonly uploadUrl: string;
  readonly fileName: string;
  readonly bytesUploaded: number;
  readonly bytesTotal: number;
}

export interface UploadInput {
  readonly resume?: ResumableUpload | null;
}

export interface InspectMediaInput {
  readonly file: UploadFile;
}

export interface TransferInput {
  readonly file: UploadFile;
  /** The resumable upload's URL when continuing one (after pause, drop or reload). */
  readonly uploadUrl: string | null;
}

/** Events the transfer actor (tus in the studio) sends back while it runs. */
export type TransferEvent =
  | { type: 'upload.progressed'; bytesUploaded: number; bytesTotal: number; uploadUrl: string }
  | { type: 'upload.transferred'; mediaId: string }
  | { type: 'upload.connectionLost'; error: MachineError };

export interface UploadContext {
  file: UploadFile | null;
  uploadUrl: string | null;
  bytesUploaded: number;
  bytesTotal: number;
  /** Name of the file an interrupted upload was sending, so the user picks the same one again. */
  resumeFileName: string | null;
  mediaId: string | null;
  errorCode: UploadErrorCode | null;
  /**
   * Ingest rules the browser check found broken (resolution, frame rate, keyframes...), each with
   * the value found, so the refusal can name both.
   */
  problems: readonly IngestProblem[];
  error: MachineError | null;
  reconnectAttempt: number;
  processingLabel: UploadProgressLabel | null;
}

export type UploadEvent =
  | { type: 'upload.choose'; file: UploadFile }
  | { type: 'upload.start' }
  | { type: 'upload.pause' }
  | { type: 'upload.resume' }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | { type: 'upload.retryProcessing' }
  | TransferEvent;

const emptyTransfer = {
  file: null,
  uploadUrl: null,
  bytesUploaded: 0,
  bytesTotal: 0,
  resumeFileName: null,
  mediaId: null,
  errorCode: null,
  problems: [],
  error: null,
  reconnectAttempt: 0,
  processingLabel: null,
} satisfies UploadContext;

/** Exponential back-off of spec section 9 (initial 1000 ms, doubled per attempt). */
export function reconnectDelay(attempt: number): number {
  return RETRY_INITIAL_DELAY_MS * 2 ** attempt;
}

/**
 * One video upload: file chosen -> checked in the browser -> uploading (resumable) -> processing
 * -> ready, with the error codes FILE_PROCESSING, FILE_SIZE, FILE_TYPE, NO_FILE.
 *
 * - `checking` applies the name/size/type rules of @studio/domain at once; `inspecting` runs the
 *   injected media check (mp4box in the studio), which answers the broken ingest rules of
 *   @studio/domain (`checkIngest`); the error code is the first problem's (FILE_TYPE, or FILE_SIZE
 *   for a video too long). A check that cannot run does not block: the server checks again.
 * - The transfer is a callback actor (tus in the studio) that reports progress, completion and
 *   dropped connections. A dropped connection is retried RETRY_COUNT times with exponential
 *   back-off, resuming from the stored upload URL; then the upload fails and can be retried.
 * - After a page reload, `interrupted` waits for the user to choose the file again and resumes
 *   from the stored upload URL.
 * - `processing` runs the media processing machine as a child; its failure is FILE_PROCESSING
 *   and can be retried from here.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    inspectMedia: fromPromise<readonly IngestProblem[], InspectMediaInput>(
      notProvided('inspectMedia'),
    ),
    transferFile: fromCallback<UploadEvent, TransferInput>(({ sendBack }) => {
      sendBack({
        type: 'upload.connectionLost',
        error: toMachineError(new Error('The "transferFile" actor was not provided.')),
      });
    }),
    mediaProcessing: mediaProcessingMachine,
  },
  delays: {
    reconnect: ({ context }) => reconnectDelay(context.reconnectAttempt - 1),
  },
  actions: {
    chooseFile: assign(({ context }, file: UploadFile) => ({
      ...emptyTransfer,
      file,
      // Keep the interrupted upload's URL only for the same file: tus would refuse another.
      uploadUrl: file.name === context.resumeFileName ? context.uploadUrl : null,
      resumeFileName: context.resumeFileName,
    })),
    storeFileProblem: assign(({ context }) => ({ errorCode: uploadFileProblem(context.file) })),
    storeMediaProblems: assign((_, problems: readonly IngestProblem[]) => ({
      errorCode: uploadErrorOf(problems) ?? 'FILE_TYPE',
      problems,
    })),
    storeProgress: assign(({ event }) =>
      event.type === 'upload.progressed'
        ? {
            bytesUploaded: event.bytesUploaded,
            bytesTotal: event.bytesTotal,
            uploadUrl: event.uploadUrl,
            reconnectAttempt: 0,
            error: null,
          }
        : {},
    ),
    countReconnect: assign(({ context, event }) => ({
      reconnectAttempt: context.reconnectAttempt + 1,
      error: event.type === 'upload.connectionLost' ? event.error : context.error,
    })),
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
    reset: assign(emptyTransfer),
  },
  guards: {
    hasResumableUpload: ({ context }) => context.uploadUrl !== null,
    hasFileProblem: ({ context }) => uploadFileProblem(context.file) !== null,
    hasMediaProblems: (_, problems: readonly IngestProblem[]) => problems.length > 0,
    canReconnect: ({ context }) => context.reconnectAttempt < RETRY_COUNT,
    processingComplete: (_, status: string) => status === 'COMPLETE',
    processingFailed: (_, { value }: { value: unknown }) =>
      value === 'failed' || value === 'timedOut',
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    ...emptyTransfer,
    uploadUrl: input.resume?.uploadUrl ?? null,
    bytesUploaded: input.resume?.bytesUploaded ?? 0,
    bytesTotal: input.resume?.bytesTotal ?? 0,
    resumeFileName: input.resume?.fileName ?? null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasResumableUpload', target: 'interrupted' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'upload.choose': {
          target: 'checking',
          actions: { type: 'chooseFile', params: ({ event }) => event.file },
        },
        'upload.start': { actions: assign({ errorCode: 'NO_FILE' }) },
      },
    },
    interrupted: {
      on: {
        'upload.choose': {
          target: 'checking',
          actions: { type: 'chooseFile', params: ({ event }) => event.file },
        },
        'upload.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    checking: {
      always: [
        { guard: 'hasFileProblem', target: 'rejected', actions: 'storeFileProblem' },
        { target: 'inspecting' },
      ],
    },
    inspecting: {
      invoke: {
        id: 'inspectMedia',
        src: 'inspectMedia',
        input: ({ context }) => ({ file: context.file ?? { name: '', size: 0, type: '' } }),
        onDone: [
          {
            guard: { type: 'hasMediaProblems', params: ({ event }) => event.output },
            target: 'rejected',
            actions: { type: 'storeMediaProblems', params: ({ event }) => event.output },
          },
          { target: 'accepted' },
        ],
        onError: { target: 'accepted' },
      },
    },
    rejected: {
      on: {
        'upload.choose': {
          target: 'checking',
          actions: { type: 'chooseFile', params: ({ event }) => event.file },
        },
      },
    },
    accepted: {
      on: {
        'upload.start': { target: 'uploading' },
        'upload.choose': {
          target: 'checking',
          actions: { type: 'chooseFile', params: ({ event }) => event.file },
        },
        'upload.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    uploading: {
      invoke: {
        id: 'transferFile',
        src: 'transferFile',
        input: ({ context }) => ({
          file: context.file ?? { name: '', size: 0, type: '' },
          uploadUrl: context.uploadUrl,
        }),
      },
      on: {
        'upload.progressed': { actions: 'storeProgress' },
        'upload.transferred': {
          target: 'processing',
          actions: assign({ mediaId: ({ event }) => event.mediaId }),
        },
        'upload.connectionLost': [
          { guard: 'canReconnect', target: 'reconnecting', actions: 'countReconnect' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => event.error }),
          },
        ],
        'upload.pause': { target: 'paused' },
        'upload.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    paused: {
      on: {
        'upload.resume': { target: 'uploading' },
        'upload.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    reconnecting: {
      after: { reconnect: { target: 'uploading' } },
      on: { 'upload.cancel': { target: 'idle', actions: 'reset' } },
    },
    failed: {
      on: {
        'upload.retry': { target: 'uploading', actions: assign({ reconnectAttempt: 0 }) },
        'upload.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    processing: {
      initial: 'running',
      invoke: {
        id: 'mediaProcessing',
        src: 'mediaProcessing',
        input: ({ context }) => ({ mediaId: context.mediaId ?? '' }),
        onSnapshot: [
          {
            guard: {
              type: 'processingFailed',
              params: ({ event }) => ({ value: event.snapshot.value }),
            },
            target: '.failed',
            actions: assign({
              processingLabel: ({ event }) => event.snapshot.context.label,
              errorCode: 'FILE_PROCESSING',
            }),
          },
          {
            target: '.running',
            actions: assign({
              processingLabel: ({ event }) => event.snapshot.context.label,
              errorCode: null,
            }),
          },
        ],
        onDone: [
          {
            guard: { type: 'processingComplete', params: ({ event }) => event.output.status },
            target: 'ready',
          },
          { target: 'cancelled' },
        ],
      },
      on: {
        'upload.cancel': { actions: sendTo('mediaProcessing', { type: 'media.cancel' }) },
      },
      states: {
        running: {},
        failed: {
          on: {
            'upload.retryProcessing': {
              actions: sendTo('mediaProcessing', { type: 'media.retry' }),
            },
          },
        },
      },
    },
    ready: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
