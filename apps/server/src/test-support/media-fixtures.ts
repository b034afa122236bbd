import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type MediaFixtureKind = 'good' | 'noAudio' | 'fourByThree' | 'quickTime';

/**
 * Short MP4s made by ffmpeg for the media tests: a good one (16:9 360p30, 2 s keyframes, AAC
 * 48 kHz), one without audio, a 4:3 one, and a QuickTime file named `.mp4`. `seconds` keeps them
 * small; the spec's rules care about their shape, not their length.
 */
export async function makeMediaFixture(
  directory: string,
  kind: MediaFixtureKind,
  seconds = 4,
): Promise<string> {
  const size = kind === 'fourByThree' ? '480x360' : '640x360';
  const target = join(directory, `${kind}.mp4`);
  const video = ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30`];
  const audio =
    kind === 'noAudio' ? [] : ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'];
  await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...video,
      ...audio,
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '60',
      '-keyint_min',
      '60',
      '-sc_threshold',
      '0',
      ...(kind === 'noAudio' ? [] : ['-c:a', 'aac', '-b:a', '96k', '-ar', '48000']),
      // A QuickTime file keeps its brand whatever its name says.
      '-f',
      kind === 'quickTime' ? 'mov' : 'mp4',
      target,
    ],
    { timeout: 60_000 },
  );
  return target;
}
