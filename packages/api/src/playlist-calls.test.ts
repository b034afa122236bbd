import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const playlist = (name: string) => ({
  id: `id-${name}`,
  name,
  createdDate: '2026-01-02T10:00:00Z',
  rolling: false,
  sort: 'start' as const,
  mediaCount: 0,
  maxVideoCount: 100,
  totalLength: 0,
});
const media = { playlistId: 'p1', totalLength: 0, mediaCount: 0, items: [] };

/** A browser's answer knows its address (`Response.url`); the relative nextUrl resolves on it. */
const answeredAt = (response: Response, path: string) =>
  Object.defineProperty(response, 'url', { value: `${TEST_ORIGIN}${path}` });

describe('playlists', () => {
  it('reads the page object and follows its nextUrl, made absolute', async () => {
    const fake = createFakeFetch((request) =>
      answeredAt(
        request.path.includes('page=1')
          ? json(200, { playlists: [playlist('b')], nextUrl: null })
          : json(200, {
              playlists: [playlist('a')],
              nextUrl: '/api/v3/customers/org-1/playlists?sort=asc.name&page=1&size=1',
            }),
        request.path,
      ),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const first = await api.listPlaylists('org-1', { sort: 'asc.name' });
    expect(first).toEqual({
      items: [playlist('a')],
      nextUrl: `${TEST_ORIGIN}/api/v3/customers/org-1/playlists?sort=asc.name&page=1&size=1`,
    });
    expect(await api.listPlaylists('org-1', { url: first.nextUrl })).toEqual({
      items: [playlist('b')],
      nextUrl: null,
    });
    expect(fake.requests[0]?.path).toBe('/api/v3/customers/org-1/playlists?sort=asc.name');
  });

  it('changes a playlist and its videos through the contract’s paths', async () => {
    const fake = createFakeFetch((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : request.path.includes('/media') || request.path.endsWith('/order')
          ? json(200, media)
          : json(200, playlist('a')),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.createPlaylist('org-1', { name: 'a' });
    await api.updatePlaylist('org-1', 'p1', { name: 'a', rolling: true });
    await api.getPlaylistMedia('org-1', 'p1');
    await api.addPlaylistMedia('org-1', 'p1', ['m1', 'm2']);
    await api.reorderPlaylist('org-1', 'p1', ['m2', 'm1']);
    await api.removePlaylistMedia('org-1', 'p1', 'm1');
    await api.deletePlaylist('org-1', 'p1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v3/customers/org-1/playlists',
      'PUT /api/v3/customers/org-1/playlists/p1',
      'GET /api/v3/customers/org-1/playlists/p1/media',
      'POST /api/v3/customers/org-1/playlists/p1/media',
      'PUT /api/v3/customers/org-1/playlists/p1/order',
      'DELETE /api/v3/customers/org-1/playlists/p1/media/m1',
      'DELETE /api/v3/customers/org-1/playlists/p1',
    ]);
  });
});
