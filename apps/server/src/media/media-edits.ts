import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { formatMediaPosition, snapRangeToKeyframes } from '@studio/domain';
import { ClipsRepository, TrimsRepository } from '../db/clips/clips-repository';
import type { Database } from '../db/connection';
import { MediaRepository, type MediaRow } from '../db/media/media-repository';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import type { SystemEventLog } from '../events/system-event-log';
import type { JobContext } from '../jobs/definitions';
import type { AccountedStorage } from '../storage/accounted-storage';
import { probeMediaFile } from './ffprobe';
import { HLS_FOLDER, mediaFileKey, mediaPrefix, ORIGINAL_FILE } from './media-files';
import type { MediaProcessor } from './processing';
import { runFfmpeg, TranscodeFailedError } from './transcode';

export interface TrimMediaPayload {
  trimId: string;
}

export interface CutClipPayload {
  clipId: string;
}

export interface MediaEditorDependencies {
  db: Database;
  storage: AccountedStorage;
  events: SystemEventLog;
  processor: MediaProcessor;
  /** Scratch space for the cut file before processing takes it over. */
  workDir: string;
}

/** A cut takes seconds (stream copy) or about the clip's length (re-encoded, at most 3 min). */
const CUT_TIMEOUT_MS = 10 * 60_000;

/** ffmpeg's crop for a clip's shape, from a 16:9 source; even sizes, as libx264 needs. */
const CROPS = {
  '16:9': null,
  '9:16': 'crop=trunc(ih*9/16/2)*2:ih',
  '1:1': 'crop=trunc(ih/2)*2:trunc(ih/2)*2',
} as const;

/**
 * Trims and clips (the `media.trim` and `media.clip` jobs). Both cut a file from the item's
 * original with ffmpeg, then hand it to the media processor as a derived file, which runs the
 * usual states (STARTING ... COMPLETE, live on the event stream) and makes it the item's original
 * only once the HLS ladder is in storage.
 *
 * - A trim snaps its range to the keyframes ffprobe finds (the start earlier, the end later, at
 *   most one keyframe interval, 3.2 s under the ingest rules) and copies the streams, so the
 *   picture is not re-encoded twice. If it fails, the item is put back as it was (COMPLETE, its
 *   length, its original) with the reason on the trim.
 * - A clip is re-encoded from its exact range (3 s to 3 min: a keyframe-snapped 3 s clip could be
 *   twice as long), cropped to its shape, with keyframes every 2 s as the ingest rules want.
 */
export class MediaEditor {
  constructor(private readonly dependencies: MediaEditorDependencies) {}

