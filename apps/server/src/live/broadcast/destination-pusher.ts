import { spawn, type ChildProcess } from 'node:child_process';

/** What a pusher tells its owner; each state is told once per change. */
export type PusherState =
  /** ffmpeg is sending to the destination (its first progress report arrived). */
  | 'running'
  /** ffmpeg ended or could not reach the destination; another run is waiting its turn. */
  | 'retrying'
  /** Too many runs in a row failed before sending anything: the pusher gave up. */
  | 'failed'
  /** A finite input (a recording) was sent to its end (only with `playsOnce`). */
  | 'finished'
  /**
   * The event's stream is away (its publisher dropped): no run, and no failure counted, until
   * the stream is back. A destination must not be given up for an encoder's outage.
   */
  | 'waiting';

export interface PusherStateDetails {
  /** Runs in a row that ended before sending anything. */
  failures: number;
  exitCode: number | null;
  /** The end of ffmpeg's error output with every URL replaced (they hold stream keys). */
  stderrTail: string;
}

export interface DestinationPusherOptions {
  /** The ingest's play address of the stream (RtmpIngest.playUrl); it holds the ingest's key. */
  inputUrl: string;
  /** The destination's publish address (rtmp or rtmps, key included): a secret. */
  outputUrl: string;
  ffmpegPath?: string;
  /** Pause before the first retry; doubled for each further failure in a row, up to the max. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Failures in a row after which the pusher gives up. */
  maxFailures?: number;
  /**
   * A recording played once in real time (republish) instead of a live stream followed: read at
   * its native rate (`-re`), and a run that sent it to its end finishes the pusher.
   */
  playsOnce?: boolean;
  onState: (state: PusherState, details: PusherStateDetails) => void;
}

export const DEFAULT_PUSHER_RETRY_DELAY_MS = 1000;
export const DEFAULT_PUSHER_MAX_RETRY_DELAY_MS = 30_000;
/** With the default delays, about two minutes of a destination refusing before it is given up. */
export const DEFAULT_PUSHER_MAX_FAILURES = 8;

/**
 * ffmpeg arguments of one push: stream copy from the ingest to the destination as FLV.
 * `-rw_timeout` ends the run when the ingest goes silent (the publisher left) instead of waiting
 * forever; `-progress pipe:1` reports on stdout once packets flow, which is how the pusher knows
 * the destination took the stream (no timing guess).
 */
export function pusherArguments(inputUrl: string, outputUrl: string, playsOnce = false): string[] {
  return [
    '-hide_banner',
    '-nostats',
    '-loglevel',
    'error',
    ...(playsOnce ? ['-re'] : ['-rw_timeout', '10000000']),
    '-i',
    inputUrl,
    '-map',
    '0:v?',
    '-map',
    '0:a?',
    '-c',
    'copy',
    '-progress',
    'pipe:1',
    '-f',
    'flv',
    outputUrl,
  ];
}

/** A custom RTMP destination's publish address: its stream URL with the key as the last part. */
export function destinationPublishUrl(streamUrl: string, streamKey: string): string {
  return `${streamUrl.replace(/\/+$/, '')}/${streamKey}`;
}

/** ffmpeg names the URLs it fails on; those hold stream keys and never leave this module. */
export function redactUrls(text: string): string {
  return text.replace(/\b(rtmps?|rtmpt|srt|https?):\/\/\S+/gi, '$1://<redacted>');
}

/**
 * One destination's restreamer: an ffmpeg copying the event's stream from the ingest to one
 * custom RTMP or social destination, supervised on its own so that a destination that refuses
 * or drops never touches the others or the web channel's relay. A run that ends is started
 * again after a backoff; a run that sent something resets the count; too many failed runs in a
 * row and the pusher gives up. While the event's own stream is away (`hold`), it waits instead.
 */
export class DestinationPusher {
  private process: ChildProcess | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private failures = 0;
  private held = false;
  private exited: Promise<void> = Promise.resolve();
  private lastState: PusherState | null = null;

  constructor(private readonly options: DestinationPusherOptions) {}

  get state(): PusherState | null {
    return this.lastState;
  }

  /** Whether a run is under way or waiting to start (false once stopped or given up). */
  get active(): boolean {
    return !this.stopped && this.lastState !== 'failed';
  }

  start(): void {
    if (this.process || this.retryTimer || this.stopped) return;
    this.launch();
  }

  /** The input is away: ends the run under way and waits, counting nothing, until `resume`. */
  hold(): void {
    if (this.stopped || this.held || this.lastState === 'failed') return;
    this.held = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.process) this.process.kill('SIGINT');
    else this.tell('waiting', { exitCode: null, stderrTail: '' });
  }

  /** The input is back: a new run starts at once, with the failures forgotten. */
  resume(): void {
    if (!this.held) return;
    this.held = false;
    this.failures = 0;
    if (!this.stopped && !this.process) this.launch();
  }

  /** Ends the push for good; no state is told after this. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.process?.kill('SIGINT');
    const killer = setTimeout(() => this.process?.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(killer);
  }

  private tell(state: PusherState, details: Omit<PusherStateDetails, 'failures'>): void {
    if (this.stopped || state === this.lastState) return;
    this.lastState = state;
    this.options.onState(state, { failures: this.failures, ...details });
  }

  private launch(): void {
    const child = spawn(
      this.options.ffmpegPath ?? 'ffmpeg',
      pusherArguments(this.options.inputUrl, this.options.outputUrl, this.options.playsOnce),
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.process = child;
    let sent = false;
    let stderrTail = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (sent || !chunk.includes('progress=')) return;
      sent = true;
      this.failures = 0;
      this.tell('running', { exitCode: null, stderrTail: '' });
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-2000);
    });
    this.exited = new Promise((resolve) => {
      let alreadyEnded = false;
      const ended = (exitCode: number | null) => {
        if (alreadyEnded) return;
        alreadyEnded = true;
        this.process = null;
        resolve();
        if (this.stopped) return;
        const details = { exitCode, stderrTail: redactUrls(stderrTail).slice(-500) };
        if (this.held) {
          this.tell('waiting', details);
          return;
        }
        if (this.options.playsOnce && sent && exitCode === 0) {
          this.tell('finished', details);
          this.stopped = true;
          return;
        }
        if (!sent) this.failures += 1;
        const maxFailures = this.options.maxFailures ?? DEFAULT_PUSHER_MAX_FAILURES;
        if (this.failures >= maxFailures) {
          this.tell('failed', details);
          return;
        }
        this.tell('retrying', details);
        const base = this.options.retryDelayMs ?? DEFAULT_PUSHER_RETRY_DELAY_MS;
        const delay = Math.min(
          base * 2 ** Math.max(0, this.failures - 1),
          this.options.maxRetryDelayMs ?? DEFAULT_PUSHER_MAX_RETRY_DELAY_MS,
        );
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          if (!this.stopped) this.launch();
        }, delay);
      };
      child.once('error', () => ended(null));
      child.once('exit', (code) => ended(code));
    });
  }
}
