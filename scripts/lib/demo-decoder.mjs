import { spawn } from 'node:child_process';
import path from 'node:path';

/** The demo venue the decoder signs in as (apps/server/src/seed/demo-data.ts). */
export const DEMO_DECODER_VENUE = 'venue.north';
/** The demo accounts' password (DEMO_PASSWORD of the seed), venues' included. */
const DEMO_PASSWORD = 'Studio-Demo-2026';

/**
 * The demo's decoder (apps/decoder), signed in as the demo venue: it plays whatever goes live on
 * the venue's channels (ffmpeg decoding and discarding) and reports it, so the venue page shows a
 * decoder at work. It waits for the server and keeps reconnecting. The password goes in the
 * environment, never in a command line. It ends on its own (exit code 3) when the venue is removed.
 */
export function startDemoDecoder({ repositoryRoot, port, stdio = 'inherit' }) {
  return spawn(
    process.execPath,
    [
      path.join(repositoryRoot, 'apps/decoder/dist/main.js'),
      '--username',
      DEMO_DECODER_VENUE,
      '--server',
      `http://127.0.0.1:${port}`,
    ],
    {
      stdio: ['ignore', stdio, stdio],
      cwd: repositoryRoot,
      env: { ...process.env, STUDIO_DECODER_PASSWORD: DEMO_PASSWORD },
    },
  );
}
