#!/usr/bin/env node
/**
 * The budget step of `npm test`, run after the build: the JavaScript the sign-in page needs must
 * stay within 150 kB gzip, and every other route within 60 kB gzip above it (issue 10). Routes
 * are found in the build's manifest (every lazy module of apps/studio/src), so a new route is
 * checked without editing this file. Sizes are deterministic, so this step may fail the build.
 *
 * `node scripts/check-bundle-budget.mjs [dist folder]` (default apps/studio/dist).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { log } from './lib/bootstrap.mjs';
import { measureRoutes, readManifest, studioDist } from './lib/bundle-budget.mjs';

const KB = 1000;
const SIGN_IN_BUDGET_GZIP = 150 * KB;
const ROUTE_ALLOWANCE_ABOVE_SIGN_IN_GZIP = 60 * KB;

/**
 * Known overruns, each with a ceiling in kB (scripts/bundle-budget-overruns.json): a ratchet, not
 * a pass. A listed route may not grow past its ceiling, and must leave the list once it fits.
 */
const { ceilings } = JSON.parse(
  readFileSync(new URL('./bundle-budget-overruns.json', import.meta.url), 'utf8'),
);

const dist = process.argv[2] ? path.resolve(process.argv[2]) : studioDist;
let measured;
try {
  measured = measureRoutes(readManifest(dist), dist);
} catch (error) {
  log(`bundle budget: ${error instanceof Error ? error.message : String(error)}`);
  log('build the studio first: pnpm --filter @studio/studio build');
  process.exit(1);
}
const { signIn, others } = measured;

const kilobytes = (bytes) => (bytes / KB).toFixed(1);
const rows = [
  {
    route: `${signIn.module} (sign-in)`,
    files: signIn.files.length,
    raw: signIn.raw,
    gzip: signIn.gzip,
    budget: SIGN_IN_BUDGET_GZIP,
  },
  ...others.map((route) => ({
    route: route.module,
    files: route.files.length,
    raw: route.raw,
    gzip: route.gzip,
    budget: signIn.gzip + ROUTE_ALLOWANCE_ABOVE_SIGN_IN_GZIP,
  })),
];

const header = ['route module', 'files', 'raw kB', 'gzip kB', 'budget kB', ''];
const table = [
  header,
  ...rows.map((row) => [
    row.route,
    String(row.files),
    kilobytes(row.raw),
    kilobytes(row.gzip),
    kilobytes(row.budget),
    row.gzip <= row.budget ? 'ok' : row.route in ceilings ? 'OVER (listed)' : 'OVER',
  ]),
];
const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
for (const cells of table) {
  console.log(
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  '),
  );
}
console.log(
  `(JavaScript only: the entry chunk and its static imports, plus the route's lazy module and its ` +
    `static imports; signed-in routes include the signed-in sub-app and the shell layout. 1 kB = 1000 bytes, gzip level 9.)`,
);

const failures = [];
for (const row of rows) {
  const ceiling = ceilings[row.route];
  if (row.gzip <= row.budget) {
    if (ceiling !== undefined) failures.push(`${row.route} now fits: remove it from the overruns`);
  } else if (ceiling === undefined) {
    failures.push(`${row.route} is over budget`);
  } else if (row.gzip > ceiling * KB) {
    failures.push(`${row.route} grew past its listed ceiling of ${ceiling} kB`);
  }
}
for (const listed of Object.keys(ceilings)) {
  if (!rows.some((row) => row.route === listed)) {
    failures.push(`${listed} is listed as an overrun but is not a route of this build`);
  }
}
if (failures.length > 0) {
  log(`bundle budget: ${failures.join('; ')}`);
  process.exit(1);
}
const listed = rows.filter((row) => row.gzip > row.budget).length;
log(
  listed === 0
    ? 'bundle budget: every route within budget'
    : `bundle budget: every route within budget but ${listed} listed overrun(s), none grown ` +
        '(scripts/bundle-budget-overruns.json)',
);
