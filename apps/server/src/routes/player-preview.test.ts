import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRangeOf, PlayerPreviewVideo } from '../media/player-preview-video';
import { buildTestApp, ContractResponseValidator } from '../test-support';

const URL = '/api/player-config/preview/video.mp4';
let contract: ContractResponseValidator;
let storageDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
  storageDir = await mkdtemp(join(tmpdir(), 'studio-preview-'));
  app = await buildTestApp({ storageDir });
});
afterAll(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

function checked(response: LightMyRequestResponse) {
  expect(contract.check('getPlayerPreviewVideo', response).problems).toEqual([]);
  return response;
}

describe('getPlayerPreviewVideo', () => {
  it('answers 404 while the server has made no video, without asking for a token', async () => {
    const response = checked(await app.inject({ method: 'GET', url: URL }));
    expect(response.statusCode).toBe(404);
  });

  it('serves ffmpeg’s H.264 and AAC video whole and by byte range, as a <video> reads it', async () => {
    // The app's own instance: made the way the server makes it at start.
    const video = new PlayerPreviewVideo(storageDir);
    expect(await video.ensure()).toBe(true);
    const size = await video.size();
    expect(size).toBeGreaterThan(10_000);

    const probe = await promisify(execFile)('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,sample_rate:format=duration',
      '-of',
      'json',
      video.file,
    ]);
    const facts = JSON.parse(probe.stdout) as {
      streams: Array<{ codec_name: string; sample_rate?: string }>;
      format: { duration: string };
    };
    expect(facts.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Number(facts.format.duration)).toBeGreaterThan(5);

    const whole = checked(await app.inject({ method: 'GET', url: URL }));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(size);

    const opening = checked(
      await app.inject({ method: 'GET', url: URL, headers: { range: 'bytes=0-99' } }),
    );
    expect(opening.statusCode).toBe(206);
    expect(opening.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(opening.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));

    const tail = checked(
      await app.inject({ method: 'GET', url: URL, headers: { range: 'bytes=-10' } }),
    );
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size! - 10));

    const outside = checked(
      await app.inject({ method: 'GET', url: URL, headers: { range: `bytes=${size}-` } }),
    );
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
  });
});

describe('PlayerPreviewVideo.ensure', () => {
  it('makes the video once, and leaves no half-made file when making fails', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'studio-preview-'));
    try {
      let made = 0;
      const video = new PlayerPreviewVideo(folder, async (target) => {
        made += 1;
        await writeFile(target, 'not really a video');
      });
      expect(await video.ensure()).toBe(true);
      expect(await video.ensure()).toBe(true);
      expect(made).toBe(1);

      const failing = new PlayerPreviewVideo(join(folder, 'other'), async (target) => {
        await writeFile(target, 'half');
        throw new Error('ffmpeg: not found');
      });
      await expect(failing.ensure()).rejects.toThrow('ffmpeg: not found');
      expect(await failing.size()).toBeNull();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('byteRangeOf', () => {
  it('reads one range, a suffix and an open end; ignores what it does not honour', () => {
    expect(byteRangeOf(undefined, 1000)).toBeUndefined();
    expect(byteRangeOf('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRangeOf('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(byteRangeOf('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(byteRangeOf('items=0-1', 1000)).toBeUndefined();
    expect(byteRangeOf('bytes=20-10', 1000)).toBeUndefined();
  });
});
