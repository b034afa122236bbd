#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { DecoderAgent } from './agent';
import { findLocalPlayer, type PlayerKind } from './player';

const VERSION = '1.0.0';
/** The exit code when the server refuses the venue's sign-in (the venue was removed). */
const SIGNED_OUT_EXIT_CODE = 3;

const USAGE = `studio-decoder --username <venue> [--server http://localhost:8080] [--player] [--ffmpeg <path>]

The venue's password: STUDIO_DECODER_PASSWORD (never on the command line).
--player plays on screen with mpv or ffplay when one is installed; otherwise, and by default,
ffmpeg decodes the stream and discards it.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      server: { type: 'string', default: process.env.STUDIO_SERVER_URL ?? 'http://localhost:8080' },
      username: { type: 'string' },
      player: { type: 'boolean', default: false },
      ffmpeg: { type: 'string', default: 'ffmpeg' },
      'poll-seconds': { type: 'string', default: '5' },
      help: { type: 'boolean', default: false },
    },
  });
  const password = process.env.STUDIO_DECODER_PASSWORD;
  if (values.help || !values.username || !password) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const pollSeconds = Number(values['poll-seconds']);
  if (!Number.isFinite(pollSeconds) || pollSeconds < 1 || pollSeconds > 60)
    throw new Error('--poll-seconds is 1 to 60.');
  const print = (line: string) => process.stdout.write(`[decoder ${values.username}] ${line}\n`);
  let player: PlayerKind = 'ffmpeg';
  if (values.player) {
    const local = findLocalPlayer();
    if (local) player = local;
    else print('No local player (mpv or ffplay) found: ffmpeg decodes and discards instead.');
  }
  const agent = new DecoderAgent({
    serverUrl: values.server,
    username: values.username,
    password,
    version: VERSION,
    player,
    ...(player === 'ffmpeg' ? { playerCommand: values.ffmpeg } : {}),
    pollMs: pollSeconds * 1000,
    print,
  });
  // run() ends after the shutdown's last report; then the process exits below.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void agent.shutdown();
    });
  const outcome = await agent.run();
  process.exit(outcome === 'signed-out' ? SIGNED_OUT_EXIT_CODE : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