  async trim(payload: TrimMediaPayload, context: JobContext): Promise<void> {
    const organisationId = requireOrganisation(context);
    const scope = trustedOrganisationId(organisationId);
    const trims = new TrimsRepository(this.dependencies.db, scope);
    const media = new MediaRepository(this.dependencies.db, scope);
    const trim = await trims.findById(payload.trimId);
    if (!trim || trim.status !== 'PENDING') return;
    const item = await media.findVisible(trim.mediaId);
    if (!item) return;

    const workDir = join(this.dependencies.workDir, `trim-${trim.id}-${context.attempt}`);
    await mkdir(workDir, { recursive: true });
    const startedAt = new Date();
    try {
      const original = await this.fetchOriginal(item, workDir);
      const facts = await probeMediaFile(original, 1, context.signal);
      const duration = facts.durationSeconds ?? trim.durationBeforeSeconds ?? 0;
      const cut = snapRangeToKeyframes(
        { startMs: trim.requestedStartMs, endMs: trim.requestedEndMs },
        facts.keyframeTimes,
        duration,
      );
      await trims.update(trim.id, {
        cutStartMs: cut.startMs,
        cutEndMs: cut.endMs,
        updatedAt: new Date(),
      });
      const trimmed = join(workDir, 'trimmed.mp4');
      await runFfmpeg(
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-ss',
          seconds(cut.startMs),
          '-to',
          seconds(cut.endMs),
          '-i',
          original,
          '-map',
          '0',
          '-c',
          'copy',
          '-avoid_negative_ts',
          'make_zero',
          '-movflags',
          '+faststart',
          trimmed,
        ],
        { signal: context.signal, timeoutMs: CUT_TIMEOUT_MS },
      );
      await this.dependencies.processor.process(
        { mediaId: item.id, uploadId: null, derivedFile: { path: trimmed, aspectRatio: '16:9' } },
        context,
      );
      const after = await media.findVisible(item.id);
      if (after?.processingStatus !== 'COMPLETE')
        throw new TranscodeFailedError(after?.processingError ?? 'the trimmed video was refused');
      await this.removeStaleHls(organisationId, item.id, startedAt);
      await trims.update(trim.id, { status: 'COMPLETE', error: null, updatedAt: new Date() });
      // The processing events said COMPLETE already; this one tells the studio where it cut.
      await this.dependencies.events.publish(organisationId, 'media.processing', {
        subjectId: item.id,
        state: 'COMPLETE',
        data: {
          trimId: trim.id,
          trimStart: formatMediaPosition(cut.startMs),
          trimEnd: formatMediaPosition(cut.endMs),
        },
      });
    } catch (error) {
      if (context.signal.aborted) throw error;
      if (context.attempt >= context.maxAttempts) {
        const reason = `The trim failed: ${error instanceof Error ? error.message : String(error)}`;
        // The original was never replaced: the item is as it was before the trim.
        await media.change(item.id, {
          processingStatus: 'COMPLETE',
          state: 'completed',
          processingError: reason,
          durationSeconds: trim.durationBeforeSeconds ?? item.durationSeconds,
        });
        await trims.update(trim.id, { status: 'FAILED', error: reason, updatedAt: new Date() });
        await this.dependencies.events.publish(organisationId, 'media.processing', {
          subjectId: item.id,
          state: 'COMPLETE',
          data: { trimId: trim.id, trimError: reason, state: 'completed' },
        });
      }
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  async clip(payload: CutClipPayload, context: JobContext): Promise<void> {
    const organisationId = requireOrganisation(context);
    const scope = trustedOrganisationId(organisationId);
    const clip = await new ClipsRepository(this.dependencies.db, scope).findById(payload.clipId);
    if (!clip) return;
    const media = new MediaRepository(this.dependencies.db, scope);
    const source = await media.findVisible(clip.sourceMediaId);
    const clipItem = await media.findVisible(clip.clipMediaId);
    if (!clipItem) return;
    if (!source) {
      await media.change(clipItem.id, {
        processingStatus: 'FAILED',
        state: 'errored',
        processingError: 'The video the clip was cut from was deleted before the clip was made.',
      });
      return;
    }
    const workDir = join(this.dependencies.workDir, `clip-${clip.id}-${context.attempt}`);
    await mkdir(workDir, { recursive: true });
    try {
      const original = await this.fetchOriginal(source, workDir);
      const cut = join(workDir, 'clip.mp4');
      const crop = CROPS[clip.aspectRatio];
      await runFfmpeg(
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-ss',
          seconds(clip.startMs),
          '-i',
          original,
          '-t',
          seconds(clip.endMs - clip.startMs),
          '-map',
          '0:v:0',
          '-map',
          '0:a:0?',
          ...(crop ? ['-vf', crop] : []),
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-pix_fmt',
          'yuv420p',
          // Keyframes every 2 s, whatever the frame rate: the ingest rules check the interval.
          '-force_key_frames',
          'expr:gte(t,n_forced*2)',
          '-sc_threshold',
          '0',
          '-c:a',
          'aac',
          '-ar',
          '48000',
          '-movflags',
          '+faststart',
          cut,
        ],
        { signal: context.signal, timeoutMs: CUT_TIMEOUT_MS },
      );
      await this.dependencies.processor.process(
        {
          mediaId: clipItem.id,
          uploadId: null,
          derivedFile: { path: cut, aspectRatio: clip.aspectRatio },
        },
        context,
      );
    } catch (error) {
      if (context.signal.aborted) throw error;
      if (context.attempt >= context.maxAttempts)
        await media.change(clipItem.id, {
          processingStatus: 'FAILED',
          state: 'errored',
          processingError: `The clip could not be cut: ${error instanceof Error ? error.message : String(error)}`,
        });
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** The segments of the longer video that the trimmed ladder did not write again. */
  private async removeStaleHls(organisationId: string, mediaId: string, since: Date) {
    const storage = this.dependencies.storage;
    const stale = [];
    for await (const object of storage.list(
      organisationId,
      `${mediaPrefix(mediaId)}${HLS_FOLDER}/`,
    ))
      if (object.modifiedAt < since) stale.push(object.key);
    for (const key of stale) await storage.delete(key);
  }

  private async fetchOriginal(item: MediaRow, workDir: string): Promise<string> {
    const found = await this.dependencies.storage.get(
      mediaFileKey(item.organisationId, item.id, ORIGINAL_FILE),
    );
    if (!found) throw new TranscodeFailedError('the original file is missing from storage');
    const target = join(workDir, 'source.mp4');
    await pipeline(found.body, createWriteStream(target));
    return target;
  }
}

function requireOrganisation(context: JobContext): string {
  if (!context.organisationId) throw new Error('A media job needs its organisation.');
  return context.organisationId;
}

/** ffmpeg's seconds, to the millisecond. */
const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(3);
