import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkIngest, libraryLadderRungs, uploadErrorOf, UPLOAD_LIMITS } from '@studio/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { MediaRepository, UploadsRepository, type MediaRow } from '../db/media/media-repository';
import { mediaItems, mediaUploads, type ProcessingStatus } from '../db/media/schema';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import type { OrganisationsRepository } from '../db/organisations/organisations-repository';
import type { SystemEventLog } from '../events/system-event-log';
import type { JobContext } from '../jobs/definitions';
import type { AccountedStorage } from '../storage/accounted-storage';
import { firstLine, probeMediaFile, UnreadableMediaError } from './ffprobe';
import { ladderFor } from './ladder';
import { joinRecording, RecordingJoinError } from './recording-join';
import { RECORDING_PLAYLIST } from '../live/broadcast/hls-relay';
import {
  contentTypeOfMediaFile,
  HLS_FOLDER,
  MASTER_PLAYLIST,
  mediaFileKey,
  mediaPrefix,
  ORIGINAL_FILE,
  POSTER_FILE,
  STORYBOARD_FILE,
} from './media-files';
import { TranscodeFailedError, TranscodeTimeoutError, type MediaTranscoder } from './transcode';

export interface ProcessMediaPayload {
  mediaId: string;
  /** The tus upload the file came in with; null when the original is already in storage. */
  uploadId: string | null;
  /**
   * A live recording saved to the library (saveToLibrary): its folder under the live folder. Its
   * HLS is joined into the item's original first, then processed like an upload.
   */
  recordingFolder?: string;
  /**
   * A file another job cut from a library video (a trim, a clip: src/media/media-edits.ts), in
   * the work folder. It is processed like an upload and becomes the item's original only when
   * processing succeeds, so a failed trim leaves the original as it was. A clip may be cropped
   * to 9:16 or 1:1: its source already passed the ingest rules, so only its shape differs.
   */
  derivedFile?: { path: string; aspectRatio: '16:9' | '9:16' | '1:1' };
}

export interface MediaProcessorDependencies {
  db: Database;
  storage: AccountedStorage;
  events: SystemEventLog;
  organisations: OrganisationsRepository;
  transcoder: MediaTranscoder;
  /** Where tus keeps uploads while they arrive (`<upload id>` files). */
  uploadsDir: string;
  /** Scratch space for ffmpeg's output before it goes to storage. */
  workDir: string;
  /** The live recordings' folder (`recordingFolder` of a payload is under it). */
  liveDir: string;
}

/** ffmpeg may take this many times the video's length before it counts as stuck (TIMED_OUT). */
const TIMEOUT_PER_SECOND_OF_VIDEO_MS = 4_000;
const MINIMUM_TIMEOUT_MS = 10 * 60_000;
/** Live progress is reported in steps of this many percent, not for every ffmpeg line. */
const PROGRESS_STEP = 5;

/**
 * The processing of one library item (the `media.process` job): the file is checked with
 * ffprobe against the ingest rules of @studio/domain (whatever the browser said), then ffmpeg
 * writes the HLS ladder of the organisation's plan, a poster and a storyboard, and everything
 * goes into the organisation's storage. Each step is a processing state of spec section 4,
 * stored on the item and published on the organisation's event stream:
 *
 *   PENDING -> STARTING (ffprobe, ingest rules) -> SEGMENTING (poster, storyboard)
 *     -> TRANSCODING (the ladder, with progress) -> RE_SEGMENTING (playlists and segments into
 *     storage) -> COMPLETE
 *
 * A refused file ends the upload with its error code and the item in `errored` (no retry: the
 * same file would be refused again). A failed attempt is RETRYING until the queue's last
 * attempt, then FAILED (or TIMED_OUT) with a reason a person can act on.
 */
export class MediaProcessor {
  constructor(private readonly dependencies: MediaProcessorDependencies) {}

