import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
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
  /** The broadcaster's folder of recordings (`<liveDir>/<encoder video folder>`). */
  liveDir: string;
  now: () => Date;
}

/**
 * An encoder channel's "Delete recordings after (days)": its recordings (encoder videos) older
 * than that are deleted, files and row, by an hourly job. A channel left empty keeps them. A
 * recording still being written is never touched, nor one its library copy still reads; once
 * made, that copy is the library's own item and stays.
 */
export class RecordingRetention {
  constructor(private readonly options: RecordingRetentionOptions) {}

  /** Deletes every recording past its channel's retention; answers how many. */
  async sweep(): Promise<number> {
    const { db, liveDir } = this.options;
    const now = this.options.now();
    const expired = await db
      .select({ id: encoderVideos.id, folder: encoderVideos.folder })
      .from(encoderVideos)
      .innerJoin(encoderChannels, eq(encoderChannels.id, encoderVideos.encoderChannelId))
      .leftJoin(mediaItems, eq(mediaItems.id, encoderVideos.savedMediaId))
      .where(
        and(
          isNotNull(encoderChannels.deleteAfter),
          notInArray(encoderVideos.state, [...RECORDING_IN_PROGRESS_STATES]),
          // Its library copy being made from its folder, or republished from it, needs it still.
          or(isNull(mediaItems.id), notInArray(mediaItems.state, [...STATES_READING_RECORDING])),
          lt(
            encoderVideos.startTime,
            sql`${now.toISOString()}::timestamptz - make_interval(days => ${encoderChannels.deleteAfter})`,
          ),
        ),
      );
    for (const recording of expired) {
      // Files first: if the server stops between the two, the next sweep finds the row again
      // and removing a folder already gone is no error.
      await rm(join(liveDir, recording.folder), { recursive: true, force: true });
      await db.delete(encoderVideos).where(eq(encoderVideos.id, recording.id));
    }
    return expired.length;
  }
}
