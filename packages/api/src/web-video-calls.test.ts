import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const webVideo = {
  uuid: 'w1',
  name: 'Sunday replay',
  mediaId: 'm1',
  webChannelId: 'c1',
  playoutBehaviour: 'faster_immediate',
  startCue: '00:00:00.000',
  stopCue: '00:10:00.000',
  status: 'pending',
};

describe('web video calls (issue 15)', () => {
  it('lists, starts, renames, stops, trims and deletes web videos on their own paths', async () => {
    const fake = createFakeFetch((request) => {
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      if (request.path.endsWith('/stop') || request.path.endsWith('/trim'))
        return json(202, { id: 'w1', status: 'stopped', requestedAt: '2026-11-22T10:58:00Z' });
      if (request.method === 'GET' && request.path.endsWith('/webvideos')) return json(200, []);
      return json(request.method === 'POST' ? 201 : 200, webVideo);
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const input = {
      name: 'Sunday replay',
      mediaId: 'm1',
      webChannelId: 'c1',
      playoutBehaviour: 'faster_immediate' as const,
      startCue: '00:00:00.000',
      stopCue: '00:10:00.000',
    };
    await api.listWebVideos('org-1');
    const created = await api.createWebVideo('org-1', input);
    await api.getWebVideo('org-1', 'w1');
    await api.updateWebVideo('org-1', 'w1', { ...input, name: 'Sunday replay (youth)' });
    await api.stopWebVideo('org-1', 'w1');
    await api.trimWebVideo('org-1', 'w1', { start: '00:00:02.000', end: '00:09:00.000' });
    await api.deleteWebVideo('org-1', 'w1');
    expect(created.uuid).toBe('w1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v3/customers/org-1/webvideos',
      'POST /api/v3/customers/org-1/webvideos',
      'GET /api/v3/customers/org-1/webvideos/w1',
      'PUT /api/v3/customers/org-1/webvideos/w1',
      'POST /api/v3/customers/org-1/webvideos/w1/stop',
      'POST /api/v3/customers/org-1/webvideos/w1/trim',
      'DELETE /api/v3/customers/org-1/webvideos/w1',
    ]);
    expect(JSON.parse(fake.requests[1]?.body ?? '')).toEqual(input);
  });
});
