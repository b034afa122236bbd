import type { IngestProblem, UploadErrorCode, UploadProgressLabel } from '@studio/domain';
import type { SnapshotFrom } from 'xstate';
import type { uploadMachine } from '@studio/machines';

/** Where one file is, as the queue shows it (the upload machine's states, read for people). */
export type UploadPhase =
  | 'interrupted'
  | 'checking'
  | 'refused'
  | 'accepted'
  | 'queued'
  | 'uploading'
  | 'paused'
  | 'reconnecting'
  | 'failed'
  | 'processing'
  | 'processingFailed'
  | 'ready'
  | 'cancelled';

export interface UploadEntryView {
  readonly key: string;
  readonly fileName: string;
  readonly phase: UploadPhase;
  readonly bytesUploaded: number;
  readonly bytesTotal: number;
  /** 0 to 100, whole numbers. */
  readonly percent: number;
  readonly problems: readonly IngestProblem[];
  readonly errorCode: UploadErrorCode | null;
  readonly errorMessage: string | null;
  readonly processingLabel: UploadProgressLabel | null;
  readonly mediaId: string | null;
}

export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

export function phaseOf(snapshot: UploadSnapshot): UploadPhase {
  if (snapshot.matches('uploading')) {
    // No URL yet: the transfer waits for the upload before it (or for createUpload's answer).
    return snapshot.context.uploadUrl === null ? 'queued' : 'uploading';
  }
  if (snapshot.matches({ processing: 'failed' })) return 'processingFailed';
  if (snapshot.matches('processing')) return 'processing';
  if (snapshot.matches('checking') || snapshot.matches('inspecting')) return 'checking';
  if (snapshot.matches('rejected')) return 'refused';
  if (snapshot.matches('interrupted')) return 'interrupted';
  if (snapshot.matches('paused')) return 'paused';
  if (snapshot.matches('reconnecting')) return 'reconnecting';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('cancelled')) return 'cancelled';
  return 'accepted';
}

export function entryViewOf(
  key: string,
  snapshot: UploadSnapshot,
  fallbackName: string,
): UploadEntryView {
  const { context } = snapshot;
  const total = context.bytesTotal || context.file?.size || 0;
  return {
    key,
    fileName: context.file?.name ?? context.resumeFileName ?? fallbackName,
    phase: phaseOf(snapshot),
    bytesUploaded: context.bytesUploaded,
    bytesTotal: total,
    percent: total > 0 ? Math.floor((context.bytesUploaded / total) * 100) : 0,
    problems: context.problems,
    errorCode: context.errorCode,
    errorMessage: context.error?.message ?? null,
    processingLabel: context.processingLabel,
    mediaId: context.mediaId,
  };
}

/** One reading of the bytes sent, for speed and time left. */
export interface ProgressSample {
  readonly at: number;
  readonly bytes: number;
}

/** Samples older than this are dropped: the speed follows the connection as it is now. */
export const RATE_WINDOW_MS = 10_000;

/**
 * Bytes per second over the window, and the seconds left at that speed; null until two samples
 * a moment apart exist (a speed from one sample would be a guess).
 */
export function transferRate(
  samples: readonly ProgressSample[],
  bytesTotal: number,
): { bytesPerSecond: number; secondsLeft: number } | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < 500 || last.bytes <= first.bytes) return null;
  const bytesPerSecond = ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  return { bytesPerSecond, secondsLeft: Math.max(0, (bytesTotal - last.bytes) / bytesPerSecond) };
}

export function addSample(
  samples: readonly ProgressSample[],
  sample: ProgressSample,
): ProgressSample[] {
  const kept = samples.filter(
    (each) => sample.at - each.at <= RATE_WINDOW_MS && each.bytes <= sample.bytes,
  );
  return [...kept, sample];
}

/** "1.5 MB", "820 KB": sizes and speeds as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}
