import type { AiEnricher, EnrichMediaPayload } from '../ai/enrichment-jobs';
import type { SystemEventLog } from '../events/system-event-log';
import type { RecordingRetention } from '../live/broadcast/recording-retention';
import type { MailJobPayload } from '../mail/mail-jobs';
import type { CutClipPayload, MediaEditor, TrimMediaPayload } from '../media/media-edits';
import type { MediaProcessor, ProcessMediaPayload } from '../media/processing';
import type { MediaProber, ProbeMediaPayload } from '../media/media-probe';
import type { EventScheduler, OccurrencePayload } from '../schedule/scheduler';
import type { PublishPostPayload, SocialPostPublisher } from '../social/post-publisher';
import type { TranscribeMediaPayload, Transcriber } from '../transcription/transcriber';
import type { JobDefinition, JobDefinitions } from './definitions';
import type { JobQueue } from './queue';

/**
 * Every kind of job the server runs, with its payload. Feature slices add their kinds here
 * (media processing, relays, mail) and their handlers in `serverJobDefinitions`.
 */
export interface ServerJobPayloads {
  /** Deletes system events past their retention, then schedules the next run. */
  'system-events.trim': Record<string, never>;
  /** Deletes recordings past their encoder channel's retention, then schedules the next run. */
  'recordings.retention': Record<string, never>;
  /** One e-mail (an invitation, a reset or verification link): src/mail/mail-jobs.ts. */
  'mail.send': MailJobPayload;
  /** Checks an uploaded file and turns it into the HLS ladder, poster and storyboard. */
  'media.process': ProcessMediaPayload;
  /** Removes a delete-pending library item's files (bytes released), then its row. */
  'media.delete': { mediaId: string };
  /** Reads a library item's stored original with ffprobe again (media-metadata `probeMedia`). */
  'media.probe': ProbeMediaPayload;
  /** Cuts a library item to a range (snapped to keyframes) and processes it again. */
  'media.trim': TrimMediaPayload;
  /** Cuts a clip from a library item into a library item of its own. */
  'media.clip': CutClipPayload;
  /** Starts one occurrence of a scheduled event at its pre-event buffer: src/schedule/scheduler.ts. */
  'schedule.start': OccurrencePayload;
  /** Stops one occurrence of a scheduled event at its end. */
  'schedule.stop': OccurrencePayload;
  /** Studio AI suggestions for a library video, kept for review: src/ai/enrichment-jobs.ts. */
  'ai.enrich': EnrichMediaPayload;
  /** Speech recognition over a library item's audio: src/transcription/transcriber.ts. */
  'media.transcribe': TranscribeMediaPayload;
  /** Publishes a scheduled social post at its time: src/social/post-publisher.ts. */
  'social-post.publish': PublishPostPayload;
}

export type ServerJobQueue = JobQueue<ServerJobPayloads>;

export const TRIM_INTERVAL_MS = 60 * 60 * 1000;
const TRIM_KEY = 'system-events.trim';
/** Retention is counted in days: an hourly sweep deletes a recording within the hour it expires. */
export const RECORDING_RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const RECORDING_RETENTION_KEY = 'recordings.retention';

export interface ServerJobDependencies {
  events: SystemEventLog;
  /** The queue the definitions belong to (it needs them to be built, hence a getter). */
  queue: () => ServerJobQueue;
  now: () => Date;
  mail: JobDefinition<MailJobPayload>;
  media: MediaProcessor;
  mediaProbe: MediaProber;
  mediaEditor: MediaEditor;
  schedule: () => EventScheduler;
  aiEnricher: AiEnricher;
  transcriber: Transcriber;
  socialPosts: () => SocialPostPublisher;
  recordingRetention: RecordingRetention;
}

export function serverJobDefinitions(
  dependencies: ServerJobDependencies,
): JobDefinitions<ServerJobPayloads> {
  return {
    'system-events.trim': {
      maxAttempts: 3,
      handle: async () => {
        await dependencies.events.trim();
        await scheduleEventTrim(dependencies.queue(), dependencies.now());
      },
    },
    'recordings.retention': {
      maxAttempts: 3,
      handle: async () => {
        try {
          // A recording that cannot be deleted is counted and left for the next sweep.
          await dependencies.recordingRetention.sweep();
        } finally {
          // Whatever this sweep met, the next one comes: retention must not stop for good.
          await scheduleRecordingRetention(dependencies.queue(), dependencies.now());
        }
      },
    },
    'mail.send': dependencies.mail,
    'media.process': {
      // ffmpeg failures are rarely passing; three tries, a minute apart then two, then FAILED.
      maxAttempts: 3,
      backoff: { initialMs: 60_000, maxMs: 5 * 60_000 },
      handle: (payload, context) => dependencies.media.process(payload, context),
    },
    'media.delete': {
      handle: (payload, context) => dependencies.media.remove(payload, context),
    },
    'media.probe': {
      // A file ffprobe cannot describe stays so; one retry covers a passing storage hiccup.
      maxAttempts: 2,
      handle: (payload, context) => dependencies.mediaProbe.probe(payload, context),
    },
    'media.trim': {
      // As processing: the cut and the ladder are re-done from the untouched original.
      maxAttempts: 3,
      backoff: { initialMs: 60_000, maxMs: 5 * 60_000 },
      handle: (payload, context) => dependencies.mediaEditor.trim(payload, context),
    },
    'media.clip': {
      maxAttempts: 3,
      backoff: { initialMs: 60_000, maxMs: 5 * 60_000 },
      handle: (payload, context) => dependencies.mediaEditor.clip(payload, context),
    },
    'schedule.start': {
      // A run row makes a retry safe: an occurrence already claimed is not started again.
      maxAttempts: 3,
      backoff: { initialMs: 5_000, maxMs: 30_000 },
      handle: (payload, context) => dependencies.schedule().start(payload, context),
    },
    'schedule.stop': {
      handle: (payload) => dependencies.schedule().stop(payload),
    },
    'ai.enrich': {
      // A hosted engine may be briefly unavailable: three tries, then failed with a reason.
      maxAttempts: 3,
      backoff: { initialMs: 10_000, maxMs: 60_000 },
      handle: (payload, context) => dependencies.aiEnricher.enrich(payload, context),
    },
    'media.transcribe': {
      // A missing model or a silent video fails at once (not retried); anything else gets one more try.
      maxAttempts: 2,
      backoff: { initialMs: 60_000, maxMs: 60_000 },
      handle: (payload, context) => dependencies.transcriber.transcribe(payload, context),
    },
    'social-post.publish': {
      // A network's refusal is recorded as failed by the publisher; what throws is the server's
      // own trouble (the database), worth a few tries while the post stays pending.
      maxAttempts: 3,
      backoff: { initialMs: 15_000, maxMs: 60_000 },
      handle: (payload) => dependencies.socialPosts().publish(payload),
    },
  };
}

/** One trim waits at a time, however many servers and workers schedule it. */
export function scheduleEventTrim(queue: ServerJobQueue, now: Date) {
  return queue.enqueue(
    'system-events.trim',
    {},
    { uniqueKey: TRIM_KEY, runAt: new Date(now.getTime() + TRIM_INTERVAL_MS) },
  );
}

/** One retention sweep waits at a time, as the trim; the first runs an interval after start. */
export function scheduleRecordingRetention(queue: ServerJobQueue, now: Date) {
  return queue.enqueue(
    'recordings.retention',
    {},
    {
      uniqueKey: RECORDING_RETENTION_KEY,
      runAt: new Date(now.getTime() + RECORDING_RETENTION_INTERVAL_MS),
    },
  );
}
