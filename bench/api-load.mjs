#!/usr/bin/env node
/**
 * The API under load (issue #18): the built server (`apps/server/dist/main.js`, with its demo data
 * on a fresh data folder) takes a fixed-rate mix of real calls, 200 requests a second in all by
 * default: sign-in, the current user, an organisation, regions, time zones, library search, the
 * media list, the RTMP destination list and creating RTMP destinations (a write). Each operation
 * is its own autocannon instance at its share of the rate, all running at the same time, so each
 * has its own latency histogram. Prints one table per database: operation, requests a second
 * reached, p50, p99 and errors (network errors, timeouts and non-2xx answers). PGlite first, then
 * PostgreSQL when it is installed (a throwaway cluster from scripts/with-postgres.mjs). No verdict:
 * the goal (p99 <= 25 ms, no error) is for the reader to compare.
 *
 * autocannon keeps each connection to one request at a time, so when answers slow down fewer
 * requests are sent and the latencies understate what callers arriving at the full rate would
 * see; the rate reached is printed beside the rate asked so that shows. The server's CPU time per
 * request (from /proc) is printed too: on a machine shared with other work it is the figure that
 * still compares one run with the next.
 *
 *   node bench/api-load.mjs                        # RATE=200 DURATION=20 WARMUP=5 (seconds)
 *   DATABASES=pglite node bench/api-load.mjs       # only PGlite (or only postgres)
 *   CPU_PROF_DIR=/tmp/prof node bench/api-load.mjs # the server runs under node --cpu-prof
 *   node bench/support/read-cpu-profile.mjs /tmp/prof/<file>.cpuprofile  # where its time went
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RATE = Number(process.env.RATE ?? 200);
const DURATION = Number(process.env.DURATION ?? 20);
const WARMUP = Number(process.env.WARMUP ?? 5);
const DATABASES = (process.env.DATABASES ?? 'pglite,postgres').split(',');
const CPU_PROF_DIR = process.env.CPU_PROF_DIR;
/** Set by this script when it runs itself under scripts/with-postgres.mjs: where to write rows. */
const RESULT_FILE = process.env.API_LOAD_RESULT_FILE;

// The demo organisation and its admin (apps/server/src/seed/demo-data.ts).
const ORGANISATION = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const ADMIN = { username: 'admin@riverside.example', password: 'Studio-Demo-2026' };

/**
 * The mix: each operation's share of RATE (the weights add up to 100). Sign-in is a small share:
 * each one is a deliberate scrypt derivation (tens of milliseconds of CPU by design), as it is
 * for people, who sign in once and then call the API many times.
 */
const MIX = [
  { name: 'signIn (POST auth/token)', weight: 2, request: 'signIn' },
  { name: 'getCurrentUser (v2 users/me)', weight: 8, request: 'GET /api/v2/users/me' },
  { name: 'getCustomer', weight: 18, request: `GET /api/v3/customers/${ORGANISATION}` },
  { name: 'listRegions', weight: 12, request: 'GET /api/v3/regions' },
  { name: 'listTimezones', weight: 12, request: 'GET /api/v3/timezones' },
  {
    name: 'searchLibrary ("hope")',
    weight: 15,
    request: `GET /api/search/vod/${ORGANISATION}?query=hope`,
  },
  {
    name: 'listMedia (page of 20)',
    weight: 12,
    request: `GET /api/v3/customers/${ORGANISATION}/media?size=20`,
  },
  {
    name: 'listRtmpDestinations',
    weight: 12,
    request: `GET /api/v3/customers/${ORGANISATION}/rtmp/destination`,
  },
  { name: 'createRtmpDestination', weight: 9, request: 'createRtmpDestination' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, attempts = 240) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

async function startServer(work) {
  const port = await freePort();
  const rtmpPort = await freePort();
  const args = [];
  if (CPU_PROF_DIR) {
    await mkdir(CPU_PROF_DIR, { recursive: true });
    args.push('--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`);
  }
  args.push(path.join(root, 'apps/server/dist/main.js'));
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STUDIO_DATA_DIR: path.join(work, 'data'),
      STUDIO_RTMP_PORT: String(rtmpPort),
      NODE_ENV: 'production',
      // A web server whose jobs run in worker processes (the scaled-out setup): the demo
      // library's ffmpeg processing would otherwise share the two cores with the requests.
      STUDIO_JOB_CONCURRENCY: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/api/v3/timezones`, child);
  return { origin, child };
}

/** Stops the server with SIGINT, as a person would, so a CPU profile is written on the way out. */
function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGINT');
  });
}

async function signIn(origin) {
  const response = await fetch(`${origin}/api/v3/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password_cookie', ...ADMIN }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** The autocannon options of one operation of the mix. */
function requestOptions(operation, origin, token, runId) {
  const json = { 'Content-Type': 'application/json' };
  if (operation.request === 'signIn') {
    return {
      url: `${origin}/api/v3/auth/token`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ grant_type: 'password_cookie', ...ADMIN }),
    };
  }
  const bearer = { Authorization: `Bearer ${token}` };
  if (operation.request === 'createRtmpDestination') {
    let created = 0;
    return {
      url: `${origin}/api/v3/customers/${ORGANISATION}/rtmp/destination`,
      // autocannon rebuilds a request per call only for `requests` entries with setupRequest.
      requests: [
        {
          method: 'POST',
          headers: { ...json, ...bearer },
          // A new name each time: a taken name would be refused, not the write being measured.
          setupRequest: (request) => {
            created += 1;
            return {
              ...request,
              body: JSON.stringify({
                name: `Load ${runId} ${created}`,
                streamUrl: 'rtmps://live.example:443/app',
                streamKey: `load_${runId}_${created}`,
              }),
            };
          },
        },
      ],
    };
  }
  const [method, pathAndQuery] = operation.request.split(' ');
  return { url: `${origin}${pathAndQuery}`, method, headers: bearer };
}

function runOne(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // Without a listener autocannon counts but does not keep the failures; nothing to print.
    instance.on('error', () => undefined);
  });
}

