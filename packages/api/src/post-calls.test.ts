import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { createStudioApi } from './studio-api.js';

const post = {
  uuid: 'p1',
  destinationType: 'FACEBOOK',
  channelId: '104233118812345',
  title: 'Join us this Sunday',
  description: null,
  mediaId: null,
  clipId: null,
  reel: false,
  privacy: 'public',
  status: 'scheduled',
  publishAt: '2026-11-29T17:00:00Z',
  failureReason: null,
  editable: true,
};
const input = {
  destinationType: 'FACEBOOK' as const,
  channelId: '104233118812345',
  title: 'Join us this Sunday',
  privacy: 'public' as const,
  publishAt: '2026-11-29T17:00:00Z',
};

describe('scheduled social post calls (issues 15/16)', () => {
  it('lists, creates, reads, replaces and cancels posts on central v4', async () => {
    const fake = createFakeFetch((request) => {
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      if (request.method === 'GET' && request.path.endsWith('/posts')) return json(200, [post]);
      return json(request.method === 'POST' ? 201 : 200, post);
    });
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const page = await api.listPosts('org-1');
    await api.createPost('org-1', input);
    await api.getPost('org-1', 'p1');
    await api.updatePost('org-1', 'p1', { ...input, title: 'Moved to Saturday' });
    await api.deletePost('org-1', 'p1');
    expect(page.items.map((item) => item.title)).toEqual(['Join us this Sunday']);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v4/customers/org-1/posts',
      'POST /api/v4/customers/org-1/posts',
      'GET /api/v4/customers/org-1/posts/p1',
      'PUT /api/v4/customers/org-1/posts/p1',
      'DELETE /api/v4/customers/org-1/posts/p1',
    ]);
    expect(JSON.parse(fake.requests[3]?.body ?? '')).toEqual({
      ...input,
      title: 'Moved to Saturday',
    });
  });

  it('asks for the posts of a window by publish time (the schedule’s calendar)', async () => {
    const fake = createFakeFetch(() => json(200, [post]));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    await api.listPosts('org-1', {
      startTime: '2026-11-01T00:00:00.000Z',
      endTime: '2026-12-01T00:00:00.000Z',
    });
    const asked = new URL(fake.requests[0]!.url);
    expect(asked.pathname).toBe('/api/v4/customers/org-1/posts');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      startTime: '2026-11-01T00:00:00.000Z',
      endTime: '2026-12-01T00:00:00.000Z',
    });
  });

  it('throws the server’s refusal of an edit as an ApiError with its code and message', async () => {
    const message = 'A post cannot be edited once it is less than 10 minutes from going out.';
    const fake = createFakeFetch(() => json(409, [{ code: 'POST_NOT_EDITABLE', message }]));
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const refused = await api.updatePost('org-1', 'p1', input).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409 });
    expect((refused as ApiError).errors).toEqual([{ code: 'POST_NOT_EDITABLE', message }]);
  });
});
