#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds the studio and the server, and starts the server
 * on http://localhost:8080 (PORT overrides) with the API under /api and the built studio on the
 * same origin. Data lives in .data/ (STUDIO_DATA_DIR overrides; DATABASE_URL uses PostgreSQL).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  ensurePnpm,
  ensureSystemPackages,
  installWorkspace,
  log,
  repositoryRoot,
  run,
} from './lib/bootstrap.mjs';
import { startDemoDecoder } from './lib/demo-decoder.mjs';
import { startDemoEncoders } from './lib/demo-encoders.mjs';

const started = Date.now();
try {
  ensureSystemPackages(['ffmpeg', 'pocketsphinx-en-us']);
  const pnpm = ensurePnpm();
  installWorkspace(pnpm);
  log('building the studio and the server');
  run(pnpm, ['--filter', '@studio/studio', 'build']);
  run(pnpm, ['--filter', '@studio/server', 'build']);
  run(pnpm, ['--filter', '@studio/encoder', 'build']);
  run(pnpm, ['--filter', '@studio/decoder', 'build']);
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

const port = process.env.PORT ?? '8080';
const encoders =
  process.env.STUDIO_DEMO_ENCODERS === '0'
    ? []
    : startDemoEncoders({ repositoryRoot, port, dataDir });
if (encoders.length > 0)
  log(`started ${encoders.length} demo software encoders (STUDIO_DEMO_ENCODERS=0 turns them off)`);
const decoders =
  process.env.STUDIO_DEMO_DECODER === '0' ? [] : [startDemoDecoder({ repositoryRoot, port })];
if (decoders.length > 0)
  log('started the demo decoder of venue.north (STUDIO_DEMO_DECODER=0 turns it off)');
const demoAgents = [...encoders, ...decoders];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const agent of demoAgents) agent.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code, signal) => {
  for (const agent of demoAgents) agent.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
