/**
 * The upload ingest rules of spec section 5 and the upload limits of section 9, as pure functions
 * over facts read from the file. The browser reads the facts with mp4box before sending a byte,
 * the server reads them with ffprobe after the upload; both hand them to `checkIngest`, so a file
 * is judged by the same rules on both sides and the server never relies on the browser's verdict.
 *
 * Where section 9 gives two readings, the stricter applies (12 hours, not 26; 32 Mbps for 2160p,
 * not 48; per-channel audio bitrate capped by the 384 kbps total).
 */

import { TEXT_LIMITS, UPLOAD_LIMITS } from './constants.js';
import type { UploadErrorCode } from './lifecycles.js';

/** One video track as a reader found it; `null` where the reader could not tell. */
export interface ProbedVideoTrack {
  /** Lower-case codec name: `h264` (ffprobe) or the sample entry `avc1`/`avc3` (mp4box). */
  codec: string;
  width: number;
  height: number;
  /** Sample (pixel) aspect ratio; 1 for square pixels. */
  sampleAspectRatio: number;
  /** Frames per second (average). */
  frameRate: number | null;
  /** Whether every frame lasts the same (ffprobe: r_frame_rate equals avg_frame_rate). */
  constantFrameRate: boolean | null;
  /** Progressive, not interlaced (SPS `frame_mbs_only_flag`, ffprobe `field_order`). */
  progressive: boolean | null;
  bitrateBitsPerSecond: number | null;
}

export interface ProbedAudioTrack {
  /** Lower-case codec name: `aac` (ffprobe) or `mp4a` (mp4box). */
  codec: string;
  sampleRate: number;
  /** The real count (mp4box: from the AudioSpecificConfig, not the sample entry's 2). */
  channels: number;
  bitrateBitsPerSecond: number | null;
}

/** What the ingest rules look at. */
export interface ProbedMediaFacts {
  sizeBytes: number;
  /** The MP4 `ftyp` major brand, e.g. `isom`, `mp42`; QuickTime files say `qt`. */
  majorBrand: string | null;
  durationSeconds: number | null;
  videoTracks: ProbedVideoTrack[];
  audioTracks: ProbedAudioTrack[];
  /** Presentation times of the first video track's keyframes, in seconds, ascending. */
  keyframeTimes: number[];
}

export const INGEST_RULES = [
  'notEmpty',
  'maxSize',
  'maxDuration',
  'container',
  'oneVideoTrack',
  'videoCodec',
  'progressive',
  'aspectRatio',
  'resolution',
  'frameRate',
  'constantFrameRate',
  'videoBitrate',
  'keyframeInterval',
  'keyframeConsistency',
  'audioPresent',
  'audioCodec',
  'audioSampleRate',
  'audioChannels',
  'audioBitrate',
] as const;
export type IngestRule = (typeof INGEST_RULES)[number];

/** One broken rule: which, what was found, what is allowed, and the upload error code. */
export interface IngestProblem {
  rule: IngestRule;
  code: UploadErrorCode;
  /** The value found, as a person reads it (`4:3`, `44100 Hz`, `none`). */
  found: string;
  /** What the rule allows, as a person reads it. */
  allowed: string;
  /** An English sentence naming the rule and the value found (the studio translates by `rule`). */
  message: string;
}

export interface IngestOptions {
  /** 3840x2160 (and its bitrate) is allowed: 4K is for enterprise plans (section 9). */
  allow4k?: boolean;
}

/** `ftyp` major brands of MP4 files (ISO base media, MP4 v1/v2, AVC, DASH, Apple's M4V). */
const MP4_BRANDS = /^(iso\d|isom|mp4[12v]|avc1|dash|m4v|msnv|f4v)$/i;
const DISPLAY_ASPECT = 16 / 9;
/** 1920x1080 is 16:9 exactly; 1366x768 or 854x480 are within a percent. */
const ASPECT_TOLERANCE = 0.01;
/** Consecutive keyframes may drift from the usual interval by this share and still be consistent. */
const KEYFRAME_DRIFT = 0.25;
const AUDIO_MAX_TOTAL_KBPS = 384;
const UHD_VIDEO_BITRATE_MBPS = 32;

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * The allowed frame rate a measured one stands for: 24, 25, 30 or 60, or their NTSC variants
 * (23.976, 29.97, 59.94), which cameras write for the same rates. Null when it is none of them.
 */
