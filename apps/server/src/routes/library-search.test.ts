import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaItems } from '../db/media/schema';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

interface FacetCount {
  value: string;
  count: number;
}
interface SearchResult {
  mediaItems: Array<{ mediaId: string; title: string; tags: string[] }>;
  total: number;
  facets: Record<'durationRange' | 'hasThumbnail' | 'mediaSource' | 'tags', FacetCount[]>;
}

let contract: ContractResponseValidator;
beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});

let app: FastifyInstance;
let library: SignedIn;

/** Items whose words, lengths and sources the tests choose (the seed's own items come too). */
const LIGHTHOUSE_ITEMS = [
  {
    title: 'Lighthouse vigil opening',
    tags: ['lighthouse', 'vigil'],
    durationSeconds: 120,
    mediaSource: 'UPLOADED' as const,
    thumbnailPath: 'media/x/thumbnail.jpg',
    startTime: new Date('2026-03-01T10:00:00Z'),
  },
  {
    title: 'Lighthouse vigil sermon',
    tags: ['lighthouse', 'sermon'],
    durationSeconds: 20 * 60,
    mediaSource: 'LIVE' as const,
    thumbnailPath: null,
    startTime: new Date('2026-03-08T10:00:00Z'),
  },
  {
    title: 'Anchor of the lighthouse keepers',
    tags: ['lighthouse'],
    durationSeconds: 75 * 60,
    mediaSource: 'LIVE' as const,
    thumbnailPath: null,
    startTime: new Date('2026-03-15T10:00:00Z'),
  },
];

beforeEach(async () => {
  const database = await openTestDatabase();
  app = await buildTestApp({ database });
  await database.db.insert(mediaItems).values(
    LIGHTHOUSE_ITEMS.map((item) => ({
      ...item,
      organisationId: ORGANISATION_IDS.riverside,
      description: 'From the harbour lighthouse series.',
      state: 'completed' as const,
      processingStatus: 'COMPLETE' as const,
    })),
  );
  // Another organisation's item with the same words is never found.
  await database.db.insert(mediaItems).values({
    organisationId: ORGANISATION_IDS.harbor,
    title: 'Lighthouse at Harbor',
    tags: ['lighthouse'],
    mediaSource: 'LIVE',
    durationSeconds: 60,
    state: 'completed',
  });
  library = await signIn(app, 'library@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const searchUrl = (query: string) =>
  `/api/search/vod/${ORGANISATION_IDS.riverside}${query ? `?${query}` : ''}`;

async function search(query: string, who: SignedIn = library): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: searchUrl(query), headers: who.headers });
}

function resultOf(response: LightMyRequestResponse): SearchResult {
  expect(response.statusCode, response.body).toBe(200);
  expect(contract.check('searchLibrary', response).problems).toEqual([]);
  return response.json<SearchResult>();
}

const countOf = (facets: FacetCount[], value: string) =>
  facets.find((facet) => facet.value === value)?.count;

