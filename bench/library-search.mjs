#!/usr/bin/env node
/**
 * Library search with facets at 10,000 items (the search document's `searchLibrary`), on PGlite
 * (the default database), through the server's own repository: seeds one organisation with
 * 10,000 items (titles, tags, descriptions, durations and sources from a small vocabulary), then
 * times, in one run, the first page of 50 with its facet counts for: no words, a word, a word
 * sorted by relevance, two words with the "Under 5 minutes" facet, and a tag filter. Prints the
 * median of each in milliseconds and its ratio to the search without words. No thresholds.
 *
 *   node bench/library-search.mjs          # ROWS=10000 ROUNDS=30 by default
 */
import { cpus, loadavg } from 'node:os';

// tsx is the server's development dependency. Its CommonJS loader, not its ESM one: the domain
// package imports rrule by named exports, which Node's ESM cannot take from rrule's CommonJS build.
const { require: tsxRequire } = await import(
  new URL('../apps/server/node_modules/tsx/dist/cjs/api/index.mjs', import.meta.url).href
);

const ROWS = Number(process.env.ROWS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const here = import.meta.url;
const server = (path) => tsxRequire(new URL(`../apps/server/src/${path}`, here).pathname, here);

const { openTestDatabase, ORGANISATION_IDS } = server('test-support/index.ts');
const { LibrarySearchRepository } = server('db/media/library-search-repository.ts');
const { mediaItems } = server('db/media/schema.ts');
const { trustedOrganisationId } = server('db/organisation-scoped-repository.ts');

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
      thumbnailPath: index % 5 === 0 ? null : `media/${index}/thumbnail.jpg`,
      state: 'completed',
      processingStatus: 'COMPLETE',
      // From 1 minute to 90 minutes, so every duration facet has items.
      durationSeconds: 60 + (index % 90) * 60,
    };
  });
  await database.db.insert(mediaItems).values(rows);
}
console.log(`seeded ${ROWS} items in ${Math.round(performance.now() - started)} ms`);

const search = new LibrarySearchRepository(database.db, trustedOrganisationId(organisationId));
const cases = {
  'no words, most recent': { sort: 'desc.start_time' },
  'search "hope", most recent': { sort: 'desc.start_time', query: 'hope' },
  'search "hope", most relevant': { sort: 'score', query: 'hope' },
  '"easter choir" + Under 5 minutes': {
    sort: 'score',
    query: 'easter choir',
    durationRanges: ['UNDER_FIVE_MINUTES'],
  },
  'tag "advent", title A-Z': { sort: 'asc.title', tags: ['advent'] },
};
const timings = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  // Cases alternate within each round, so drift on a shared machine hits them alike.
  for (const [name, request] of Object.entries(cases)) {
    const begin = performance.now();
    const page = await search.search({ ...request, page: 0, size: 50 });
    timings[name].push(performance.now() - begin);
    if (round === 0)
      console.log(
        `${name}: ${page.total} matches, first "${page.items[0]?.title}", ${page.facets.tags.length} tag facets`,
      );
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const reference = median(timings['no words, most recent']);
console.log(
  `\nmedian of ${ROUNDS} rounds, first page of 50 with facets among ${ROWS} items (PGlite, in memory; load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
);
for (const [name, values] of Object.entries(timings)) {
  const ms = median(values);
  console.log(
    `${name.padEnd(40)} ${ms.toFixed(1).padStart(7)} ms   x${(ms / reference).toFixed(2)}`,
  );
}
await database.close();
