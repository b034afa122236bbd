import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { MS_PER_DAY } from '@studio/domain';
import { encoderVideos } from '../db/broadcast/schema';
import { mediaItems } from '../db/media/schema';
import { webChannels } from '../db/settings/schema';
import { parseMediaPlaylist } from '../live/broadcast/playlist';
import { RecordingRetention } from '../live/broadcast/recording-retention';
import {
  buildTestApp,
  ContractResponseValidator,
  ENCODER_CHANNEL_IDS,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
  type SignedIn,
} from '../test-support';
import {
  FfmpegEncoderControl,
  startTestPublisher,
  stopTestPublisher,
} from '../test-support/ffmpeg-publisher';
import { eventually } from '../test-support/eventually';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let contract: ContractResponseValidator;
let app: FastifyInstance;
let database: DatabaseHandle;
let encoders: FfmpegEncoderControl;
let liveDir: string;
let events: SignedIn;

const riverside = ORGANISATION_IDS.riverside;
const goLiveUrl = (organisationId: string = riverside) =>
  `/api/v4/customers/${organisationId}/golive`;
const v3 = (path: string, organisationId: string = riverside) =>
  `/api/v3/customers/${organisationId}/${path}`;
/** The youth channel has no stream delay; its offline content is the newest recording. */
const YOUTH_EMBED_ID = 'rvs-youth-3m8d';

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  liveDir = await mkdtemp(join(tmpdir(), 'studio-live-'));
  encoders = new FfmpegEncoderControl();
  database = await openTestDatabase();
  app = await buildTestApp({
    database,
    encoderControl: encoders,
    liveIngest: { port: 0 },
    liveDir,
    storageDir: join(liveDir, 'storage'),
    encoderStartTimeoutMs: 60_000,
  });
  events = await signIn(app, 'events@riverside.example');
});
afterEach(async () => {
  await app.close();
  await encoders.stopAll();
  await rm(liveDir, { recursive: true, force: true });
});

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

async function call(
  operationId: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  session: SignedIn = events,
) {
  return checked(
    operationId,
    await app.inject({
      method,
      url,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    }),
  );
}

const goLiveBody = (encoderId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Friday Youth Night',
  encoderId,
  encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
  durationMinutes: 60,
  contentDestinations: [{ type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth }],
  ...overrides,
});

interface Status {
  id: string;
  state: string;
  eventId: string | null;
  error: { code: string } | null;
}

const waitForState = (id: string, accept: (state: string) => boolean): Promise<Status> =>
  eventually(
    async () => (await call('getGoLiveStatus', 'GET', `${goLiveUrl()}/${id}`)).json<Status>(),
    (status) => accept(status.state),
    `go-live ${id} to reach ${String(accept)}`,
  );

const publicPlaylist = () =>
  app.inject({ method: 'GET', url: `/live/${YOUTH_EMBED_ID}/index.m3u8` });

/** What the watch page and the embeds load first: public, no bearer. */
const playerConfig = async (embedId = YOUTH_EMBED_ID) =>
  checked(
    'getPlayerConfig',
    await app.inject({ method: 'GET', url: `/api/player-config/embeds/${embedId}` }),
  );
const youthHls = `http://localhost:80/live/${YOUTH_EMBED_ID}/index.m3u8`;

