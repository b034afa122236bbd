import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPublisher, stopTestPublisher } from '../../test-support/ffmpeg-publisher';
import { HlsRelay, RECORDING_PLAYLIST } from './hls-relay';
import { parseMediaPlaylist } from './playlist';
import { RtmpIngest, type IngestStreamListener } from './rtmp-ingest';
import { eventually } from '../../test-support/eventually';

/** Polls until `read` gives a value `accept` takes (ffmpeg works at its own pace). */
const readPlaylist = (directory: string) =>
  readFile(join(directory, RECORDING_PLAYLIST), 'utf8')
    .then(parseMediaPlaylist)
    .catch(() => null);

function recordingListener() {
  const heard: string[] = [];
  const listener: IngestStreamListener = {
    onPublishing: (resumed) => heard.push(resumed ? 'resumed' : 'publishing'),
    onDropped: () => heard.push('dropped'),
    onEnded: () => heard.push('ended'),
  };
  return { heard, listener };
}

describe('RTMP ingest and HLS relay (real ffmpeg publishers)', () => {
  const ingest = new RtmpIngest({ port: 0, onRefused: (reason) => refusals.push(reason) });
  const refusals: string[] = [];
  let workDir = '';

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'studio-ingest-'));
    await ingest.start();
  });
  afterAll(async () => {
    await ingest.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('listens on loopback unless told otherwise', () => {
    expect(ingest.address().host).toBe('127.0.0.1');
    expect(ingest.publishUrl()).toBe(`rtmp://127.0.0.1:${ingest.address().port}/live`);
  });

  it('accepts the expected key: the relay writes a growing playlist of about 1-second segments', async () => {
    const streamKey = 'rightkey1234';
    const { heard, listener } = recordingListener();
    const outputDir = join(workDir, 'right');
    const relay = new HlsRelay({ inputUrl: ingest.playUrl(streamKey), outputDir });
    ingest.expect(streamKey, {
      ...listener,
      onPublishing: (resumed) => {
        listener.onPublishing(resumed);
        void relay.start();
      },
    });
    const publisher = startTestPublisher(`${ingest.publishUrl()}/${streamKey}`);
    try {
      const early = await eventually(
        () => readPlaylist(outputDir),
        (playlist) => (playlist?.segments.length ?? 0) >= 2,
      );
      const later = await eventually(
        () => readPlaylist(outputDir),
        (playlist) => (playlist?.segments.length ?? 0) >= early!.segments.length + 3,
      );
      expect(heard).toEqual(['publishing']);
      expect(ingest.isPublishing(streamKey)).toBe(true);
      expect(later!.ended).toBe(false);
      // Every segment but the last of a run is cut on a keyframe one second apart.
      for (const segment of later!.segments.slice(0, -1)) {
        expect(segment.durationSeconds).toBeGreaterThan(0.9);
        expect(segment.durationSeconds).toBeLessThan(1.6);
        expect(segment.programDateTime).toBeInstanceOf(Date);
      }
      expect(later!.segments.map((segment) => segment.uri).slice(0, 2)).toEqual([
        'segment_000000.ts',
        'segment_000001.ts',
      ]);
    } finally {
      await stopTestPublisher(publisher);
      await relay.stop();
      ingest.forget(streamKey);
    }
    const recording = await readPlaylist(outputDir);
    expect(recording!.ended).toBe(true);
    expect(heard).toContain('ended');
  });

  it('a relay that dies is restarted: the playlist goes on behind a discontinuity', async () => {
    const streamKey = 'relaycrash12';
    const outputDir = join(workDir, 'crash');
    const restarts: Array<number | null> = [];
    const relay = new HlsRelay({
      inputUrl: ingest.playUrl(streamKey),
      outputDir,
      restartDelayMs: 200,
      onRestart: (exitCode) => restarts.push(exitCode),
    });
    const { listener } = recordingListener();
    ingest.expect(streamKey, {
      ...listener,
      onPublishing: () => void relay.start(),
    });
    const publisher = startTestPublisher(`${ingest.publishUrl()}/${streamKey}`);
    try {
      const before = await eventually(
        () => readPlaylist(outputDir),
        (playlist) => (playlist?.segments.length ?? 0) >= 2,
      );
      process.kill(relay.pid!, 'SIGKILL');
      const after = await eventually(
        () => readPlaylist(outputDir),
        (playlist) =>
          (playlist?.segments.length ?? 0) >= before!.segments.length + 2 &&
          playlist!.segments.some((segment, index) => index > 0 && segment.discontinuity),
      );
      expect(restarts).toHaveLength(1);
      expect(relay.runCount).toBe(2);
      // Nothing written before the crash is lost or renumbered.
      const uris = after!.segments.map((segment) => segment.uri);
      expect(uris.slice(0, before!.segments.length)).toEqual(
        before!.segments.map((segment) => segment.uri),
      );
      expect(new Set(uris).size).toBe(uris.length);
    } finally {
      await stopTestPublisher(publisher);
      await relay.stop();
      ingest.forget(streamKey);
    }
  });

  it('refuses a key no event expects: the publisher is cut off and nothing is relayed', async () => {
    const before = refusals.length;
    const publisher = startTestPublisher(`${ingest.publishUrl()}/wrongkey5678`);
    const [exitCode] = (await once(publisher, 'exit')) as [number | null];
    expect(exitCode).not.toBe(0);
    expect(refusals.slice(before)).toEqual(['publish with a stream key no starting event expects']);
    expect(ingest.isPublishing('wrongkey5678')).toBe(false);
  });

  it('refuses another application name even with an expected key', async () => {
    const streamKey = 'otherappkey1';
    const { heard, listener } = recordingListener();
    ingest.expect(streamKey, listener);
    try {
      const before = refusals.length;
      const address = ingest.address();
      const publisher = startTestPublisher(`rtmp://127.0.0.1:${address.port}/other/${streamKey}`);
      const [exitCode] = (await once(publisher, 'exit')) as [number | null];
      expect(exitCode).not.toBe(0);
      expect(refusals.slice(before)).toEqual(['publish to unknown application "other"']);
      expect(heard).toEqual([]);
    } finally {
      ingest.forget(streamKey);
    }
  });

  it('a publisher that drops and comes back within the grace window continues the same stream', async () => {
    const streamKey = 'comebackkey1';
    const { heard, listener } = recordingListener();
    ingest.expect(streamKey, listener);
    let publisher = startTestPublisher(`${ingest.publishUrl()}/${streamKey}`);
    try {
      await eventually(
        async () => heard.slice(),
        (events) => events.includes('publishing'),
      );
      await stopTestPublisher(publisher);
      await eventually(
        async () => heard.slice(),
        (events) => events.includes('dropped'),
      );
      publisher = startTestPublisher(`${ingest.publishUrl()}/${streamKey}`);
      await eventually(
        async () => heard.slice(),
        (events) => events.includes('resumed'),
      );
      expect(heard).toEqual(['publishing', 'dropped', 'resumed']);
    } finally {
      await stopTestPublisher(publisher);
      ingest.forget(streamKey);
    }
  });
});
