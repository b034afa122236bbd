import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const profile = (name: string) => ({
  uuid: `uuid-${name}`,
  name,
  contentType: 'live' as const,
  autoplay: true,
  loop: false,
  mute: false,
  backgroundMode: false,
  callToAction: { text: 'Give', url: 'https://riverside.example/give' },
  controlColor: '#1E6FD9',
  qrClickLabel: null,
  restrictPlaybackWhenLive: false,
  hidePlaylistOnLoad: false,
});

describe('player profiles', () => {
  it('reads configs/list page by page through the Link header', async () => {
    const next = `${TEST_ORIGIN}/api/v3/customers/org-1/configs/list?page=1&size=1`;
    const fake = createFakeFetch((request) =>
      request.path.includes('page=1')
        ? json(200, [profile('b')])
        : json(200, [profile('a')], { link: `<${next}>; rel="next"` }),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const first = await api.listPlayerProfiles('org-1');
    expect(first).toEqual({ items: [profile('a')], nextUrl: next });
    expect(await api.listPlayerProfiles('org-1', { url: first.nextUrl })).toEqual({
      items: [profile('b')],
      nextUrl: null,
    });
    expect(fake.requests[0]?.path).toBe('/api/v3/customers/org-1/configs/list');
  });

  it('reads, creates, replaces and deletes through the contract’s paths', async () => {
    const fake = createFakeFetch((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, profile('a')),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const { uuid: _uuid, ...input } = profile('a');
    await api.getPlayerProfile('org-1', 'p1');
    await api.createPlayerProfile('org-1', input);
    await api.updatePlayerProfile('org-1', 'p1', input);
    await api.deletePlayerProfile('org-1', 'p1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v3/customers/org-1/configs/p1',
      'POST /api/v3/customers/org-1/configs',
      'PUT /api/v3/customers/org-1/configs/p1',
      'DELETE /api/v3/customers/org-1/configs/p1',
    ]);
  });

  it('names the preview video on the player configuration service of the environment', () => {
    expect(createStudioApi().playerPreviewVideoUrl()).toBe('/api/player-config/preview/video.mp4');
    expect(createStudioApi({ environment: 'production' }).playerPreviewVideoUrl()).toBe(
      'https://api.studio.example/api/player-config/preview/video.mp4',
    );
    expect(createStudioApi({ origin: TEST_ORIGIN }).playerPreviewVideoUrl()).toBe(
      `${TEST_ORIGIN}/api/player-config/preview/video.mp4`,
    );
  });
});
