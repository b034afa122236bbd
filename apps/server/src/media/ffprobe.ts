import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ProbedAudioTrack, ProbedMediaFacts, ProbedVideoTrack } from '@studio/domain';

const run = promisify(execFile);

/** ffprobe's JSON, the parts the ingest rules read. */
interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  field_order?: string;
  bit_rate?: string;
  sample_rate?: string;
  channels?: number;
}

interface FfprobeFormat {
  duration?: string;
  size?: string;
  tags?: Record<string, string>;
}

/** The file could not be read as media at all (FILE_PROCESSING). */
export class UnreadableMediaError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableMediaError';
  }
}

/** `30000/1001` and `16:9`-style ratios as numbers; null for `0/0` or nonsense. */
export function ratioOf(text: string | undefined, separator = '/'): number | null {
  if (!text) return null;
  const [top, bottom] = text.split(separator).map(Number);
  if (top === undefined || bottom === undefined || !Number.isFinite(top) || !bottom) return null;
  return top / bottom;
}

const numberOf = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

function videoTrackOf(stream: FfprobeStream): ProbedVideoTrack {
  const real = ratioOf(stream.r_frame_rate);
  const average = ratioOf(stream.avg_frame_rate);
  const fieldOrder = stream.field_order;
  return {
    codec: stream.codec_name ?? 'unknown',
    width: stream.width ?? 0,
    height: stream.height ?? 0,
    sampleAspectRatio: ratioOf(stream.sample_aspect_ratio, ':') ?? 1,
    frameRate: average ?? real,
    // ffprobe's r_frame_rate is the lowest rate all timestamps fit; a variable-rate file's
    // average differs from it.
    constantFrameRate:
      real === null || average === null ? null : Math.abs(real - average) / real < 0.01,
    progressive:
      fieldOrder === undefined || fieldOrder === 'unknown' ? null : fieldOrder === 'progressive',
    bitrateBitsPerSecond: numberOf(stream.bit_rate),
  };
}

function audioTrackOf(stream: FfprobeStream): ProbedAudioTrack {
  return {
    codec: stream.codec_name ?? 'unknown',
    sampleRate: numberOf(stream.sample_rate) ?? 0,
    channels: stream.channels ?? 0,
    bitrateBitsPerSecond: numberOf(stream.bit_rate),
  };
}

/**
 * Reads the facts the ingest rules need with ffprobe: the container's brand and duration, every
 * stream, and the first video stream's keyframe times (from packet flags: demuxing only, so a
 * long file is read quickly). Throws UnreadableMediaError when ffprobe cannot read the file.
 */
export async function probeMediaFile(
  file: string,
  sizeBytes: number,
  signal?: AbortSignal,
): Promise<ProbedMediaFacts> {
  let described: { streams?: FfprobeStream[]; format?: FfprobeFormat };
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { maxBuffer: 16 * 1024 * 1024, signal, timeout: 120_000 },
    );
    described = JSON.parse(stdout) as typeof described;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UnreadableMediaError(firstLine(error));
  }
  const streams = described.streams ?? [];
  const videoStreams = streams.filter(
    (stream) => stream.codec_type === 'video' && stream.codec_name !== 'mjpeg',
  );
  return {
    sizeBytes,
    majorBrand: described.format?.tags?.major_brand ?? null,
    durationSeconds: numberOf(described.format?.duration),
    videoTracks: videoStreams.map(videoTrackOf),
    audioTracks: streams.filter((stream) => stream.codec_type === 'audio').map(audioTrackOf),
    keyframeTimes: videoStreams.length > 0 ? await keyframeTimesOf(file, signal) : [],
  };
}

async function keyframeTimesOf(file: string, signal?: AbortSignal): Promise<number[]> {
  const { stdout } = await run(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'packet=pts_time,flags',
      '-of',
      'csv=p=0',
      file,
    ],
    { maxBuffer: 256 * 1024 * 1024, signal, timeout: 600_000 },
  );
  const times: number[] = [];
  for (const line of stdout.split('\n')) {
    const [time, flags] = line.split(',');
    if (flags?.includes('K') && time !== undefined && time !== 'N/A') times.push(Number(time));
  }
  return times.sort((a, b) => a - b);
}

/** The first line of a failed program's message: enough to say what went wrong, no paths dumped. */
export function firstLine(error: unknown): string {
  const stderr = (error as { stderr?: unknown }).stderr;
  const text =
    typeof stderr === 'string' && stderr.trim() !== ''
      ? stderr
      : error instanceof Error
        ? error.message
        : String(error);
  return text.trim().split('\n')[0]?.slice(0, 300) ?? 'unknown error';
}
