import { spawn, type ChildProcess } from 'node:child_process';
import type { StreamAssignment, LogLevel } from './protocol';
import { inputArguments, mapArguments, outputArguments, type EncoderSource } from './source';

export interface StreamEvents {
  /** ffmpeg sends frames (STARTED) or is (re)connecting (STARTING). */
  onState(state: 'STARTING' | 'STARTED', error: string | null): void;
  /** Output bitrate ffmpeg measured, Mbit/s. */
  onBitrate(mbps: number): void;
  log(level: LogLevel, message: string): void;
}

export interface StreamOptions {
  source: EncoderSource;
  ffmpegPath?: string;
  events: StreamEvents;
  /** First wait before restarting a failed ffmpeg; doubles up to ten times as long. */
  restartDelayMs?: number;
}

/** The ingest's publish URL: the address and the stream key as its last path segment. */
export function publishUrl(assignment: StreamAssignment): string {
  return `${assignment.ingestUrl.replace(/\/+$/, '')}/${encodeURIComponent(assignment.streamKey)}`;
}

/**
 * One supervised ffmpeg publishing to the ingest. A killed or failed ffmpeg is started again
 * (after a growing pause) until `stop`; the stream key is part of ffmpeg's arguments, so ffmpeg's
 * own lines are logged without its command line.
 */
export class StreamSupervisor {
  private child: ChildProcess | undefined;
  private assignment: StreamAssignment | undefined;
  private wanted = false;
  private failures = 0;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: StreamOptions) {}

  get current(): StreamAssignment | undefined {
    return this.wanted ? this.assignment : undefined;
  }

  start(assignment: StreamAssignment): void {
    this.assignment = assignment;
    this.wanted = true;
    this.failures = 0;
    if (this.child) {
      // A new assignment replaces the running stream: the exit handler starts the new one.
      this.child.kill('SIGTERM');
      return;
    }
    this.spawn();
  }

  /** Ends the stream; resolves once ffmpeg has exited. */
  async stop(): Promise<void> {
    this.wanted = false;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      // `q` on stdin lets ffmpeg finish the FLV stream cleanly; SIGTERM if it does not listen.
      child.stdin?.end('q');
      setTimeout(() => child.kill('SIGTERM'), 1000).unref();
    });
  }

  private spawn(): void {
    const assignment = this.assignment;
    if (!assignment) return;
    const { source, events } = this.options;
    events.onState('STARTING', null);
    const child = spawn(
      this.options.ffmpegPath ?? 'ffmpeg',
      [
        '-hide_banner',
        '-nostats',
        '-loglevel',
        'warning',
        '-progress',
        'pipe:1',
        ...inputArguments(source),
        ...mapArguments(source),
        ...outputArguments(publishUrl(assignment)),
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.child = child;
    // ffmpeg closes its stdin when it exits; a `q` written just then must not crash the agent.
    child.stdin?.on('error', () => undefined);
    let started = false;
    let lastError: string | null = null;
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        const bitrate = /^bitrate=\s*([\d.]+)kbits\/s/.exec(line);
        if (bitrate?.[1]) events.onBitrate(Number(bitrate[1]) / 1000);
        if (line.startsWith('progress=') && !started) {
          started = true;
          this.failures = 0;
          events.log(
            'INFO',
            `Streaming to ${assignment.ingestUrl} for event ${assignment.eventId}.`,
          );
          events.onState('STARTED', null);
        }
      }
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').map((text) => text.trim())) {
        if (!line) continue;
        lastError = line.replaceAll(assignment.streamKey, '[stream key]');
        events.log('WARN', `ffmpeg: ${lastError}`);
      }
    });
    child.on('error', (error) => {
      lastError = error.message;
      events.log('ERROR', `ffmpeg could not run: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (!this.wanted) return;
      if (this.assignment !== assignment) {
        this.spawn();
        return;
      }
      this.failures += 1;
      const base = this.options.restartDelayMs ?? 1000;
      const delay = Math.min(base * 2 ** (this.failures - 1), base * 10);
      const why = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      events.log('ERROR', `ffmpeg ${why}; starting it again in ${delay} ms.`);
      events.onState('STARTING', lastError ?? `ffmpeg ${why}`);
      this.restartTimer = setTimeout(() => this.spawn(), delay);
    });
  }
}
