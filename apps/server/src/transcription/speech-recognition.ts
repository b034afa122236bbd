import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredTranscriptSegment } from '../db/transcription/schema';

/**
 * Turns a media file's speech into timed text. The server's default runs offline with Debian's
 * ffmpeg `asr` filter (CMU PocketSphinx) and the model from the `pocketsphinx-en-us` package; a
 * hosted provider would implement the same interface.
 */
export interface SpeechRecognizer {
  /** BCP 47 tag of what it recognises. */
  readonly language: string;
  transcribe(file: string, signal: AbortSignal): Promise<StoredTranscriptSegment[]>;
}

/** Where Debian's `pocketsphinx-en-us` package puts the US English model. */
export const DEFAULT_SPEECH_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const SPEECH_MODEL_INSTALL = 'apt-get install -y pocketsphinx-en-us';

/** A failure another attempt would meet again (no model, no filter, no sound): not retried. */
export class LastingRecognitionError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'LastingRecognitionError';
  }
}

/** The recogniser cannot run on this machine: the message says what to install. */
export class SpeechRecognitionUnavailableError extends LastingRecognitionError {}

/** The files of the model directory the filter reads. */
export function speechModelFiles(modelDir: string) {
  return {
    acousticModel: join(modelDir, 'en-us'),
    dictionary: join(modelDir, 'cmudict-en-us.dict'),
    languageModel: join(modelDir, 'en-us.lm.bin'),
  };
}

// Characters that ffmpeg's filter graph syntax reads as separators or quoting.
const FILTER_SYNTAX = /['\\:,;[\]=]/;

/**
 * The ffmpeg filter chain: 16 kHz mono (what the model was trained on), two seconds of silence
 * after the end (the recogniser speaks an utterance once it hears a pause), `silencedetect` for
 * where speech starts and stops, `asr`, and `ametadata` printing both to stdout.
 */
export function recognitionFilter(modelDir: string): string {
  const model = speechModelFiles(modelDir);
  return [
    'aresample=16000',
    'pan=mono|c0=c0',
    'apad=pad_dur=2',
    'silencedetect=noise=-35dB:d=0.3',
    `asr=hmm=${model.acousticModel}:dict=${model.dictionary}:lm=${model.languageModel}`,
    'ametadata=mode=print:file=-',
  ].join(',');
}

/**
 * Reads `ametadata`'s printout into segments. Each utterance's text arrives at its end; it
 * starts where the silence before it ended (or where the previous utterance ended) and ends
 * where the next silence began, when that was after its start (otherwise at the frame's time).
 */
export function segmentsOfRecognition(printout: string): StoredTranscriptSegment[] {
  const segments: StoredTranscriptSegment[] = [];
  let frameTime = 0;
  let speechStart = 0;
  let silenceStart: number | null = null;
  for (const line of printout.split('\n')) {
    const frame = /pts_time:([\d.]+)/.exec(line);
    if (frame) {
      frameTime = Number(frame[1]);
      continue;
    }
    const [key, ...rest] = line.trim().split('=');
    const value = rest.join('=');
    if (key === 'lavfi.silence_end') {
      speechStart = Number(value);
      silenceStart = null;
    } else if (key === 'lavfi.silence_start') {
      silenceStart = Number(value);
    } else if (key === 'lavfi.asr.text') {
      const text = value.trim();
      const previousEnd = segments[segments.length - 1]?.end ?? 0;
      const start = Math.max(speechStart, previousEnd);
      const end = silenceStart !== null && silenceStart > start ? silenceStart : frameTime;
      if (text !== '' && end > start) {
        segments.push({ start: round(start), end: round(end), text });
      }
      speechStart = end;
      silenceStart = null;
    }
  }
  return segments;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

async function readable(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The default recogniser: ffmpeg's `asr` filter with a PocketSphinx model directory. */
export class FfmpegSpeechRecognizer implements SpeechRecognizer {
  readonly language = 'en';

  constructor(private readonly modelDir: string = DEFAULT_SPEECH_MODEL_DIR) {}

  async transcribe(file: string, signal: AbortSignal): Promise<StoredTranscriptSegment[]> {
    if (FILTER_SYNTAX.test(this.modelDir))
      throw new SpeechRecognitionUnavailableError(
        `The speech model folder ${this.modelDir} has characters ffmpeg's filter syntax cannot take (' \\ : , ; [ ] =); set STUDIO_SPEECH_MODEL_DIR to a plain path.`,
      );
    const files = Object.values(speechModelFiles(this.modelDir));
    const present = await Promise.all(files.map(readable));
    if (present.includes(false))
      throw new SpeechRecognitionUnavailableError(
        `The speech recognition model is not installed (${this.modelDir} lacks ${files.filter((_, index) => !present[index]).join(', ')}). Install it with: ${SPEECH_MODEL_INSTALL}`,
      );
    const args = [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-i',
      file,
      '-vn',
      '-af',
      recognitionFilter(this.modelDir),
      '-f',
      'null',
      '-',
    ];
    const { stdout, stderr, code } = await new Promise<{
      stdout: string;
      stderr: string;
      code: number | null;
    }>((resolve, reject) => {
      const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', reject);
      child.on('close', (exitCode) =>
        resolve({
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: Buffer.concat(err).toString('utf8'),
          code: exitCode,
        }),
      );
    });
    if (code !== 0) {
      if (/No such filter: 'asr'|Filter not found/i.test(stderr))
        throw new SpeechRecognitionUnavailableError(
          `This ffmpeg has no speech recognition filter (asr); install Debian's ffmpeg and the model: apt-get install -y ffmpeg pocketsphinx-en-us`,
        );
      if (/does not contain any stream|matches no streams/i.test(stderr))
        throw new LastingRecognitionError('The video has no sound to transcribe.');
      throw new Error(
        `ffmpeg speech recognition failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`,
      );
    }
    return segmentsOfRecognition(stdout);
  }
}
