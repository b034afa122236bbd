import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningDecoder {
  /** What it printed so far. */
  output(): string;
  /** Resolves with its exit code when it ends. */
  exited: Promise<number | null>;
  stop(): void;
}

/**
 * Starts the built decoder (apps/decoder) signed in as a venue, as a venue's machine runs it: the
 * password in the environment, ffmpeg decoding and discarding, checking its channels every 2 s.
 */
export function startDecoder(
  username: string,
  password: string,
  serverUrl: string,
): RunningDecoder {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repositoryRoot, 'apps/decoder/dist/main.js'),
      '--username',
      username,
      '--server',
      serverUrl,
      '--poll-seconds',
      '2',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STUDIO_DECODER_PASSWORD: password },
    },
  );
  let printed = '';
  const keep = (chunk: Buffer) => {
    // The last lines are what a failing journey needs; a long run keeps no more.
    printed = (printed + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { output: () => printed, exited, stop: () => child.kill() };
}
