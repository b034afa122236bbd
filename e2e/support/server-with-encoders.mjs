#!/usr/bin/env node
/**
 * The end-to-end server: the built reference server and, beside it, the demo's two software
 * encoders (the same agents `npm start` runs), so the Go Live journey has an online encoder that
 * really streams. Playwright starts this as its web server and stops it after the run; stopping
 * it stops the encoders and their ffmpeg with it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoEncoders } from '../../scripts/lib/demo-encoders.mjs';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.PORT;
const dataDir = process.env.STUDIO_DATA_DIR;
if (!port || !dataDir) {
  process.stderr.write('server-with-encoders: PORT and STUDIO_DATA_DIR are required\n');
  process.exit(2);
}

const server = spawn(process.execPath, [path.join(repositoryRoot, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: repositoryRoot,
});
const encoders = startDemoEncoders({ repositoryRoot, port, dataDir });

const stopAll = (signal) => {
  for (const encoder of encoders) encoder.kill(signal);
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
server.on('exit', (code, signal) => {
  for (const encoder of encoders) encoder.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
