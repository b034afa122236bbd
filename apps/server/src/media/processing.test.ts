import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { JobWorker } from '../jobs/worker';
import { MEDIA_IDS } from '../seed/demo-data';
import { createServices, type Services } from '../services';
import { makeMediaFixture, openTestDatabase, ORGANISATION_IDS } from '../test-support';
import { ladderFor } from './ladder';
import { mediaFileKey, mediaPrefix, ORIGINAL_FILE } from './media-files';
import { ffmpegTranscoder, TranscodeFailedError, type MediaTranscoder } from './transcode';

let fixtures: string;
let goodVideo: Buffer;
beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'studio-processing-fixtures-'));
  goodVideo = await readFile(await makeMediaFixture(fixtures, 'good'));
}, 60_000);
afterAll(async () => {
  await rm(fixtures, { recursive: true, force: true });
});

const opened: Array<{ database: DatabaseHandle; storageDir: string }> = [];
afterEach(async () => {
  for (const { database, storageDir } of opened.splice(0)) {
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  }
});

/** A clock the test moves by hand, so the queue's back-off comes due without waiting. */
function manualClock() {
  let current = Date.parse('2026-11-22T15:00:00Z');
  return { now: () => new Date(current), advance: (ms: number) => (current += ms) };
}

const itemId = MEDIA_IDS.hopeInHardTimes;
const organisationId = ORGANISATION_IDS.riverside;

async function setUp(transcoder: MediaTranscoder = ffmpegTranscoder) {
  const database = await openTestDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), 'studio-processing-storage-'));
  opened.push({ database, storageDir });
  const clock = manualClock();
  const services = await createServices(database, {
    storageDir,
    now: clock.now,
    mediaTranscoder: transcoder,
  });
  // The seeded item gets its original, as the first start does, and waits for processing.
  await services.storage.put(mediaFileKey(organisationId, itemId, ORIGINAL_FILE), goodVideo);
  await services.db
    .update(mediaItems)
    .set({ originalPath: `${mediaPrefix(itemId)}${ORIGINAL_FILE}` })
    .where(eq(mediaItems.id, itemId));
  await services.jobs.enqueue(
    'media.process',
    { mediaId: itemId, uploadId: null },
    { organisationId },
  );
  return { services, clock, worker: new JobWorker({ queue: services.jobs }) };
}

const itemOf = async (services: Services) => {
  const [row] = await services.db.select().from(mediaItems).where(eq(mediaItems.id, itemId));
  return row;
};

describe('media processing on the job queue', () => {
  it('retries a failed conversion, then fails with a reason a person can act on', async () => {
    const failing: MediaTranscoder = {
      ...ffmpegTranscoder,
      writeHlsLadder: () =>
        Promise.reject(new TranscodeFailedError('Invalid data found when processing input')),
    };
    const { services, clock, worker } = await setUp(failing);
    expect(await worker.runOnce()).toBe('retrying');
    expect(await itemOf(services)).toMatchObject({
      processingStatus: 'RETRYING',
      state: 'content_available',
    });
    clock.advance(60_000);
    expect(await worker.runOnce()).toBe('retrying');
    clock.advance(120_000);
    expect(await worker.runOnce()).toBe('failed');
    const failed = await itemOf(services);
    expect(failed).toMatchObject({ processingStatus: 'FAILED', state: 'errored' });
    expect(failed?.processingError).toContain('Invalid data found when processing input');
    expect(failed?.processingError).toContain('Export it again as MP4');
    // Every step reached the organisation's event stream.
    const states = (await services.events.after(organisationId, 0, 100))
      .filter((event) => event.subjectId === itemId)
      .map((event) => event.state);
    expect(states).toEqual(
      expect.arrayContaining(['STARTING', 'SEGMENTING', 'TRANSCODING', 'RETRYING', 'FAILED']),
    );
  }, 120_000);

  it('processes to COMPLETE, accounts the bytes, and releases them when the item is deleted', async () => {
    const { services, worker } = await setUp();
    // The demo organisation starts with seeded stored bytes; set-up stored the original on top.
    const seeded = (await services.storage.usage.storedBytes(organisationId)) - goodVideo.length;
    expect(await worker.runOnce()).toBe('completed');
    const done = await itemOf(services);
    expect(done).toMatchObject({
      processingStatus: 'COMPLETE',
      state: 'completed',
      processingProgress: 100,
    });
    expect(done?.renditions.map((rung) => rung.name)).toEqual(['360p', '270p', '180p']);
    const master = await services.storage.get(
      mediaFileKey(organisationId, itemId, 'hls/master.m3u8'),
    );
    expect(master).not.toBeNull();
    const stored = await services.storage.usage.storedBytes(organisationId);
    expect(stored - seeded).toBeGreaterThan(goodVideo.length);

    await services.db
      .update(mediaItems)
      .set({ state: 'delete_pending' })
      .where(eq(mediaItems.id, itemId));
    await services.jobs.enqueue('media.delete', { mediaId: itemId }, { organisationId });
    expect(await worker.runOnce()).toBe('completed');
    expect(await itemOf(services)).toBeUndefined();
    expect(await services.storage.usage.storedBytes(organisationId)).toBe(seeded);
  }, 120_000);
});

describe('the ladder', () => {
  it('takes the plan’s number of rungs that fit the source, never upscaling', () => {
    expect(ladderFor(1080, 3).map((rung) => rung.name)).toEqual(['1080p', '720p', '540p']);
    expect(ladderFor(720, 6).map((rung) => rung.name)).toEqual([
      '720p',
      '540p',
      '480p',
      '360p',
      '270p',
      '180p',
    ]);
    expect(ladderFor(360, 8).map((rung) => rung.name)).toEqual(['360p', '270p', '180p']);
    expect(ladderFor(120, 3).map((rung) => rung.name)).toEqual(['180p']);
  });
});
