import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * End-to-end: the built studio served by the built reference server on a fresh data folder, with
 * the demo's software encoders online, in Debian's Chromium (never a downloaded browser). `npm
 * test` builds all three before this step.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 8181);
// Kept in the environment so the test workers (which load this file again) use the same folder:
// journeys read the server's mail from its outbox there (support/outbox.ts).
const dataDirectory = (process.env.E2E_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), 'studio-e2e-'),
));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  // How long an expectation waits for the page, not a timing assertion: at the end of a full
  // \`npm test\` on two busy cores, a signed-in page's first render has taken more than 5 s.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The built server with the demo's software encoders beside it (support/server-with-encoders).
    command: `node ${path.join(repositoryRoot, 'e2e/support/server-with-encoders.mjs')}`,
    cwd: repositoryRoot,
    url: `http://localhost:${port}/api/v3/timezones`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      STUDIO_DATA_DIR: dataDirectory,
      NODE_ENV: 'production',
      // Its own ingest port beside the web port, so a studio running on the machine (1935) and
      // this run never take each other's streams.
      STUDIO_RTMP_PORT: String(port + 1),
    },
  },
});
