import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const accepted = { id: 'a1', status: 'accepted' };

describe('live calls (issue 14)', () => {
  it('lists encoders asking for online within two minutes', async () => {
    const fake = createFakeFetch(() => json(200, []));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listEncoders('org-1');
    expect(fake.requests[0]?.path).toBe('/api/v3/customers/org-1/encoders?minutes=2');
  });

  it('sends each encoder command to its own path, the start with its event and force', async () => {
    const fake = createFakeFetch(() => json(202, accepted));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.startEncoder('org-1', 'e1', { eventId: 'ev1', force: true });
    await api.stopEncoder('org-1', 'e1');
    await api.restartEncoder('org-1', 'e1');
    await api.updateEncoderVersion('org-1', 'e1', '4.13.0');
    await api.uploadEncoderLogs('org-1', 'e1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v3/customers/org-1/encoders/e1/start',
      'POST /api/v3/customers/org-1/encoders/e1/stop',
      'POST /api/v3/customers/org-1/encoders/e1/restart',
      'POST /api/v3/customers/org-1/encoders/e1/update',
      'POST /api/v3/customers/org-1/encoders/e1/uploadlogs',
    ]);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ eventId: 'ev1', force: true });
    expect(JSON.parse(fake.requests[3]?.body ?? '')).toEqual({ version: '4.13.0' });
  });

  it('reads logs from the logs gateway at the chosen lowest level', async () => {
    const fake = createFakeFetch(() => json(200, []));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listEncoderLogs('org-1', 'e1', { minLevel: 'WARN' });
    expect(fake.requests[0]?.path).toBe('/api/logs/org-1/logs/e1?minlevel=WARN');
  });

  it('goes live on v4 and follows the request, and reads an embed publicly', async () => {
    const fake = createFakeFetch((request) =>
      request.path.startsWith('/api/player-config')
        ? json(200, { embedId: 'rvs-main', playbackType: 'REAL_TIME', sources: [] })
        : json(202, { id: 'g1', state: 'SCHEDULE_CREATE_WAIT' }),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.startGoLive('org-1', {
      name: 'Midweek Prayer',
      encoderId: 'e1',
      encoderChannelId: 'c1',
      contentDestinations: [{ type: 'EMBED', webEventProfileId: 'w1' }],
    });
    await api.getGoLiveStatus('org-1', 'g1');
    await api.getPlayerConfig('rvs-main');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v4/customers/org-1/golive',
      'GET /api/v4/customers/org-1/golive/g1',
      'GET /api/player-config/embeds/rvs-main',
    ]);
    expect(fake.requests[2]?.headers.get('authorization')).toBeNull();
  });

  it('lists content destinations in the chosen sort; starts, stops, archives one and reads its totals and download', async () => {
    const fake = createFakeFetch((request) =>
      request.method === 'GET' ? json(200, []) : json(202, accepted),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listContentDestinations('org-1', { sort: 'asc.name' });
    await api.listContentDestinations('org-1', { eventId: 'e1' });
    await api.startContentDestination('org-1', 'd1');
    await api.stopContentDestination('org-1', 'd1');
    await api.archiveContentDestination('org-1', 'd1');
    await api.publishContentDestination('org-1', 'd1');
    await api.republishContentDestination('org-1', 'd1');
    await api.getContentDestinationSummary('org-1', 'd1');
    await api.getContentDestinationDownload('org-1', 'd1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v3/customers/org-1/contentdestinations?sort=asc.name',
      'GET /api/v3/customers/org-1/contentdestinations?eventId=e1',
      'POST /api/v3/customers/org-1/contentdestinations/d1/start',
      'POST /api/v3/customers/org-1/contentdestinations/d1/stop',
      'POST /api/v3/customers/org-1/contentdestinations/d1/archive',
      'POST /api/v3/customers/org-1/contentdestinations/d1/publish',
      'POST /api/v3/customers/org-1/contentdestinations/d1/republish',
      'GET /api/v3/customers/org-1/contentdestinations/d1/summary',
      'GET /api/v3/customers/org-1/contentdestinations/d1/download',
    ]);
  });

  it('reads and stops a recording, and saves one to the library', async () => {
    const fake = createFakeFetch((request) =>
      request.method === 'GET'
        ? json(200, { uuid: 'v1', name: 'Midweek Prayer', startTime: '', eventProfileId: 'c1' })
        : request.path.endsWith('/stop')
          ? json(202, accepted)
          : json(201, { mediaId: 'm1', title: 'Midweek Prayer' }),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.getEncoderVideo('org-1', 'v1');
    await api.stopEncoderVideo('org-1', 'v1');
    const saved = await api.saveToLibrary('org-1', {
      title: 'Midweek Prayer',
      dateCreated: '2026-11-19T00:30:00Z',
      encoderVideoId: 'v1',
    });
    expect(saved.mediaId).toBe('m1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v3/customers/org-1/encodervideos/v1',
      'POST /api/v3/customers/org-1/encodervideos/v1/stop',
      'POST /api/v3/customers/org-1/media',
    ]);
    expect(JSON.parse(fake.requests[2]?.body ?? '')).toEqual({
      title: 'Midweek Prayer',
      dateCreated: '2026-11-19T00:30:00Z',
      encoderVideoId: 'v1',
    });
  });
});
