import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventKindOf, LIFECYCLE_MESSAGES } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import {
  EventLogsRepository,
  ScheduledEventsRepository,
  type ScheduledEventRecord,
} from '../db/schedule/schedule-repository';
import { WebVideosRepository } from '../db/web-videos/web-videos-repository';
import { mediaFileKey, ORIGINAL_FILE } from '../media/media-files';
import { contractHandlers } from '../routes';
import type { Services } from '../services';
import { FileStorage } from '../storage/file-storage';
import {
  buildTestApp,
  makeMediaFixture,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  WEB_CHANNEL_IDS,
} from '../test-support';
import { WEB_VIDEO_OCCURRENCE_OVER } from './occurrence-cues';
import type { OccurrencePayload } from './scheduler';
import { eventually } from '../test-support/eventually';

const organisationId = trustedOrganisationId(ORGANISATION_IDS.riverside);
const SOURCE_SECONDS = 6;

let fixturesDir: string;
let sourceFile: string;
let workDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let services: Services;
/** The server's clock: the real one unless a test sets the instant the scheduler sees. */
let fixedNow: Date | null = null;

beforeAll(async () => {
  fixturesDir = await mkdtemp(join(tmpdir(), 'studio-replay-fixture-'));
  sourceFile = await makeMediaFixture(fixturesDir, 'good', SOURCE_SECONDS);
});
afterAll(async () => {
  await rm(fixturesDir, { recursive: true, force: true });
});

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'studio-replay-'));
  database = await openTestDatabase();
  await new FileStorage(join(workDir, 'storage')).put(
    mediaFileKey(organisationId, MEDIA_IDS.hopeInHardTimes, ORIGINAL_FILE),
    createReadStream(sourceFile),
    { contentType: 'video/mp4' },
  );
  await markProcessed(true);
  fixedNow = null;
  app = await buildTestApp({
    database,
    now: () => fixedNow ?? new Date(),
    liveIngest: { port: 0 },
    liveDir: join(workDir, 'live'),
    storageDir: join(workDir, 'storage'),
    handlers: (built) => {
      services = built;
      return contractHandlers(built);
    },
  });
});
afterEach(async () => {
  await app.close();
  await rm(workDir, { recursive: true, force: true });
});

async function markProcessed(done: boolean) {
  await database.db
    .update(mediaItems)
    .set(
      done
        ? { processingStatus: 'COMPLETE', state: 'completed', durationSeconds: SOURCE_SECONDS }
        : { processingStatus: 'TRANSCODING', state: 'started' },
    )
    .where(eq(mediaItems.id, MEDIA_IDS.hopeInHardTimes));
}

/**
 * A saved-video event (or a web video, SIMLIVE) starting now (whole seconds), 90 minutes, on the
 * youth channel.
 */
async function savedVideoEvent(
  content: 'saved_video' | 'web_video' = 'saved_video',
  start = new Date(Math.floor(Date.now() / 1000) * 1000),
): Promise<{
  record: ScheduledEventRecord;
  payload: OccurrencePayload;
}> {
  const record = await new ScheduledEventsRepository(database.db, organisationId).create(
    {
      name: content === 'web_video' ? 'Midweek message' : 'Sunday replay',
      startTime: start,
      timezone: 'America/Chicago',
      durationMinutes: 90,
      contentType: content,
      kind: eventKindOf(content),
      mediaId: MEDIA_IDS.hopeInHardTimes,
      automaticSettings: false,
      seriesEnd: new Date(start.getTime() + 90 * 60_000),
      createdBy: null,
    },
    [{ type: 'EMBED', webChannelId: WEB_CHANNEL_IDS.youth }],
  );
  return {
    record,
    payload: { organisationId, eventId: record.event.id, occurrenceStart: start.toISOString() },
  };
}

const webVideos = () => new WebVideosRepository(database.db, organisationId);
const runOf = (payload: OccurrencePayload) =>
  new ScheduledEventsRepository(database.db, organisationId).runOf(
    payload.eventId,
    new Date(payload.occurrenceStart),
  );
const logOf = async (eventId: string) =>
  (await new EventLogsRepository(database.db, organisationId).listForSubject(eventId, {})).items
    .map((entry) => entry.metadata)
    .reverse();

async function waitForStatus(id: string, accept: (status: string) => boolean) {
  const row = await eventually(
    () => webVideos().findById(id),
    (found) => found !== undefined && found !== null && accept(found.status),
    `web video ${id} to reach ${String(accept)}`,
  );
  return row!;
}

