import { fromCallback, fromPromise } from 'xstate';
import { isApiError, unwrap, type StudioApi } from '@studio/api';
import type { IngestProblem } from '@studio/domain';
import {
  mediaProcessingMachine,
  toMachineError,
  type InspectMediaInput,
  type MediaInput,
  type TransferInput,
  type UploadEvent,
} from '@studio/machines';
import type { UploadRequest } from '../library-api';
import {
  findStoredUpload,
  fingerprintOf,
  forgetStoredUpload,
  keepStoredUpload,
  type StoredUpload,
} from './resumable-uploads';
import type { TransferSlots } from './transfer-slots';

/** What the upload form says about every file chosen with it (spec section 3, Upload). */
export type UploadSettings = Pick<
  UploadRequest,
  'videoType' | 'availability' | 'expiresAt' | 'regionId'
>;

/** tus sends 8 MB at a time: large enough for speed, small enough to lose little on a drop. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** tus's own quick retries before the upload machine's back-off takes over. */
const TUS_RETRY_DELAYS = [0, 1000, 3000];

/**
 * The browser check: the MP4's facts read with mp4box, judged by the ingest rules of
 * @studio/domain, before a byte is sent. Both are fetched with the first file chosen, so the
 * upload route carries neither.
 */
export const inspectMedia = fromPromise<readonly IngestProblem[], InspectMediaInput>(
  async ({ input }) => {
    const blob = input.file.blob;
    if (!blob) return [];
    const { readMp4Facts, checkIngest } = await import('./mp4-facts');
    return checkIngest(await readMp4Facts(blob));
  },
);

export interface TransferDependencies {
  readonly api: StudioApi;
  readonly customerId: string;
  readonly settings: UploadSettings;
  readonly slots: TransferSlots;
  /** Told the upload's ids once known, so the page can cancel it and follow its processing. */
  onStored(upload: StoredUpload): void;
}

/**
 * The transfer, a callback actor of the upload machine: waits for its turn in the queue, finds
 * the file's earlier upload (same file chosen again after a closed tab) or starts one
 * (createUpload), then sends the bytes with tus-js-client (fetched on first use) from the
 * server's offset. Leaving the state (pause, cancel) aborts the transfer and keeps the upload on
 * the server, so it resumes.
 */
export function transferFile({ api, customerId, settings, slots, onStored }: TransferDependencies) {
  return fromCallback<UploadEvent, TransferInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    let abortTransfer: (() => void) | null = null;
    let releaseSlot: (() => void) | null = null;
    const blob = input.file.blob;
    const identity = {
      name: input.file.name,
      size: input.file.size,
      ...(blob instanceof File ? { lastModified: blob.lastModified } : {}),
    };
    const fingerprint = fingerprintOf(identity);

    const run = async () => {
      if (!blob) throw new Error('No file to send.');
      releaseSlot = await slots.acquire(controller.signal);
      let stored = findStoredUpload(customerId, identity);
      if (!stored || (input.uploadUrl !== null && stored.uploadUrl !== input.uploadUrl)) {
        const upload = await api.createUpload(
          customerId,
          { fileName: input.file.name, sizeBytes: input.file.size, ...settings },
          { signal: controller.signal },
        );
        stored = {
          uploadUrl: new URL(upload.uploadUrl, globalThis.location?.href).href,
          uploadId: upload.uuid,
          mediaId: upload.mediaId,
          fileName: input.file.name,
          fingerprint,
          bytesUploaded: 0,
          bytesTotal: input.file.size,
        };
        keepStoredUpload(customerId, stored);
      }
      onStored(stored);
      const current = stored;
      const { Upload } = await import('tus-js-client');
      if (controller.signal.aborted) return;
      const upload = new Upload(blob, {
        uploadUrl: current.uploadUrl,
        chunkSize: CHUNK_BYTES,
        retryDelays: TUS_RETRY_DELAYS,
        storeFingerprintForResuming: false,
        onBeforeRequest: (request) => {
          const token = api.tokens.get();
          if (token) request.setHeader('Authorization', `Bearer ${token}`);
        },
        onShouldRetry: (error) => {
          const status = error.originalResponse?.getStatus() ?? 0;
          // An access token expired mid-upload: get a fresh one and send again.
          if (status === 401) {
            void api.refreshSession().catch(() => undefined);
            return true;
          }
          return status === 0 || status === 409 || status === 423 || status >= 500;
        },
        onProgress: (bytesUploaded, bytesTotal) => {
          keepStoredUpload(customerId, { ...current, bytesUploaded, bytesTotal });
          sendBack({
            type: 'upload.progressed',
            bytesUploaded,
            bytesTotal,
            uploadUrl: current.uploadUrl,
          });
        },
        onSuccess: () => {
          forgetStoredUpload(customerId, fingerprint);
          releaseSlot?.();
          sendBack({ type: 'upload.transferred', mediaId: current.mediaId });
        },
        onError: (error) => {
          releaseSlot?.();
          releaseSlot = null;
          sendBack({ type: 'upload.connectionLost', error: toMachineError(error) });
        },
      });
      abortTransfer = () => void upload.abort(false);
      upload.start();
    };

    run().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      releaseSlot?.();
      releaseSlot = null;
      // A refusal of createUpload (400, 403, 422) will not change by trying again.
      sendBack({ type: 'upload.connectionLost', error: toMachineError(error) });
      const status = isApiError(error) ? (error.status ?? 0) : 0;
      if (status >= 400 && status < 500) {
        forgetStoredUpload(customerId, fingerprint);
      }
    });

    return () => {
      controller.abort();
      abortTransfer?.();
      releaseSlot?.();
    };
  });
}

/** Processing after the transfer: the media status read at once and every 5 s (the fallback). */
export function mediaProcessing(api: StudioApi, cancel: (mediaId: string) => Promise<void>) {
  return mediaProcessingMachine.provide({
    actors: {
      fetchMediaStatus: fromPromise<string, MediaInput>(async ({ input, signal }) => {
        const status = await unwrap(
          api.mediaStatus.GET('/media/{mediaId}', {
            params: { path: { mediaId: input.mediaId } },
            signal,
          }),
        );
        return status.status;
      }),
      cancelProcessing: fromPromise<void, MediaInput>(({ input }) => cancel(input.mediaId)),
    },
  });
}
