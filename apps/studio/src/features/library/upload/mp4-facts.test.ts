// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkIngest } from '@studio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMp4Facts } from './mp4-facts';

/**
 * Real files, made by ffmpeg for this test (two seconds each): the facts mp4box reads must be
 * the ones the ingest rules need, and the refusals of issue 13's journey must name their rule.
 */
let folder = '';

function make(name: string, args: readonly string[]): Blob {
  const path = join(folder, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, path]);
  return new Blob([readFileSync(path)]);
}

const source = (size: string, rate = 30) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=size=${size}:rate=${rate}:duration=4`,
];
const tone = ['-f', 'lavfi', '-i', 'sine=sample_rate=48000:duration=4'];
const h264 = (rate = 30) => [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-g',
  String(rate * 2),
  '-keyint_min',
  String(rate * 2),
  '-sc_threshold',
  '0',
  '-pix_fmt',
  'yuv420p',
];
const aac = ['-c:a', 'aac', '-ar', '48000'];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'mp4-facts-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('readMp4Facts', () => {
  it('reads a 16:9 H.264/AAC file the rules accept', async () => {
    const file = make('good.mp4', [...source('1280x720'), ...tone, ...h264(), ...aac, '-shortest']);
    const facts = await readMp4Facts(file);
    expect(facts.majorBrand).toBe('isom');
    expect(facts.videoTracks).toHaveLength(1);
    expect(facts.videoTracks[0]).toMatchObject({
      codec: 'avc1',
      width: 1280,
      height: 720,
      sampleAspectRatio: 1,
      constantFrameRate: true,
      progressive: true,
    });
    expect(facts.videoTracks[0]?.frameRate).toBeCloseTo(30, 3);
    expect(facts.audioTracks[0]).toMatchObject({ codec: 'mp4a', sampleRate: 48000, channels: 1 });
    expect(facts.keyframeTimes.length).toBeGreaterThanOrEqual(2);
    expect(facts.keyframeTimes[1]! - facts.keyframeTimes[0]!).toBeCloseTo(2, 3);
    expect(facts.durationSeconds).toBeGreaterThan(3.9);
    expect(checkIngest(facts)).toEqual([]);
  });

  it('refuses a QuickTime file renamed .mp4 by its container', async () => {
    const file = make('quicktime.mov', [
      ...source('1280x720'),
      ...tone,
      ...h264(),
      ...aac,
      '-shortest',
      '-f',
      'mov',
    ]);
    const problems = checkIngest(await readMp4Facts(file));
    expect(problems.map(({ rule, found }) => ({ rule, found }))).toEqual([
      { rule: 'container', found: 'QuickTime' },
    ]);
  });

  it('refuses a file without audio, and a 4:3 one', async () => {
    const silent = await readMp4Facts(make('silent.mp4', [...source('1280x720'), ...h264()]));
    expect(checkIngest(silent).map(({ rule, found }) => ({ rule, found }))).toEqual([
      { rule: 'audioPresent', found: 'none' },
    ]);
    const square = await readMp4Facts(
      make('four-three.mp4', [...source('640x480'), ...tone, ...h264(), ...aac, '-shortest']),
    );
    expect(checkIngest(square).map(({ rule, found }) => ({ rule, found }))).toEqual([
      { rule: 'aspectRatio', found: '4:3' },
    ]);
  });

  it('reads interlacing, the real channel count, 44.1 kHz and a moov at the end', async () => {
    const file = make('interlaced.mp4', [
      ...source('1920x1080', 25),
      '-f',
      'lavfi',
      '-i',
      'sine=sample_rate=44100:duration=4',
      ...h264(25),
      '-flags',
      '+ildct+ilme',
      '-x264opts',
      'tff=1',
      '-c:a',
      'aac',
      '-ac',
      '6',
      '-shortest',
    ]);
    const facts = await readMp4Facts(file);
    expect(facts.videoTracks[0]?.progressive).toBe(false);
    expect(facts.audioTracks[0]).toMatchObject({ sampleRate: 44100, channels: 6 });
    const rules = checkIngest(facts).map(({ rule }) => rule);
    expect(rules).toContain('progressive');
    expect(rules).toContain('audioSampleRate');
  });

  it('finds nothing to read in bytes that are not an MP4, and refuses an empty file', async () => {
    const text = new Blob(['this is not a video at all, only words'.repeat(10)]);
    expect(checkIngest(await readMp4Facts(text))[0]).toMatchObject({
      rule: 'container',
      found: 'unknown',
    });
    expect(checkIngest(await readMp4Facts(new Blob([])))[0]).toMatchObject({ rule: 'notEmpty' });
  });
});
