import { rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { and, eq, inArray, isNotNull, lt, not, notInArray, sql } from 'drizzle-orm';
import { MS_PER_DAY, RECORDING_IN_PROGRESS_STATES } from '@studio/domain';
import type { Database } from '../../db/connection';
import { encoderVideos } from '../../db/broadcast/schema';
import { mediaItems, type MediaState } from '../../db/media/schema';
import { encoderChannels } from '../../db/settings/schema';

/**
 * A saved library item in these states still reads its recording's folder: `started` while
 * `media.process` joins it into the item's original (and its retries), `republish_pending` while
 * a republish plays it again.
 */
const STATES_READING_RECORDING: readonly MediaState[] = ['started', 'republish_pending'];

/**
 * Whether something from `startTime` is past a retention of `deleteAfterDays` at `now` (null:
 * kept). A web channel's "Delete replays after" stops its replay of an older recording this way.
 */
export function isPastRetention(
  startTime: Date,
  deleteAfterDays: number | null,
  now: Date,
): boolean {
  const end = retentionEnd(startTime, deleteAfterDays);
  return end !== null && now.getTime() > end.getTime();
}

/** When something from `startTime` is deleted under a retention of `deleteAfterDays` (null: never). */
export function retentionEnd(startTime: Date, deleteAfterDays: number | null): Date | null {
  return deleteAfterDays === null
    ? null
    : new Date(startTime.getTime() + deleteAfterDays * MS_PER_DAY);
}

/**
 * Whether a web channel with nothing live replays its newest recording (`source`): its offline
 * content is "replay the previous event" and the recording is within its "Delete replays after".
 */
export function replaysRecording(
  channel: { offlineContentType: string | null; deleteAfter: number | null },
  source: { video: { startTime: Date } } | null,
  now: Date,
): boolean {
  return (
    channel.offlineContentType === 'replay_event' &&
    source !== null &&
    !isPastRetention(source.video.startTime, channel.deleteAfter, now)
  );
}

export interface RecordingRetentionOptions {
  db: Database;
  /** The broadcaster's folder of recordings (`<liveDir>/<organisation>/<event>`). */
  liveDir: string;
  now: () => Date;
  /**
   * Whether this process plays the recording of a live event now (its stream, or a republish of
   * one of its destinations, which reads the folder whether or not it was saved to the library).
   */
  playsRecordingOf?: (eventId: string) => boolean;
  /** Told of a recording that could not be deleted (the sweep goes on with the others). */
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/** What one sweep did. */
export interface RetentionSweep {
  deleted: number;
  /** Recordings that could not be deleted this time (the next sweep tries again). */
  failed: number;
}

/** A saved library item still reading the recording's folder: while it is made, or republished. */
const libraryCopyReadsIt = () =>
  sql`exists (select 1 from ${mediaItems} where ${mediaItems.id} = ${encoderVideos.savedMediaId} and ${inArray(mediaItems.state, [...STATES_READING_RECORDING])})`;

/**
 * An encoder channel's "Delete recordings after (days)": its recordings (encoder videos) older
 * than that are deleted, files and row, by an hourly job. A channel left empty keeps them. A
 * recording still being written is never touched, nor one its library copy still reads or a
 * republish plays; once made, that copy is the library's own item and stays.
 */
export class RecordingRetention {
  constructor(private readonly options: RecordingRetentionOptions) {}

  async sweep(): Promise<RetentionSweep> {
    const { db } = this.options;
    const now = this.options.now();
    const expired = await db
      .select({
        id: encoderVideos.id,
        organisationId: encoderVideos.organisationId,
        eventId: encoderVideos.eventId,
        folder: encoderVideos.folder,
      })
      .from(encoderVideos)
      .innerJoin(
        encoderChannels,
        and(
          eq(encoderChannels.id, encoderVideos.encoderChannelId),
          eq(encoderChannels.organisationId, encoderVideos.organisationId),
        ),
      )
      .where(
        and(
          isNotNull(encoderChannels.deleteAfter),
          notInArray(encoderVideos.state, [...RECORDING_IN_PROGRESS_STATES]),
          not(libraryCopyReadsIt()),
          // Whole days of 24 hours, as `deleteAt` says them (not calendar days in the
          // database session's zone, which a clock change would make 23 or 25 hours).
          lt(
            encoderVideos.startTime,
            sql`${now.toISOString()}::timestamptz - make_interval(hours => 24 * ${encoderChannels.deleteAfter})`,
          ),
        ),
      );
    const result: RetentionSweep = { deleted: 0, failed: 0 };
    for (const recording of expired) {
      if (recording.eventId && this.options.playsRecordingOf?.(recording.eventId)) continue;
      try {
        if (await this.remove(recording)) result.deleted += 1;
      } catch (error) {
        result.failed += 1;
        this.options.log?.('a recording past its retention could not be deleted', {
          encoderVideoId: recording.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return result;
  }

  /**
   * Deletes one recording: the row first, and only if nothing began reading it since the list
   * was read (a save to the library, say), then its folder. A server stopping between the two
   * leaves a folder without a row, which is better than a folder deleted under a save.
   */
  private async remove(recording: {
    id: string;
    organisationId: string;
    folder: string;
  }): Promise<boolean> {
    const folder = this.folderOf(recording);
    const [deleted] = await this.options.db
      .delete(encoderVideos)
      .where(
        and(
          eq(encoderVideos.id, recording.id),
          notInArray(encoderVideos.state, [...RECORDING_IN_PROGRESS_STATES]),
          not(libraryCopyReadsIt()),
        ),
      )
      .returning({ id: encoderVideos.id });
    if (!deleted) return false;
    await rm(folder, { recursive: true, force: true });
    return true;
  }

  /** The recording's folder, refused unless it lies inside its organisation's live folder. */
  private folderOf(recording: { organisationId: string; folder: string }): string {
    const organisationFolder = resolve(this.options.liveDir, recording.organisationId);
    const folder = resolve(this.options.liveDir, recording.folder);
    if (!folder.startsWith(`${organisationFolder}${sep}`)) {
      throw new Error(`recording folder outside its organisation's: ${recording.folder}`);
    }
    return folder;
  }
}
