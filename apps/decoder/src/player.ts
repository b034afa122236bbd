import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { ProgressParser, type FfmpegProgress } from './progress';

/** ffmpeg decoding and discarding (no screen needed), or a local player showing the stream. */
export type PlayerKind = 'ffmpeg' | 'mpv' | 'ffplay';

/** The first local player on PATH (mpv, then ffplay); none when neither answers. */
export function findLocalPlayer(): Extract<PlayerKind, 'mpv' | 'ffplay'> | null {
  for (const kind of ['mpv', 'ffplay'] as const) {
    const probe = spawnSync(kind, kind === 'mpv' ? ['--version'] : ['-version'], {
      stdio: 'ignore',
      timeout: 5000,
    });
    if (probe.status === 0) return kind;
  }
  return null;
}

/** The program's version as it prints it (`ffmpeg version 5.1.6 …`, `mpv 0.35.1 …`). */
export function programVersion(command: string): string | null {
  const probe = spawnSync(command, [command.endsWith('mpv') ? '--version' : '-version'], {
    encoding: 'utf8',
    timeout: 5000,
  });
  if (probe.status !== 0) return null;
  const first = probe.stdout.split('\n')[0] ?? '';
  const match = /^\S+\s+(?:version\s+)?(\S+)/.exec(first);
  return match?.[1] ?? null;
}

export function playerArguments(kind: PlayerKind, url: string): string[] {
  switch (kind) {
    case 'ffmpeg':
      // -re reads at the stream's own pace, as a screen would; progress goes to stdout.
      return [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostats',
        '-progress',
        'pipe:1',
        '-re',
        '-i',
        url,
        '-map',
        '0',
        '-f',
        'null',
        '-',
      ];
    case 'mpv':
      return ['--really-quiet', '--force-window=yes', url];
    case 'ffplay':
      return ['-hide_banner', '-loglevel', 'error', url];
  }
}

export interface PlayerEvents {
  onProgress: (progress: FfmpegProgress) => void;
  onExit: (code: number | null, error: string | null) => void;
}

/** One run of the player on one stream. */
export class PlayerProcess {
  private readonly child: ChildProcess;
  private errorTail = '';
  readonly startedAtMs = Date.now();
  exited = false;

  constructor(kind: PlayerKind, command: string, url: string, events: PlayerEvents) {
    this.child = spawn(command, playerArguments(kind, url), {
      stdio: ['ignore', kind === 'ffmpeg' ? 'pipe' : 'ignore', 'pipe'],
    });
    const parser = new ProgressParser();
    this.child.stdout?.setEncoding('utf8');
    this.child.stdout?.on('data', (chunk: string) => {
      for (const progress of parser.push(chunk)) events.onProgress(progress);
    });
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      this.errorTail = (this.errorTail + chunk).slice(-1000);
    });
    // A player that cannot start emits 'error' and not always 'close': either ends the run once.
    const finish = (code: number | null) => {
      if (this.exited) return;
      this.exited = true;
      events.onExit(code, this.errorTail.trim() || null);
    };
    this.child.once('error', (error) => {
      this.errorTail = error.message;
      finish(null);
    });
    this.child.once('close', finish);
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const closed = new Promise<void>((resolve) => {
      this.child.once('close', () => resolve());
      this.child.once('error', () => resolve());
    });
    this.child.kill('SIGTERM');
    const killLater = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await closed;
    clearTimeout(killLater);
  }
}
