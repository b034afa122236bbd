import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countVideoPackets,
  startTestPublisher,
  stopTestPublisher,
} from '../../test-support/ffmpeg-publisher';
import { DestinationPusher, redactUrls, type PusherState } from './destination-pusher';
import { freeLoopbackPort, LoopbackRtmpSink } from './loopback-rtmp-sink';
import { RtmpIngest } from './rtmp-ingest';
import { eventually } from '../../test-support/eventually';

describe('DestinationPusher (real ingest, real RTMP server on loopback)', () => {
  const ingest = new RtmpIngest({ port: 0 });
  const streamKey = 'pusherstream1';
  let workDir = '';
  let publisher: ReturnType<typeof startTestPublisher>;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'studio-pusher-'));
    await ingest.start();
    ingest.expect(streamKey, {
      onPublishing: () => undefined,
      onDropped: () => undefined,
      onEnded: () => undefined,
    });
    publisher = startTestPublisher(`${ingest.publishUrl()}/${streamKey}`);
    await eventually(() => ingest.isPublishing(streamKey), Boolean, 'the publisher');
  });
  afterAll(async () => {
    await stopTestPublisher(publisher);
    ingest.forget(streamKey);
    await ingest.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('copies the stream to the destination, which records video', async () => {
    const outputFile = join(workDir, 'received.flv');
    const sink = await LoopbackRtmpSink.start({ outputFile });
    const states: PusherState[] = [];
    const pusher = new DestinationPusher({
      inputUrl: ingest.playUrl(streamKey),
      outputUrl: sink.publishUrl,
      retryDelayMs: 200,
      onState: (state) => states.push(state),
    });
    try {
      pusher.start();
      await eventually(() => sink.receiving, Boolean, 'the sink receiving');
      await eventually(() => states.includes('running'), Boolean, 'the pusher running');
    } finally {
      await pusher.stop();
      await sink.sessionEnded();
      await sink.stop();
    }
    expect(states.at(-1)).toBe('running');
    expect(sink.sessions).toBe(1);
    expect(await countVideoPackets(outputFile)).toBeGreaterThan(0);
  });

  it('waits while the event stream is away, counting no failure, and starts again when it is back', async () => {
    const sink = await LoopbackRtmpSink.start({
      outputFile: join(workDir, 'held.flv'),
      relisten: true,
    });
    const told: Array<{ state: PusherState; failures: number }> = [];
    const pusher = new DestinationPusher({
      inputUrl: ingest.playUrl(streamKey),
      outputUrl: sink.publishUrl,
      retryDelayMs: 50,
      maxFailures: 2,
      onState: (state, details) => told.push({ state, failures: details.failures }),
    });
    try {
      pusher.start();
      await eventually(() => told.some((entry) => entry.state === 'running'), Boolean, 'running');
      pusher.hold();
      await eventually(() => told.at(-1)?.state === 'waiting', Boolean, 'waiting');
      await sink.sessionEnded();
      // Held longer than two quick retries would take: still waiting, never given up.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(told.at(-1)).toEqual({ state: 'waiting', failures: 0 });
      expect(pusher.active).toBe(true);
      pusher.resume();
      await eventually(() => told.at(-1)?.state === 'running', Boolean, 'running again');
      await eventually(() => sink.receiving, Boolean, 'the sink receiving again');
    } finally {
      await pusher.stop();
      await sink.stop();
    }
    expect(told.map((entry) => entry.state)).toEqual(['running', 'waiting', 'running']);
    expect(sink.sessions).toBe(2);
  });

  it('retries a destination that refuses, then gives up; never telling its URL', async () => {
    const deadPort = await freeLoopbackPort();
    const secretKey = 'secret-key-1234';
    const told: Array<{ state: PusherState; failures: number; stderrTail: string }> = [];
    const pusher = new DestinationPusher({
      inputUrl: ingest.playUrl(streamKey),
      outputUrl: `rtmp://127.0.0.1:${deadPort}/app/${secretKey}`,
      retryDelayMs: 50,
      maxFailures: 3,
      onState: (state, details) => told.push({ state, ...details }),
    });
    pusher.start();
    await eventually(() => told.some((entry) => entry.state === 'failed'), Boolean, 'giving up');
    expect(pusher.active).toBe(false);
    // Told once per change: retrying after the first failure, failed after the third.
    expect(told.map((entry) => [entry.state, entry.failures])).toEqual([
      ['retrying', 1],
      ['failed', 3],
    ]);
    expect(told.some((entry) => entry.stderrTail.length > 0)).toBe(true);
    for (const entry of told) expect(entry.stderrTail).not.toContain(secretKey);
    await pusher.stop();
  });

  it('tells nothing once stopped', async () => {
    const deadPort = await freeLoopbackPort();
    const told: PusherState[] = [];
    const pusher = new DestinationPusher({
      inputUrl: ingest.playUrl(streamKey),
      outputUrl: `rtmp://127.0.0.1:${deadPort}/app/key`,
      onState: (state) => told.push(state),
    });
    pusher.start();
    await pusher.stop();
    expect(told).toEqual([]);
    expect(pusher.active).toBe(false);
  });
});

describe('redactUrls', () => {
  it('replaces every stream address, keys and all', () => {
    expect(
      redactUrls('rtmps://live.example:443/app/abc123: Connection refused; http://x/y?k=1 too'),
    ).toBe('rtmps://<redacted> Connection refused; http://<redacted> too');
  });
});
