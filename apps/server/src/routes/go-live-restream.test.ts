import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planRequirementMessage, VALIDATION_MESSAGES } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { rtmpDestinations } from '../db/settings/schema';
import { freeLoopbackPort, LoopbackRtmpSink } from '../live/broadcast/loopback-rtmp-sink';
import { parseMediaPlaylist } from '../live/broadcast/playlist';
import {
  buildTestApp,
  ContractResponseValidator,
  ENCODER_CHANNEL_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
  type SignedIn,
} from '../test-support';
import { countVideoPackets, FfmpegEncoderControl } from '../test-support/ffmpeg-publisher';
import { eventually } from '../test-support/eventually';

let contract: ContractResponseValidator;
let app: FastifyInstance;
let database: DatabaseHandle;
let encoders: FfmpegEncoderControl;
let workDir: string;
let events: SignedIn;
const sinks: LoopbackRtmpSink[] = [];

const riverside = ORGANISATION_IDS.riverside;
const goLiveUrl = (organisationId: string = riverside) =>
  `/api/v4/customers/${organisationId}/golive`;
const v3 = (path: string) => `/api/v3/customers/${riverside}/${path}`;
const YOUTH_EMBED_ID = 'rvs-youth-3m8d';

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'studio-restream-'));
  encoders = new FfmpegEncoderControl();
  database = await openTestDatabase();
  app = await buildTestApp({
    database,
    encoderControl: encoders,
    liveIngest: { port: 0 },
    liveDir: workDir,
    storageDir: join(workDir, 'storage'),
    encoderStartTimeoutMs: 60_000,
    // A refusing destination is given up after its second failed attempt, 50 ms apart.
    destinationPusher: { retryDelayMs: 50, maxFailures: 2 },
  });
  events = await signIn(app, 'events@riverside.example');
});
afterEach(async () => {
  await app.close();
  await encoders.stopAll();
  await Promise.all(sinks.splice(0).map((sink) => sink.stop()));
  await rm(workDir, { recursive: true, force: true });
});

