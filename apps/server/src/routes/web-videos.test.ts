import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LIFECYCLE_MESSAGES,
  VALIDATION_MESSAGES,
  WEB_VIDEO_MESSAGES,
  WEB_VIDEO_VALIDATION_MESSAGES,
} from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { webVideos } from '../db/web-videos/schema';
import { parseMediaPlaylist } from '../live/broadcast/playlist';
import { mediaFileKey, ORIGINAL_FILE } from '../media/media-files';
import { FileStorage } from '../storage/file-storage';
import {
  buildTestApp,
  ContractResponseValidator,
  makeMediaFixture,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
  type SignedIn,
} from '../test-support';
import { eventually } from '../test-support/eventually';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const riverside = ORGANISATION_IDS.riverside;
const collection = (organisationId: string = riverside) =>
  `/api/v3/customers/${organisationId}/webvideos`;
/** The youth channel has no stream delay. */
const YOUTH_EMBED_ID = 'rvs-youth-3m8d';
const SOURCE_SECONDS = 6;

let contract: ContractResponseValidator;
let fixturesDir: string;
let sourceFile: string;
let app: FastifyInstance;
let database: DatabaseHandle;
let workDir: string;
let events: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
  fixturesDir = await mkdtemp(join(tmpdir(), 'studio-web-video-fixture-'));
  // 6 s with a keyframe every 2 s: the cues below snap to 0, 2, 4 and 6.
  sourceFile = await makeMediaFixture(fixturesDir, 'good', SOURCE_SECONDS);
});
afterAll(async () => {
  await rm(fixturesDir, { recursive: true, force: true });
});

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'studio-web-videos-'));
  database = await openTestDatabase();
  // A processed library item whose original is the fixture.
  await new FileStorage(join(workDir, 'storage')).put(
    mediaFileKey(riverside, MEDIA_IDS.hopeInHardTimes, ORIGINAL_FILE),
    createReadStream(sourceFile),
    { contentType: 'video/mp4' },
  );
  await database.db
    .update(mediaItems)
    .set({ processingStatus: 'COMPLETE', state: 'completed', durationSeconds: SOURCE_SECONDS })
    .where(eq(mediaItems.id, MEDIA_IDS.hopeInHardTimes));
  app = await buildTestApp({
    database,
    liveIngest: { port: 0 },
    liveDir: join(workDir, 'live'),
    storageDir: join(workDir, 'storage'),
  });
  events = await signIn(app, 'events@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(workDir, { recursive: true, force: true });
});

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

async function call(
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  session: SignedIn = events,
) {
  return checked(
    operationId,
    await app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) }),
  );
}

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sunday replay',
  description: 'Replay of the 9am service.',
  mediaId: MEDIA_IDS.hopeInHardTimes,
  webChannelId: WEB_CHANNEL_IDS.youth,
  playoutBehaviour: 'faster_immediate',
  startCue: '00:00:00.000',
  stopCue: '00:00:06.000',
  ...overrides,
});

interface WebVideo {
  uuid: string;
  status: string;
  startCue: string;
  stopCue: string;
  startedAt: string | null;
}

const waitForStatus = (id: string, accept: (status: string) => boolean): Promise<WebVideo> =>
  eventually(
    async () => (await call('getWebVideo', 'GET', `${collection()}/${id}`)).json<WebVideo>(),
    (video) => accept(video.status),
    `web video ${id} to reach ${String(accept)}`,
  );