  async process(payload: ProcessMediaPayload, context: JobContext): Promise<void> {
    const organisationId = context.organisationId;
    if (!organisationId) throw new Error('A media job needs its organisation.');
    const scope = trustedOrganisationId(organisationId);
    const media = new MediaRepository(this.dependencies.db, scope);
    const uploads = new UploadsRepository(this.dependencies.db, scope);
    const item = await media.findVisible(payload.mediaId);
    // Deleted or cancelled meanwhile: nothing left to do.
    if (!item || item.processingStatus === 'CANCELLED') return;

    const workDir = join(
      this.dependencies.workDir,
      `${item.id}-${context.jobId}-${context.attempt}`,
    );
    await mkdir(workDir, { recursive: true });
    try {
      await this.run(item, payload, context, workDir, media, uploads);
    } catch (error) {
      if (context.signal.aborted) throw error;
      const lastAttempt = context.attempt >= context.maxAttempts;
      const timedOut = error instanceof TranscodeTimeoutError;
      const reason = reasonFor(error, workDir);
      await this.setStatus(
        media,
        item,
        lastAttempt ? (timedOut ? 'TIMED_OUT' : 'FAILED') : 'RETRYING',
        {
          processingError: reason,
          ...(lastAttempt ? { state: 'errored' as const } : {}),
        },
      );
      if (lastAttempt && payload.uploadId)
        await uploads.change(payload.uploadId, { error: 'FILE_PROCESSING', errorDetail: reason });
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async run(
    item: MediaRow,
    payload: ProcessMediaPayload,
    context: JobContext,
    workDir: string,
    media: MediaRepository,
    uploads: UploadsRepository,
  ): Promise<void> {
    const { signal } = context;
    await this.setStatus(media, item, 'STARTING', { processingProgress: 0, processingError: null });

    const staged = payload.uploadId
      ? join(this.dependencies.uploadsDir, payload.uploadId)
      : (payload.derivedFile?.path ?? null);
    const recording = payload.recordingFolder
      ? await this.joinRecording(payload.recordingFolder, workDir, signal)
      : null;
    const source =
      recording ??
      (staged && (await isFile(staged)) ? staged : await this.fetchOriginal(item, workDir));
    const sizeBytes = (await stat(source)).size;

    let facts;
    try {
      facts = await probeMediaFile(source, sizeBytes, signal);
    } catch (error) {
      if (!(error instanceof UnreadableMediaError)) throw error;
      await this.refuse(
        media,
        uploads,
        item,
        payload,
        'FILE_PROCESSING',
        `The file could not be read as a video (${sanitise(error.message, workDir, source)}).`,
      );
      return;
    }
    const organisation = await this.dependencies.organisations.findById(item.organisationId);
    const allow4k = organisation?.vodPlanId === 'library-enterprise';
    const problems = checkIngest(facts, { allow4k }).filter(
      (problem) =>
        !(
          problem.rule === 'aspectRatio' &&
          payload.derivedFile &&
          payload.derivedFile.aspectRatio !== '16:9'
        ),
    );
    const code = uploadErrorOf(problems);
    if (code) {
      await this.refuse(
        media,
        uploads,
        item,
        payload,
        code,
        problems.map((problem) => problem.message).join(' '),
      );
      return;
    }

    const duration = facts.durationSeconds ?? 0;
    const sourceHeight = facts.videoTracks[0]?.height ?? 0;
    const renditions = ladderFor(
      sourceHeight,
      Math.max(1, libraryLadderRungs(organisation?.vodPlanId)),
    );
    await this.setStatus(media, item, 'SEGMENTING', {
      durationSeconds: duration,
      state: 'content_available',
    });

    const { transcoder } = this.dependencies;
    const poster = join(workDir, POSTER_FILE);
    const storyboard = join(workDir, STORYBOARD_FILE);
    await transcoder.writePoster(source, poster, duration, signal);
    await transcoder.writeStoryboard(source, storyboard, duration, signal);

    await this.setStatus(media, item, 'TRANSCODING', { processingProgress: 0 });
    const hlsDir = join(workDir, HLS_FOLDER);
    let reported = 0;
    await transcoder.writeHlsLadder({
      source,
      outputDir: hlsDir,
      renditions,
      durationSeconds: duration,
      hasAudio: facts.audioTracks.length > 0,
      signal,
      timeoutMs: Math.max(MINIMUM_TIMEOUT_MS, duration * TIMEOUT_PER_SECOND_OF_VIDEO_MS),
      onProgress: (percent) => {
        if (percent - reported < PROGRESS_STEP) return;
        reported = Math.floor(percent / PROGRESS_STEP) * PROGRESS_STEP;
        void this.setStatus(media, item, 'TRANSCODING', { processingProgress: reported }).catch(
          () => undefined,
        );
      },
    });

    await this.setStatus(media, item, 'RE_SEGMENTING', { processingProgress: 100 });
    const storage = this.dependencies.storage;
    const key = (path: string) => mediaFileKey(item.organisationId, item.id, path);
    // Each file is checked before its stream opens: a stream that fails to open while the
    // storage is still busy would throw outside this job.
    const putFile = async (path: string, file: string, contentType: string) => {
      if (!(await isFile(file))) throw new TranscodeFailedError(`${path} was not written`);
      await storage.put(key(path), createReadStream(file), { contentType });
    };
    const hlsFiles = await filesUnder(hlsDir);
    if (!hlsFiles.some((file) => file.endsWith('master.m3u8')))
      throw new TranscodeFailedError('no master playlist was written');
    for (const file of hlsFiles) {
      const path = `${HLS_FOLDER}/${relative(hlsDir, file).split(sep).join('/')}`;
      await putFile(path, file, contentTypeOfMediaFile(path));
    }
    if (!item.thumbnailCustom) await putFile(POSTER_FILE, poster, 'image/jpeg');
    await putFile(STORYBOARD_FILE, storyboard, 'image/jpeg');
    if (source === recording) await putFile(ORIGINAL_FILE, source, 'video/mp4');
    if (source === staged) {
      await putFile(ORIGINAL_FILE, source, 'video/mp4');
      await rm(staged, { force: true });
      await rm(`${staged}.json`, { force: true });
    }

    await this.setStatus(media, item, 'COMPLETE', {
      state: 'completed',
      processingProgress: 100,
      processingError: null,
      originalPath: `${mediaPrefix(item.id)}${ORIGINAL_FILE}`,
      originalSizeBytes: sizeBytes,
      manifestPath: `${mediaPrefix(item.id)}${MASTER_PLAYLIST}`,
      thumbnailPath: item.thumbnailCustom
        ? item.thumbnailPath
        : `${mediaPrefix(item.id)}${POSTER_FILE}`,
      storyboardPath: `${mediaPrefix(item.id)}${STORYBOARD_FILE}`,
      renditions,
    });
    if (payload.uploadId) await uploads.change(payload.uploadId, { completedAt: new Date() });
  }

  /**
   * The `media.delete` job: every file of a delete-pending item leaves storage (its bytes are
   * released from the organisation's account), then the row goes. Safe to run twice.
   */
  async remove(payload: { mediaId: string }, context: JobContext): Promise<void> {
    const organisationId = context.organisationId;
    if (!organisationId) throw new Error('A media job needs its organisation.');
    const media = new MediaRepository(this.dependencies.db, trustedOrganisationId(organisationId));
    const item = await media.findAnyState(payload.mediaId);
    if (item && item.state !== 'delete_pending') return;
    const storage = this.dependencies.storage;
    const keys = [];
    for await (const object of storage.list(organisationId, mediaPrefix(payload.mediaId)))
      keys.push(object.key);
    for (const key of keys) await storage.delete(key);
    const uploads = await this.dependencies.db
      .select({ id: mediaUploads.id })
      .from(mediaUploads)
      .where(eq(mediaUploads.mediaId, payload.mediaId));
    for (const upload of uploads) {
      const staged = join(this.dependencies.uploadsDir, upload.id);
      await rm(staged, { force: true });
      await rm(`${staged}.json`, { force: true });
    }
    await media.delete(payload.mediaId);
  }

  /** A live recording joined into one MP4 in the work folder, the item's original to be. */
  private async joinRecording(folder: string, workDir: string, signal: AbortSignal) {
    const target = join(workDir, ORIGINAL_FILE);
    await joinRecording(
      join(this.dependencies.liveDir, folder, RECORDING_PLAYLIST),
      target,
      signal,
    );
    return target;
  }

  /** The original from storage into the work folder (items saved without a tus upload). */
  private async fetchOriginal(item: MediaRow, workDir: string): Promise<string> {
    const found = await this.dependencies.storage.get(
      mediaFileKey(item.organisationId, item.id, ORIGINAL_FILE),
    );
    if (!found) throw new MissingOriginalError();
    const target = join(workDir, ORIGINAL_FILE);
    await pipeline(found.body, createWriteStream(target));
    return target;
  }

  private async refuse(
    media: MediaRepository,
    uploads: UploadsRepository,
    item: MediaRow,
    payload: ProcessMediaPayload,
    code: 'FILE_PROCESSING' | 'FILE_SIZE' | 'FILE_TYPE' | 'NO_FILE',
    detail: string,
  ): Promise<void> {
    if (payload.uploadId) {
      await uploads.change(payload.uploadId, {
        error: code,
        errorDetail: detail,
        completedAt: new Date(),
      });
      const staged = join(this.dependencies.uploadsDir, payload.uploadId);
      await rm(staged, { force: true });
      await rm(`${staged}.json`, { force: true });
    }
    await this.setStatus(media, item, 'FAILED', { state: 'errored', processingError: detail });
  }

  private async setStatus(
    media: MediaRepository,
    item: MediaRow,
    status: ProcessingStatus,
    changes: Parameters<MediaRepository['change']>[1] = {},
  ): Promise<void> {
    // A cancel or delete during processing wins: the row is left as the person left it.
    const [current] = await this.dependencies.db
      .select({ state: mediaItems.state, status: mediaItems.processingStatus })
      .from(mediaItems)
      .where(eq(mediaItems.id, item.id));
    if (!current || current.status === 'CANCELLED' || current.state === 'delete_pending') return;
    const row = await media.change(item.id, { ...changes, processingStatus: status });
    if (!row) return;
    await this.dependencies.events.publish(item.organisationId, 'media.processing', {
      subjectId: item.id,
      state: status,
      data: {
        progressPercent: row.processingProgress,
        state: row.state,
        error: row.processingError,
      },
    });
  }
}

class MissingOriginalError extends Error {
  constructor() {
    super('The original file is missing from storage.');
    this.name = 'MissingOriginalError';
  }
}

/** What a person reads when processing failed, and what to do about it. */
function reasonFor(error: unknown, workDir: string): string {
  if (error instanceof TranscodeTimeoutError)
    return `${error.message} Try again later, or upload a shorter or smaller file.`;
  if (error instanceof TranscodeFailedError)
    return `The video could not be converted (${sanitise(error.detail, workDir)}). Export it again as MP4 (H.264 video, AAC audio) and upload that file.`;
  if (error instanceof MissingOriginalError) return `${error.message} Upload the video again.`;
  if (error instanceof RecordingJoinError)
    return `The recording could not be read (${sanitise(error.detail, workDir)}). Its files may have been removed from the server.`;
  return `Processing stopped unexpectedly (${sanitise(firstLine(error), workDir)}). Try again; if it fails again, upload the file again.`;
}

/** Paths on this machine are no business of the person reading the reason. */
function sanitise(text: string, ...paths: string[]): string {
  let result = text;
  for (const path of paths) result = result.split(path).join('');
  return result.replace(/\/[\w./-]+/g, '').trim();
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The largest upload, re-exported for the tus endpoint's limit. */
export const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.maxBytes;
