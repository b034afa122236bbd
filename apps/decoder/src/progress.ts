/** One block of ffmpeg's `-progress` output: the fields the decoder reports from. */
export interface FfmpegProgress {
  /** How far it decoded, seconds from where it started. */
  outTimeSeconds: number | null;
  /** Its speed relative to realtime (1 = realtime), null when ffmpeg says N/A. */
  speed: number | null;
  /** `progress=end`: ffmpeg is finishing. */
  ended: boolean;
}

/**
 * Reads ffmpeg's `-progress pipe:1` output: `key=value` lines, each block closed by a
 * `progress=continue` or `progress=end` line. Chunks from the pipe split lines anywhere, so the
 * unfinished tail is kept for the next chunk.
 */
export class ProgressParser {
  private tail = '';
  private fields = new Map<string, string>();

  /** The blocks completed by this chunk. */
  push(chunk: string): FfmpegProgress[] {
    const lines = (this.tail + chunk).split(/\r?\n/);
    this.tail = lines.pop() ?? '';
    const blocks: FfmpegProgress[] = [];
    for (const line of lines) {
      const separator = line.indexOf('=');
      if (separator <= 0) continue;
      const key = line.slice(0, separator).trim();
      const value = line.slice(separator + 1).trim();
      if (key !== 'progress') {
        this.fields.set(key, value);
        continue;
      }
      blocks.push(this.block(value === 'end'));
      this.fields = new Map();
    }
    return blocks;
  }

  private block(ended: boolean): FfmpegProgress {
    // out_time_us is microseconds; out_time_ms is too (an old ffmpeg misnomer kept for scripts).
    const micros = Number(this.fields.get('out_time_us') ?? this.fields.get('out_time_ms'));
    const clock = parseClock(this.fields.get('out_time'));
    const speed = Number.parseFloat(this.fields.get('speed') ?? '');
    return {
      outTimeSeconds: Number.isFinite(micros) && micros >= 0 ? micros / 1_000_000 : clock,
      speed: Number.isFinite(speed) ? speed : null,
      ended,
    };
  }
}

/** `HH:MM:SS.ffffff` as seconds; null for N/A, negative or malformed times. */
export function parseClock(text: string | undefined): number | null {
  const match = /^(\d+):([0-5]\d):([0-5]\d(?:\.\d+)?)$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** The venue schema's playhead: `HH:MM:SS.mmm` (hours beyond 99 are kept at 99:59:59.999). */
export function formatPlayhead(seconds: number): string {
  const millis = Math.min(Math.max(0, Math.round(seconds * 1000)), 100 * 3_600_000 - 1);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const wholeSeconds = Math.floor(millis / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}.${pad(millis % 1000, 3)}`;
}
