import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DecoderAgent, type DecoderOutcome } from '../../../../decoder/src/agent';
import { venueEncoderChannels } from '../../db/settings/schema';
import {
  buildTestApp,
  DEMO_PASSWORD,
  DEMO_VENUES,
  ENCODER_CHANNEL_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
} from '../../test-support';
import { FfmpegEncoderControl } from '../../test-support/ffmpeg-publisher';
import { eventuallyDefined } from '../../test-support/eventually';

/**
 * The real decoder (apps/decoder) against a real server with a real live stream: an ffmpeg
 * publisher goes live on a channel of the venue through the RTMP ingest, the decoder signs in as
 * the venue, plays the stream with ffmpeg (decode and discard) through its loopback proxy and
 * reports; removing the venue signs it out and ends its run.
 */

const NORTH_ID = DEMO_VENUES[0]!.id;
const riverside = ORGANISATION_IDS.riverside;

let app: FastifyInstance | undefined;
let agent: DecoderAgent | undefined;
let encoders: FfmpegEncoderControl | undefined;
let liveDir: string | undefined;

afterEach(async () => {
  await agent?.shutdown();
  await app?.close();
  await encoders?.stopAll();
  if (liveDir) await rm(liveDir, { recursive: true, force: true });
});

describe('the decoder', () => {
  it('plays the venue’s live channel, reports it, and stops when the venue is removed', async () => {
    liveDir = await mkdtemp(join(tmpdir(), 'studio-decoder-run-'));
    encoders = new FfmpegEncoderControl();
    const database = await openTestDatabase();
    app = await buildTestApp({
      database,
      encoderControl: encoders,
      liveIngest: { port: 0 },
      liveDir,
      storageDir: join(liveDir, 'storage'),
      encoderStartTimeoutMs: 60_000,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('The server has no port.');
    await database.db
      .insert(venueEncoderChannels)
      .values({ venueId: NORTH_ID, encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry });
    const admin = await signIn(app, 'admin@riverside.example');
    const venue = async () =>
      (
        await app!.inject({
          method: 'GET',
          url: `/api/v3/customers/${riverside}/venues/${NORTH_ID}`,
          headers: admin.headers,
        })
      ).json<{
        status: string;
        playerVersion: string | null;
        averageBandwidthKbps: number | null;
        bufferSeconds: number | null;
        freeMemoryBytes: number | null;
        totalMemoryBytes: number | null;
        playheadPosition: string | null;
        streamUrl: string | null;
        lastUpdate: string | null;
      }>();
    const seededUpdate = (await venue()).lastUpdate;

    const printed: string[] = [];
    agent = new DecoderAgent({
      serverUrl: `http://127.0.0.1:${address.port}`,
      username: 'venue.north',
      password: DEMO_PASSWORD,
      version: '1.0.0',
      pollMs: 1000,
      print: (line) => printed.push(line),
    });
    let outcome: DecoderOutcome | undefined;
    const running = agent.run().then((ended) => (outcome = ended));

    // Signed in with nothing live: online, and what it runs on.
    const online = await eventuallyDefined('the first report', async () => {
      const current = await venue();
      return current.lastUpdate !== seededUpdate && current.status === 'online'
        ? current
        : undefined;
    });
    expect(online).toMatchObject({ playheadPosition: null, streamUrl: null });
    expect(online.playerVersion).toMatch(/^studio-decoder 1\.0\.0 \(ffmpeg/);
    expect(online.totalMemoryBytes).toBeGreaterThan(online.freeMemoryBytes ?? 0);

    const events = await signIn(app, 'events@riverside.example');
    const started = await app.inject({
      method: 'POST',
      url: `/api/v4/customers/${riverside}/golive`,
      headers: events.headers,
      payload: {
        name: 'Friday Youth Night',
        encoderId: randomUUID(),
        encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
        durationMinutes: 60,
        contentDestinations: [{ type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth }],
      },
    });
    expect(started.statusCode).toBe(202);

    const playing = await eventuallyDefined('the decoder to play', async () => {
      const current = await venue();
      return current.status === 'playing' && current.playheadPosition !== '00:00:00.000'
        ? current
        : undefined;
    });
    expect(printed).toContain('Playing "Youth Ministry" with ffmpeg.');
    expect(playing.streamUrl).toBe(
      `http://127.0.0.1:${address.port}/api/decoder/v1/channels/${ENCODER_CHANNEL_IDS.youthMinistry}/index.m3u8`,
    );
    expect(playing.playheadPosition).toMatch(/^00:00:\d{2}\.\d{3}$/);
    expect(playing.averageBandwidthKbps).toBeGreaterThan(0);
    expect(playing.bufferSeconds).toBeGreaterThanOrEqual(0);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v3/customers/${riverside}/venues/${NORTH_ID}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    await running;
    expect(outcome).toBe('signed-out');
    expect(printed.some((line) => line.startsWith('Signed out:'))).toBe(true);
  }, 180_000);
});