export function nominalFrameRate(frameRate: number): number | null {
  for (const rate of UPLOAD_LIMITS.frameRates) {
    if (Math.abs(frameRate - rate) < 0.05 || Math.abs(frameRate - (rate * 1000) / 1001) < 0.05)
      return rate;
  }
  return null;
}

/** `16:9`, `4:3`, or the ratio with two decimals when it has no short name. */
export function describeAspectRatio(width: number, height: number, sampleAspect = 1): string {
  const ratio = (width * sampleAspect) / height;
  const known: Array<[number, string]> = [
    [16 / 9, '16:9'],
    [4 / 3, '4:3'],
    [1, '1:1'],
    [9 / 16, '9:16'],
    [21 / 9, '21:9'],
    [32 / 9, '32:9'],
  ];
  const named = known.find(([value]) => Math.abs(ratio / value - 1) < ASPECT_TOLERANCE);
  return named ? named[1] : `${round(ratio)}:1`;
}

/** Gaps between consecutive keyframes, in seconds. */
export function keyframeIntervals(keyframeTimes: readonly number[]): number[] {
  return keyframeTimes.slice(1).map((time, index) => time - (keyframeTimes[index] ?? 0));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const isH264 = (codec: string) => ['h264', 'avc1', 'avc3'].includes(codec.toLowerCase());
const isAac = (codec: string) => ['aac', 'mp4a'].includes(codec.toLowerCase());

/** Video bitrate ceiling in bits per second for a frame rate and resolution. */
export function videoBitrateLimit(frameRate: number, height: number): number {
  const mbps =
    height > UPLOAD_LIMITS.maxHeight
      ? UHD_VIDEO_BITRATE_MBPS
      : frameRate > 30
        ? UPLOAD_LIMITS.videoBitrateMbpsAbove30Fps
        : UPLOAD_LIMITS.videoBitrateMbpsUpTo30Fps;
  return mbps * 1_000_000;
}

/** Audio bitrate ceiling: 192 kbps per channel, never above 384 kbps in all. */
export function audioBitrateLimit(channels: number): number {
  return (
    Math.min(
      UPLOAD_LIMITS.audioBitrateKbpsPerChannel * Math.max(1, channels),
      AUDIO_MAX_TOTAL_KBPS,
    ) * 1_000
  );
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${round(bytes / 1024 ** 3)} GB` : `${round(bytes / 1024 ** 2)} MB`;

/**
 * Every ingest rule the file breaks, in the order a person would fix them (an empty list means
 * the file may be uploaded). Facts a reader could not determine (`null`) are not held against
 * the file; the server's ffprobe reading is the final word.
 */
export function checkIngest(facts: ProbedMediaFacts, options: IngestOptions = {}): IngestProblem[] {
  const problems: IngestProblem[] = [];
  const refuse = (
    rule: IngestRule,
    code: UploadErrorCode,
    found: string,
    allowed: string,
    message: string,
  ) => problems.push({ rule, code, found, allowed, message });

  if (facts.sizeBytes <= 0) {
    refuse('notEmpty', 'NO_FILE', '0 bytes', 'more than 0 bytes', 'The file is empty.');
    return problems;
  }
  if (facts.sizeBytes > UPLOAD_LIMITS.maxBytes) {
    refuse(
      'maxSize',
      'FILE_SIZE',
      formatBytes(facts.sizeBytes),
      '64 GB',
      `The file is ${formatBytes(facts.sizeBytes)}; the largest upload is 64 GB.`,
    );
  }
  const maxSeconds = UPLOAD_LIMITS.maxDurationHours * 3600;
  if (facts.durationSeconds !== null && facts.durationSeconds > maxSeconds) {
    const hours = round(facts.durationSeconds / 3600, 1);
    refuse(
      'maxDuration',
      'FILE_SIZE',
      `${hours} hours`,
      `${UPLOAD_LIMITS.maxDurationHours} hours`,
      `The video lasts ${hours} hours; the longest upload is ${UPLOAD_LIMITS.maxDurationHours} hours.`,
    );
  }
  const brand = facts.majorBrand?.trim() ?? '';
  if (!MP4_BRANDS.test(brand)) {
    const found = brand === '' ? 'unknown' : brand.toLowerCase() === 'qt' ? 'QuickTime' : brand;
    refuse(
      'container',
      'FILE_TYPE',
      found,
      'MP4',
      `The file is not an MP4 (its container is ${found}); only MP4 files can be uploaded.`,
    );
    // Nothing else can be trusted about a file of another kind.
    return problems;
  }

  const video = facts.videoTracks;
  if (video.length !== 1) {
    refuse(
      'oneVideoTrack',
      'FILE_TYPE',
      `${video.length} video tracks`,
      '1 video track',
      video.length === 0
        ? 'The file has no video track.'
        : `The file has ${video.length} video tracks; it must have exactly one.`,
    );
  }
  const [track] = video;
  if (track) checkVideoTrack(track, facts, options, refuse);

  const audio = facts.audioTracks;
  if (audio.length === 0) {
    refuse('audioPresent', 'FILE_TYPE', 'none', 'an AAC audio track', 'The file has no audio.');
  }
  for (const sound of audio) {
    if (!isAac(sound.codec)) {
      refuse(
        'audioCodec',
        'FILE_TYPE',
        sound.codec,
        'AAC',
        `The audio is ${sound.codec}; it must be AAC.`,
      );
    }
    if (sound.sampleRate !== UPLOAD_LIMITS.audioSampleRate) {
      refuse(
        'audioSampleRate',
        'FILE_TYPE',
        `${sound.sampleRate} Hz`,
        '48000 Hz',
        `The audio is sampled at ${sound.sampleRate} Hz; it must be 48 kHz.`,
      );
    }
    if (sound.channels > UPLOAD_LIMITS.maxAudioChannels) {
      refuse(
        'audioChannels',
        'FILE_TYPE',
        `${sound.channels} channels`,
        `${UPLOAD_LIMITS.maxAudioChannels} channels`,
        `The audio has ${sound.channels} channels; at most ${UPLOAD_LIMITS.maxAudioChannels} are allowed.`,
      );
    }
    const limit = audioBitrateLimit(sound.channels);
    if (sound.bitrateBitsPerSecond !== null && sound.bitrateBitsPerSecond > limit) {
      const kbps = Math.round(sound.bitrateBitsPerSecond / 1000);
      refuse(
        'audioBitrate',
        'FILE_TYPE',
        `${kbps} kbps`,
        `${limit / 1000} kbps`,
        `The audio bitrate is ${kbps} kbps; at most ${limit / 1000} kbps is allowed for ${sound.channels} channels.`,
      );
    }
  }
  return problems;
}

type Refuse = (
  rule: IngestRule,
  code: UploadErrorCode,
  found: string,
  allowed: string,
  message: string,
) => void;

function checkVideoTrack(
  track: ProbedVideoTrack,
  facts: ProbedMediaFacts,
  options: IngestOptions,
  refuse: Refuse,
): void {
  if (!isH264(track.codec)) {
    refuse(
      'videoCodec',
      'FILE_TYPE',
      track.codec,
      'H.264',
      `The video is ${track.codec}; it must be H.264.`,
    );
  }
  if (track.progressive === false) {
    refuse(
      'progressive',
      'FILE_TYPE',
      'interlaced',
      'progressive',
      'The video is interlaced; it must be progressive.',
    );
  }
  const ratio = (track.width * track.sampleAspectRatio) / track.height;
  if (Math.abs(ratio / DISPLAY_ASPECT - 1) > ASPECT_TOLERANCE) {
    const found = describeAspectRatio(track.width, track.height, track.sampleAspectRatio);
    refuse(
      'aspectRatio',
      'FILE_TYPE',
      found,
      '16:9',
      `The video's aspect ratio is ${found}; it must be 16:9.`,
    );
  }
  const maxWidth = options.allow4k ? UPLOAD_LIMITS.maxWidth4k : UPLOAD_LIMITS.maxWidth;
  const maxHeight = options.allow4k ? UPLOAD_LIMITS.maxHeight4k : UPLOAD_LIMITS.maxHeight;
  if (track.width > maxWidth || track.height > maxHeight) {
    refuse(
      'resolution',
      'FILE_TYPE',
      `${track.width}x${track.height}`,
      `${maxWidth}x${maxHeight}`,
      `The video is ${track.width}x${track.height}; the largest allowed is ${maxWidth}x${maxHeight}.`,
    );
  }
  const nominal = track.frameRate === null ? null : nominalFrameRate(track.frameRate);
  if (track.frameRate !== null && nominal === null) {
    const found = `${round(track.frameRate, 3)} fps`;
    refuse(
      'frameRate',
      'FILE_TYPE',
      found,
      '24, 25, 30 or 60 fps',
      `The video runs at ${found}; it must be 24, 25, 30 or 60 fps.`,
    );
  }
  if (track.constantFrameRate === false) {
    refuse(
      'constantFrameRate',
      'FILE_TYPE',
      'variable',
      'constant',
      'The video has a variable frame rate; it must be constant.',
    );
  }
  if (track.bitrateBitsPerSecond !== null) {
    const limit = videoBitrateLimit(nominal ?? track.frameRate ?? 30, track.height);
    if (track.bitrateBitsPerSecond > limit) {
      const found = `${round(track.bitrateBitsPerSecond / 1_000_000, 1)} Mbps`;
      refuse(
        'videoBitrate',
        'FILE_TYPE',
        found,
        `${limit / 1_000_000} Mbps`,
        `The video bitrate is ${found}; at most ${limit / 1_000_000} Mbps is allowed at this frame rate and resolution.`,
      );
    }
  }
  checkKeyframes(facts, refuse);
}

