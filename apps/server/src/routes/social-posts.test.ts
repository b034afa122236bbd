import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, SOCIAL_POST_MESSAGES, SOCIAL_POST_MAX_DAYS_AHEAD } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { socialChannels } from '../db/social/schema';
import { mediaFileKey, ORIGINAL_FILE } from '../media/media-files';
import { JobWorker } from '../jobs/worker';
import { DEMO_SOCIAL_POST_ID, SOCIAL_ACCOUNT_IDS } from '../seed/seed-social';
import { createServices } from '../services';
import { POST_FAILURES } from '../social/post-publisher';
import { SandboxSocialProvider } from '../social/sandbox-provider';
import {
  buildTestApp,
  ContractResponseValidator,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

const riverside = ORGANISATION_IDS.riverside;
const harbor = ORGANISATION_IDS.harbor;
const CHURCH_PAGE = '104233118812345';
const YOUTH_PAGE = '104233118899999';
const VIDEO_CHANNEL = 'UC4f1c2a7e8b3d4c559a61';
const MINUTE_MS = 60_000;

const postsUrl = (organisationId: string = riverside) =>
  `/api/v4/customers/${organisationId}/posts`;
const postUrl = (id: string, organisationId: string = riverside) =>
  `${postsUrl(organisationId)}/${id}`;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS).toISOString();

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let storageDir: string;
let app: FastifyInstance;
let events: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'studio-posts-'));
  app = await buildTestApp({ database, storageDir });
  events = await signIn(app, 'events@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function call(
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  session: SignedIn = events,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const pagePost = (changes: Record<string, unknown> = {}) => ({
  destinationType: 'FACEBOOK',
  channelId: YOUTH_PAGE,
  title: 'Youth night is back',
  description: 'Friday at 7, pizza first.',
  privacy: 'public',
  publishAt: inMinutes(60),
  ...changes,
});

const create = (payload: object, session?: SignedIn) =>
  call('createPost', 'POST', postsUrl(), payload, session);

/** Runs the due jobs as a worker would at `at`, with the sandbox networks it publishes to. */
async function runNetworksAt(at: Date) {
  const facebook = new SandboxSocialProvider('facebook', { now: () => at });
  const youtube = new SandboxSocialProvider('youtube', { now: () => at });
  const services = await createServices(database, {
    storageDir,
    now: () => at,
    socialProviders: { facebook, youtube },
  });
  await new JobWorker({ queue: services.jobs }).drain();
  return { facebook, youtube };
}

const runJobsAt = async (at: Date) => (await runNetworksAt(at)).facebook;

describe('scheduled social posts', () => {
  it('lists the demo’s waiting post and answers it by id', async () => {
    const list = await call('listPosts', 'GET', postsUrl());
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    const [post] = list.json<Array<Record<string, unknown>>>();
    expect(post).toMatchObject({
      uuid: DEMO_SOCIAL_POST_ID,
      destinationType: 'FACEBOOK',
      channelId: CHURCH_PAGE,
      status: 'scheduled',
      editable: true,
    });
    const one = await call('getPost', 'GET', postUrl(DEMO_SOCIAL_POST_ID));
    expect(one.json()).toEqual(post);
  });

  it('lists only the posts publishing in a window (the calendar’s), by publish time', async () => {
    const [demo] = (await call('listPosts', 'GET', postsUrl())).json<
      Array<{ uuid: string; publishAt: string }>
    >();
    const demoAt = new Date(demo!.publishAt).getTime();
    const at = (minutesAfterDemo: number) =>
      new Date(demoAt + minutesAfterDemo * MINUTE_MS).toISOString();
    const later = await create(pagePost({ publishAt: at(60) }));
    expect(later.statusCode).toBe(201);
    const laterId = later.json<{ uuid: string }>().uuid;
    const windowed = (startTime: string, endTime: string) =>
      call(
        'listPosts',
        'GET',
        `${postsUrl()}?startTime=${encodeURIComponent(startTime)}&endTime=${encodeURIComponent(endTime)}`,
      );
    const uuidsOf = (response: LightMyRequestResponse) =>
      response.json<Array<{ uuid: string }>>().map((post) => post.uuid);

    const afterDemo = await windowed(at(30), at(120));
    expect(uuidsOf(afterDemo)).toEqual([laterId]);
    expect(afterDemo.headers['x-total-count']).toBe('1');
    expect(uuidsOf(await windowed(inMinutes(-60), at(24 * 60)))).toEqual([demo!.uuid, laterId]);
    // The end is exclusive: a window ending at the post's time leaves it out.
    expect(uuidsOf(await windowed(at(30), at(60)))).toEqual([]);

    const backwards = await windowed(inMinutes(60), inMinutes(-60));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual([
      expect.objectContaining({ code: 'INVALID_REQUEST', field: 'query.endTime' }),
    ]);
  });

  it('schedules a post on a linked page, one waiting post per page (409)', async () => {
    const created = await create(pagePost());
    expect(created.statusCode).toBe(201);
    const post = created.json<{ uuid: string; status: string; editable: boolean }>();
    expect(post).toMatchObject({
      status: 'scheduled',
      editable: true,
      title: 'Youth night is back',
    });
    expect(created.headers.location).toContain(post.uuid);

    const second = await create(pagePost({ title: 'Another one' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual([
      {
        code: 'POST_EXISTS',
        message: SOCIAL_POST_MESSAGES.sameDestinationType,
        field: 'body.channelId',
      },
    ]);
    const list = await call('listPosts', 'GET', postsUrl());
    expect(list.json<unknown[]>()).toHaveLength(2);
  });

  it('answers the spec’s messages for bad input and stores nothing', async () => {
    const response = await create(
      pagePost({
        title: 'Come <b>early</b>',
        description: 'x'.repeat(5001),
        publishAt: inMinutes(-5),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        {
          code: 'INVALID_REQUEST',
          message: SOCIAL_POST_MESSAGES.titleAngleBrackets,
          field: 'body.title',
        },
        {
          code: 'INVALID_REQUEST',
          message: SOCIAL_POST_MESSAGES.descriptionMax,
          field: 'body.description',
        },
        {
          code: 'INVALID_REQUEST',
          message: SOCIAL_POST_MESSAGES.publishAtInPast,
          field: 'body.publishAt',
        },
      ]),
    );

    const tooFar = await create(
      pagePost({ publishAt: inMinutes(SOCIAL_POST_MAX_DAYS_AHEAD * 24 * 60 + 5) }),
    );
    expect(tooFar.json()).toEqual([
      {
        code: 'INVALID_REQUEST',
        message: SOCIAL_POST_MESSAGES.publishAtTooFar,
        field: 'body.publishAt',
      },
    ]);

    const noVideo = await create(
      pagePost({ destinationType: 'YOUTUBE', channelId: VIDEO_CHANNEL }),
    );
    expect(noVideo.json()).toEqual([
      {
        code: 'INVALID_REQUEST',
        message: SOCIAL_POST_MESSAGES.videoRequired,
        field: 'body.mediaId',
      },
    ]);

    // A page of another organisation's account, and a page named as a video-site channel.
    for (const payload of [
      pagePost({ channelId: '104233118877777' }),
      pagePost({
        destinationType: 'YOUTUBE',
        channelId: YOUTH_PAGE,
        mediaId: MEDIA_IDS.youthNight,
      }),
    ]) {
      const refused = await create(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual([
        {
          code: 'INVALID_REQUEST',
          message: SOCIAL_POST_MESSAGES.channelUnknown,
          field: 'body.channelId',
        },
      ]);
    }

    await database.db
      .update(mediaItems)
      .set({ durationSeconds: 600 })
      .where(eq(mediaItems.id, MEDIA_IDS.christmasEve));
    const longReel = await create(pagePost({ mediaId: MEDIA_IDS.christmasEve, reel: true }));
    expect(longReel.json()).toEqual([
      { code: 'INVALID_REQUEST', message: SOCIAL_POST_MESSAGES.reelTooLong, field: 'body.reel' },
    ]);
    const harborVideo = await create(pagePost({ mediaId: MEDIA_IDS.harborGraduation }));
    expect(harborVideo.json()).toEqual([
      {
        code: 'INVALID_REQUEST',
        message: SOCIAL_POST_MESSAGES.videoUnknown,
        field: 'body.mediaId',
      },
    ]);

    const list = await call('listPosts', 'GET', postsUrl());
    expect(list.json<unknown[]>()).toHaveLength(1);
  });

  it('edits a post until 10 minutes before its time, then answers 409', async () => {
    const post = (await create(pagePost())).json<{ uuid: string }>();
    const edited = await call(
      'updatePost',
      'PUT',
      postUrl(post.uuid),
      pagePost({ title: 'Youth night moved', publishAt: inMinutes(90) }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Youth night moved', status: 'scheduled' });
  });

  it('refuses an edit within 10 minutes of going out', async () => {
    expect((await call('deletePost', 'DELETE', postUrl(DEMO_SOCIAL_POST_ID))).statusCode).toBe(204);
    const created = await create(pagePost({ channelId: CHURCH_PAGE, publishAt: inMinutes(9) }));
    const soon = created.json<{ uuid: string; editable: boolean }>();
    expect(soon.editable).toBe(false);
    const refused = await call(
      'updatePost',
      'PUT',
      postUrl(soon.uuid),
      pagePost({ channelId: CHURCH_PAGE, publishAt: inMinutes(60) }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual([
      { code: 'POST_NOT_EDITABLE', message: SOCIAL_POST_MESSAGES.notEditable },
    ]);
    expect((await call('getPost', 'GET', postUrl(soon.uuid))).json()).toEqual(soon);
  });

  it('publishes a due post through the sandbox network and records it posted', async () => {
    const post = (await create(pagePost({ publishAt: inMinutes(20) }))).json<{ uuid: string }>();
    // Not due yet: nothing goes out.
    const early = await runJobsAt(new Date());
    expect(early.posts.size).toBe(0);
    expect((await call('getPost', 'GET', postUrl(post.uuid))).json()).toMatchObject({
      status: 'scheduled',
    });

    const network = await runJobsAt(new Date(Date.now() + 21 * MINUTE_MS));
    expect([...network.posts.values()]).toEqual([
      expect.objectContaining({
        channelId: YOUTH_PAGE,
        title: 'Youth night is back',
        description: 'Friday at 7, pizza first.',
        videoBytes: null,
      }),
    ]);
    const posted = (await call('getPost', 'GET', postUrl(post.uuid))).json();
    expect(posted).toMatchObject({ status: 'posted', editable: false, failureReason: null });

    // A posted post is history: it cannot be cancelled or edited.
    const deleted = await call('deletePost', 'DELETE', postUrl(post.uuid));
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual([
      { code: 'POST_NOT_CANCELLABLE', message: SOCIAL_POST_MESSAGES.notCancellable },
    ]);
    // The page is free again for the next post.
    expect((await create(pagePost({ publishAt: inMinutes(120) }))).statusCode).toBe(201);
  });

  it('records a failure when the page is no longer linked at its time', async () => {
    const post = (await create(pagePost({ publishAt: inMinutes(20) }))).json<{ uuid: string }>();
    const unlinked = await call(
      'unlinkSocialAccount',
      'DELETE',
      `/api/v4/customers/${riverside}/social/accounts/${SOCIAL_ACCOUNT_IDS.riversideFacebook}`,
    );
    expect(unlinked.statusCode).toBe(204);
    const network = await runJobsAt(new Date(Date.now() + 21 * MINUTE_MS));
    expect(network.posts.size).toBe(0);
    expect((await call('getPost', 'GET', postUrl(post.uuid))).json()).toMatchObject({
      status: 'failed',
      failureReason: POST_FAILURES.channelGone,
    });
    // A failed post can be removed.
    expect((await call('deletePost', 'DELETE', postUrl(post.uuid))).statusCode).toBe(204);
    expect((await call('getPost', 'GET', postUrl(post.uuid))).statusCode).toBe(404);
  });

  it('does not publish a post that was moved or cancelled after its job was queued', async () => {
    const post = (await create(pagePost({ publishAt: inMinutes(20) }))).json<{ uuid: string }>();
    await call('updatePost', 'PUT', postUrl(post.uuid), pagePost({ publishAt: inMinutes(120) }));
    const network = await runJobsAt(new Date(Date.now() + 21 * MINUTE_MS));
    expect(network.posts.size).toBe(0);
    expect((await call('getPost', 'GET', postUrl(post.uuid))).json()).toMatchObject({
      status: 'scheduled',
    });
  });
});

describe('who may see and change posts', () => {
  it('answers 404 for another organisation, by its path or by a post id', async () => {
    const harborAdmin = await signIn(app, 'admin@harbor.example');
    const foreign = await call(
      'getPost',
      'GET',
      postUrl(DEMO_SOCIAL_POST_ID),
      undefined,
      harborAdmin,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual([{ code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound }]);
    const byId = await call(
      'getPost',
      'GET',
      postUrl(DEMO_SOCIAL_POST_ID, harbor),
      undefined,
      harborAdmin,
    );
    expect(byId.statusCode).toBe(404);
    const cancel = await call(
      'deletePost',
      'DELETE',
      postUrl(DEMO_SOCIAL_POST_ID, harbor),
      undefined,
      harborAdmin,
    );
    expect(cancel.statusCode).toBe(404);
    expect((await call('getPost', 'GET', postUrl(DEMO_SOCIAL_POST_ID))).statusCode).toBe(200);
  });

  it('refuses roles without manageSocialMedia (403) and stores nothing', async () => {
    for (const userName of [
      'library@riverside.example',
      'review@riverside.example',
      'encoders@riverside.example',
    ]) {
      const session = await signIn(app, userName);
      const list = await call('listPosts', 'GET', postsUrl(), undefined, session);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual([{ code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden }]);
      expect((await create(pagePost(), session)).statusCode).toBe(403);
    }
    const admin = await signIn(app, 'admin@riverside.example');
    expect(
      (await call('listPosts', 'GET', postsUrl(), undefined, admin)).json<unknown[]>(),
    ).toHaveLength(1);
  });
});

describe('video-site posts', () => {
  const VIDEO = new Uint8Array(4096).fill(7);

  async function storeOriginal(mediaId: string) {
    const services = await createServices(database, { storageDir });
    await services.storage.put(mediaFileKey(riverside, mediaId, ORIGINAL_FILE), VIDEO);
  }

  const videoPost = () =>
    pagePost({
      destinationType: 'YOUTUBE',
      channelId: VIDEO_CHANNEL,
      mediaId: MEDIA_IDS.youthNight,
      publishAt: inMinutes(20),
    });

  const channelRow = async () =>
    (
      await database.db
        .select()
        .from(socialChannels)
        .where(eq(socialChannels.externalId, VIDEO_CHANNEL))
    )[0];

  it('uploads the stored video and takes one of the channel’s 3 notifications of the day', async () => {
    await storeOriginal(MEDIA_IDS.youthNight);
    const post = (await create(videoPost())).json<{ uuid: string }>();
    const at = new Date(Date.now() + 21 * MINUTE_MS);
    const { youtube } = await runNetworksAt(at);
    expect([...youtube.posts.values()]).toEqual([
      expect.objectContaining({
        channelId: VIDEO_CHANNEL,
        videoBytes: VIDEO.length,
        notifiedSubscribers: true,
      }),
    ]);
    expect((await call('getPost', 'GET', postUrl(post.uuid))).json()).toMatchObject({
      status: 'posted',
    });
    expect(await channelRow()).toMatchObject({
      notificationsDay: at.toISOString().slice(0, 10),
    });
  });

  it('goes out without a notification once the channel used its 3 of the day', async () => {
    await storeOriginal(MEDIA_IDS.youthNight);
    const at = new Date(Date.now() + 21 * MINUTE_MS);
    await database.db
      .update(socialChannels)
      .set({ notificationsDay: at.toISOString().slice(0, 10), notificationsSent: 3 })
      .where(eq(socialChannels.externalId, VIDEO_CHANNEL));
    const post = (await create(videoPost())).json<{ uuid: string }>();
    const { youtube } = await runNetworksAt(at);
    expect([...youtube.posts.values()]).toEqual([
      expect.objectContaining({ notifiedSubscribers: false }),
    ]);
    expect((await call('getPost', 'GET', postUrl(post.uuid))).json()).toMatchObject({
      status: 'posted',
    });
    expect((await channelRow())?.notificationsSent).toBe(3);
  });

  it('fails the post when its video file is gone', async () => {
    const post = (await create(videoPost())).json<{ uuid: string }>();
    const { youtube } = await runNetworksAt(new Date(Date.now() + 21 * MINUTE_MS));
    expect(youtube.posts.size).toBe(0);
    expect((await call('getPost', 'GET', postUrl(post.uuid))).json()).toMatchObject({
      status: 'failed',
      failureReason: POST_FAILURES.videoGone,
    });
  });
});
