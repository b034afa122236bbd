import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_EDIT_MESSAGES, TRIM_PRECISION_SECONDS } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { JobWorker } from '../jobs/worker';
import { probeMediaFile } from '../media/ffprobe';
import { mediaFileKey, mediaPrefix, ORIGINAL_FILE } from '../media/media-files';
import { createServices, type Services } from '../services';
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

const organisationId = ORGANISATION_IDS.riverside;
const itemId = MEDIA_IDS.christmasEve;
const v3 = (path: string, customer: string = organisationId) =>
  `/api/v3/customers/${customer}/${path}`;
const v4 = (path: string, customer: string = organisationId) =>
  `/api/v4/customers/${customer}/${path}`;

let fixtures: string;
let twentySeconds: Buffer;
let contract: ContractResponseValidator;
beforeAll(async () => {
  contract = await ContractResponseValidator.load();
  fixtures = await mkdtemp(join(tmpdir(), 'studio-media-edits-fixtures-'));
  // 20 s of 640x360 at 30 fps with a keyframe every 2 s (the fixture's -g 60).
  twentySeconds = await readFile(await makeMediaFixture(fixtures, 'good', 20));
}, 60_000);
afterAll(async () => {
  await rm(fixtures, { recursive: true, force: true });
});

let database: DatabaseHandle;
let storageDir: string;
let app: FastifyInstance;
let services: Services;

let library: SignedIn;

