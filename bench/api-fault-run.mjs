#!/usr/bin/env node
/**
 * The client against the real reference server behind e2e/support/fault-proxy.mjs, over real
 * sockets and real timers: signs in as the demo admin, then makes `CALLS` typed calls (users/me,
 * customer, regions) `CONCURRENCY` at a time while the proxy injects 502s and 401 storms. Prints
 * how each call ended, how many refreshes the storms cost, and what the proxy injected.
 * Node's fetch keeps no cookies, so a tiny jar stands in for the browser's (the refresh cookie).
 *
 *   node bench/api-fault-run.mjs            # starts apps/server/dist/main.js on a fresh data dir
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { startFaultProxy } from '../e2e/support/fault-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CALLS = Number(process.env.CALLS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const SERVER_PORT = Number(process.env.SERVER_PORT ?? 18_481);

async function waitForServer(url, attempts = 120) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Keeps cookies per name, sends them back on every request (enough for one host). */
function withCookieJar(baseFetch) {
  const jar = new Map();
  return async (request) => {
    const headers = new Headers(request.headers);
    if (jar.size > 0)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const body = request.body === null ? undefined : await request.arrayBuffer();
    const response = await baseFetch(
      new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    return response;
  };
}

const work = await mkdtemp(path.join(tmpdir(), 'api-fault-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(SERVER_PORT),
    STUDIO_DATA_DIR: path.join(work, 'data'),
    NODE_ENV: 'production',
  },
  stdio: 'ignore',
});
let proxy;
try {
  await waitForServer(`http://127.0.0.1:${SERVER_PORT}/api/v3/timezones`);
  proxy = await startFaultProxy({
    target: `http://127.0.0.1:${SERVER_PORT}`,
    rate502: 0.2,
    rate401: 0.02,
    seed: 7,
  });

  await build({
    entryPoints: [path.join(root, 'packages/api/src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: path.join(work, 'api.mjs'),
    external: ['@sentry/browser'],
    logLevel: 'silent',
  });
  const { createStudioApi, isApiError } = await import(
    pathToFileURL(path.join(work, 'api.mjs')).href
  );

  const counts = { refreshStarted: 0, tokenRefreshed: 0, sessionExpired: 0, retries: 0 };
  const api = createStudioApi({
    origin: proxy.url,
    fetch: withCookieJar((request) => fetch(request)),
    logger: { info: () => (counts.retries += 1) },
    onRefreshStarted: () => (counts.refreshStarted += 1),
    onTokenRefreshed: () => (counts.tokenRefreshed += 1),
    onSessionExpired: () => (counts.sessionExpired += 1),
  });
  await api.signIn({ username: 'admin@riverside.example', password: 'Studio-Demo-2026' });
  const user = await api.getCurrentUser();

  const outcomes = new Map();
  const note = (key) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  const calls = [
    async () => {
      const me = await api.getCurrentUser();
      if (me.userName !== user.userName) throw new Error('users/me answered another user');
    },
    async () => {
      const customer = await api.getCustomer(user.customerId);
      if (customer.uuid !== user.customerId)
        throw new Error('customer answered another organisation');
    },
    () => api.listRegions({ force: true }),
  ];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CALLS) {
        const index = next;
        next += 1;
        try {
          await calls[index % calls.length]();
          note('success');
        } catch (error) {
          note(
            isApiError(error)
              ? `ApiError ${error.status ?? 'network'} ${error.errors[0]?.code}`
              : `other: ${error}`,
          );
        }
      }
    }),
  );
  console.log(
    `${CALLS} calls, ${CONCURRENCY} at a time, through the fault proxy in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log('outcomes', Object.fromEntries(outcomes));
  console.log('client ', counts);
  console.log('proxy  ', proxy.stats);
} finally {
  await proxy?.close();
  server.kill('SIGTERM');
  await rm(work, { recursive: true, force: true });
}
