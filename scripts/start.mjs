#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds the studio and the server, and starts the server
 * on http://localhost:8080 (PORT overrides) with the API under /api and the built studio on the
 * same origin. Data lives in .data/ (STUDIO_DATA_DIR overrides; DATABASE_URL uses PostgreSQL).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ensurePnpm,
  ensureSystemPackages,
  installWorkspace,
  log,
  repositoryRoot,
  run,
} from './lib/bootstrap.mjs';

const started = Date.now();
try {
  ensureSystemPackages(['ffmpeg']);
  const pnpm = ensurePnpm();
  installWorkspace(pnpm);
  log('building the studio and the server');
  run(pnpm, ['--filter', '@studio/studio', 'build']);
  run(pnpm, ['--filter', '@studio/server', 'build']);
  run(pnpm, ['--filter', '@studio/encoder', 'build']);
  log(`ready to start after ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const dataDir = process.env.STUDIO_DATA_DIR ?? path.join(repositoryRoot, '.data');
// Invitations, password resets and e-mail verifications: where a person trying the studio
// locally finds their links.
log(
  process.env.SMTP_URL
    ? 'mail goes out through SMTP_URL'
    : `mail is written to ${path.join(dataDir, 'outbox')} (.eml files; set SMTP_URL to send it)`,
);
const server = spawn(process.execPath, [path.join(repositoryRoot, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: repositoryRoot,
  env: { ...process.env, STUDIO_DATA_DIR: dataDir },
});

// The demo's two software encoders (apps/server/src/seed/seed-encoders.ts), streaming a test
// pattern with a clock and a tone when Go Live starts them. They wait for the server and keep
// reconnecting, so they are online on first start. Their secrets go in the environment, never in
// a command line (visible to every user of the machine) or a URL.
const demoAgents = JSON.parse(
  readFileSync(path.join(repositoryRoot, 'apps/server/src/seed/demo-encoder-agents.json'), 'utf8'),
);
const port = process.env.PORT ?? '8080';
const encoders =
  process.env.STUDIO_DEMO_ENCODERS === '0'
    ? []
    : demoAgents.map(({ deviceId, secret }) =>
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
            stdio: ['ignore', 'inherit', 'inherit'],
            cwd: repositoryRoot,
            env: { ...process.env, STUDIO_ENCODER_SECRET: secret },
          },
        ),
      );
if (encoders.length > 0)
  log(`started ${encoders.length} demo software encoders (STUDIO_DEMO_ENCODERS=0 turns them off)`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const encoder of encoders) encoder.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code, signal) => {
  for (const encoder of encoders) encoder.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
