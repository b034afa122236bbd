import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const news = [
  {
    id: 'news-1',
    title: 'Sites: a public page for your live stream and playlists',
    url: 'https://studio.example/news/sites',
    publishedAt: '2026-11-22T10:00:00Z',
  },
];

describe('status service', () => {
  it('reads the news and the service health without a token, through the status document', async () => {
    const fake = createFakeFetch((request) =>
      request.path.includes('/news')
        ? json(200, news)
        : json(200, {
            status: 'operational',
            components: [{ name: 'Database', status: 'operational' }],
            message: null,
            updatedAt: '2026-11-22T11:00:00Z',
          }),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    expect(await api.listNews(3)).toEqual(news);
    await api.listNews();
    expect((await api.getServiceStatus()).status).toBe('operational');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/status/news?limit=3',
      'GET /api/status/news',
      'GET /api/status/status',
    ]);
    expect(fake.requests.every((request) => !request.headers.has('authorization'))).toBe(true);
  });
});
