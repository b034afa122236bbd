/**
 * What the library benches share: the server's TypeScript modules loaded in place, a demo database
 * filled with generated library items, and the medians table they print.
 */
import { cpus, loadavg } from 'node:os';

// tsx is the server's development dependency. Its CommonJS loader, not its ESM one: the domain
// package imports rrule by named exports, which Node's ESM cannot take from rrule's CommonJS build.
const { require: tsxRequire } = await import(
  new URL('../../apps/server/node_modules/tsx/dist/cjs/api/index.mjs', import.meta.url).href
);

/** A module of apps/server/src, by its path there (`db/media/schema.ts`). */
export const serverModule = (path) =>
  tsxRequire(new URL(`../../apps/server/src/${path}`, import.meta.url).pathname, import.meta.url);

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

/**
 * A seeded test database whose demo organisation also holds `rows` generated items: titles, tags
 * and descriptions from a small vocabulary, both sources, a thumbnail on four in five, durations
 * from 1 to 90 minutes so every facet has items.
 */
export async function seedLibrary(rows) {
  const { openTestDatabase, ORGANISATION_IDS } = serverModule('test-support/index.ts');
  const { mediaItems } = serverModule('db/media/schema.ts');
  const database = await openTestDatabase();
  const organisationId = ORGANISATION_IDS.riverside;
  const started = performance.now();
  for (let offset = 0; offset < rows; offset += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, rows - offset) }, (_, step) => {
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
        durationSeconds: 60 + (index % 90) * 60,
      };
    });
    await database.db.insert(mediaItems).values(batch);
  }
  console.log(`seeded ${rows} items in ${Math.round(performance.now() - started)} ms`);
  return { database, organisationId };
}

/**
 * Times each case once per round, the cases alternating within a round so drift on a shared
 * machine hits them alike; prints each median and its ratio to the first case. No thresholds.
 */
export async function timeCases({ cases, rounds, run, describeFirst, heading }) {
  const timings = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, request] of Object.entries(cases)) {
      const begin = performance.now();
      const answer = await run(request);
      timings[name].push(performance.now() - begin);
      if (round === 0) console.log(`${name}: ${describeFirst(answer)}`);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const reference = median(Object.values(timings)[0]);
  console.log(
    `\nmedian of ${rounds} rounds, ${heading} (PGlite, in memory; load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
  );
  for (const [name, values] of Object.entries(timings)) {
    const ms = median(values);
    console.log(
      `${name.padEnd(40)} ${ms.toFixed(1).padStart(7)} ms   x${(ms / reference).toFixed(2)}`,
    );
  }
}