const publicPlaylist = () =>
  app.inject({ method: 'GET', url: `/live/${YOUTH_EMBED_ID}/index.m3u8` });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call('createWebVideo', 'POST', collection(), body(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<WebVideo>();
}

describe('web videos (sim-live)', () => {
  it('plays a library video on a web channel, refuses a second start there, and stops for good', async () => {
    const created = await create();
    expect(created).toMatchObject({ status: 'pending', stopCue: '00:00:06.000' });

    const started = await waitForStatus(created.uuid, (status) => status === 'started');
    expect(started.startedAt).not.toBeNull();

    // The watch page plays it: its playlist lists the web video's segments, which are served.
    let segments: string[] = [];
    for (let attempt = 0; attempt < 100 && segments.length === 0; attempt += 1) {
      const response = await publicPlaylist();
      if (response.statusCode === 200) {
        segments = parseMediaPlaylist(response.body).segments.map((segment) => segment.uri);
      }
      if (segments.length === 0) await sleep(100);
    }
    expect(segments[0]).toMatch(new RegExp(`^${created.uuid}/segment_\\d{6}\\.ts$`));
    const segment = await app.inject({
      method: 'GET',
      url: `/live/${YOUTH_EMBED_ID}/${segments[0]}`,
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');

    // Its players are told the channel is live, with its HLS address.
    const config = await app.inject({
      method: 'GET',
      url: `/api/player-config/embeds/${YOUTH_EMBED_ID}`,
    });
    expect(config.json<{ liveStatus: string; sources: unknown[] }>()).toMatchObject({
      liveStatus: 'LIVE',
      sources: [expect.objectContaining({ type: 'application/x-mpegURL' })],
    });

    // A second start on the channel: 409, and nothing stored.
    const second = await call('createWebVideo', 'POST', collection(), body({ name: 'Again' }));
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }[]>()[0]?.message).toBe(
      LIFECYCLE_MESSAGES.webChannelInUse,
    );
    expect(await database.db.select().from(webVideos).where(eq(webVideos.name, 'Again'))).toEqual(
      [],
    );

    // What it plays is fixed; its name is not.
    const moved = await call(
      'updateWebVideo',
      'PUT',
      `${collection()}/${created.uuid}`,
      body({ stopCue: '00:00:04.000' }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json<{ message: string }[]>()[0]?.message).toBe(WEB_VIDEO_MESSAGES.playoutFixed);
    const renamed = await call(
      'updateWebVideo',
      'PUT',
      `${collection()}/${created.uuid}`,
      body({ name: 'Sunday replay (youth)' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ name: string }>().name).toBe('Sunday replay (youth)');

    // Its library video stays while it plays.
    const library = await signIn(app, 'admin@riverside.example');
    const mediaDelete = await call(
      'deleteMedia',
      'DELETE',
      `/api/v3/customers/${riverside}/media/${MEDIA_IDS.hopeInHardTimes}`,
      undefined,
      library,
    );
    expect(mediaDelete.statusCode).toBe(409);
    expect(mediaDelete.json<{ message: string }[]>()[0]?.message).toBe(
      WEB_VIDEO_MESSAGES.mediaPlaying,
    );

    const deleteWhilePlaying = await call(
      'deleteWebVideo',
      'DELETE',
      `${collection()}/${created.uuid}`,
    );
    expect(deleteWhilePlaying.statusCode).toBe(409);

    const stop = await call('stopWebVideo', 'POST', `${collection()}/${created.uuid}/stop`);
    expect(stop.statusCode).toBe(202);
    expect(stop.json<{ status: string }>().status).toBe('stopped');
    const again = await call('stopWebVideo', 'POST', `${collection()}/${created.uuid}/stop`);
    expect(again.statusCode).toBe(409);
    // The channel no longer carries it.
    expect((await publicPlaylist()).body).not.toContain(created.uuid);

    // The channel is free again; the stopped one can go.
    const next = await create({ name: 'Evening replay' });
    await call('stopWebVideo', 'POST', `${collection()}/${next.uuid}/stop`);
    const deleted = await call('deleteWebVideo', 'DELETE', `${collection()}/${created.uuid}`);
    expect(deleted.statusCode).toBe(204);
    const list = await call('listWebVideos', 'GET', collection());
    const listed = list.json<WebVideo[]>().map((video) => video.uuid);
    // Newest first, after the seeded ones are older.
    expect(listed[0]).toBe(next.uuid);
    expect(listed).not.toContain(created.uuid);
  });

  it('ends a realtime web video by itself at its stop cue', async () => {
    const created = await create({
      playoutBehaviour: 'realtime',
      startCue: '00:00:02.500',
      stopCue: '00:00:03.000',
    });
    // The start snaps back to the keyframe at 2 s, the stop forward to the one at 4 s.
    const ended = await waitForStatus(created.uuid, (status) =>
      ['stopped', 'error', 'aborted'].includes(status),
    );
    expect(ended.status).toBe('stopped');
  });

  it('prepares a replay for the next scheduled replay without taking the channel, and trims it', async () => {
    const created = await create({ playoutBehaviour: 'faster_next_replay' });
    await waitForStatus(created.uuid, (status) => status === 'scheduled');
    expect((await publicPlaylist()).body).not.toContain(created.uuid);

    const outside = await call('trimWebVideo', 'POST', `${collection()}/${created.uuid}/trim`, {
      start: '00:00:01.000',
      end: '00:00:09.000',
    });
    expect(outside.statusCode).toBe(422);
    const trim = await call('trimWebVideo', 'POST', `${collection()}/${created.uuid}/trim`, {
      start: '00:00:02.000',
      end: '00:00:04.000',
    });
    expect(trim.statusCode).toBe(202);
    const trimmed = await waitForStatus(created.uuid, (status) => status === 'scheduled');
    expect(trimmed).toMatchObject({ startCue: '00:00:02.000', stopCue: '00:00:04.000' });
  });

  it('refuses a bad web video with the spec messages, naming each field, and stores nothing', async () => {
    const seeded = (await database.db.select().from(webVideos)).length;
    const response = await call(
      'createWebVideo',
      'POST',
      collection(),
      body({
        name: 'Replay <live>',
        webChannelId: WEB_CHANNEL_IDS.harborAthletics,
        stopCue: '00:00:30.000',
      }),
    );
    expect(response.statusCode).toBe(400);
    const problems = response.json<{ field?: string; message: string }[]>();
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'body.name',
        message: WEB_VIDEO_VALIDATION_MESSAGES.noAngleBrackets,
      }),
    );
    const references = await call(
      'createWebVideo',
      'POST',
      collection(),
      body({ webChannelId: WEB_CHANNEL_IDS.harborAthletics, stopCue: '00:00:30.000' }),
    );
    expect(references.statusCode).toBe(400);
    expect(references.json<{ field?: string; message: string }[]>()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'body.webChannelId',
          message: VALIDATION_MESSAGES.unknownWebChannel,
        }),
        expect.objectContaining({
          field: 'body.stopCue',
          message: WEB_VIDEO_VALIDATION_MESSAGES.cueBeyondContent,
        }),
      ]),
    );
    const order = await call(
      'createWebVideo',
      'POST',
      collection(),
      body({ startCue: '00:00:04.000', stopCue: '00:00:02.000' }),
    );
    expect(order.json<{ field?: string; message: string }[]>()).toContainEqual(
      expect.objectContaining({
        field: 'body.stopCue',
        message: WEB_VIDEO_VALIDATION_MESSAGES.stopCueAfterStart,
      }),
    );
    expect(await database.db.select().from(webVideos)).toHaveLength(seeded);
  });

  it('keeps web videos to their organisation and to the roles that manage web events', async () => {
    const created = await create({ playoutBehaviour: 'faster_next_replay' });
    const harbor = await signIn(app, 'admin@harbor.example');
    const foreign = await app.inject({
      method: 'GET',
      url: `${collection(ORGANISATION_IDS.harbor)}/${created.uuid}`,
      headers: harbor.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const library = await signIn(app, 'library@riverside.example');
    const refused = await call('createWebVideo', 'POST', collection(), body(), library);
    expect(refused.statusCode).toBe(403);
    await waitForStatus(created.uuid, (status) => status === 'scheduled');
  });

  it('aborts on start what a previous run of the server left playing', async () => {
    const previous = await openTestDatabase();
    const [left] = await previous.db
      .insert(webVideos)
      .values({
        organisationId: riverside,
        name: 'Left playing',
        mediaId: MEDIA_IDS.hopeInHardTimes,
        webChannelId: WEB_CHANNEL_IDS.main,
        startCueMs: 0,
        stopCueMs: 6000,
        status: 'started',
        streamKey: 'left-playing-key',
        folder: `${riverside}/web-videos/left-playing`,
      })
      .returning();
    const restarted = await buildTestApp({
      database: previous,
      liveDir: join(workDir, 'live-previous'),
      storageDir: join(workDir, 'storage-previous'),
    });
    try {
      const [row] = await previous.db
        .select()
        .from(webVideos)
        .where(eq(webVideos.id, left?.id ?? ''));
      expect(row?.status).toBe('aborted');
    } finally {
      await restarted.close();
    }
  });
});
