import { CUE_SNAP_SECONDS, TEXT_LIMITS } from './constants.js';

/**
 * Web videos (sim-live, spec sections 3 to 5): a library video played out as a live stream on a
 * web channel. What here needs no yup, so the screens show and format without loading it.
 */
export const WEB_VIDEO_STATUSES = [
  'pending',
  'scheduled',
  'starting',
  'started',
  'stopping',
  'stopped',
  'aborted',
  'error',
] as const;
export type WebVideoStatusName = (typeof WEB_VIDEO_STATUSES)[number];

/** Realtime (default), faster than realtime active now, faster than realtime for the next replay. */
export const PLAYOUT_BEHAVIOURS = ['realtime', 'faster_immediate', 'faster_next_replay'] as const;
export type PlayoutBehaviourName = (typeof PLAYOUT_BEHAVIOURS)[number];
export const DEFAULT_PLAYOUT_BEHAVIOUR: PlayoutBehaviourName = 'realtime';

/** States in which the web video still plays or is about to: stop applies, delete does not. */
export const WEB_VIDEO_ACTIVE_STATUSES: readonly WebVideoStatusName[] = [
  'pending',
  'starting',
  'started',
  'stopping',
];
/** States it ended in: a stopped web video cannot restart (spec section 4). */
export const WEB_VIDEO_ENDED_STATUSES: readonly WebVideoStatusName[] = [
  'stopped',
  'aborted',
  'error',
];

export function isWebVideoActive(status: string): boolean {
  return (WEB_VIDEO_ACTIVE_STATUSES as readonly string[]).includes(status);
}

/** A cue position as the contract writes it: HH:MM:SS.mmm. */
export const CUE_POSITION_PATTERN = /^(\d{2}):([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** Milliseconds of a cue position, or null when it is not HH:MM:SS.mmm. */
export function parseCuePosition(text: string): number | null {
  const match = CUE_POSITION_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, millis] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis;
}

/** HH:MM:SS.mmm of a number of milliseconds (negative counts as zero). */
export function formatCuePosition(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(total % 1000, 3)}`;
}

/**
 * Where playout really starts and stops, given the video's keyframe times (seconds, any order):
 * the start moves back to the keyframe at or before it, the stop forward to the keyframe at or
 * after it, each by at most CUE_SNAP_SECONDS (spec section 9: a start cue up to 3.2 s earlier, a
 * stop cue up to 3.2 s later). Without a keyframe in reach the cue stays where it was asked; a
 * stop past the content's end is the end.
 */
export function snapCuesToKeyframes(
  keyframeSeconds: readonly number[],
  startSeconds: number,
  stopSeconds: number,
  durationSeconds: number | null,
): { startSeconds: number; stopSeconds: number } {
  const sorted = [...keyframeSeconds].sort((a, b) => a - b);
  const before = sorted.filter(
    (time) => time <= startSeconds && startSeconds - time <= CUE_SNAP_SECONDS,
  );
  const after = sorted.filter(
    (time) => time >= stopSeconds && time - stopSeconds <= CUE_SNAP_SECONDS,
  );
  const start = before.length > 0 ? before[before.length - 1]! : startSeconds;
  let stop = after.length > 0 ? after[0]! : stopSeconds;
  if (durationSeconds !== null && stop > durationSeconds) stop = durationSeconds;
  return { startSeconds: start, stopSeconds: stop };
}

/** Conflicts of a web video's lifecycle (spec sections 4 and 8), answered 409 by the server. */
export const WEB_VIDEO_MESSAGES = {
  /** Once started it plays what it was started with: stop it and start another instead. */
  playoutFixed:
    'A started web video keeps its library video, web channel, playout and cues. Stop it and start a new one.',
  stopBeforeDelete: 'Stop the web video before deleting it.',
  alreadyEnded: 'The web video has already stopped.',
  trimOnlyWaiting: 'Only a web video waiting for its next replay can be trimmed.',
  mediaPlaying: 'A web video is playing this library video. Stop it before deleting the video.',
} as const;

/**
 * The messages of the web video rules (spec section 5), apart from VALIDATION_MESSAGES: that
 * object travels with every form of the studio, these only with the web video screens.
 */
export const WEB_VIDEO_VALIDATION_MESSAGES = {
  webVideoNameMax: `Name must be at most ${TEXT_LIMITS.webVideoName} characters.`,
  noAngleBrackets: 'Must not contain < or >.',
  cuePosition: 'Enter a time as HH:MM:SS.mmm, such as 00:12:30.500.',
  stopCueAfterStart: 'The stop cue must be after the start cue.',
  cueBeyondContent: 'The cue must be within the video.',
  unknownMedia: 'Choose one of your library videos.',
} as const;
