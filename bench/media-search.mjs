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
import { seedLibrary, serverModule, timeCases } from './support/library-bench.mjs';

const ROWS = Number(process.env.ROWS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);

const { MediaRepository } = serverModule('db/media/media-repository.ts');
const { trustedOrganisationId } = serverModule('db/organisation-scoped-repository.ts');

const { database, organisationId } = await seedLibrary(ROWS);
const media = new MediaRepository(database.db, trustedOrganisationId(organisationId));
await timeCases({
  cases: {
    'list, most recent': { sort: 'desc.start_time' },
    'list, title A-Z': { sort: 'asc.title' },
    'search "hope", most recent': { sort: 'desc.start_time', query: 'hope' },
    'search "hope", most relevant': { sort: 'desc.score', query: 'hope' },
    'search "easter choir", most relevant': { sort: 'desc.score', query: 'easter choir' },
  },
  rounds: ROUNDS,
  run: (request) => media.listLibrary({ ...request, page: 0, size: 50 }),
  describeFirst: (page) => `${page.total} matches, first "${page.items[0]?.title}"`,
  heading: `first page of 50 among ${ROWS} items`,
});
await database.close();