describe('Go Live through the ingest (a stand-in encoder publishes a real test pattern)', () => {
  it('goes live, serves the web channel HLS to anyone, then stops into a recording', async () => {
    const encoderId = randomUUID();
    const started = await call('startGoLive', 'POST', goLiveUrl(), goLiveBody(encoderId));
    expect(started.statusCode).toBe(202);
    expect(started.json<Status>().state).toBe('ENCODER_START_WAIT');
    // The encoder was told where to stream, with its channel's key.
    const assignment = encoders.assignments.get(encoderId);
    expect(assignment?.eventId).toBe(started.json<Status>().eventId);
    expect(assignment?.ingestUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    expect(assignment?.streamKey).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const live = await waitForState(
      started.json<Status>().id,
      (state) => state !== 'ENCODER_START_WAIT',
    );
    expect(live.state).toBe('SCHEDULE_CREATED');

    // Public HLS: no bearer, any origin, never cached while live, and it grows.
    let playlist = await publicPlaylist();
    for (
      let attempt = 0;
      playlist.statusCode !== 200 || parseMediaPlaylist(playlist.body).segments.length < 3;
      attempt += 1
    ) {
      if (attempt > 150)
        throw new Error(`no live playlist: ${playlist.statusCode} ${playlist.body}`);
      await sleep(200);
      playlist = await publicPlaylist();
    }
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('no-cache');
    expect(playlist.headers['access-control-allow-origin']).toBe('*');
    const first = parseMediaPlaylist(playlist.body);
    expect(first.ended).toBe(false);
    const segmentUri = first.segments[0]!.uri;
    expect(segmentUri).toMatch(/^[0-9a-f-]{36}\/segment_\d{6}\.ts$/);
    const segment = await app.inject({
      method: 'GET',
      url: `/live/${YOUTH_EMBED_ID}/${segmentUri}`,
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(segment.rawPayload.length).toBeGreaterThan(1000);

    // The watch page's configuration says live, with the channel's HLS.
    const liveConfig = await playerConfig();
    expect(liveConfig.statusCode).toBe(200);
    expect(liveConfig.headers['access-control-allow-origin']).toBe('*');
    expect(liveConfig.json()).toMatchObject({
      embedId: YOUTH_EMBED_ID,
      playbackType: 'REAL_TIME',
      liveStatus: 'LIVE',
      sources: [{ url: youthHls, type: 'application/x-mpegURL' }],
    });

    const destinations = await call('listContentDestinations', 'GET', v3('contentdestinations'));
    expect(destinations.json()).toEqual([
      expect.objectContaining({
        eventId: live.eventId,
        type: 'EMBED',
        destinationType: 'web_channel',
        status: 'started',
        webEventProfileId: WEB_CHANNEL_IDS.youth,
        title: 'Friday Youth Night',
      }),
    ]);
    const videos = await call('listEncoderVideos', 'GET', v3('encodervideos'));
    const [video] = videos.json<Array<{ uuid: string; state: string }>>();
    expect(video?.state).toBe('STARTED');

    // Stopping the recording stops the event, its encoder and its destinations.
    const stopped = await call('stopEncoderVideo', 'POST', v3(`encodervideos/${video!.uuid}/stop`));
    expect(stopped.statusCode).toBe(202);
    expect(stopped.json()).toMatchObject({ id: video!.uuid, status: 'STOPPED' });
    expect(encoders.publishers.has(encoderId)).toBe(false);
    const recording = await call('getEncoderVideo', 'GET', v3(`encodervideos/${video!.uuid}`));
    expect(recording.json()).toMatchObject({
      state: 'STOPPED',
      eventProfileId: ENCODER_CHANNEL_IDS.youthMinistry,
    });
    expect(recording.json<{ durationSeconds: number }>().durationSeconds).toBeGreaterThan(2);
    const after = await call('listContentDestinations', 'GET', v3('contentdestinations'));
    expect(after.json()).toEqual([expect.objectContaining({ status: 'stopped' })]);

    // Nothing live: the channel plays its newest recording, whole, as on-demand video.
    const replay = await publicPlaylist();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['cache-control']).toBe('public, max-age=60');
    const replayed = parseMediaPlaylist(replay.body);
    expect(replayed.ended).toBe(true);
    expect(replayed.segments.length).toBeGreaterThanOrEqual(first.segments.length);
    expect((await playerConfig()).json()).toMatchObject({
      playbackType: 'ON_DEMAND',
      liveStatus: 'OFFLINE',
      sources: [{ url: youthHls, type: 'application/x-mpegURL' }],
    });

    // A stopped destination cannot start again.
    const [destination] = after.json<Array<{ id: string }>>();
    const restart = await call(
      'startContentDestination',
      'POST',
      v3(`contentdestinations/${destination!.id}/start`),
    );
    expect(restart.statusCode).toBe(409);

    // Retention. The web channel's "Delete replays after (days)": a recording older than that is
    // no longer replayed, by the playlist nor the player config.
    await database.db
      .update(encoderVideos)
      .set({ startTime: new Date(Date.now() - 15 * MS_PER_DAY) })
      .where(eq(encoderVideos.id, video!.uuid));
    await database.db
      .update(webChannels)
      .set({ deleteAfter: 14 })
      .where(eq(webChannels.id, WEB_CHANNEL_IDS.youth));
    expect((await publicPlaylist()).statusCode).toBe(404);
    expect((await playerConfig()).json()).toMatchObject({ sources: [], liveStatus: 'OFFLINE' });
    // The encoder channel's "Delete recordings after (days)" (Youth Ministry: 14) deletes it,
    // its files and its row, as the hourly job does.
    const retention = new RecordingRetention({ db: database.db, liveDir, now: () => new Date() });
    expect(await retention.sweep()).toEqual({ deleted: 1, failed: 0 });
    expect(
      (await call('getEncoderVideo', 'GET', v3(`encodervideos/${video!.uuid}`))).statusCode,
    ).toBe(404);
    expect(await readdir(join(liveDir, riverside))).toEqual([]);
  });

  it('an encoder killed and back within 30 s continues the same event and playlist', async () => {
    const encoderId = randomUUID();
    const started = await call('startGoLive', 'POST', goLiveUrl(), goLiveBody(encoderId));
    const live = await waitForState(
      started.json<Status>().id,
      (state) => state !== 'ENCODER_START_WAIT',
    );
    expect(live.state).toBe('SCHEDULE_CREATED');
    const segmentCount = async () => {
      const response = await publicPlaylist();
      if (response.statusCode !== 200) return 0;
      const playlist = parseMediaPlaylist(response.body);
      return playlist.segments.length === 0
        ? 0
        : Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(response.body)![1]) + playlist.segments.length;
    };
    while ((await segmentCount()) < 2) await sleep(200);

    // The encoder's process dies; a new one streams with the same assignment seconds later.
    const assignment = encoders.assignments.get(encoderId)!;
    await stopTestPublisher(encoders.publishers.get(encoderId)!);
    const beforeDrop = await segmentCount();
    await sleep(2000);
    const replacement = startTestPublisher(`${assignment.ingestUrl}/${assignment.streamKey}`);
    encoders.publishers.set(encoderId, replacement);
    for (let attempt = 0; (await segmentCount()) < beforeDrop + 4; attempt += 1) {
      if (attempt > 150) throw new Error('the playlist did not go on after the encoder came back');
      await sleep(200);
    }
    const destinations = await call('listContentDestinations', 'GET', v3('contentdestinations'));
    expect(destinations.json()).toEqual([
      expect.objectContaining({ eventId: live.eventId, status: 'started' }),
    ]);
    const videos = await call('listEncoderVideos', 'GET', v3('encodervideos'));
    expect(videos.json()).toEqual([expect.objectContaining({ state: 'STARTED' })]);
  });

  it('an encoder streaming for another event answers 409, and force stops that event first', async () => {
    const encoderId = randomUUID();
    const first = await call('startGoLive', 'POST', goLiveUrl(), goLiveBody(encoderId));
    const busy = await call('startGoLive', 'POST', goLiveUrl(), goLiveBody(encoderId));
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual([
      {
        code: 'ENCODER_BUSY',
        message: 'A request conflict has occurred.',
        field: 'body.encoderId',
      },
    ]);
    const forced = await call(
      'startGoLive',
      'POST',
      goLiveUrl(),
      goLiveBody(encoderId, { force: true }),
    );
    expect(forced.statusCode).toBe(202);
    const replaced = await call(
      'getGoLiveStatus',
      'GET',
      `${goLiveUrl()}/${first.json<Status>().id}`,
    );
    expect(replaced.json<Status>().eventId).toBe(first.json<Status>().eventId);
    const destinations = await call(
      'listContentDestinations',
      'GET',
      v3('contentdestinations?sort=asc.start_time'),
    );
    expect(
      destinations
        .json<Array<{ eventId: string; status: string }>>()
        .map((d) => [d.eventId, d.status]),
    ).toEqual([
      [first.json<Status>().eventId, 'stopped'],
      [forced.json<Status>().eventId, 'starting'],
    ]);
  });

  it('fails with the reason when the encoder never reported or is not connected', async () => {
    const unknown = randomUUID();
    encoders.unknown.add(unknown);
    const missing = await call('startGoLive', 'POST', goLiveUrl(), goLiveBody(unknown));
    expect(missing.json()).toMatchObject({
      state: 'NOT_EXIST',
      eventId: null,
      error: { code: 'ENCODER_NOT_FOUND' },
    });

    const offline = randomUUID();
    encoders.unreachable.add(offline);
    const failed = await call('startGoLive', 'POST', goLiveUrl(), goLiveBody(offline));
    expect(failed.json()).toMatchObject({
      state: 'FAILED',
      error: { code: 'ENCODER_UNREACHABLE' },
    });
    // The event it made ended in error, and its destination with it (an errored EMBED is listed).
    const destinations = await call('listContentDestinations', 'GET', v3('contentdestinations'));
    expect(destinations.json()).toEqual([expect.objectContaining({ status: 'error' })]);
  });

  it('times out when the stream never reaches the ingest', async () => {
    await app.close();
    encoders = new FfmpegEncoderControl();
    // An encoder that takes the command but never publishes.
    encoders.startStream = async () => undefined;
    app = await buildTestApp({
      database: await openTestDatabase(),
      encoderControl: encoders,
      liveIngest: { port: 0 },
      liveDir,
      storageDir: join(liveDir, 'storage'),
      encoderStartTimeoutMs: 500,
    });
    events = await signIn(app, 'events@riverside.example');
    const started = await call('startGoLive', 'POST', goLiveUrl(), goLiveBody(randomUUID()));
    const status = await waitForState(
      started.json<Status>().id,
      (state) => state !== 'ENCODER_START_WAIT',
    );
    expect(status).toMatchObject({ state: 'TIMED_OUT', error: { code: 'ENCODER_START_TIMEOUT' } });
  });
});

describe('Go Live rules', () => {
  it('checks the channels are the organisation’s and the destinations are ones it streams to', async () => {
    const foreign = await call(
      'startGoLive',
      'POST',
      goLiveUrl(),
      goLiveBody(randomUUID(), {
        encoderChannelId: ENCODER_CHANNEL_IDS.harborGym,
        contentDestinations: [
          { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.harborAthletics },
        ],
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual([
      {
        code: 'INVALID_REQUEST',
        message: 'Choose one of your encoder channels.',
        field: 'body.encoderChannelId',
      },
      {
        code: 'INVALID_REQUEST',
        message: 'Choose one of your web channels.',
        field: 'body.contentDestinations',
      },
    ]);
    const social = await call(
      'startGoLive',
      'POST',
      goLiveUrl(),
      // A venue's decoder is not a destination Go Live streams to.
      goLiveBody(randomUUID(), { contentDestinations: [{ type: 'RSP_SOURCE' }] }),
    );
    expect(social.statusCode).toBe(422);
    expect(social.json()).toMatchObject([
      { code: 'UNSUPPORTED_DESTINATION', field: 'body.contentDestinations[0].type' },
    ]);
  });

  it('Video Review cannot go live; another organisation’s request is not found', async () => {
    const review = await signIn(app, 'review@riverside.example');
    const refused = await call(
      'startGoLive',
      'POST',
      goLiveUrl(),
      goLiveBody(randomUUID()),
      review,
    );
    expect(refused.statusCode).toBe(403);

    const harborAdmin = await signIn(app, 'admin@harbor.example');
    const mine = await call('startGoLive', 'POST', goLiveUrl(), goLiveBody(randomUUID()));
    const theirs = await call(
      'getGoLiveStatus',
      'GET',
      `${goLiveUrl(ORGANISATION_IDS.harbor)}/${mine.json<Status>().id}`,
      undefined,
      harborAdmin,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('a web channel that never carried a stream is offline; an unknown one is not found', async () => {
    const offline = await publicPlaylist();
    expect(offline.statusCode).toBe(404);
    expect(offline.json()).toEqual([{ code: 'OFFLINE', message: 'The web channel is not live.' }]);
    const unknown = await app.inject({ method: 'GET', url: '/live/no-such-channel/index.m3u8' });
    expect(unknown.statusCode).toBe(404);
    // Its configuration has nothing to play and no poster; an unknown embed id is not found.
    expect((await playerConfig()).json()).toEqual({
      embedId: YOUTH_EMBED_ID,
      playbackType: 'ON_DEMAND',
      sources: [],
      posterUrl: null,
      qrClickOverlays: [],
      liveStatus: 'OFFLINE',
      subtitleTracks: [],
    });
    expect((await playerConfig('no-such-channel')).statusCode).toBe(404);
  });

  it('with nothing live, an "uploaded video" channel plays its library video', async () => {
    await database.db
      .update(webChannels)
      .set({ offlineContentType: 'uploaded_video', offlineMediaId: MEDIA_IDS.christmasEve })
      .where(eq(webChannels.id, WEB_CHANNEL_IDS.youth));
    const hls = join(liveDir, 'storage', riverside, 'media', MEDIA_IDS.christmasEve, 'hls');
    await mkdir(join(hls, '360p'), { recursive: true });
    await writeFile(
      join(hls, 'master.m3u8'),
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360p/index.m3u8\n',
    );
    await writeFile(
      join(hls, '360p', 'index.m3u8'),
      '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6.0,\nsegment_00000.ts\n#EXT-X-ENDLIST\n',
    );
    await writeFile(join(hls, '360p', 'segment_00000.ts'), Buffer.alloc(188 * 4, 0x47));

    // Not processed yet: still offline.
    expect((await publicPlaylist()).statusCode).toBe(404);
    await database.db
      .update(mediaItems)
      .set({ processingStatus: 'COMPLETE' })
      .where(eq(mediaItems.id, MEDIA_IDS.christmasEve));

    const master = await publicPlaylist();
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('\noffline/360p/index.m3u8\n');
    const rung = await app.inject({
      method: 'GET',
      url: `/live/${YOUTH_EMBED_ID}/offline/360p/index.m3u8`,
    });
    expect(rung.statusCode).toBe(200);
    expect(rung.body).toContain('segment_00000.ts');
    const segment = await app.inject({
      method: 'GET',
      url: `/live/${YOUTH_EMBED_ID}/offline/360p/segment_00000.ts`,
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload.length).toBe(188 * 4);
    const outside = await app.inject({
      method: 'GET',
      url: `/live/${YOUTH_EMBED_ID}/offline/360p/original.mp4`,
    });
    expect(outside.statusCode).toBe(404);
  });
});
