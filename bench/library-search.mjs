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
import { seedLibrary, serverModule, timeCases } from './support/library-bench.mjs';

const ROWS = Number(process.env.ROWS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);

const { LibrarySearchRepository } = serverModule('db/media/library-search-repository.ts');
const { trustedOrganisationId } = serverModule('db/organisation-scoped-repository.ts');

const { database, organisationId } = await seedLibrary(ROWS);
const search = new LibrarySearchRepository(database.db, trustedOrganisationId(organisationId));
await timeCases({
  cases: {
    'no words, most recent': { sort: 'desc.start_time' },
    'search "hope", most recent': { sort: 'desc.start_time', query: 'hope' },
    'search "hope", most relevant': { sort: 'score', query: 'hope' },
    '"easter choir" + Under 5 minutes': {
      sort: 'score',
      query: 'easter choir',
      durationRanges: ['UNDER_FIVE_MINUTES'],
    },
    'tag "advent", title A-Z': { sort: 'asc.title', tags: ['advent'] },
  },
  rounds: ROUNDS,
  run: (request) => search.search({ ...request, page: 0, size: 50 }),
  describeFirst: (page) =>
    `${page.total} matches, first "${page.items[0]?.title}", ${page.facets.tags.length} tag facets`,
  heading: `first page of 50 with facets among ${ROWS} items`,
});
await database.close();
