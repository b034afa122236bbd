import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rendition } from '../db/media/schema';

/** Seconds per HLS segment; keyframes come every segment so each one starts cleanly. */
export const HLS_SEGMENT_SECONDS = 4;
const STORYBOARD_COLUMNS = 5;
const STORYBOARD_TILE_WIDTH = 160;

export interface TranscodeRequest {
  source: string;
  /** Empty folder the HLS files go to: `master.m3u8` and `<rung>/index.m3u8` + segments. */
  outputDir: string;
  renditions: readonly Rendition[];
  durationSeconds: number;
  hasAudio: boolean;
  signal: AbortSignal;
  /** Called with 0 to 100 as ffmpeg works through the file. */
  onProgress: (percent: number) => void;
  /** ffmpeg is stopped after this long (TIMED_OUT). */
  timeoutMs: number;
}

/** ffmpeg ran past its time limit. */
export class TranscodeTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Processing took longer than ${Math.round(timeoutMs / 60_000)} minutes and was stopped.`);
    this.name = 'TranscodeTimeoutError';
  }
}

/** ffmpeg ended with an error; `detail` is its last message. */
export class TranscodeFailedError extends Error {
  constructor(readonly detail: string) {
    super(`ffmpeg could not convert the video: ${detail}`);
    this.name = 'TranscodeFailedError';
  }
}

/** How media gets converted: ffmpeg by default, replaced in tests that make it fail. */
export interface MediaTranscoder {
  /** The HLS ladder in one ffmpeg run (one decode, one encode per rung). */
  writeHlsLadder(request: TranscodeRequest): Promise<void>;
  /** A JPEG poster from about a tenth into the video. */
  writePoster(
    source: string,
    target: string,
    durationSeconds: number,
    signal: AbortSignal,
  ): Promise<void>;
  /** A JPEG grid of small frames across the video, for seeking previews. */
  writeStoryboard(
    source: string,
    target: string,
    durationSeconds: number,
    signal: AbortSignal,
  ): Promise<{ tiles: number; columns: number; intervalSeconds: number }>;
}

/**
 * Arguments of the ladder run: the video split once and scaled per rung, each encoded with
 * libx264 (veryfast: about 2.7x realtime for three 720p rungs on 2 cores), keyframes exactly on
 * segment boundaries, AAC at 48 kHz, written by the HLS muxer as a VOD playlist per rung plus the
 * master playlist.
 */
export function hlsLadderArguments(
  request: Omit<TranscodeRequest, 'signal' | 'onProgress' | 'timeoutMs' | 'durationSeconds'>,
): string[] {
  const { renditions, hasAudio } = request;
  const split = renditions.map((_rung, index) => `[v${index}]`).join('');
  const scales = renditions
    .map(
      (rung, index) =>
        `[v${index}]scale=-2:${rung.height}:flags=bicubic,format=yuv420p[out${index}]`,
    )
    .join(';');
  const filter = `[0:v]split=${renditions.length}${split};${scales}`;
  const maps = renditions.flatMap((_rung, index) => [
    '-map',
    `[out${index}]`,
    ...(hasAudio ? ['-map', '0:a:0'] : []),
  ]);
  const rates = renditions.flatMap((rung, index) => [
    `-b:v:${index}`,
    String(rung.bitrate),
    `-maxrate:v:${index}`,
    String(Math.round(rung.bitrate * 1.1)),
    `-bufsize:v:${index}`,
    String(rung.bitrate * 2),
  ]);
  const streamMap = renditions
    .map((rung, index) => `v:${index}${hasAudio ? `,a:${index}` : ''},name:${rung.name}`)
    .join(' ');
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostats',
    '-progress',
    'pipe:1',
    '-y',
    '-i',
    request.source,
    '-filter_complex',
    filter,
    ...maps,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'high',
    ...rates,
    '-force_key_frames',
    `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '2'] : []),
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    join(request.outputDir, '%v', 'segment_%05d.ts'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    join(request.outputDir, '%v', 'index.m3u8'),
  ];
}

interface RunOptions {
  signal: AbortSignal;
  timeoutMs: number;
  onStdoutLine?: (line: string) => void;
}

/** Runs ffmpeg; rejects with its last error line, a timeout, or the abort reason. */
export function runFfmpeg(args: readonly string[], options: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) {
      reject(options.signal.reason);
      return;
    }
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onStdoutLine?.(line);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Only the end matters for the reason; keep the buffer small.
      stderr = (stderr + chunk).slice(-4_000);
    });
    const stop = () => child.kill('SIGKILL');
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, options.timeoutMs);
    options.signal.addEventListener('abort', stop, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', stop);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', stop);
      if (options.signal.aborted) reject(options.signal.reason);
      else if (timedOut) reject(new TranscodeTimeoutError(options.timeoutMs));
      else if (code === 0) resolve();
      else {
        const lines = stderr.trim().split('\n').filter(Boolean);
        reject(new TranscodeFailedError(lines[lines.length - 1] ?? `exit code ${code}`));
      }
    });
  });
}

/** A still picture takes seconds whatever the video's length. */
const PICTURE_TIMEOUT_MS = 120_000;

export const ffmpegTranscoder: MediaTranscoder = {
  async writeHlsLadder(request) {
    for (const rung of request.renditions)
      await mkdir(join(request.outputDir, rung.name), { recursive: true });
    const totalMicroseconds = Math.max(1, request.durationSeconds * 1_000_000);
    await runFfmpeg(hlsLadderArguments(request), {
      signal: request.signal,
      timeoutMs: request.timeoutMs,
      onStdoutLine: (line) => {
        // `-progress` prints key=value lines; out_time_us is how far the output has got.
        const match = /^out_time_us=(\d+)$/.exec(line.trim());
        if (match) request.onProgress(Math.min(100, (Number(match[1]) / totalMicroseconds) * 100));
      },
    });
  },

  async writePoster(source, target, durationSeconds, signal) {
    const at = Math.min(Math.max(0, durationSeconds * 0.1), Math.max(0, durationSeconds - 0.1));
    await runFfmpeg(
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-ss',
        at.toFixed(3),
        '-i',
        source,
        '-frames:v',
        '1',
        '-vf',
        'scale=-2:720:flags=bicubic',
        '-q:v',
        '3',
        target,
      ],
      { signal, timeoutMs: PICTURE_TIMEOUT_MS },
    );
  },

  async writeStoryboard(source, target, durationSeconds, signal) {
    // At most 100 tiles, one a second for videos up to 100 s.
    const intervalSeconds = Math.max(1, Math.ceil(durationSeconds / 100));
    const tiles = Math.max(1, Math.ceil(durationSeconds / intervalSeconds));
    const rows = Math.ceil(tiles / STORYBOARD_COLUMNS);
    await runFfmpeg(
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        source,
        '-vf',
        `fps=1/${intervalSeconds},scale=${STORYBOARD_TILE_WIDTH}:-2,tile=${STORYBOARD_COLUMNS}x${rows}`,
        '-frames:v',
        '1',
        '-q:v',
        '5',
        target,
      ],
      { signal, timeoutMs: Math.max(PICTURE_TIMEOUT_MS, durationSeconds * 1000) },
    );
    return { tiles, columns: STORYBOARD_COLUMNS, intervalSeconds };
  },
};