function checkKeyframes(facts: ProbedMediaFacts, refuse: Refuse): void {
  const { keyframeIntervalMinSeconds: min, keyframeIntervalMaxSeconds: max } = UPLOAD_LIMITS;
  const allowed = `${min} to ${max} s`;
  const intervals = keyframeIntervals(facts.keyframeTimes);
  if (intervals.length === 0) {
    // One keyframe: the whole video is one group of pictures.
    const span = facts.durationSeconds ?? 0;
    if (span > max) {
      refuse(
        'keyframeInterval',
        'FILE_TYPE',
        `${round(span, 1)} s`,
        allowed,
        `The video has one keyframe in ${round(span, 1)} s; keyframes must come every ${allowed}.`,
      );
    }
    return;
  }
  const shortest = Math.min(...intervals);
  const longest = Math.max(...intervals);
  if (shortest < min - 0.001 || longest > max + 0.001) {
    const found = shortest < min - 0.001 ? shortest : longest;
    refuse(
      'keyframeInterval',
      'FILE_TYPE',
      `${round(found)} s`,
      allowed,
      `The keyframe interval is ${round(found)} s; it must be ${allowed}.`,
    );
    return;
  }
  const usual = median(intervals);
  const drifted = intervals.find((gap) => Math.abs(gap - usual) > usual * KEYFRAME_DRIFT);
  if (drifted !== undefined) {
    refuse(
      'keyframeConsistency',
      'FILE_TYPE',
      `${round(drifted)} s among ${round(usual)} s`,
      `every interval within ${KEYFRAME_DRIFT * 100}% of the usual one`,
      `The keyframe interval varies (${round(drifted)} s among intervals of ${round(usual)} s); it must be consistent.`,
    );
  }
}

/** The upload error code a list of problems ends with (the first problem's), or null. */
export function uploadErrorOf(problems: readonly IngestProblem[]): UploadErrorCode | null {
  return problems[0]?.code ?? null;
}

/**
 * A library item's tags as one text: "tags (max 150 characters)" (section 3) counts the tags
 * joined with commas, as the studio's tag field shows them.
 */
export function mediaTagsLength(tags: readonly string[]): number {
  return tags.map((tag) => tag.trim()).join(',').length;
}

export const mediaTagsTooLong = (tags: readonly string[]) =>
  mediaTagsLength(tags) > TEXT_LIMITS.tags;
