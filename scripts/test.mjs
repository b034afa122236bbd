#!/usr/bin/env node
/**
 * `npm test`: every test the project has, in the order that fails fastest. Installs what it needs
 * first (pnpm, Chromium, ffmpeg, the speech model and PostgreSQL with apt-get when root). Prints
 * each step's time and a closing line with the steps passed and failed; exits non-zero when any
 * step fails. A failed step's failure lines are printed again just above the summary, because a
 * CI log is often read from its tail and the e2e step alone prints hundreds of lines after unit.
 *
 * `npm test -- --only unit,e2e` runs the named steps only (after the install).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
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

/** Lines that name what failed in the runners we use (vitest, Playwright, the test-runner, tsc, eslint). */
const FAILURE_LINE =
  /\bFAIL\b|✗|×|✘|\bError\b|AssertionError|[Tt]imed out|\berror TS\d+|\d+ (failed|errors?)\b|gave up/;
const EXCERPT_LINES = 60;
const ansi = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

/** Runs one step with its output passed through, keeping the lines that say what failed. */
function runStep([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      cwd: repositoryRoot,
      env: { ...process.env, CI: 'true' },
    });
    // The last matching lines: runners summarise their failures at the end of their output.
    const failureLines = [];
    const keep = (line) => {
      const plain = line.replace(ansi, '').trimEnd();
      if (!FAILURE_LINE.test(plain) || failureLines.at(-1) === plain) return;
      failureLines.push(plain);
      if (failureLines.length > EXCERPT_LINES) failureLines.shift();
    };
    child.stdout.pipe(process.stdout, { end: false });
    child.stderr.pipe(process.stderr, { end: false });
    createInterface({ input: child.stdout }).on('line', keep);
    createInterface({ input: child.stderr }).on('line', keep);
    child.on('error', (error) => {
      failureLines.push(error.message);
      resolve({ status: 1, failureLines });
    });
    child.on('close', (status) => resolve({ status, failureLines }));
  });
}

const results = [];
for (const step of steps) {
  if (only && !only.includes(step.name)) continue;
  log(`step ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const { status, failureLines } = await runStep(step.command);
  const seconds = Math.round((Date.now() - started) / 1000);
  const passed = status === 0;
  results.push({ name: step.name, passed, seconds, failureLines });
  log(`step ${step.name}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s`);
}

for (const { name, passed, failureLines } of results) {
  if (passed) continue;
  log(`what step ${name} said of its failures (its last ${EXCERPT_LINES} such lines at most):`);
  for (const line of failureLines) console.log(`  ${line}`);
}
log('summary:');
for (const { name, passed, seconds } of results)
  log(`  ${passed ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.passed).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
