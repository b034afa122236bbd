import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { venueEncoderChannels } from '../../db/settings/schema';
import { parseMediaPlaylist } from '../broadcast/playlist';
import {
  buildTestApp,
  ContractResponseValidator,
  DEMO_VENUES,
  ENCODER_CHANNEL_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
  type SignedIn,
} from '../../test-support';
import { FfmpegEncoderControl } from '../../test-support/ffmpeg-publisher';
import type { DecoderChannels, DecoderReport } from './decoder-protocol';

const NORTH_ID = DEMO_VENUES[0]!.id;
const EAST_ID = DEMO_VENUES[1]!.id;
const riverside = ORGANISATION_IDS.riverside;
const venueUrl = (id: string) => `/api/v3/customers/${riverside}/venues/${id}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let encoders: FfmpegEncoderControl;
let liveDir: string;
let admin: SignedIn;
let north: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  liveDir = await mkdtemp(join(tmpdir(), 'studio-decoder-'));
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
  admin = await signIn(app, 'admin@riverside.example');
  north = await signIn(app, 'venue.north');
});
afterEach(async () => {
  await app.close();
  await encoders.stopAll();
  await rm(liveDir, { recursive: true, force: true });
});

const channels = (session: { headers: Record<string, string> } = north) =>
  app.inject({ method: 'GET', url: '/api/decoder/v1/channels', headers: session.headers });

const playing: DecoderReport = {
  status: 'playing',
  playerVersion: 'studio-decoder 1.0.0 (ffmpeg 5.1.6)',
  bufferSeconds: 4.5,
  freeMemoryBytes: 1_500_000_000,
  totalMemoryBytes: 8_000_000_000,
  averageBandwidthKbps: 812.4,
  playheadPosition: '00:01:02.500',
  streamUrl: 'http://127.0.0.1:8080/api/decoder/v1/channels/x/index.m3u8',
};
const report = (body: object, session: { headers: Record<string, string> } = north) =>
  app.inject({
    method: 'POST',
    url: '/api/decoder/v1/reports',
    headers: session.headers,
    payload: body,
  });
const venue = async (id = NORTH_ID) => {
  const response = await app.inject({ method: 'GET', url: venueUrl(id), headers: admin.headers });
  expect(contract.check('getVenue', response).problems).toEqual([]);
  return response.json<Record<string, unknown>>();
};

describe('the decoder protocol', () => {
  it('lists the venue’s encoder channels, nothing live, to the venue’s own token only', async () => {
    const answer = await channels();
    expect(answer.statusCode).toBe(200);
    expect(answer.json<DecoderChannels>()).toEqual({
      venueId: NORTH_ID,
      username: 'venue.north',
      channels: [
        {
          encoderChannelId: ENCODER_CHANNEL_IDS.europeMission,
          name: 'Europe Mission Trip',
          eventId: null,
          playlistPath: null,
        },
        {
          encoderChannelId: ENCODER_CHANNEL_IDS.northCampusLan,
          name: 'North Campus LAN',
          eventId: null,
          playlistPath: null,
        },
      ],
    });

    expect((await channels({ headers: {} })).statusCode).toBe(401);
    expect((await channels({ headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(
      401,
    );
    // A person's token is no decoder's, whatever their role.
    const refused = await channels(admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual([
      { code: 'FORBIDDEN', message: 'Only a venue login may use the decoder protocol.' },
    ]);
    expect((await report(playing, admin)).statusCode).toBe(403);
  });

  it('stores a valid report on the venue, where the venue page and the monitors read it', async () => {
    expect((await report(playing)).statusCode).toBe(204);
    const shown = await venue();
    expect(shown).toMatchObject({
      status: 'playing',
      playerVersion: playing.playerVersion,
      bufferSeconds: 4.5,
      freeMemoryBytes: 1_500_000_000,
      totalMemoryBytes: 8_000_000_000,
      averageBandwidthKbps: 812.4,
      playheadPosition: '00:01:02.500',
      streamUrl: playing.streamUrl,
      // A report without a serial number leaves the venue's as it was.
      serialNumber: DEMO_VENUES[0]!.serialNumber,
    });
    const reportedAt = Date.parse(shown.lastUpdate as string);
    expect(Date.now() - reportedAt).toBeLessThan(60_000);

    const monitors = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${riverside}/monitors/decoders`,
      headers: admin.headers,
    });
    expect(monitors.json()).toContainEqual(
      expect.objectContaining({
        userName: 'venue.north',
        status: 'playing',
        playerVersion: playing.playerVersion,
      }),
    );

    const stopped = {
      ...playing,
      status: 'online',
      bufferSeconds: null,
      averageBandwidthKbps: null,
      playheadPosition: null,
      streamUrl: null,
    };
    expect((await report(stopped)).statusCode).toBe(204);
    // The venue page follows status changes over the organisation's events, once per change
    // (two reports of the same status are one event).
    expect((await report(stopped)).statusCode).toBe(204);
    const events = await app.inject({
      method: 'GET',
      url: `/api/system-events/customers/${riverside}/events`,
      headers: admin.headers,
    });
    expect(contract.check('listSystemEvents', events).problems).toEqual([]);
    // The seed left the venue playing: the first report changed nothing, the second did.
    expect(
      events
        .json<Array<{ type: string; subjectId: string; state: string }>>()
        .filter((event) => event.type === 'venue.state')
        .map(({ subjectId, state }) => ({ subjectId, state })),
    ).toEqual([{ subjectId: NORTH_ID, state: 'online' }]);

    // Null stays null: never read as 0 kbps or an empty buffer.
    expect(await venue()).toMatchObject({
      status: 'online',
      bufferSeconds: null,
      averageBandwidthKbps: null,
      playheadPosition: null,
      streamUrl: null,
    });
  });

  it('refuses a report that breaks the venue schema’s rules, storing nothing', async () => {
    const before = await venue();
    for (const bad of [
      { ...playing, status: 'dancing' },
      { ...playing, bufferSeconds: -1 },
      { ...playing, playheadPosition: '1:02' },
      { ...playing, serialNumber: 'E00000001' },
      { ...playing, playerVersion: '' },
      { status: 'playing' },
    ]) {
      const answer = await report(bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await venue()).toEqual(before);
  });

  it('signs the decoders out at once when the venue is removed', async () => {
    expect((await channels()).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: venueUrl(NORTH_ID),
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await channels()).statusCode).toBe(401);
    expect((await report(playing)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/token',
      payload: {
        grant_type: 'password_cookie',
        username: 'venue.north',
        password: 'Studio-Demo-2026',
      },
    });
    expect(again.statusCode).toBe(401);
  });

  it('serves the live stream of a channel the venue may use, and only to that venue', async () => {
    await database.db
      .insert(venueEncoderChannels)
      .values({ venueId: NORTH_ID, encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry });
    const events = await signIn(app, 'events@riverside.example');
    const encoderId = randomUUID();
    const started = await app.inject({
      method: 'POST',
      url: `/api/v4/customers/${riverside}/golive`,
      headers: events.headers,
      payload: {
        name: 'Friday Youth Night',
        encoderId,
        encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
        durationMinutes: 60,
        contentDestinations: [{ type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth }],
      },
    });
    expect(started.statusCode).toBe(202);
    const eventId = started.json<{ eventId: string }>().eventId;

    let youth: DecoderChannels['channels'][number] | undefined;
    for (let attempt = 0; !youth?.playlistPath; attempt += 1) {
      if (attempt > 300) throw new Error('the channel never went live for the venue');
      await sleep(200);
      youth = (await channels())
        .json<DecoderChannels>()
        .channels.find((channel) => channel.encoderChannelId === ENCODER_CHANNEL_IDS.youthMinistry);
    }
    expect(youth).toEqual({
      encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
      name: 'Youth Ministry',
      eventId,
      playlistPath: `/api/decoder/v1/channels/${ENCODER_CHANNEL_IDS.youthMinistry}/index.m3u8`,
    });
    const playlistPath = youth.playlistPath!;
    const get = (url: string, session: { headers: Record<string, string> } = north) =>
      app.inject({ method: 'GET', url, headers: session.headers });

    let playlist = await get(playlistPath);
    for (
      let attempt = 0;
      playlist.statusCode !== 200 || parseMediaPlaylist(playlist.body).segments.length < 2;
      attempt += 1
    ) {
      if (attempt > 150) throw new Error(`no playlist: ${playlist.statusCode} ${playlist.body}`);
      await sleep(200);
      playlist = await get(playlistPath);
    }
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('private, no-cache');
    const parsed = parseMediaPlaylist(playlist.body);
    expect(parsed.ended).toBe(false);
    const segmentUri = parsed.segments[0]!.uri;
    const segmentUrl = playlistPath.replace('index.m3u8', segmentUri);
    const segment = await get(segmentUrl);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload.length).toBeGreaterThan(1000);

    // Without the venue's token, or with another venue's that may not use the channel: nothing.
    expect((await get(playlistPath, { headers: {} })).statusCode).toBe(401);
    expect((await get(segmentUrl, { headers: {} })).statusCode).toBe(401);
    const east = await signIn(app, 'venue.east');
    expect((await channels(east)).json<DecoderChannels>().venueId).toBe(EAST_ID);
    expect((await get(playlistPath, east)).statusCode).toBe(404);
    expect((await get(segmentUrl, east)).statusCode).toBe(404);
    // A segment name the relay never writes, and a recording not on air, are not found.
    expect(
      (await get(playlistPath.replace('index.m3u8', `${randomUUID()}/segment_000000.ts`)))
        .statusCode,
    ).toBe(404);
    expect((await get(segmentUrl.replace(/segment_\d+\.ts$/, '..%2F..%2Fsecret'))).statusCode).toBe(
      404,
    );
  }, 120_000);
});
