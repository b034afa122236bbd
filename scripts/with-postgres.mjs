#!/usr/bin/env node
/**
 * Runs a command against a throwaway PostgreSQL:
 *
 *   node scripts/with-postgres.mjs npx vitest run --project server
 *
 * Creates a cluster in a temporary folder, starts it on a free loopback port, runs the command
 * with TEST_DATABASE_URL (and DATABASE_URL) pointing at it, then always stops the server and
 * removes the folder, also when the command fails or the script is interrupted. The exit code
 * is the command's.
 *
 * PostgreSQL refuses to run as root, so as root (CI containers) the cluster belongs to the
 * `postgres` user that Debian's `apt-get install -y postgresql` creates, and the server programs
 * run through `su postgres`. Binaries come from /usr/lib/postgresql/<version>/bin (newest
 * first), then from PATH.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [arguments...]');
  process.exit(2);
}

function findBinDirectory() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..');
  throw new Error('PostgreSQL is not installed (apt-get install -y postgresql).');
}

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

const quote = (value) => `'${String(value).replaceAll("'", "'\\''")}'`;
const runningAsRoot = process.getuid?.() === 0;

function postgresUser() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0)
    throw new Error('Running as root needs the postgres user (apt-get install -y postgresql).');
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** Runs a PostgreSQL program, as `postgres` when we are root. */
function runServerProgram(program, args) {
  const result = runningAsRoot
    ? spawnSync(
        'su',
        ['postgres', '-s', '/bin/sh', '-c', [program, ...args].map(quote).join(' ')],
        {
          encoding: 'utf8',
        },
      )
    : spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

const bin = findBinDirectory();
const workDirectory = mkdtempSync(join(tmpdir(), 'studio-postgres-'));
const dataDirectory = join(workDirectory, 'data');
const logFile = join(workDirectory, 'postgres.log');
if (runningAsRoot) {
  const { uid, gid } = postgresUser();
  chownSync(workDirectory, uid, gid);
}

let started = false;
function stopAndClean() {
  if (started) {
    started = false;
    try {
      runServerProgram(join(bin, 'pg_ctl'), ['-D', dataDirectory, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(workDirectory, { recursive: true, force: true });
}

let exitCode = 1;
try {
  const port = await freePort();
  runServerProgram(join(bin, 'initdb'), [
    '-D',
    dataDirectory,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  runServerProgram(join(bin, 'pg_ctl'), [
    '-D',
    dataDirectory,
    '-l',
    logFile,
    '-w',
    '-o',
    // Loopback only, the socket in our folder, no fsync: a throwaway server for tests.
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${workDirectory} -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.error(`with-postgres: PostgreSQL from ${bin} on port ${port}`);

  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: url },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(String(error));
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
} finally {
  stopAndClean();
}
process.exit(exitCode);