describe('scheduled replays', () => {
  it('plays a saved-video occurrence as a web video on its channel, and the stop job ends it', async () => {
    const { record, payload } = await savedVideoEvent();
    await services.scheduler.start(payload);

    const run = await runOf(payload);
    expect(run).toMatchObject({ state: 'running', liveEventId: null });
    expect(run?.webVideoId).toEqual(expect.any(String));
    const video = await waitForStatus(run!.webVideoId!, (status) => status === 'started');
    expect(video).toMatchObject({
      name: 'Sunday replay',
      mediaId: MEDIA_IDS.hopeInHardTimes,
      webChannelId: WEB_CHANNEL_IDS.youth,
      playoutBehaviour: 'realtime',
      startCueMs: 0,
      // The video is shorter than the event: it plays to its end.
      stopCueMs: SOURCE_SECONDS * 1000,
    });

    await services.scheduler.stop(payload);
    await waitForStatus(video.id, (status) => status === 'stopped');
    expect(await runOf(payload)).toMatchObject({ state: 'finished' });
    expect(await logOf(record.event.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'started', webVideoId: video.id }),
        expect.objectContaining({ action: 'ended', webVideoId: video.id }),
      ]),
    );
  });

  it('fails the occurrence with the reason when the video is still processing or the channel is taken', async () => {
    await markProcessed(false);
    const processing = await savedVideoEvent();
    await services.scheduler.start(processing.payload);
    expect(await runOf(processing.payload)).toMatchObject({ state: 'failed', webVideoId: null });
    expect(await logOf(processing.record.event.id)).toContainEqual(
      expect.objectContaining({ action: 'failed', reason: 'The saved video is still processing.' }),
    );

    await markProcessed(true);
    const first = await savedVideoEvent();
    await services.scheduler.start(first.payload);
    const holder = (await runOf(first.payload))!.webVideoId!;
    // A second event on the same channel while the first plays.
    const second = await savedVideoEvent();
    await services.scheduler.start(second.payload);
    expect(await runOf(second.payload)).toMatchObject({ state: 'failed' });
    expect(await logOf(second.record.event.id)).toContainEqual(
      expect.objectContaining({ action: 'failed', reason: LIFECYCLE_MESSAGES.webChannelInUse }),
    );
    await services.scheduler.stop(first.payload);
    await waitForStatus(holder, (status) => status === 'stopped');
  });

  it('joins a web video (SIMLIVE) where the event has reached when its occurrence starts late, and plays it to its end', async () => {
    const start = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const { record, payload } = await savedVideoEvent('web_video', start);
    // The start job runs 3 seconds into the occurrence (a restart, a busy worker).
    fixedNow = new Date(start.getTime() + 3000);
    await services.scheduler.start(payload);

    const run = await runOf(payload);
    expect(run).toMatchObject({ state: 'running', liveEventId: null });
    const row = await webVideos().findById(run!.webVideoId!);
    expect(row).toMatchObject({
      name: 'Midweek message',
      webChannelId: WEB_CHANNEL_IDS.youth,
      playoutBehaviour: 'realtime',
      startCueMs: 3000,
      stopCueMs: SOURCE_SECONDS * 1000,
    });
    // A realtime web video ends by itself at its stop cue; the recording holds what was left
    // of the video from the keyframe at or before the join (2 s keyframes), not all of it.
    const ended = await waitForStatus(row!.id, (status) => status === 'stopped');
    const recording = await services.webVideoPlayout.readRecording(ended);
    const recordedSeconds = (recording?.segments ?? []).reduce(
      (total, segment) => total + segment.durationSeconds,
      0,
    );
    expect(recordedSeconds).toBeGreaterThan(1);
    expect(recordedSeconds).toBeLessThan(SOURCE_SECONDS - 1);
    expect(await logOf(record.event.id)).toContainEqual(
      expect.objectContaining({ action: 'started', webVideoId: row!.id }),
    );
  });

  it('fails a web video occurrence that starts after its video would have ended; a replay still plays from the start', async () => {
    const start = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const late = await savedVideoEvent('web_video', start);
    fixedNow = new Date(start.getTime() + SOURCE_SECONDS * 1000);
    await services.scheduler.start(late.payload);
    expect(await runOf(late.payload)).toMatchObject({ state: 'failed', webVideoId: null });
    expect(await logOf(late.record.event.id)).toContainEqual(
      expect.objectContaining({ action: 'failed', reason: WEB_VIDEO_OCCURRENCE_OVER }),
    );

    const replay = await savedVideoEvent('saved_video', start);
    await services.scheduler.start(replay.payload);
    const run = await runOf(replay.payload);
    expect(await webVideos().findById(run!.webVideoId!)).toMatchObject({ startCueMs: 0 });
    await services.scheduler.stop(replay.payload);
    await waitForStatus(run!.webVideoId!, (status) => status === 'stopped');
  });
});
