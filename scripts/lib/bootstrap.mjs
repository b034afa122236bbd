/**
 * What `npm start` and `npm test` need on a fresh machine that has only Node and npm:
 * pnpm, the system programs (ffmpeg, Chromium, PostgreSQL) and the workspace's packages.
 * Plain Node with no dependencies, because it runs before anything is installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
);
const localTools = path.join(repositoryRoot, '.tools');
const PNPM_VERSION = '12';

export function log(message) {
  process.stdout.write(`[studio] ${message}\n`);
}

function commandWorks(command, args = ['--version']) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return result.status === 0;
}

/** Returns the pnpm command to use, installing pnpm globally (or into .tools when that is refused). */
export function ensurePnpm() {
  if (commandWorks('pnpm')) return 'pnpm';
  const local = path.join(localTools, 'node_modules', '.bin', 'pnpm');
  if (existsSync(local)) return local;
  log(`pnpm is missing: installing pnpm@${PNPM_VERSION} with npm`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && commandWorks('pnpm')) return 'pnpm';
  log('a global install was refused: installing pnpm into .tools/ instead');
  run('npm', ['install', '--prefix', localTools, '--no-save', `pnpm@${PNPM_VERSION}`]);
  return local;
}

const SYSTEM_PACKAGES = {
  ffmpeg: { apt: 'ffmpeg', present: () => commandWorks('ffmpeg', ['-version']) },
  chromium: {
    apt: 'chromium',
    present: () => existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium'),
  },
  postgresql: { apt: 'postgresql', present: () => findPostgresBin() !== undefined },
  // Transcripts: ffmpeg's asr filter reads this US English PocketSphinx model (24 MB).
  'pocketsphinx-en-us': {
    apt: 'pocketsphinx-en-us',
    present: () =>
      existsSync(
        path.join(
          process.env.STUDIO_SPEECH_MODEL_DIR || '/usr/share/pocketsphinx/model/en-us',
          'en-us.lm.bin',
        ),
      ),
  },
};

/** The directory holding initdb and pg_ctl, wherever Debian or the image put them. */
export function findPostgresBin() {
  const candidates = [
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ];
  for (const directory of candidates)
    if (existsSync(path.join(directory, 'initdb'))) return directory;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return path.dirname(onPath.stdout.trim());
  return undefined;
}

/** Installs the named system programs with apt-get when running as root; otherwise explains. */
export function ensureSystemPackages(names) {
  const missing = names.filter((name) => !SYSTEM_PACKAGES[name].present());
  if (missing.length === 0) return;
  const aptNames = missing.map((name) => SYSTEM_PACKAGES[name].apt);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing system programs: ${missing.join(', ')}. Install them with ` +
        `"sudo apt-get install -y ${aptNames.join(' ')}" (or your system's packages) and run again.`,
    );
  }
  log(`installing ${aptNames.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...aptNames], { env });
}

export function installWorkspace(pnpm) {
  log('installing workspace packages (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only'], {
    env: { ...process.env, CI: 'true' },
  });
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repositoryRoot, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
  }
}

export function output(command, args) {
  return execFileSync(command, args, { cwd: repositoryRoot, encoding: 'utf8' });
}
