/**
 * Subtitle files (WebVTT and SubRip): reading an uploaded file into cues with a clear message for
 * the first problem, and writing cues as WebVTT. Plain functions without yup, so the studio's
 * upload can check a file before sending it and the server checks it again with the same words.
 */

export interface SubtitleCue {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  text: string;
}

export type SubtitleFormat = 'vtt' | 'srt';

/** The contract's bound on an uploaded file's text (`SubtitleTrackInput.vtt` / `.srt`). */
export const SUBTITLE_FILE_MAX_CHARACTERS = 5_000_000;
/** Longer than this, a cue is not a subtitle a viewer can read (several screens of text). */
export const SUBTITLE_CUE_MAX_CHARACTERS = 500;
/** A last cue may end this much after the video's own end (rounding of encoders' durations). */
export const SUBTITLE_END_TOLERANCE_SECONDS = 1;
/** BCP 47 language tags the contract accepts: `en`, `es`, `pt-BR`. */
export const SUBTITLE_LANGUAGE_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;

export type SubtitleParseResult =
  { ok: true; cues: SubtitleCue[] } | { ok: false; message: string };

const VTT_TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SRT_TIME = /^(\d{2,}):([0-5]\d):([0-5]\d)[,.](\d{3})$/;

function secondsOf(match: RegExpExecArray): number {
  const [, hours, minutes, seconds, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** `01:02:03.456` (WebVTT's form, always with hours). */
export function formatSubtitleTime(totalSeconds: number): string {
  const millisTotal = Math.max(0, Math.round(totalSeconds * 1000));
  const hours = Math.floor(millisTotal / 3_600_000);
  const minutes = Math.floor((millisTotal % 3_600_000) / 60_000);
  const seconds = Math.floor((millisTotal % 60_000) / 1000);
  const millis = millisTotal % 1000;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${String(millis).padStart(3, '0')}`;
}

interface Block {
  lines: string[];
  /** 1-based line number of the block's first line in the file. */
  firstLine: number;
}

function blocksOf(text: string): Block[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const blocks: Block[] = [];
  let current: Block | null = null;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (!current) {
      current = { lines: [], firstLine: index + 1 };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return blocks;
}

interface CueCheck {
  cues: SubtitleCue[];
  number: number;
  line: number;
}

function checkCue(cue: SubtitleCue, check: CueCheck): string | null {
  const where = `Cue ${check.number} (line ${check.line})`;
  if (cue.end <= cue.start)
    return `${where} ends at ${formatSubtitleTime(cue.end)}, not after its start at ${formatSubtitleTime(cue.start)}.`;
  const previous = check.cues[check.cues.length - 1];
  if (previous && cue.start < previous.start)
    return `${where} starts at ${formatSubtitleTime(cue.start)}, before the cue above it (${formatSubtitleTime(previous.start)}): cues must be in time order.`;
  if (cue.text.trim() === '') return `${where} has no text.`;
  if (cue.text.length > SUBTITLE_CUE_MAX_CHARACTERS)
    return `${where} has ${cue.text.length} characters of text; a cue can have at most ${SUBTITLE_CUE_MAX_CHARACTERS}.`;
  return null;
}

function tooLong(text: string): string | null {
  return text.length > SUBTITLE_FILE_MAX_CHARACTERS
    ? `The file is too long: at most ${SUBTITLE_FILE_MAX_CHARACTERS.toLocaleString('en')} characters.`
    : null;
}

/** Reads a WebVTT file's cues (identifiers and cue settings are dropped; NOTE, STYLE, REGION skipped). */
export function parseWebVtt(text: string): SubtitleParseResult {
  const long = tooLong(text);
  if (long) return { ok: false, message: long };
  const blocks = blocksOf(text);
  const header = blocks[0];
  if (!header || !/^WEBVTT([ \t].*)?$/.test(header.lines[0] ?? ''))
    return {
      ok: false,
      message: 'The file does not start with the line WEBVTT: it is not a WebVTT file.',
    };
  const cues: SubtitleCue[] = [];
  for (const block of blocks.slice(1)) {
    const first = block.lines[0] ?? '';
    if (/^(NOTE|STYLE|REGION)([ \t]|$)/.test(first)) continue;
    const timingIndex = first.includes('-->') ? 0 : 1;
    const timing = block.lines[timingIndex];
    const line = block.firstLine + timingIndex;
    const number = cues.length + 1;
    if (timing === undefined || !timing.includes('-->'))
      return {
        ok: false,
        message: `Cue ${number} (line ${block.firstLine}) has no timing line such as 00:00:01.000 --> 00:00:04.000.`,
      };
    const [startText = '', rest = ''] = timing.split('-->').map((part) => part.trim());
    const endText = rest.split(/[ \t]+/)[0] ?? '';
    const start = VTT_TIME.exec(startText);
    const end = VTT_TIME.exec(endText);
    if (!start || !end)
      return {
        ok: false,
        message: `Cue ${number} (line ${line}) has a malformed timing line "${timing.slice(0, 60)}"; expected 00:00:01.000 --> 00:00:04.000.`,
      };
    const cue = {
      start: secondsOf(start),
      end: secondsOf(end),
      text: block.lines.slice(timingIndex + 1).join('\n'),
    };
    const problem = checkCue(cue, { cues, number, line });
    if (problem) return { ok: false, message: problem };
    cues.push(cue);
  }
  if (cues.length === 0) return { ok: false, message: 'The file has no cues.' };
  return { ok: true, cues };
}

/** Reads a SubRip (.srt) file's cues: a number, `00:00:01,000 --> 00:00:04,000`, the text. */
export function parseSrt(text: string): SubtitleParseResult {
  const long = tooLong(text);
  if (long) return { ok: false, message: long };
  const cues: SubtitleCue[] = [];
  for (const block of blocksOf(text)) {
    const number = cues.length + 1;
    const timingIndex = /^\d+$/.test((block.lines[0] ?? '').trim()) ? 1 : 0;
    const timing = block.lines[timingIndex] ?? '';
    const line = block.firstLine + timingIndex;
    const [startText = '', endText = ''] = timing.split('-->').map((part) => part.trim());
    const start = SRT_TIME.exec(startText);
    const end = SRT_TIME.exec(endText.split(/[ \t]+/)[0] ?? '');
    if (!timing.includes('-->') || !start || !end)
      return {
        ok: false,
        message: `Cue ${number} (line ${line}) has a malformed timing line "${timing.slice(0, 60)}"; expected 00:00:01,000 --> 00:00:04,000.`,
      };
    const cue = {
      start: secondsOf(start),
      end: secondsOf(end),
      text: block.lines.slice(timingIndex + 1).join('\n'),
    };
    const problem = checkCue(cue, { cues, number, line });
    if (problem) return { ok: false, message: problem };
    cues.push(cue);
  }
  if (cues.length === 0) return { ok: false, message: 'The file has no cues.' };
  return { ok: true, cues };
}

/** The first cue ending after the video (beyond the tolerance), as a message; null when all fit. */
export function cueBeyondVideo(
  cues: readonly SubtitleCue[],
  durationSeconds: number,
): string | null {
  const index = cues.findIndex((cue) => cue.end > durationSeconds + SUBTITLE_END_TOLERANCE_SECONDS);
  const cue = cues[index];
  if (!cue) return null;
  return `Cue ${index + 1} ends at ${formatSubtitleTime(cue.end)}, after the end of the video (${formatSubtitleTime(durationSeconds)}).`;
}

/** Text that WebVTT would read as markup (`<`, `&`) written as its escapes, for transcripts. */
export function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Cues as a WebVTT file. Cue text is written as given: escape plain text with `escapeCueText`. */
export function formatWebVtt(cues: readonly SubtitleCue[]): string {
  const body = cues
    .map(
      (cue) =>
        `${formatSubtitleTime(cue.start)} --> ${formatSubtitleTime(cue.end)}\n${cue.text.replace(/\n{2,}/g, '\n')}`,
    )
    .join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}
