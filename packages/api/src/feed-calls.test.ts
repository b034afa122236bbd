import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const feed = {
  uuid: 'f1',
  name: 'Sunday sermons',
  description: '',
  author: 'Riverside Church',
  language: 'en',
  category: 'Religion & Spirituality',
  explicit: false,
  imageUrl: null,
  playlistId: 'p1',
  enabled: true,
  url: 'http://localhost:3000/api/v4/public/feeds/f1/rss.xml',
  createdDate: '2026-03-02T09:15:00Z',
  updatedDate: '2026-03-02T09:15:00Z',
};

describe('feed calls (issue 13)', () => {
  it('lists, creates, reads, replaces and deletes feeds on central v4', async () => {
    const fake = createFakeFetch((request) => {
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      if (request.method === 'GET' && request.path.endsWith('/feeds')) return json(200, [feed]);
      return json(request.method === 'POST' ? 201 : 200, feed);
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const input = { name: 'Sunday sermons', playlistId: 'p1' };
    const page = await api.listFeeds('org-1');
    await api.createFeed('org-1', input);
    await api.getFeed('org-1', 'f1');
    await api.updateFeed('org-1', 'f1', { ...input, enabled: false });
    await api.deleteFeed('org-1', 'f1');
    expect(page.items.map((item) => item.name)).toEqual(['Sunday sermons']);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v4/customers/org-1/feeds',
      'POST /api/v4/customers/org-1/feeds',
      'GET /api/v4/customers/org-1/feeds/f1',
      'PUT /api/v4/customers/org-1/feeds/f1',
      'DELETE /api/v4/customers/org-1/feeds/f1',
    ]);
    expect(JSON.parse(fake.requests[3]?.body ?? '')).toEqual({ ...input, enabled: false });
  });
});
