import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const facets = {
  durationRange: [{ value: 'UNDER_FIVE_MINUTES', count: 1 }],
  hasThumbnail: [{ value: 'true', count: 1 }],
  mediaSource: [{ value: 'LIVE', count: 1 }],
  tags: [{ value: 'sermon', count: 1 }],
};

describe('searchLibrary', () => {
  it('sends the words and filters in dotted names and follows the Link header', async () => {
    const next = '/api/search/vod/org-1?query=hope&page=1&size=50';
    const fake = createFakeFetch((request) => {
      const answer = request.path.includes('page=1')
        ? json(200, { mediaItems: [], total: 51, facets })
        : json(200, { mediaItems: [], total: 51, facets }, { Link: `<${next}>; rel="next"` });
      return Object.defineProperty(answer, 'url', { value: `${TEST_ORIGIN}${request.path}` });
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const first = await api.searchLibrary('org-1', {
      query: 'hope',
      sort: 'score',
      durationRanges: ['UNDER_FIVE_MINUTES', 'OVER_THIRTY_MINUTES'],
      mediaSources: ['LIVE'],
      tags: ['sermon'],
      hasThumbnail: false,
    });
    const sent = new URL(fake.requests[0]?.path ?? '', TEST_ORIGIN);
    expect(sent.pathname).toBe('/api/search/vod/org-1');
    expect(sent.searchParams.get('query')).toBe('hope');
    expect(sent.searchParams.get('sort')).toBe('score');
    expect(sent.searchParams.getAll('filters.durationRange')).toEqual([
      'UNDER_FIVE_MINUTES',
      'OVER_THIRTY_MINUTES',
    ]);
    expect(sent.searchParams.getAll('filters.mediaSource')).toEqual(['LIVE']);
    expect(sent.searchParams.getAll('filters.tags')).toEqual(['sermon']);
    expect(sent.searchParams.get('filters.hasThumbnail')).toBe('false');
    expect(first).toEqual({ items: [], total: 51, facets, nextUrl: `${TEST_ORIGIN}${next}` });

    const second = await api.searchLibrary('org-1', { url: first.nextUrl });
    expect(fake.requests[1]?.path).toBe(next);
    expect(second.nextUrl).toBeNull();
  });
});
