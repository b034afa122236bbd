import { CLIP_MAX_SECONDS, CLIP_MIN_SECONDS, TRIM_PRECISION_SECONDS } from './constants.js';

/**
 * Positions in a video, trims and clips (spec sections 3, 5 and 9): a position reads
 * `HH:MM:SS.mmm`; a trim keeps a range inside the content; a clip lasts 3 s to 3 min.
 * Plain functions, no yup: the server, the trim and clip forms and the cue editor share them.
 */

const POSITION = /^(\d{2}):([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** `00:12:30.500` as milliseconds; null when it is not a position. */
export function parseMediaPosition(text: string): number | null {
  const match = POSITION.exec(text.trim());
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

/** Milliseconds as `HH:MM:SS.mmm` (hours past 99 are not a position of a 12-hour video). */
export function formatMediaPosition(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds));
  const millis = total % 1000;
  const seconds = Math.floor(total / 1000) % 60;
  const minutes = Math.floor(total / 60_000) % 60;
  const hours = Math.floor(total / 3_600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${String(millis).padStart(3, '0')}`;
}

export const MEDIA_EDIT_MESSAGES = {
  positionFormat: 'Enter a time as HH:MM:SS.mmm, for example 00:01:30.000.',
  startBeforeEnd: 'The start must be before the end.',
  outsideContent: 'The range must be inside the video, which lasts {length}.',
  clipLength: `A clip lasts ${CLIP_MIN_SECONDS} seconds to ${CLIP_MAX_SECONDS / 60} minutes.`,
  stillProcessing: 'The video is still processing; trim it or cut clips once it is ready.',
  trimPrecision: `Cut points move to the nearest keyframe, up to ${TRIM_PRECISION_SECONDS} seconds: the start earlier, the end later.`,
  descriptionAngleBrackets: 'The description cannot contain < or >.',
  cueNameRequired: 'Name is required.',
  cueNameMax: 'Name must be at most 128 characters.',
} as const;

export type MediaRangeProblem =
  | { field: 'start' | 'end'; rule: 'positionFormat'; message: string }
  | { field: 'end'; rule: 'startBeforeEnd'; message: string }
  | { field: 'start' | 'end'; rule: 'outsideContent'; message: string }
  | { field: 'end'; rule: 'clipLength'; message: string };

export interface MediaRange {
  startMs: number;
  endMs: number;
}

/**
 * The problems of a range a person chose, in the order a form shows them. `durationSeconds` is
 * the video's length (null when not known yet: only the shape is checked); `clip` adds the
 * length rule of clips.
 */
export function mediaRangeProblems(
  start: string,
  end: string,
  durationSeconds: number | null,
  options: { clip?: boolean } = {},
): MediaRangeProblem[] {
  const startMs = parseMediaPosition(start);
  const endMs = parseMediaPosition(end);
  const problems: MediaRangeProblem[] = [];
  if (startMs === null)
    problems.push({
      field: 'start',
      rule: 'positionFormat',
      message: MEDIA_EDIT_MESSAGES.positionFormat,
    });
  if (endMs === null)
    problems.push({
      field: 'end',
      rule: 'positionFormat',
      message: MEDIA_EDIT_MESSAGES.positionFormat,
    });
  if (startMs === null || endMs === null) return problems;
  if (startMs >= endMs) {
    problems.push({
      field: 'end',
      rule: 'startBeforeEnd',
      message: MEDIA_EDIT_MESSAGES.startBeforeEnd,
    });
    return problems;
  }
  if (durationSeconds !== null) {
    const contentMs = Math.round(durationSeconds * 1000);
    const outside = MEDIA_EDIT_MESSAGES.outsideContent.replace(
      '{length}',
      formatMediaPosition(contentMs),
    );
    if (startMs > contentMs)
      problems.push({ field: 'start', rule: 'outsideContent', message: outside });
    if (endMs > contentMs)
      problems.push({ field: 'end', rule: 'outsideContent', message: outside });
  }
  const lengthMs = endMs - startMs;
  if (options.clip && (lengthMs < CLIP_MIN_SECONDS * 1000 || lengthMs > CLIP_MAX_SECONDS * 1000))
    problems.push({ field: 'end', rule: 'clipLength', message: MEDIA_EDIT_MESSAGES.clipLength });
  return problems;
}

/**
 * A trim's cut points on keyframes, so ffmpeg can copy the streams without re-encoding: the start
 * moves to the keyframe at or before it, the end to the keyframe at or after it (or the end of
 * the content). With the ingest rules' keyframe interval of at most 3.2 s, neither moves further.
 */
export function snapRangeToKeyframes(
  range: MediaRange,
  keyframeTimesSeconds: readonly number[],
  durationSeconds: number,
): MediaRange {
  const keyframesMs = [...keyframeTimesSeconds]
    .map((time) => Math.round(time * 1000))
    .sort((a, b) => a - b);
  const contentMs = Math.round(durationSeconds * 1000);
  let startMs = 0;
  for (const keyframe of keyframesMs) if (keyframe <= range.startMs) startMs = keyframe;
  const after = keyframesMs.find((keyframe) => keyframe >= range.endMs && keyframe > startMs);
  return { startMs, endMs: Math.min(after ?? contentMs, contentMs) };
}
