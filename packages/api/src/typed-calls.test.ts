import { describe, expect, it } from 'vitest';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

describe('playlist media four at a time', () => {
  it('never has more than four playlist requests open and returns results in input order', async () => {
    let open = 0;
    let peak = 0;
    const fake = createFakeFetch(async (request) => {
      open += 1;
      peak = Math.max(peak, open);
      // Let the other workers start before this one answers.
      await new Promise((resolve) => setImmediate(resolve));
      open -= 1;
      const playlistId = request.path.split('/').at(-2) ?? '';
      return json(200, { playlistId, totalLength: 60, mediaCount: 1, items: [] });
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const ids = Array.from({ length: 10 }, (_, i) => `p${i}`);
    const media = await api.getPlaylistMediaFor('org-1', ids);
    expect(media.map((entry) => entry.playlistId)).toEqual(ids);
    expect(peak).toBe(4);
    expect(fake.requests[0]?.path).toBe('/api/v3/customers/org-1/playlists/p0/media');
  });
});

describe('analytics export download', () => {
  it('pages the typed export call and builds the CSV of the export kind', async () => {
    const row = (n: number) => ({
      eventId: 'e',
      socialId: 's',
      destinationId: `d${n}`,
      destinationType: 'FACEBOOK',
      timestamp: `t${n}`,
      views: n,
    });
    const fake = createFakeFetch((request) => {
      const offset = new URL(request.url).searchParams.get('offset');
      const rows = offset === null ? Array.from({ length: 1000 }, (_, i) => row(i)) : [row(1000)];
      return json(200, rows);
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const csv = await api.exportAnalyticsCsv({
      customerId: 'org-1',
      kind: 'socialNetwork',
      start: '2026-11-01T00:00:00Z',
      end: '2026-11-08T00:00:00Z',
    });
    expect(fake.requests.map((request) => decodeURIComponent(request.path))).toEqual([
      '/api/v3/customers/org-1/facebook/export?start=2026-11-01T00:00:00Z&end=2026-11-08T00:00:00Z&max=1000',
      '/api/v3/customers/org-1/facebook/export?start=2026-11-01T00:00:00Z&end=2026-11-08T00:00:00Z&max=1000&offset=t999,d999',
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 1001);
    expect(lines[0]?.startsWith('eventId,socialId,destinationId,videoId')).toBe(true);
    expect(lines.at(-1)).toBe('e,s,d1000,,,FACEBOOK,,t1000,1000,,,,');
  });
});

describe('product analytics events', () => {
  it('posts the batch to the telemetry service and answers how many were accepted', async () => {
    const fake = createFakeFetch(() => json(202, { accepted: 1 }));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const event = {
      name: 'Logged In',
      userName: 'admin@riverside.example',
      orgName: 'Riverside Community',
      orgUuid: '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
      timestamp: '2026-11-22T11:00:00.000Z',
    };
    await expect(api.trackEvents([event])).resolves.toEqual({ accepted: 1 });
    expect(fake.requests.map((request) => [request.method, request.path])).toEqual([
      ['POST', '/api/telemetry/events'],
    ]);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ events: [event] });
  });
});

describe('player heartbeats', () => {
  it('posts the heartbeat to the public telemetry service', async () => {
    const fake = createFakeFetch(() => new Response(null, { status: 204 }));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const heartbeat = {
      sessionId: 'session-1',
      clientId: 'client-1',
      embedId: 'embed-1',
      playbackType: 'REAL_TIME' as const,
      positionSeconds: 0,
      timestamp: '2026-11-22T11:00:00.000Z',
    };
    await expect(api.sendPlayerHeartbeat(heartbeat)).resolves.toBeUndefined();
    expect(fake.requests.map((request) => [request.method, request.path])).toEqual([
      ['POST', '/api/telemetry/heartbeats'],
    ]);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual(heartbeat);
  });
});

describe('web presets', () => {
  const preset = (name: string) => ({
    uuid: `uuid-${name}`,
    name,
    videoChannel: 1,
    leftAudioChannel: 3,
    rightAudioChannel: 4,
    deinterlace: false,
  });

  it('reads a page and the next page by the Link header, as the list machine asks', async () => {
    const fake = createFakeFetch((request) =>
      request.path.includes('page=1')
        ? json(200, [preset('b')])
        : json(200, [preset('a')], {
            link: `<${TEST_ORIGIN}/api/v3/customers/org-1/webencoderprofiles?page=1&size=1>; rel="next"`,
          }),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const first = await api.listWebPresets('org-1');
    expect(first.items.map((item) => item.name)).toEqual(['a']);
    expect(first.nextUrl).toBe(
      `${TEST_ORIGIN}/api/v3/customers/org-1/webencoderprofiles?page=1&size=1`,
    );
    const second = await api.listWebPresets('org-1', { url: first.nextUrl });
    expect(second).toEqual({ items: [preset('b')], nextUrl: null });
  });

  it('creates, replaces and deletes through the contract’s paths', async () => {
    const fake = createFakeFetch((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, preset('a')),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const { uuid: _uuid, ...input } = preset('a');
    await api.createWebPreset('org-1', input);
    await api.updateWebPreset('org-1', 'p1', input);
    await api.deleteWebPreset('org-1', 'p1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v3/customers/org-1/webencoderprofiles',
      'PUT /api/v3/customers/org-1/webencoderprofiles/p1',
      'DELETE /api/v3/customers/org-1/webencoderprofiles/p1',
    ]);
  });
});

describe('channels', () => {
  it('reads, writes and removes encoder and web channels through the contract’s paths', async () => {
    const fake = createFakeFetch((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, []),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const encoderChannel = { name: 'Chapel', regionId: 'r1' };
    await api.createEncoderChannel('org-1', encoderChannel);
    await api.updateEncoderChannel('org-1', 'c1', encoderChannel);
    await api.listEncoderChannelUsers('org-1', 'c1');
    await api.listEncoderChannelUserOptions('org-1');
    await api.deleteEncoderChannel('org-1', 'c1');
    const webChannel = { name: 'Main', loadBalancerName: 'main', regionId: 'r1' };
    await api.createWebChannel('org-1', webChannel);
    await api.updateWebChannel('org-1', 'w1', webChannel);
    await api.deleteWebChannel('org-1', 'w1');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v3/customers/org-1/eventprofiles',
      'PUT /api/v3/customers/org-1/eventprofiles/c1',
      'GET /api/v3/customers/org-1/eventprofiles/c1/users',
      'GET /api/v3/customers/org-1/eventprofiles/useroptions',
      'DELETE /api/v3/customers/org-1/eventprofiles/c1',
      'POST /api/v3/customers/org-1/webeventprofiles',
      'PUT /api/v3/customers/org-1/webeventprofiles/w1',
      'DELETE /api/v3/customers/org-1/webeventprofiles/w1',
    ]);
  });

  it('sends an offline image as its own bytes, labelled with its type', async () => {
    const fake = createFakeFetch(() =>
      json(201, { imageId: 'i1', contentType: 'image/png', size: 4 }),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    // ASCII bytes, so the recorded body (read as text) shows them unchanged.
    const image = new Blob(['PNG bytes'], { type: 'image/png' });
    const stored = await api.uploadWebChannelOfflineImage('org-1', image);
    expect(stored.imageId).toBe('i1');
    const [request] = fake.requests;
    expect(`${request?.method} ${request?.path}`).toBe(
      'POST /api/v3/customers/org-1/webeventprofiles/offlineimages',
    );
    expect(request?.headers.get('content-type')).toBe('image/png');
    expect(request?.body).toBe('PNG bytes');
  });
});

describe('media library calls', () => {
  it('reach the library, upload and media-status operations by their contract paths', async () => {
    const fake = createFakeFetch((request) => {
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      if (request.path.startsWith('/api/media-status/customers/')) return json(200, []);
      return json(200, request.path.includes('/media') ? [] : {});
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listMedia('org-1', { sort: 'asc.title', query: 'hope' });
    await api.getMedia('org-1', 'm1');
    await api.updateMedia('org-1', 'm1', { title: 'Easter' });
    await api.deleteMedia('org-1', 'm1');
    await api.getMediaDownload('org-1', 'm1');
    await api.createUpload('org-1', {
      fileName: 'a.mp4',
      sizeBytes: 10,
      videoType: 'library',
      availability: 'immediately',
    });
    await api.getUpload('org-1', 'u1');
    await api.cancelUpload('org-1', 'u1');
    await api.getMediaStatus('m1');
    await api.listMediaStatuses('org-1', ['m1', 'm2']);
    expect(
      fake.requests.map((request) => `${request.method} ${decodeURIComponent(request.path)}`),
    ).toEqual([
      'GET /api/v3/customers/org-1/media?sort=asc.title&query=hope',
      'GET /api/v3/customers/org-1/media/m1',
      'PATCH /api/v3/customers/org-1/media/m1',
      'DELETE /api/v3/customers/org-1/media/m1',
      'GET /api/v3/customers/org-1/media/m1/download',
      'POST /api/v3/customers/org-1/uploads',
      'GET /api/v3/customers/org-1/uploads/u1',
      'DELETE /api/v3/customers/org-1/uploads/u1',
      'GET /api/media-status/media/m1',
      'GET /api/media-status/customers/org-1/media?ids=m1,m2',
    ]);
  });

  it('asks for the clips whose title holds the words, and for every clip without words', async () => {
    const fake = createFakeFetch(() => json(200, []));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listClips('org-1', { query: 'hope is' });
    await api.listClips('org-1');
    expect(
      fake.requests.map((request) => `${request.method} ${decodeURIComponent(request.path)}`),
    ).toEqual([
      'GET /api/v4/customers/org-1/clips?query=hope is',
      'GET /api/v4/customers/org-1/clips',
    ]);
  });

  it('sends a thumbnail as its own bytes, labelled with its type', async () => {
    const fake = createFakeFetch(() => json(200, { mediaId: 'm1' }));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.uploadMediaThumbnail('org-1', 'm1', new Blob(['JPG bytes'], { type: 'image/jpeg' }));
    const [request] = fake.requests;
    expect(`${request?.method} ${request?.path}`).toBe(
      'PUT /api/v3/customers/org-1/media/m1/thumbnail',
    );
    expect(request?.headers.get('content-type')).toBe('image/jpeg');
    expect(request?.body).toBe('JPG bytes');
  });
});
