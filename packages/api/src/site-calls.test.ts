import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const site = {
  uuid: 'site-1',
  name: 'Riverside Watch',
  slug: 'riverside',
  themeMode: 'dark' as const,
  playlistIds: ['3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01'],
};

describe('sites', () => {
  it('reads, creates, replaces, deletes and checks slugs through the contract’s paths', async () => {
    const fake = createFakeFetch((request) => {
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      if (request.path.includes('/slugs/'))
        return json(200, { slug: 'riverside', available: false });
      return json(200, request.path.endsWith('/sites') && request.method === 'GET' ? [site] : site);
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const { uuid: _uuid, ...input } = site;
    expect(await api.listSites('org-1')).toEqual({ items: [site], nextUrl: null });
    await api.getSite('org-1', 'site-1');
    await api.createSite('org-1', input);
    await api.updateSite('org-1', 'site-1', input);
    await api.deleteSite('org-1', 'site-1');
    expect(await api.checkSiteSlug('org-1', 'riverside')).toEqual({
      slug: 'riverside',
      available: false,
    });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v3/customers/org-1/sites',
      'GET /api/v3/customers/org-1/sites/site-1',
      'POST /api/v3/customers/org-1/sites',
      'PUT /api/v3/customers/org-1/sites/site-1',
      'DELETE /api/v3/customers/org-1/sites/site-1',
      'GET /api/v3/customers/org-1/sites/slugs/riverside',
    ]);
  });
});

describe('statistics', () => {
  it('asks for the summary and the locations of a source with the range and filters', async () => {
    const fake = createFakeFetch((request) =>
      request.path.includes('/locations')
        ? json(200, [])
        : json(200, { start: '2026-11-01T00:00:00Z', end: '2026-11-08T00:00:00Z', metrics: [] }),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const request = {
      customerId: 'org-1',
      api: 'contentLibrary' as const,
      start: '2026-11-01T00:00:00Z',
      end: '2026-11-08T00:00:00Z',
      deviceType: 'mobile' as const,
    };
    await api.getStatisticsSummary(request);
    expect(await api.listViewerLocations(request)).toEqual([]);
    const query = 'start=2026-11-01T00%3A00%3A00Z&end=2026-11-08T00%3A00%3A00Z&deviceType=mobile';
    expect(fake.requests.map((r) => r.path)).toEqual([
      `/api/v3/customers/org-1/contentLibrary/statistics/summary?${query}`,
      `/api/v3/customers/org-1/contentLibrary/statistics/viewers/locations?${query}`,
    ]);
  });
});
