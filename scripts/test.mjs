#!/usr/bin/env node
/**
 * `npm test`: every test the project has, in the order that fails fastest. Installs what it needs
 * first (pnpm, Chromium, ffmpeg, the speech model and PostgreSQL with apt-get when root). Prints
 * each step's time and a closing line with the steps passed and failed; exits non-zero when any
 * step fails.
 *
 * `npm test -- --only unit,e2e` runs the named steps only (after the install).
 */
import { spawnSync } from 'node:child_process';
import {
  ensurePnpm,
  ensureSystemPackages,
  installWorkspace,
  log,
  repositoryRoot,
} from './lib/bootstrap.mjs';

const pnpm = (() => {
  try {
    ensureSystemPackages(['ffmpeg', 'pocketsphinx-en-us', 'chromium', 'postgresql']);
    const command = ensurePnpm();
    installWorkspace(command);
    return command;
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();

/** Each step is a command run from the repository root; the first failure does not stop the rest. */
const steps = [
  { name: 'lint', command: [pnpm, 'run', 'lint'] },
  { name: 'format', command: [pnpm, 'run', 'format:check'] },
  { name: 'types', command: [pnpm, 'run', 'typecheck'] },
  { name: 'contract', command: ['node', 'scripts/check-contract.mjs'] },
  { name: 'unit', command: [pnpm, 'exec', 'vitest', 'run'] },
  {
    name: 'server-postgresql',
    command: [
      'node',
      'scripts/with-postgres.mjs',
      pnpm,
      'exec',
      'vitest',
      'run',
      '--project',
      'server',
    ],
  },
  { name: 'build', command: [pnpm, '-r', '--workspace-concurrency=1', 'run', 'build'] },
  // Right after the build it weighs: sizes are deterministic, so this step may fail the run.
  { name: 'budget', command: ['node', 'scripts/check-bundle-budget.mjs'] },
  { name: 'packages', command: ['node', 'scripts/check-packages.mjs'] },
  { name: 'stories', command: [pnpm, 'run', 'test-storybook'] },
  { name: 'e2e', command: [pnpm, 'run', 'e2e'] },
];

const onlyArgument = process.argv.find((argument) => argument.startsWith('--only'));
const only = onlyArgument
  ? (onlyArgument.includes('=')
      ? onlyArgument.split('=')[1]
      : process.argv[process.argv.indexOf(onlyArgument) + 1]
    )?.split(',')
  : undefined;

const results = [];
for (const step of steps) {
  if (only && !only.includes(step.name)) continue;
  log(`step ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: repositoryRoot,
    env: { ...process.env, CI: 'true' },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const passed = result.status === 0;
  results.push({ name: step.name, passed, seconds });
  log(`step ${step.name}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s`);
}

log('summary:');
for (const { name, passed, seconds } of results)
  log(`  ${passed ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.passed).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
