import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MachineCoverage } from './coverage.js';

/** Where each machine's test file leaves its report for scripts/coverage.mjs to summarise. */
export const COVERAGE_DIRECTORY = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'coverage-machines',
);

/**
 * Prints the machine's coverage line, records it, and throws listing what no test reached, so the
 * test that calls it fails whenever a machine falls below full coverage.
 */
export function assertFullCoverage(coverage: MachineCoverage): void {
  const report = coverage.report();
  console.info(report.line);
  mkdirSync(COVERAGE_DIRECTORY, { recursive: true });
  writeFileSync(join(COVERAGE_DIRECTORY, `${report.name}.json`), JSON.stringify(report, null, 2));
  if (!report.complete) {
    throw new Error(
      [
        `${report.line} is incomplete.`,
        `States never visited: ${report.states.missing.join(', ') || 'none'}`,
        `Transitions never taken: ${report.transitions.missing.join(', ') || 'none'}`,
      ].join('\n'),
    );
  }
}
