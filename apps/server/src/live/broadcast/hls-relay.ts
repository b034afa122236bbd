import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The playlist the relay writes: every segment of the stream, from its first to its last. */
export const RECORDING_PLAYLIST = 'index.m3u8';

export interface HlsRelayOptions {
  /** The ingest address of the stream (RtmpIngest.playUrl). */
  inputUrl: string;
  /** The folder the playlist and segments go to. */
  outputDir: string;
  ffmpegPath?: string;
  /** Target segment length; segments are cut on the publisher's keyframes. */
  segmentSeconds?: number;
  /** Pause before restarting a failed ffmpeg. */
  restartDelayMs?: number;
  /** Told when ffmpeg ended by itself and is started again (never with the input URL: it holds the key). */
  onRestart?: (exitCode: number | null, stderrTail: string) => void;
}

/**
 * ffmpeg arguments of one relay run: stream copy from the ingest to HLS.
 * - `-rw_timeout`: without it ffmpeg waits forever once the publisher leaves; with it the run
 *   ends after 10 s of silence and the supervisor starts another, which waits for the publisher.
 * - `append_list` continues the playlist of the previous runs (same numbering, nothing lost) and,
 *   from the second run on, `discont_start` tags where the new run starts (#EXT-X-DISCONTINUITY):
 *   the timeline of a publisher that dropped and came back is one playlist. (A drop shorter than
 *   the read timeout needs no tag: the run goes on and the ingest keeps the timestamps going.)
 * - `omit_endlist`: the playlist ends only when the event ends (HlsRelay.stop writes the tag).
 * - `program_date_time` stamps each segment with the wall clock, which the stream delay uses.
 */
export function relayArguments(
  inputUrl: string,
  outputDir: string,
  segmentSeconds: number,
  continuing: boolean,
) {
  const flags = ['append_list', 'omit_endlist', 'program_date_time', 'independent_segments'];
  if (continuing) flags.push('discont_start');
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-rw_timeout',
    '10000000',
    '-i',
    inputUrl,
    '-map',
    '0',
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    String(segmentSeconds),
    '-hls_list_size',
    '0',
    '-hls_flags',
    flags.join('+'),
    '-hls_segment_filename',
    join(outputDir, 'segment_%06d.ts'),
    join(outputDir, RECORDING_PLAYLIST),
  ];
}

/**
 * One supervised ffmpeg relay per live stream: started when the publisher arrives, restarted
 * whenever ffmpeg ends by itself (a dropped publisher, a crash), stopped when the event ends.
 */
export class HlsRelay {
  private process: ChildProcess | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private stopping = false;
  private exited: Promise<void> = Promise.resolve();
  private runs = 0;

  constructor(private readonly options: HlsRelayOptions) {}

  /** How many ffmpeg runs the relay started (the first one included). */
  get runCount(): number {
    return this.runs;
  }

  /** The running ffmpeg's process id (for monitoring), if one runs. */
  get pid(): number | undefined {
    return this.process?.pid;
  }

  get running(): boolean {
    return !this.stopping && (this.process !== null || this.restartTimer !== null);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.stopping = false;
    await mkdir(this.options.outputDir, { recursive: true });
    this.launch();
  }

  /** Ends the relay for good and closes the playlist: from here on it is a recording. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    // SIGINT lets ffmpeg finish the segment it is writing and update the playlist.
    this.process?.kill('SIGINT');
    const killer = setTimeout(() => this.process?.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(killer);
    await closePlaylist(join(this.options.outputDir, RECORDING_PLAYLIST));
  }

  private launch(): void {
    const args = relayArguments(
      this.options.inputUrl,
      this.options.outputDir,
      this.options.segmentSeconds ?? 1,
      this.runs > 0,
    );
    const child = spawn(this.options.ffmpegPath ?? 'ffmpeg', args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.runs += 1;
    this.process = child;
    let stderrTail = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-2000);
    });
    this.exited = new Promise((resolve) => {
      let alreadyEnded = false;
      const ended = (code: number | null) => {
        if (alreadyEnded) return;
        alreadyEnded = true;
        this.process = null;
        resolve();
        if (this.stopping) return;
        this.options.onRestart?.(code, stderrTail);
        this.restartTimer = setTimeout(() => {
          this.restartTimer = null;
          if (!this.stopping) this.launch();
        }, this.options.restartDelayMs ?? 1000);
      };
      child.once('error', () => ended(null));
      child.once('exit', (code) => ended(code));
    });
  }
}

/** Appends #EXT-X-ENDLIST once; a playlist that was never written stays absent. */
async function closePlaylist(path: string): Promise<void> {
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null || text.includes('#EXT-X-ENDLIST')) return;
  await appendFile(path, `${text.endsWith('\n') ? '' : '\n'}#EXT-X-ENDLIST\n`);
}
