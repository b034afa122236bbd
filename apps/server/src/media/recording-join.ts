import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A live recording's playlist could not be joined into one file (missing, empty, unreadable). */
export class RecordingJoinError extends Error {
  constructor(readonly detail: string) {
    super(`The recording could not be read: ${detail}`);
    this.name = 'RecordingJoinError';
  }
}

/** Joining copies bytes (no re-encoding): even hours of video take well under this. */
const JOIN_TIMEOUT_MS = 30 * 60_000;

/**
 * Joins a live recording (the relay's HLS: `index.m3u8` and its MPEG-TS segments, with
 * discontinuities where the encoder dropped and came back) into one MP4, the original a library
 * item keeps. Streams are copied, not re-encoded: the library's processing checks and transcodes
 * it like an upload. The AAC of MPEG-TS carries ADTS headers, which MP4 stores without.
 */
export async function joinRecording(
  playlist: string,
  output: string,
  signal: AbortSignal,
): Promise<void> {
  try {
    await run(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        playlist,
        '-c',
        'copy',
        '-bsf:a',
        'aac_adtstoasc',
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        output,
      ],
      { signal, timeout: JOIN_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
    );
  } catch (error) {
    if (signal.aborted) throw error;
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new RecordingJoinError(
      (stderr ? stderr.split('\n').pop() : undefined) ??
        (error instanceof Error ? error.message : String(error)),
    );
  }
}
