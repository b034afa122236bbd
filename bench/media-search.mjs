#!/usr/bin/env node
/**
 * The library list and search at 10,000 items, on PGlite (the default database), through the
 * server's own repository: fills one organisation with 10,000 library items (titles, tags and
 * descriptions from a small vocabulary), then times, in one run, the first page of 50 for the
 * plain list (most recent), a title sort, and full-text searches (most recent and most relevant).
 * Prints the median of each and its ratio to the plain list. No thresholds: read the ratios.
 *
 *   node bench/media-search.mjs          # ROWS=10000 ROUNDS=30 by default
 */
import { cpus, loadavg } from 'node:os';

// tsx is the server's development dependency (its build reads TypeScript with it too).
const { tsImport } = await import(
  new URL('../apps/server/node_modules/tsx/dist/esm/api/index.mjs', import.meta.url).href
);

const ROWS = Number(process.env.ROWS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const here = import.meta.url;
const server = (path) => tsImport(new URL(`../apps/server/src/${path}`, here).href, here);

const { openTestDatabase, ORGANISATION_IDS } = await server('test-support/index.ts');
const { MediaRepository } = await server('db/media/media-repository.ts');
const { mediaItems } = await server('db/media/schema.ts');
const { trustedOrganisationId } = await server('db/organisation-scoped-repository.ts');

const words = [
  'hope',
  'grace',
  'easter',
  'christmas',
  'youth',
  'choir',
  'baptism',
  'prayer',
  'worship',
  'courage',
  'family',
  'harvest',
  'advent',
  'psalms',
  'mission',
  'service',
];
const pick = (index, salt) => words[(index * 7 + salt * 13) % words.length];

const database = await openTestDatabase();
const organisationId = ORGANISATION_IDS.riverside;
const started = performance.now();
for (let offset = 0; offset < ROWS; offset += 1_000) {
  const rows = Array.from({ length: Math.min(1_000, ROWS - offset) }, (_, step) => {
    const index = offset + step;
    return {
      organisationId,
      title: `Sunday ${pick(index, 1)} service ${index}`,
      description: `A message on ${pick(index, 2)} and ${pick(index, 3)}.`,
      tags: [pick(index, 4), pick(index, 5)],
      startTime: new Date(Date.parse('2020-01-01T15:00:00Z') + index * 3_600_000),
      mediaSource: index % 3 === 0 ? 'UPLOADED' : 'LIVE',
      state: 'completed',
      processingStatus: 'COMPLETE',
      durationSeconds: 600 + (index % 90) * 60,
    };
  });
  await database.db.insert(mediaItems).values(rows);
}
console.log(`inserted ${ROWS} items in ${Math.round(performance.now() - started)} ms`);

const media = new MediaRepository(database.db, trustedOrganisationId(organisationId));
const cases = {
  'list, most recent': { sort: 'desc.start_time' },
  'list, title A-Z': { sort: 'asc.title' },
  'search "hope", most recent': { sort: 'desc.start_time', query: 'hope' },
  'search "hope", most relevant': { sort: 'desc.score', query: 'hope' },
  'search "easter choir", most relevant': { sort: 'desc.score', query: 'easter choir' },
};
const timings = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  // Cases alternate within each round, so drift on a shared machine hits them alike.
  for (const [name, request] of Object.entries(cases)) {
    const begin = performance.now();
    const page = await media.listLibrary({ ...request, page: 0, size: 50 });
    timings[name].push(performance.now() - begin);
    if (round === 0) console.log(`${name}: ${page.total} matches, first "${page.items[0]?.title}"`);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const reference = median(timings['list, most recent']);
console.log(
  `\nmedian of ${ROUNDS} rounds, first page of 50 among ${ROWS} items (PGlite, in memory; load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
);
for (const [name, values] of Object.entries(timings)) {
  const ms = median(values);
  console.log(
    `${name.padEnd(40)} ${ms.toFixed(1).padStart(7)} ms   x${(ms / reference).toFixed(2)}`,
  );
}
await database.close();
