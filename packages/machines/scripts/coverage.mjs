#!/usr/bin/env node
/**
 * Prints the state and transition coverage of every machine, as recorded by the last
 * `vitest run --project machines`, and exits non-zero when a machine is missing or incomplete.
 * Usage: node packages/machines/scripts/coverage.mjs [--run]   (--run runs the tests first)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = join(packageDir, 'coverage-machines');
const sourceDir = join(packageDir, 'src');

if (process.argv.includes('--run')) {
  const repoRoot = join(packageDir, '..', '..');
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const machineFolders = readdirSync(sourceDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) => existsSync(join(sourceDir, entry.name, `${entry.name}.machine.ts`)))
  .map((entry) => entry.name);

const reports = existsSync(reportDir)
  ? readdirSync(reportDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(reportDir, file), 'utf8')))
  : [];

let failed = false;
for (const report of reports.sort((a, b) => a.name.localeCompare(b.name))) {
  console.log(`${report.complete ? 'ok  ' : 'FAIL'} ${report.line}`);
  if (!report.complete) failed = true;
}
const reportedNames = new Set(reports.map((report) => report.name.replaceAll(' ', '-')));
for (const folder of machineFolders) {
  if (!reportedNames.has(folder)) {
    console.log(`FAIL ${folder}: no coverage report (run the machine tests first)`);
    failed = true;
  }
}
console.log(`${machineFolders.length} machines, ${reports.length} coverage reports`);
process.exit(failed ? 1 : 0);