async function call(
  operationId: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  session: SignedIn = events,
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

/** A custom RTMP destination of Riverside's, stored as the rtmp-destinations routes store one. */
async function rtmpDestination(name: string, streamUrl: string, streamKey: string) {
  const [row] = await database.db
    .insert(rtmpDestinations)
    .values({ organisationId: riverside, name, streamUrl, streamKey })
    .returning();
  return row!.id;
}

interface Destination {
  id: string;
  status: string;
  type: string;
  rtmpDestinationId: string | null;
  destinationType?: string;
}

const destinationsOfEvent = async (eventId: string) =>
  (await call('listContentDestinations', 'GET', v3('contentdestinations?size=50')))
    .json<Array<Destination & { eventId: string }>>()
    .filter((destination) => destination.eventId === eventId);

const statusOf = async (id: string) =>
  (await call('getContentDestination', 'GET', v3(`contentdestinations/${id}`))).json<Destination>()
    .status;

const liveSegments = async () => {
  const response = await app.inject({ method: 'GET', url: `/live/${YOUTH_EMBED_ID}/index.m3u8` });
  return response.statusCode === 200 ? parseMediaPlaylist(response.body).segments.length : 0;
};

describe('Go Live to custom RTMP destinations (real RTMP servers on loopback)', () => {
  it('restreams to each destination on its own: a dead one fails alone, a stopped one alone', async () => {
    const firstFile = join(workDir, 'first.flv');
    const secondFile = join(workDir, 'second.flv');
    const first = await LoopbackRtmpSink.start({ outputFile: firstFile });
    const second = await LoopbackRtmpSink.start({ outputFile: secondFile });
    sinks.push(first, second);
    const firstId = await rtmpDestination('First relay', first.streamUrl, 'sink');
    const secondId = await rtmpDestination('Second relay', second.streamUrl, 'sink');
    const deadId = await rtmpDestination(
      'Nobody listens',
      `rtmp://127.0.0.1:${await freeLoopbackPort()}/live`,
      'deadkey',
    );

    const started = await call('startGoLive', 'POST', goLiveUrl(), {
      name: 'Friday Youth Night',
      encoderId: randomUUID(),
      encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
      durationMinutes: 60,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth },
        { type: 'RTMP', rtmpDestinationId: firstId },
        { type: 'RTMP', rtmpDestinationId: secondId },
        { type: 'RTMP', rtmpDestinationId: deadId },
      ],
    });
    expect(started.statusCode).toBe(202);
    const eventId = started.json<{ eventId: string }>().eventId;

    const destinations = await destinationsOfEvent(eventId);
    const byRtmp = (rtmpId: string) =>
      destinations.find((destination) => destination.rtmpDestinationId === rtmpId)!;
    expect(byRtmp(firstId)).toMatchObject({ type: 'RTMP', destinationType: 'custom_rtmp' });

    // Both live destinations receive; the dead one is retried, then given up, alone.
    await eventually(async () => first.receiving && second.receiving, Boolean);
    await eventually(
      () => statusOf(byRtmp(firstId).id),
      (status) => status === 'started',
    );
    await eventually(
      () => statusOf(byRtmp(secondId).id),
      (status) => status === 'started',
    );
    await eventually(
      () => statusOf(byRtmp(deadId).id),
      (status) => status === 'error',
    );
    expect(first.receiving && second.receiving).toBe(true);
    // The web channel plays on: its playlist keeps growing.
    const segments = await eventually(liveSegments, (count) => count >= 2);
    await eventually(liveSegments, (count) => count > segments);
    const webChannel = destinations.find((destination) => destination.type === 'EMBED')!;
    expect(await statusOf(webChannel.id)).toBe('started');

    // Stopping one destination ends its stream only.
    const stop = await call(
      'stopContentDestination',
      'POST',
      v3(`contentdestinations/${byRtmp(firstId).id}/stop`),
    );
    expect(stop.statusCode).toBe(202);
    expect(stop.json()).toMatchObject({ status: 'stopped' });
    await first.sessionEnded();
    expect(first.receiving).toBe(false);
    expect(second.receiving).toBe(true);
    expect(await statusOf(byRtmp(secondId).id)).toBe('started');
    expect(await countVideoPackets(firstFile)).toBeGreaterThan(0);

    // The event's end stops the rest.
    const video = (await call('listEncoderVideos', 'GET', v3('encodervideos'))).json<
      Array<{ uuid: string }>
    >()[0]!;
    await call('stopEncoderVideo', 'POST', v3(`encodervideos/${video.uuid}/stop`));
    await second.sessionEnded();
    expect(second.receiving).toBe(false);
    expect(await statusOf(byRtmp(secondId).id)).toBe('stopped');
    expect(await statusOf(byRtmp(deadId).id)).toBe('error');
    expect(await countVideoPackets(secondFile)).toBeGreaterThan(0);
  });

  it('a stopped RTMP destination ends its stream and cannot start again', async () => {
    const sink = await LoopbackRtmpSink.start();
    sinks.push(sink);
    const rtmpId = await rtmpDestination('Late relay', sink.streamUrl, 'sink');
    const started = await call('startGoLive', 'POST', goLiveUrl(), {
      name: 'Late start',
      encoderId: randomUUID(),
      encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth },
        { type: 'RTMP', rtmpDestinationId: rtmpId },
      ],
    });
    const eventId = started.json<{ eventId: string }>().eventId;
    const [, rtmp] = await destinationsOfEvent(eventId).then((rows) =>
      [...rows].sort((a, b) => a.type.localeCompare(b.type)),
    );
    await eventually(
      () => statusOf(rtmp!.id),
      (status) => status === 'started',
    );
    // The restreamer reports first; the server's own report follows.
    await eventually(async () => sink.receiving, Boolean);
    await call('stopContentDestination', 'POST', v3(`contentdestinations/${rtmp!.id}/stop`));
    await sink.sessionEnded();
    expect(sink.receiving).toBe(false);
    // Stopped is final (spec section 4).
    const again = await call(
      'startContentDestination',
      'POST',
      v3(`contentdestinations/${rtmp!.id}/start`),
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('Go Live refuses RTMP destinations it cannot use', () => {
  it('one that is not the organisation’s, or named twice', async () => {
    const unknown = await call('startGoLive', 'POST', goLiveUrl(), {
      name: 'Unknown relay',
      encoderId: randomUUID(),
      encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth },
        { type: 'RTMP', rtmpDestinationId: randomUUID() },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([
      {
        code: 'INVALID_REQUEST',
        message: VALIDATION_MESSAGES.unknownRtmpDestination,
        field: 'body.contentDestinations[1].rtmpDestinationId',
      },
    ]);
    const missing = await call('startGoLive', 'POST', goLiveUrl(), {
      name: 'No relay named',
      encoderId: randomUUID(),
      encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
      contentDestinations: [{ type: 'RTMP' }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual([
      {
        code: 'INVALID_REQUEST',
        message: VALIDATION_MESSAGES.unknownRtmpDestination,
        field: 'body.contentDestinations[0].rtmpDestinationId',
      },
    ]);
    const rtmpId = await rtmpDestination('Twice', 'rtmp://127.0.0.1:1/live', 'key');
    const twice = await call('startGoLive', 'POST', goLiveUrl(), {
      name: 'Twice',
      encoderId: randomUUID(),
      encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
      contentDestinations: [
        { type: 'RTMP', rtmpDestinationId: rtmpId },
        { type: 'RTMP', rtmpDestinationId: rtmpId },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual([
      expect.objectContaining({
        code: 'DUPLICATE_DESTINATION',
        field: 'body.contentDestinations[1].rtmpDestinationId',
      }),
    ]);
  });

  it('without an RTMP subscription (Harbor’s Live Web Starter)', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const response = await call(
      'startGoLive',
      'POST',
      goLiveUrl(ORGANISATION_IDS.harbor),
      {
        name: 'Harbor relay',
        encoderId: randomUUID(),
        encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
        contentDestinations: [{ type: 'RTMP', rtmpDestinationId: randomUUID() }],
      },
      harbor,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual([
      {
        code: 'PLAN_REQUIRED',
        message: planRequirementMessage('rtmpSubscription'),
        field: 'body.contentDestinations',
      },
    ]);
  });
});
