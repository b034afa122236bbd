import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaItems } from '../db/media/schema';
import { keyframeIntervalOf } from '../media/media-probe';
import {
  buildTestApp,
  ContractResponseValidator,
  makeMediaFixture,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let fixtures: string;
let fixture: string;
beforeAll(async () => {
  contract = await ContractResponseValidator.load();
  fixtures = await mkdtemp(join(tmpdir(), 'studio-metadata-fixtures-'));
  fixture = await makeMediaFixture(fixtures, 'good');
}, 120_000);
afterAll(async () => {
  await rm(fixtures, { recursive: true, force: true });
});

let app: FastifyInstance;
let storageDir: string;
let library: SignedIn;
const mediaId = MEDIA_IDS.christmasEve;

beforeEach(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'studio-metadata-storage-'));
  const database = await openTestDatabase();
  // The item's original, where the file storage keeps it, as if its upload had finished.
  const folder = join(storageDir, ORGANISATION_IDS.riverside, 'media', mediaId);
  await mkdir(folder, { recursive: true });
  await copyFile(fixture, join(folder, 'original.mp4'));
  await database.db
    .update(mediaItems)
    .set({ originalPath: `media/${mediaId}/original.mp4` })
    .where(eq(mediaItems.id, mediaId));
  app = await buildTestApp({ database, storageDir, jobConcurrency: 1 });
  library = await signIn(app, 'library@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

const metadataUrl = (id: string) => `/api/media-metadata/media/${id}`;

describe('media metadata', () => {
  it('answers 404 until the file was probed, then the facts ffprobe read', async () => {
    const before = await app.inject({ url: metadataUrl(mediaId), headers: library.headers });
    expect(before.statusCode).toBe(404);

    const probe = await app.inject({
      method: 'POST',
      url: `${metadataUrl(mediaId)}/probe`,
      headers: library.headers,
    });
    expect(probe.statusCode, probe.body).toBe(202);
    expect(contract.check('probeMedia', probe).problems).toEqual([]);
    expect(probe.json()).toMatchObject({ id: mediaId });

    const answer = await vi.waitFor(
      async () => {
        const response = await app.inject({ url: metadataUrl(mediaId), headers: library.headers });
        if (response.statusCode !== 200) throw new Error(`still ${response.statusCode}`);
        return response;
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(contract.check('getMediaMetadata', answer).problems).toEqual([]);
    const facts = answer.json<Record<string, unknown>>();
    // The fixture: 640x360 H.264 at 30 fps, AAC stereo at 48 kHz, 4 seconds.
    expect(facts).toMatchObject({
      mediaId,
      container: 'mp4',
      video: {
        codec: 'h264',
        width: 640,
        height: 360,
        frameRate: 30,
        progressive: true,
        keyframeIntervalSeconds: 2,
      },
      audio: { codec: 'aac', sampleRate: 48_000 },
    });
    expect(facts.durationSeconds).toBeGreaterThan(3.5);
    expect(facts.durationSeconds).toBeLessThan(4.5);
  }, 90_000);

  it("refuses an item without a stored file (409) and another organisation's item (404)", async () => {
    const withoutFile = await app.inject({
      method: 'POST',
      url: `${metadataUrl(MEDIA_IDS.youthNight)}/probe`,
      headers: library.headers,
    });
    expect(withoutFile.statusCode).toBe(409);
    const harbor = await signIn(app, 'admin@harbor.example');
    const foreign = await app.inject({
      method: 'POST',
      url: `${metadataUrl(mediaId)}/probe`,
      headers: harbor.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await app.inject({ url: metadataUrl(mediaId), headers: harbor.headers })).statusCode,
    ).toBe(404);
  });
});

describe('keyframeIntervalOf', () => {
  it('is the median gap, so one scene cut does not move it', () => {
    expect(keyframeIntervalOf([0, 2, 4, 4.5, 6.5, 8.5])).toBe(2);
    expect(keyframeIntervalOf([0])).toBeUndefined();
  });
});
