import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The demo's two software encoders (apps/server/src/seed/seed-encoders.ts), streaming a test
 * pattern with a clock and a tone when Go Live starts them. They wait for the server and keep
 * reconnecting, so they are online on first start. Their secrets go in the environment, never in
 * a command line (visible to every user of the machine) or a URL. Used by `npm start` and by the
 * end-to-end server, so the journeys go live on the same agents a person trying the studio has.
 */
export function startDemoEncoders({ repositoryRoot, port, dataDir, stdio = 'inherit' }) {
  const demoAgents = JSON.parse(
    readFileSync(
      path.join(repositoryRoot, 'apps/server/src/seed/demo-encoder-agents.json'),
      'utf8',
    ),
  );
  return demoAgents.map(({ deviceId, secret }) =>
    spawn(
      process.execPath,
      [
        path.join(repositoryRoot, 'apps/encoder/dist/main.js'),
        '--device-id',
        deviceId,
        '--server',
        `http://127.0.0.1:${port}`,
        '--studio',
        `http://localhost:${port}`,
        '--state-dir',
        path.join(dataDir, 'encoders'),
      ],
      {
        stdio: ['ignore', stdio, stdio],
        cwd: repositoryRoot,
        env: { ...process.env, STUDIO_ENCODER_SECRET: secret },
      },
    ),
  );
}
