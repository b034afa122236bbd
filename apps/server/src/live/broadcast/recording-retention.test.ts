import { randomUUID } from 'node:crypto';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '@studio/domain';
import type { DatabaseHandle } from '../../db/connection';
import { eq } from 'drizzle-orm';
import { encoderVideos, liveEvents } from '../../db/broadcast/schema';
import { mediaItems, type MediaState } from '../../db/media/schema';
import type { EncoderState } from '../../db/encoders/schema';
import {
  ENCODER_CHANNEL_IDS,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
} from '../../test-support';
import { isPastRetention, RecordingRetention, replaysRecording } from './recording-retention';

const NOW = new Date('2026-11-25T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * MS_PER_DAY);

describe('isPastRetention and replaysRecording', () => {
  it('counts whole days of retention, and keeps what has none', () => {
    expect(isPastRetention(daysAgo(7), 7, NOW)).toBe(false);
    expect(isPastRetention(new Date(daysAgo(7).getTime() - 1), 7, NOW)).toBe(true);
    expect(isPastRetention(daysAgo(400), null, NOW)).toBe(false);
  });

  it('replays the newest recording only for "replay the previous event", within its days', () => {
    const recent = { video: { startTime: daysAgo(2) } };
    const old = { video: { startTime: daysAgo(20) } };
    const replaying = { offlineContentType: 'replay_event', deleteAfter: 14 };
    expect(replaysRecording(replaying, recent, NOW)).toBe(true);
    expect(replaysRecording(replaying, old, NOW)).toBe(false);
    expect(replaysRecording({ ...replaying, deleteAfter: null }, old, NOW)).toBe(true);
    expect(replaysRecording(replaying, null, NOW)).toBe(false);
    expect(
      replaysRecording({ ...replaying, offlineContentType: 'uploaded_image' }, recent, NOW),
    ).toBe(false);
  });
});

describe('RecordingRetention (database and files)', () => {
  let database: DatabaseHandle;
  let liveDir: string;

  beforeEach(async () => {
    database = await openTestDatabase();
    liveDir = await mkdtemp(join(tmpdir(), 'studio-retention-'));
  });
  afterEach(async () => {
    await database.close();
    await rm(liveDir, { recursive: true, force: true });
  });

  /** A recording with a playlist in its folder, as the broadcaster leaves one. */
  async function recording(
    name: string,
    channelId: string,
    startTime: Date,
    state: EncoderState = 'STOPPED',
    savedMediaId: string | null = null,
  ): Promise<string> {
    const folder = join(ORGANISATION_IDS.riverside, name);
    await mkdir(join(liveDir, folder), { recursive: true });
    await writeFile(join(liveDir, folder, 'index.m3u8'), '#EXTM3U\n');
    await database.db.insert(encoderVideos).values({
      organisationId: ORGANISATION_IDS.riverside,
      encoderChannelId: channelId,
      name,
      startTime,
      state,
      folder,
      savedMediaId,
    });
    return folder;
  }

  const exists = (folder: string) =>
    access(join(liveDir, folder)).then(
      () => true,
      () => false,
    );

  it("deletes the recordings past their channel's days, files and row, and keeps the rest", async () => {
    // Europe Mission keeps recordings 7 days, Youth Ministry 14, North Campus LAN has no limit.
    const expired = await recording('expired', ENCODER_CHANNEL_IDS.europeMission, daysAgo(8));
    const recent = await recording('recent', ENCODER_CHANNEL_IDS.europeMission, daysAgo(6));
    const writing = await recording(
      'still-recording',
      ENCODER_CHANNEL_IDS.europeMission,
      daysAgo(8),
      'STARTED',
    );
    const longer = await recording('longer', ENCODER_CHANNEL_IDS.youthMinistry, daysAgo(8));
    const kept = await recording('kept', ENCODER_CHANNEL_IDS.northCampusLan, daysAgo(400));

    const retention = new RecordingRetention({ db: database.db, liveDir, now: () => NOW });
    expect(await retention.sweep()).toEqual({ deleted: 1, failed: 0 });

    const left = await database.db.select({ name: encoderVideos.name }).from(encoderVideos);
    expect(left.map((row) => row.name).sort()).toEqual([
      'kept',
      'longer',
      'recent',
      'still-recording',
    ]);
    expect(await exists(expired)).toBe(false);
    for (const folder of [recent, writing, longer, kept]) expect(await exists(folder)).toBe(true);
    // Nothing more to do on the next run.
    expect(await retention.sweep()).toEqual({ deleted: 0, failed: 0 });
  });

  it('keeps a recording its library copy still reads (being made, or republished), not one already made', async () => {
    const library = (id: string, state: MediaState) =>
      database.db.update(mediaItems).set({ state }).where(eq(mediaItems.id, id));
    await library(MEDIA_IDS.youthNight, 'started');
    await library(MEDIA_IDS.worshipNight, 'republish_pending');
    await library(MEDIA_IDS.christmasEve, 'completed');
    const old = daysAgo(8);
    const channel = ENCODER_CHANNEL_IDS.europeMission;
    const beingMade = await recording('being-made', channel, old, 'STOPPED', MEDIA_IDS.youthNight);
    const republished = await recording(
      'republished',
      channel,
      old,
      'STOPPED',
      MEDIA_IDS.worshipNight,
    );
    const made = await recording('made', channel, old, 'STOPPED', MEDIA_IDS.christmasEve);

    const retention = new RecordingRetention({ db: database.db, liveDir, now: () => NOW });
    expect(await retention.sweep()).toEqual({ deleted: 1, failed: 0 });
    expect(await exists(made)).toBe(false);
    expect(await exists(beingMade)).toBe(true);
    expect(await exists(republished)).toBe(true);
    // The library's item stays.
    const [item] = await database.db
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .where(eq(mediaItems.id, MEDIA_IDS.christmasEve));
    expect(item).toBeDefined();
  });

  it('keeps a recording a republish plays now, and deletes it once it ends', async () => {
    const [event] = await database.db
      .insert(liveEvents)
      .values({
        organisationId: ORGANISATION_IDS.riverside,
        name: 'Sunday',
        encoderId: randomUUID(),
        state: 'STOPPED',
        durationMinutes: 60,
      })
      .returning();
    const folder = await recording('republishing', ENCODER_CHANNEL_IDS.europeMission, daysAgo(8));
    await database.db
      .update(encoderVideos)
      .set({ eventId: event!.id })
      .where(eq(encoderVideos.name, 'republishing'));
    let playing = true;
    const retention = new RecordingRetention({
      db: database.db,
      liveDir,
      now: () => NOW,
      playsRecordingOf: (eventId) => playing && eventId === event!.id,
    });
    expect(await retention.sweep()).toEqual({ deleted: 0, failed: 0 });
    expect(await exists(folder)).toBe(true);
    playing = false;
    expect(await retention.sweep()).toEqual({ deleted: 1, failed: 0 });
    expect(await exists(folder)).toBe(false);
  });

  it('refuses a folder outside its organisation’s, keeps its row, and goes on with the others', async () => {
    const harborFolder = join(ORGANISATION_IDS.harbor, 'theirs');
    await mkdir(join(liveDir, harborFolder), { recursive: true });
    // A Riverside row naming Harbor's folder (never written so; the guard holds if it were).
    await database.db.insert(encoderVideos).values({
      organisationId: ORGANISATION_IDS.riverside,
      encoderChannelId: ENCODER_CHANNEL_IDS.europeMission,
      name: 'astray',
      startTime: daysAgo(8),
      state: 'STOPPED',
      folder: harborFolder,
    });
    const expired = await recording('expired', ENCODER_CHANNEL_IDS.europeMission, daysAgo(8));
    const problems: string[] = [];
    const retention = new RecordingRetention({
      db: database.db,
      liveDir,
      now: () => NOW,
      log: (message) => problems.push(message),
    });
    expect(await retention.sweep()).toEqual({ deleted: 1, failed: 1 });
    expect(problems).toEqual(['a recording past its retention could not be deleted']);
    expect(await exists(harborFolder)).toBe(true);
    expect(await exists(expired)).toBe(false);
    const left = await database.db.select({ name: encoderVideos.name }).from(encoderVideos);
    expect(left.map((row) => row.name)).toEqual(['astray']);
  });

  it('deletes the row of a recording whose folder is already gone (a sweep stopped midway)', async () => {
    const folder = await recording('half-done', ENCODER_CHANNEL_IDS.europeMission, daysAgo(30));
    await rm(join(liveDir, folder), { recursive: true });
    const retention = new RecordingRetention({ db: database.db, liveDir, now: () => NOW });
    expect(await retention.sweep()).toEqual({ deleted: 1, failed: 0 });
    expect(await database.db.select().from(encoderVideos)).toEqual([]);
  });
});