beforeEach(async () => {
  database = await openTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'studio-media-edits-'));
  // The app answers; a second set of services on the same database and folder drives the jobs
  // one at a time, so each step is seen in order.
  app = await buildTestApp({ database, storageDir });
  services = await createServices(database, { storageDir });
  library = await signIn(app, 'library@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function call(
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  session: SignedIn = library,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

/** Runs queued jobs until none is left; answers how each ended. */
async function drainJobs(): Promise<string[]> {
  const runner = new JobWorker({ queue: services.jobs });
  const outcomes: string[] = [];
  for (;;) {
    const outcome = await runner.runOnce();
    if (outcome === null) return outcomes;
    outcomes.push(outcome);
  }
}

/** The seeded item gets the 20 s video as its original and is processed to COMPLETE. */
async function processedItem(): Promise<void> {
  await services.storage.put(mediaFileKey(organisationId, itemId, ORIGINAL_FILE), twentySeconds);
  await services.db
    .update(mediaItems)
    .set({ originalPath: `${mediaPrefix(itemId)}${ORIGINAL_FILE}` })
    .where(eq(mediaItems.id, itemId));
  await services.jobs.enqueue(
    'media.process',
    { mediaId: itemId, uploadId: null },
    { organisationId },
  );
  expect(await drainJobs()).toEqual(['completed']);
}

async function itemRow(id: string) {
  const [row] = await services.db.select().from(mediaItems).where(eq(mediaItems.id, id));
  return row;
}

async function storedFacts(id: string) {
  const stored = await services.storage.get(mediaFileKey(organisationId, id, ORIGINAL_FILE));
  if (!stored) throw new Error(`no original for ${id}`);
  const file = join(storageDir, `probe-${id}.mp4`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  await writeFile(file, Buffer.concat(chunks));
  return probeMediaFile(file, 1);
}

const storedDuration = async (id: string) => (await storedFacts(id)).durationSeconds ?? 0;

describe('trimMedia', () => {
  it('waits for processing, checks the range, then cuts on keyframes and keeps the cut as the new original', async () => {
    const range = { start: '00:00:03.100', end: '00:00:12.500' };
    const early = await call('trimMedia', 'POST', v3(`media/${itemId}/trim`), range);
    expect(early.statusCode).toBe(409);
    expect(early.json()[0].message).toBe(MEDIA_EDIT_MESSAGES.stillProcessing);

    await processedItem();
    const backwards = await call('trimMedia', 'POST', v3(`media/${itemId}/trim`), {
      start: '00:00:10.000',
      end: '00:00:05.000',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual([
      { code: 'INVALID_REQUEST', message: MEDIA_EDIT_MESSAGES.startBeforeEnd, field: 'body.end' },
    ]);
    const outside = await call('trimMedia', 'POST', v3(`media/${itemId}/trim`), {
      start: '00:00:05.000',
      end: '00:00:25.000',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()[0]).toMatchObject({ field: 'body.end', code: 'OUT_OF_RANGE' });

    const review = await signIn(app, 'review@riverside.example');
    const refused = await call('trimMedia', 'POST', v3(`media/${itemId}/trim`), range, review);
    expect(refused.statusCode).toBe(403);

    const accepted = await call('trimMedia', 'POST', v3(`media/${itemId}/trim`), range);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({
      status: 'PENDING',
      ...range,
      precisionSeconds: TRIM_PRECISION_SECONDS,
    });
    const again = await call('trimMedia', 'POST', v3(`media/${itemId}/trim`), range);
    expect(again.statusCode).toBe(409);
    // Still the 20 s original until the trim has succeeded.
    expect(await storedDuration(itemId)).toBeGreaterThan(19);

    expect(await drainJobs()).toEqual(['completed']);
    const trimmed = await itemRow(itemId);
    expect(trimmed).toMatchObject({ processingStatus: 'COMPLETE', state: 'completed' });
    // 3.1 s snaps back to the keyframe at 2 s, 12.5 s on to the one at 14 s: 12 s are left.
    expect(trimmed?.durationSeconds).toBeGreaterThan(11.5);
    expect(trimmed?.durationSeconds).toBeLessThan(12.5);
    expect(await storedDuration(itemId)).toBeLessThan(12.5);
    const events = await services.events.after(organisationId, 0, 200);
    expect(events.filter((event) => event.subjectId === itemId).at(-1)?.data).toMatchObject({
      trimStart: '00:00:02.000',
      trimEnd: '00:00:14.000',
    });
  }, 180_000);
});

describe('clips', () => {
  it('cuts a 10 s clip into a library item of its own; lists, edits and deletes it', async () => {
    await processedItem();
    const tooShort = await call('createClip', 'POST', v4(`media/${itemId}/clips`), {
      title: 'Too short',
      start: '00:00:01.000',
      end: '00:00:03.500',
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json()[0].message).toBe(MEDIA_EDIT_MESSAGES.clipLength);
    const brackets = await call('createClip', 'POST', v4(`media/${itemId}/clips`), {
      title: 'Hope',
      description: '<b>bold</b>',
      start: '00:00:05.000',
      end: '00:00:15.000',
    });
    expect(brackets.statusCode).toBe(400);

    const created = await call('createClip', 'POST', v4(`media/${itemId}/clips`), {
      title: 'Hope is a person',
      description: 'Ten seconds from Christmas Eve.',
      start: '00:00:05.000',
      end: '00:00:15.000',
    });
    expect(created.statusCode).toBe(201);
    const clip = created.json<{ uuid: string; clipMediaId: string }>();
    expect(created.headers.location).toBe(`/api/v4/customers/${organisationId}/clips/${clip.uuid}`);
    expect(created.json()).toMatchObject({
      mediaId: itemId,
      status: 'PENDING',
      aspectRatio: '16:9',
    });

    expect(await drainJobs()).toEqual(['completed']);
    const item = await itemRow(clip.clipMediaId);
    expect(item).toMatchObject({ processingStatus: 'COMPLETE', title: 'Hope is a person' });
    expect(item?.durationSeconds).toBeGreaterThan(9.5);
    expect(item?.durationSeconds).toBeLessThan(10.5);
    // The clip is a library item like any other.
    const asMedia = await call('getMedia', 'GET', v3(`media/${clip.clipMediaId}`));
    expect(asMedia.json()).toMatchObject({
      title: 'Hope is a person',
      processingStatus: 'COMPLETE',
    });

    const list = await call('listClips', 'GET', v4('clips'));
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([expect.objectContaining({ uuid: clip.uuid, status: 'COMPLETE' })]);

    const renamed = await call('updateClip', 'PUT', v4(`clips/${clip.uuid}`), {
      title: 'Hope, renamed',
      start: '00:00:05.000',
      end: '00:00:15.000',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Hope, renamed', status: 'COMPLETE' });
    expect((await itemRow(clip.clipMediaId))?.title).toBe('Hope, renamed');

    const harbor = await signIn(app, 'admin@harbor.example');
    const theirs = await call(
      'getClip',
      'GET',
      v4(`clips/${clip.uuid}`, ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(theirs.statusCode).toBe(404);

    const deleted = await call('deleteClip', 'DELETE', v4(`clips/${clip.uuid}`));
    expect(deleted.statusCode).toBe(204);
    expect((await call('getClip', 'GET', v4(`clips/${clip.uuid}`))).statusCode).toBe(404);
    expect((await itemRow(clip.clipMediaId))?.state).toBe('delete_pending');
  }, 240_000);

  it("finds clips by a word of their title, case-insensitively, and never another organisation's", async () => {
    // Cutting is not what is tested here: the sources are marked processed (20 s) so clips can
    // be asked for, and their jobs are left queued. A pending clip is listed like a finished one.
    await services.db
      .update(mediaItems)
      .set({ processingStatus: 'COMPLETE', durationSeconds: 20 })
      .where(inArray(mediaItems.id, [itemId, MEDIA_IDS.harborGraduation]));
    const cut = async (
      title: string,
      source: string = itemId,
      session = library,
      customer?: string,
    ) => {
      const created = await call(
        'createClip',
        'POST',
        v4(`media/${source}/clips`, customer),
        { title, start: '00:00:02.000', end: '00:00:08.000' },
        session,
      );
      expect(created.statusCode).toBe(201);
      return created.json<{ uuid: string }>().uuid;
    };
    const hope = await cut('Hope is a person');
    const carols = await cut('Carols by candlelight');
    const harbor = await signIn(app, 'admin@harbor.example');
    const harborHope = await cut(
      'Hope for the graduates',
      MEDIA_IDS.harborGraduation,
      harbor,
      ORGANISATION_IDS.harbor,
    );

    const search = async (words: string, session = library, customer?: string) => {
      const answer = await call(
        'listClips',
        'GET',
        `${v4('clips', customer)}?query=${encodeURIComponent(words)}`,
        undefined,
        session,
      );
      expect(answer.statusCode).toBe(200);
      const ids = answer.json<Array<{ uuid: string }>>().map((clip) => clip.uuid);
      expect(answer.headers['x-total-count']).toBe(String(ids.length));
      return ids;
    };
    expect(await search('HOPE')).toEqual([hope]);
    // English stemming, as the library list: "carol" finds "Carols".
    expect(await search('carol')).toEqual([carols]);
    expect(await search('baptism')).toEqual([]);
    // Harbor's clip holds these words; Riverside never sees it.
    expect(await search('graduates')).toEqual([]);
    expect(await search('hope', harbor, ORGANISATION_IDS.harbor)).toEqual([harborHope]);
    // Blank words are no filter: every clip, newest first.
    expect(await search('  ')).toEqual([carols, hope]);
  });

  it('crops a vertical clip for Reels', async () => {
    await processedItem();
    const created = await call('createClip', 'POST', v4(`media/${itemId}/clips`), {
      title: 'Vertical',
      start: '00:00:02.000',
      end: '00:00:06.000',
      aspectRatio: '9:16',
    });
    expect(created.statusCode).toBe(201);
    expect(await drainJobs()).toEqual(['completed']);
    const clipMediaId = created.json<{ clipMediaId: string }>().clipMediaId;
    expect((await itemRow(clipMediaId))?.processingStatus).toBe('COMPLETE');
    const [video] = (await storedFacts(clipMediaId)).videoTracks;
    expect(video).toMatchObject({ width: 202, height: 360 });
  }, 180_000);
});
