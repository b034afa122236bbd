import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import {
  ContentDestinationsRepository,
  EncoderVideosRepository,
  LiveEventsRepository,
} from '../db/broadcast/broadcast-repository';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { ENCODER_CHANNEL_IDS, WEB_CHANNEL_IDS } from '../seed/demo-data';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

const run = promisify(execFile);
const riverside = trustedOrganisationId(ORGANISATION_IDS.riverside);
const v3 = (path: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}/${path}`;

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let dataDir: string;
let liveDir: string;
let library: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'studio-save-recording-'));
  liveDir = join(dataDir, 'live');
  database = await openTestDatabase();
  app = await buildTestApp({
    database,
    liveDir,
    storageDir: join(dataDir, 'storage'),
    jobConcurrency: 1,
  });
  library = await signIn(app, 'library@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(
  operationId: string,
  method: 'GET' | 'POST',
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

/**
 * A recording as the live relay leaves it: four seconds of test pattern and tone as 1-second
 * MPEG-TS segments under `<live folder>/<organisation>/<id>/index.m3u8`, ended.
 */
async function recordingOnDisk(folder: string): Promise<void> {
  const dir = join(liveDir, folder);
  await mkdir(dir, { recursive: true });
  await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=30',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-t',
      '4',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '30',
      '-keyint_min',
      '30',
      '-sc_threshold',
      '0',
      '-c:a',
      'aac',
      '-ar',
      '48000',
      '-f',
      'hls',
      '-hls_time',
      '1',
      '-hls_list_size',
      '0',
      '-hls_segment_filename',
      join(dir, 'segment_%06d.ts'),
      join(dir, 'index.m3u8'),
    ],
    { timeout: 60_000 },
  );
}

/** A live event with a web channel destination, and its recording in the given state. */
async function recordedEvent(state: 'STOPPED' | 'STARTED') {
  const event = await new LiveEventsRepository(database.db, riverside).insert({
    name: 'Midweek Prayer',
    encoderId: randomUUID(),
    encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
    durationMinutes: 30,
    state,
  });
  const destination = await new ContentDestinationsRepository(database.db, riverside).insert({
    eventId: event.id,
    type: 'EMBED',
    webChannelId: WEB_CHANNEL_IDS.main,
    status: state === 'STOPPED' ? 'stopped' : 'started',
    title: 'Midweek Prayer',
  });
  const folder = `${riverside}/${randomUUID()}`;
  if (state === 'STOPPED') await recordingOnDisk(folder);
  const video = await new EncoderVideosRepository(database.db, riverside).insert({
    eventId: event.id,
    encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
    name: 'Midweek Prayer',
    startTime: new Date('2026-11-18T23:30:00Z'),
    state,
    durationSeconds: state === 'STOPPED' ? 4 : null,
    folder,
  });
  return { event, destination, video };
}

const saveBody = (source: { encoderVideoId?: string; contentDestinationId?: string }) => ({
  title: 'Midweek Prayer',
  tags: ['prayer'],
  dateCreated: '2026-11-19T00:30:00Z',
  ...source,
});

async function settled(mediaId: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const item = await call('getMedia', 'GET', v3(`media/${mediaId}`));
    const status = item.json<{ processingStatus: string }>().processingStatus;
    if (['COMPLETE', 'FAILED', 'TIMED_OUT'].includes(status)) return item;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`media ${mediaId} never settled`);
}

describe('saveToLibrary', () => {
  it('joins a stopped recording into a library item that plays and downloads; a second save is refused', async () => {
    const { video } = await recordedEvent('STOPPED');
    const saved = await call(
      'saveToLibrary',
      'POST',
      v3('media'),
      saveBody({ encoderVideoId: video.id }),
    );
    expect(saved.statusCode).toBe(201);
    const item = saved.json<{ mediaId: string }>();
    expect(saved.headers.location).toContain(`/media/${item.mediaId}`);
    expect(saved.json()).toMatchObject({
      title: 'Midweek Prayer',
      tags: ['prayer'],
      mediaSource: 'LIVE',
    });

    const done = await settled(item.mediaId);
    expect(done.json()).toMatchObject({ processingStatus: 'COMPLETE', state: 'completed' });
    expect(done.json<{ durationSeconds: number }>().durationSeconds).toBeGreaterThan(3);
    const download = await call('getMediaDownload', 'GET', v3(`media/${item.mediaId}/download`));
    expect(download.statusCode).toBe(200);
    expect(download.json()).toMatchObject({ fileName: 'Midweek-Prayer.mp4' });
    expect(download.json<{ sizeBytes: number }>().sizeBytes).toBeGreaterThan(10_000);

    const again = await call(
      'saveToLibrary',
      'POST',
      v3('media'),
      saveBody({ encoderVideoId: video.id }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual([
      { code: 'ALREADY_SAVED', message: LIFECYCLE_MESSAGES.recordingAlreadySaved },
    ]);
  });

  it('finds the recording by its destination', async () => {
    const { destination } = await recordedEvent('STOPPED');
    const saved = await call(
      'saveToLibrary',
      'POST',
      v3('media'),
      saveBody({ contentDestinationId: destination.id }),
    );
    expect(saved.statusCode).toBe(201);
  });

  it('asks to retry while the recording is written, and needs exactly one source', async () => {
    const { video, destination } = await recordedEvent('STARTED');
    const live = await call(
      'saveToLibrary',
      'POST',
      v3('media'),
      saveBody({ encoderVideoId: video.id }),
    );
    expect(live.statusCode).toBe(422);
    expect(live.json()).toEqual([
      { code: 'RECORDING_NOT_READY', message: LIFECYCLE_MESSAGES.recordingNotSaved },
    ]);
    const both = await call(
      'saveToLibrary',
      'POST',
      v3('media'),
      saveBody({ encoderVideoId: video.id, contentDestinationId: destination.id }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()[0].message).toBe(LIFECYCLE_MESSAGES.recordingSourceRequired);
    const neither = await call('saveToLibrary', 'POST', v3('media'), saveBody({}));
    expect(neither.statusCode).toBe(400);
  });

  it('keeps organisations apart and needs the library permission', async () => {
    const { video } = await recordedEvent('STOPPED');
    const harbor = await signIn(app, 'admin@harbor.example');
    const theirs = await call(
      'saveToLibrary',
      'POST',
      v3('media', ORGANISATION_IDS.harbor),
      saveBody({ encoderVideoId: video.id }),
      harbor,
    );
    expect(theirs.statusCode).toBe(404);
    const review = await signIn(app, 'review@riverside.example');
    const refused = await call(
      'saveToLibrary',
      'POST',
      v3('media'),
      saveBody({ encoderVideoId: video.id }),
      review,
    );
    expect(refused.statusCode).toBe(403);
  });
});
