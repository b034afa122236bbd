#!/usr/bin/env node
/**
 * What @studio/api costs, measured in one run:
 * 1. Per-call overhead: the same GET against a local node:http server, with bare `fetch` + JSON and
 *    through the client (openapi-fetch, bearer, tracking id, retry and refresh bookkeeping, ApiError
 *    checks, unwrap). Rounds alternate between the two so drift hits both alike; prints the median
 *    time per call of each and their ratio.
 * 2. Size: the entry bundled and minified with esbuild for the browser, then gzipped, both for a
 *    studio that imports only createStudioApi and for the whole public API. The Sentry SDK is a
 *    lazily loaded chunk (only with a DSN) and is printed on its own.
 * Runs on plain node: the TypeScript sources are bundled with esbuild first, no tsx needed.
 */
import { build } from 'esbuild';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'packages/api');
const entry = path.join(apiDir, 'src/index.ts');

const ROUNDS = 10;
const CALLS_PER_ROUND = 300;
const WARMUP_CALLS = 300;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function bundleForNode(outdir) {
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: path.join(outdir, 'api.mjs'),
    external: ['@sentry/browser'],
    logLevel: 'silent',
  });
  return import(pathToFileURL(path.join(outdir, 'api.mjs')).href);
}

async function gzipOfBrowserBundle(contents, outdir) {
  await build({
    stdin: { contents, resolveDir: apiDir, loader: 'ts' },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir,
    logLevel: 'silent',
  });
  const files = await readdir(outdir);
  let entryBytes = 0;
  let lazyBytes = 0;
  for (const file of files) {
    const gzip = gzipSync(await readFile(path.join(outdir, file)), { level: 9 }).length;
    if (file.startsWith('stdin')) entryBytes += gzip;
    else lazyBytes += gzip;
  }
  return { entryBytes, lazyBytes };
}

function startServer() {
  const body = JSON.stringify([
    {
      uuid: '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5a01',
      name: 'North America',
      zone: 'us',
      defaultRegion: true,
      restricted: false,
    },
  ]);
  const server = createServer((request, response) => {
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Wall time and CPU time per call, in microseconds. The server runs in this process, so CPU time
 * counts both ends; the server's share is the same for both variants, so the difference is the
 * client's. CPU time stays meaningful when other work loads the machine; wall time does not.
 */
async function timePerCall(call, calls) {
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i += 1) await call();
  const wallUs = Number(process.hrtime.bigint() - started) / 1e3 / calls;
  const cpu = process.cpuUsage(cpuBefore);
  return { wallUs, cpuUs: (cpu.user + cpu.system) / calls };
}

const work = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
const server = await startServer();
try {
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  const { createStudioApi, unwrap } = await bundleForNode(work);
  const api = createStudioApi({ origin, logger: { info: () => undefined } });
  api.tokens.set('bench-token');

  const bare = async () => {
    const response = await fetch(`${origin}/api/v3/regions`, {
      headers: { Authorization: 'Bearer bench-token' },
    });
    if (!response.ok) throw new Error(`bare fetch failed: ${response.status}`);
    return response.json();
  };
  const client = () => unwrap(api.v3.GET('/regions'));

  await timePerCall(bare, WARMUP_CALLS);
  await timePerCall(client, WARMUP_CALLS);
  const bareTimes = [];
  const clientTimes = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareTimes.push(await timePerCall(bare, CALLS_PER_ROUND));
    clientTimes.push(await timePerCall(client, CALLS_PER_ROUND));
  }
  const bareWall = median(bareTimes.map((time) => time.wallUs));
  const clientWall = median(clientTimes.map((time) => time.wallUs));
  const bareCpu = median(bareTimes.map((time) => time.cpuUs));
  const clientCpu = median(clientTimes.map((time) => time.cpuUs));

  const onlyClient = await gzipOfBrowserBundle(
    "export { createStudioApi } from './src/index.ts';",
    path.join(work, 'size-client'),
  );
  const everything = await gzipOfBrowserBundle(
    "export * from './src/index.ts';",
    path.join(work, 'size-all'),
  );

  console.log(
    `@studio/api overhead (${ROUNDS} rounds x ${CALLS_PER_ROUND} sequential GETs, medians, node ${process.version})`,
  );
  console.log('                           wall us/call   cpu us/call');
  console.log(
    `  bare fetch + json        ${bareWall.toFixed(0).padStart(12)}  ${bareCpu.toFixed(0).padStart(12)}`,
  );
  console.log(
    `  client (typed, unwrap)   ${clientWall.toFixed(0).padStart(12)}  ${clientCpu.toFixed(0).padStart(12)}`,
  );
  console.log(
    `  ratio client / bare      ${(clientWall / bareWall).toFixed(2).padStart(12)}  ${(clientCpu / bareCpu).toFixed(2).padStart(12)}`,
  );
  console.log(
    `  added per call           ${(clientWall - bareWall).toFixed(0).padStart(12)}  ${(clientCpu - bareCpu).toFixed(0).padStart(12)}`,
  );
  console.log(
    `  load average             ${loadavg()[0].toFixed(1)} (wall times are unreliable when high)`,
  );
  console.log('@studio/api size (esbuild --minify, gzip -9)');
  console.log(`  createStudioApi only     ${onlyClient.entryBytes} B gzip`);
  console.log(`  whole public API         ${everything.entryBytes} B gzip`);
  console.log(`  Sentry chunk (lazy, DSN) ${everything.lazyBytes} B gzip`);
} finally {
  server.close();
  await rm(work, { recursive: true, force: true });
}