describe('searchLibrary', () => {
  it('finds items by a word of their title, counting facets over the whole result', async () => {
    const result = resultOf(await search('query=lighthouse'));
    expect(result.mediaItems.map((item) => item.title).sort()).toEqual([
      'Anchor of the lighthouse keepers',
      'Lighthouse vigil opening',
      'Lighthouse vigil sermon',
    ]);
    expect(result.total).toBe(3);
    expect(result.facets.durationRange).toEqual([
      { value: 'UNDER_FIVE_MINUTES', count: 1 },
      { value: 'FIVE_TO_THIRTY_MINUTES', count: 1 },
      { value: 'OVER_THIRTY_MINUTES', count: 1 },
    ]);
    expect(countOf(result.facets.hasThumbnail, 'true')).toBe(1);
    expect(countOf(result.facets.hasThumbnail, 'false')).toBe(2);
    expect(countOf(result.facets.mediaSource, 'LIVE')).toBe(2);
    expect(countOf(result.facets.mediaSource, 'UPLOADED')).toBe(1);
    expect(result.facets.tags[0]).toEqual({ value: 'lighthouse', count: 3 });
    expect(countOf(result.facets.tags, 'vigil')).toBe(1);
    expect(countOf(result.facets.tags, 'sermon')).toBe(1);
  });

  it('finds stemmed words in tags and descriptions, and nothing for words no item has', async () => {
    const byTag = resultOf(await search('query=vigils'));
    expect(byTag.total).toBe(2);
    const byDescription = resultOf(await search('query=harbour'));
    expect(byDescription.total).toBe(3);
    const none = resultOf(await search('query=zeppelin'));
    expect(none).toMatchObject({ total: 0, mediaItems: [] });
    expect(none.facets.tags).toEqual([]);
  });

  it('filters by duration range, source, thumbnail, tags and start time', async () => {
    const underFive = resultOf(
      await search('query=lighthouse&filters.durationRange=UNDER_FIVE_MINUTES'),
    );
    expect(underFive.mediaItems.map((item) => item.title)).toEqual(['Lighthouse vigil opening']);
    const twoRanges = resultOf(
      await search(
        'query=lighthouse&filters.durationRange=UNDER_FIVE_MINUTES&filters.durationRange=OVER_THIRTY_MINUTES',
      ),
    );
    expect(twoRanges.total).toBe(2);
    const live = resultOf(await search('query=lighthouse&filters.mediaSource=LIVE'));
    expect(live.total).toBe(2);
    const withoutThumbnail = resultOf(await search('query=lighthouse&filters.hasThumbnail=false'));
    expect(withoutThumbnail.total).toBe(2);
    const everyTag = resultOf(await search('filters.tags=lighthouse&filters.tags=sermon'));
    expect(everyTag.mediaItems.map((item) => item.title)).toEqual(['Lighthouse vigil sermon']);
    const march = resultOf(
      await search(
        'query=lighthouse&filters.startTimeRange.start=2026-03-05T00:00:00Z&filters.startTimeRange.end=2026-03-10T00:00:00Z',
      ),
    );
    expect(march.mediaItems.map((item) => item.title)).toEqual(['Lighthouse vigil sermon']);
  });

  it('sorts by the five sorts of section 9', async () => {
    const titles = async (sort: string) =>
      resultOf(await search(`query=lighthouse&sort=${sort}`)).mediaItems.map((item) => item.title);
    expect(await titles('desc.start_time')).toEqual([
      'Anchor of the lighthouse keepers',
      'Lighthouse vigil sermon',
      'Lighthouse vigil opening',
    ]);
    expect(await titles('asc.start_time')).toEqual([
      'Lighthouse vigil opening',
      'Lighthouse vigil sermon',
      'Anchor of the lighthouse keepers',
    ]);
    expect(await titles('asc.title')).toEqual([
      'Anchor of the lighthouse keepers',
      'Lighthouse vigil opening',
      'Lighthouse vigil sermon',
    ]);
    expect(await titles('desc.title')).toEqual([
      'Lighthouse vigil sermon',
      'Lighthouse vigil opening',
      'Anchor of the lighthouse keepers',
    ]);
    // The title weighs most: the item with "sermon" in its title beats the seed's newer sermon,
    // which only has the word as a tag.
    const sermons = async (sort: string) =>
      resultOf(await search(`query=sermon&sort=${sort}`)).mediaItems.map((item) => item.title);
    expect((await sermons('desc.start_time'))[0]).toBe('Sunday 9am Service - Hope in Hard Times');
    expect((await sermons('score'))[0]).toBe('Lighthouse vigil sermon');
  });

  it('pages with the Link header, keeping the words and filters', async () => {
    const first = await search('query=lighthouse&size=2');
    expect(resultOf(first).mediaItems).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe('3');
    const link = String(first.headers.link);
    expect(link).toContain('rel="next"');
    const next = /<([^>]+)>/.exec(link)?.[1] ?? '';
    expect(next).toContain('query=lighthouse');
    const second = await app.inject({ method: 'GET', url: next, headers: library.headers });
    expect(resultOf(second).mediaItems).toHaveLength(1);
    expect(second.headers.link).toBeUndefined();
  });

  it('refuses a range whose end comes before its start, and a sort it does not know', async () => {
    const backwards = await search(
      'filters.createTimeRange.start=2026-05-01T00:00:00Z&filters.createTimeRange.end=2026-04-01T00:00:00Z',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject([{ field: 'query.filters.createTimeRange.end' }]);
    expect((await search('sort=random')).statusCode).toBe(400);
  });

  it("answers 404 for another organisation's library", async () => {
    const harborAdmin = await signIn(app, 'admin@harbor.example');
    const response = await search('query=lighthouse', harborAdmin);
    expect(response.statusCode).toBe(404);
  });
});