/** Every operation of the mix at its share of `rate`, at once, for `seconds`. */
async function runMix(origin, token, seconds, runId) {
  return Promise.all(
    MIX.map(async (operation) => {
      const rate = (RATE * operation.weight) / 100;
      const result = await runOne({
        ...requestOptions(operation, origin, token, runId),
        // Enough connections that 100 ms answers would still reach the rate asked.
        connections: Math.max(2, Math.ceil(rate / 10)),
        overallRate: rate,
        duration: seconds,
        timeout: 10,
      });
      return {
        name: operation.name,
        rateAsked: rate,
        rateReached: result.requests.total / seconds,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        requests: result.requests.total,
      };
    }),
  );
}

/**
 * The server process's CPU time so far in milliseconds (user + system, from /proc on Linux; null
 * elsewhere). Per request it says what the server's own path costs, also on a busy machine
 * where latencies wander with the other work.
 */
async function serverCpuMs(pid) {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function measure(label) {
  const work = await mkdtemp(path.join(tmpdir(), 'api-load-'));
  const { origin, child } = await startServer(work);
  try {
    const token = await signIn(origin);
    await runMix(origin, token, WARMUP, 'warmup');
    const cpuBefore = await serverCpuMs(child.pid);
    const measuredFrom = process.hrtime.bigint();
    const rows = await runMix(origin, token, DURATION, 'measured');
    const measuredTo = process.hrtime.bigint();
    const cpuAfter = await serverCpuMs(child.pid);
    if (CPU_PROF_DIR) {
      // The measured window on the monotonic clock the profile's timestamps use (microseconds),
      // so bench/support/read-cpu-profile.mjs can leave out start-up and warm-up.
      await writeFile(
        path.join(CPU_PROF_DIR, `window-${child.pid}.json`),
        JSON.stringify({
          fromMicros: Number(measuredFrom / 1000n),
          toMicros: Number(measuredTo / 1000n),
        }),
      );
    }
    const requests = rows.reduce((sum, row) => sum + row.requests, 0);
    const cpuMsPerRequest =
      cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / requests;
    return { label, rows, load: loadavg()[0], cpuMsPerRequest };
  } finally {
    await stopServer(child);
    await rm(work, { recursive: true, force: true });
  }
}

function printTable({ label, rows, load, cpuMsPerRequest }) {
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  console.log(
    `\n${label}: ${RATE} requests/s asked for ${DURATION} s after ${WARMUP} s of warm-up; ${total} requests, ${errors} errors (load ${load.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log(
    `${'operation'.padEnd(32)} ${'rps asked'.padStart(9)} ${'reached'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(32)} ${row.rateAsked.toFixed(0).padStart(9)} ${row.rateReached.toFixed(1).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.errors).padStart(7)}`,
    );
  }
  if (cpuMsPerRequest !== null)
    console.log(`server CPU per request (mix average): ${cpuMsPerRequest.toFixed(2)} ms`);
}

function postgresInstalled() {
  if (existsSync('/usr/lib/postgresql')) return true;
  return spawnSync('sh', ['-c', 'command -v initdb'], { stdio: 'ignore' }).status === 0;
}

if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  console.error('apps/server/dist/main.js is missing: pnpm --filter @studio/server run build');
  process.exit(1);
}

if (RESULT_FILE) {
  // Under scripts/with-postgres.mjs: DATABASE_URL points at the throwaway cluster.
  await writeFile(RESULT_FILE, JSON.stringify(await measure('PostgreSQL')));
} else {
  console.log(`API under load (node ${process.version}, autocannon, server from apps/server/dist)`);
  if (DATABASES.includes('pglite')) {
    delete process.env.DATABASE_URL;
    printTable(await measure('PGlite'));
  }
  if (DATABASES.includes('postgres')) {
    if (!postgresInstalled()) {
      console.log('\nPostgreSQL: not installed, skipped (apt-get install -y postgresql)');
    } else {
      const work = await mkdtemp(path.join(tmpdir(), 'api-load-result-'));
      const resultFile = path.join(work, 'postgres.json');
      const child = spawnSync(
        process.execPath,
        [
          path.join(root, 'scripts/with-postgres.mjs'),
          process.execPath,
          fileURLToPath(import.meta.url),
        ],
        { env: { ...process.env, API_LOAD_RESULT_FILE: resultFile }, stdio: 'inherit' },
      );
      if (child.status !== 0) {
        console.error(`\nPostgreSQL run failed (${child.status})`);
        process.exitCode = 1;
      } else {
        printTable(JSON.parse(await readFile(resultFile, 'utf8')));
      }
      await rm(work, { recursive: true, force: true });
    }
  }
}
