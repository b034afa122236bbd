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

/**
 * A library-shaped MP4 whose sound is speech: each sentence spoken by ffmpeg's `flite` voice,
 * a second of silence between them, over a test pattern. For the transcription tests, which
 * assert on a few words the recogniser reliably hears.
 */
export async function makeSpokenMediaFixture(
  directory: string,
  sentences: readonly string[],
): Promise<string> {
  const target = join(directory, 'spoken.mp4');
  const voices = sentences.flatMap((sentence) => [
    '-f',
    'lavfi',
    '-i',
    `flite=text='${sentence.replace(/[^a-z0-9 .,]/gi, '')}':voice=slt`,
  ]);
  const parts = sentences.flatMap((_, index) => [
    `[${index + 1}:a]aresample=48000,pan=stereo|c0=c0|c1=c0[v${index}]`,
    `anullsrc=r=48000:cl=stereo:d=1[s${index}]`,
  ]);
  const joined = sentences.map((_, index) => `[v${index}][s${index}]`).join('');
  await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=30',
      ...voices,
      '-filter_complex',
      `${parts.join(';')};${joined}concat=n=${sentences.length * 2}:v=0:a=1[speech]`,
      '-map',
      '0:v',
      '-map',
      '[speech]',
      '-shortest',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '60',
      '-c:a',
      'aac',
      '-ar',
      '48000',
      target,
    ],
    { timeout: 60_000 },
  );
  return target;
}
