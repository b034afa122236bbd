import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SCHEDULE_MESSAGES,
  SOCIAL_MESSAGES,
  SOCIAL_POST_MESSAGES,
  socialAccessErrorMessage,
} from '@studio/domain';
import { contentDestinations } from '../db/broadcast/schema';
import type { DatabaseHandle } from '../db/connection';
import { socialAccounts, socialChannels } from '../db/social/schema';
import { SOCIAL_ACCOUNT_IDS } from '../seed/seed-social';
import { SandboxSocialProvider } from '../social/sandbox-provider';
import {
  buildTestApp,
  ContractResponseValidator,
  ENCODER_CHANNEL_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
  type SignedIn,
} from '../test-support';
import { FfmpegEncoderControl } from '../test-support/ffmpeg-publisher';
import { eventually } from '../test-support/eventually';

const riverside = ORGANISATION_IDS.riverside;
const CHURCH_PAGE = '104233118812345';
const VIDEO_CHANNEL = 'UC4f1c2a7e8b3d4c559a61';
/** Harbor's page: linked, but not Riverside's. */
const HARBOR_PAGE = '104233118877777';

let contract: ContractResponseValidator;
let app: FastifyInstance;
let database: DatabaseHandle;
let encoders: FfmpegEncoderControl;
let workDir: string;
let events: SignedIn;
let facebook: SandboxSocialProvider;
let youtube: SandboxSocialProvider;
let sandboxNow: Date;

const goLiveUrl = `/api/v4/customers/${riverside}/golive`;
const v3 = (path: string) => `/api/v3/customers/${riverside}/${path}`;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'studio-social-live-'));
  encoders = new FfmpegEncoderControl();
  database = await openTestDatabase();
  // The sandbox as the demo runs it: each live video has an RTMP server on loopback. Its clock
  // moves only when a test moves it, so its audience (a few joiners a minute) is known.
  sandboxNow = new Date();
  const sandboxClock = { now: () => sandboxNow };
  facebook = new SandboxSocialProvider('facebook', sandboxClock);
  youtube = new SandboxSocialProvider('youtube', sandboxClock);
  app = await buildTestApp({
    database,
    encoderControl: encoders,
    liveIngest: { port: 0 },
    liveDir: workDir,
    storageDir: join(workDir, 'storage'),
    encoderStartTimeoutMs: 60_000,
    socialProviders: { facebook, youtube },
  });
  events = await signIn(app, 'events@riverside.example');
});
afterEach(async () => {
  await app.close();
  await encoders.stopAll();
  await rm(workDir, { recursive: true, force: true });
});

async function call(
  operationId: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: events.headers,
    ...(payload ? { payload } : {}),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

interface Destination {
  id: string;
  eventId: string;
  type: string;
  status: string;
  channelId: string | null;
  destinationId: string | null;
  privacy: string | null;
  publishStatus: string | null;
}

const destination = async (id: string) =>
  (await call('getContentDestination', 'GET', v3(`contentdestinations/${id}`))).json<Destination>();

const destinationsOfEvent = async (eventId: string) =>
  (await call('listContentDestinations', 'GET', v3('contentdestinations?size=50')))
    .json<Destination[]>()
    .filter((row) => row.eventId === eventId);

const social = (type: 'FACEBOOK' | 'YOUTUBE', channelId: string, changes = {}) => ({
  type,
  channelId,
  title: 'Sunday 9am Service',
  description: 'Join us live from the main sanctuary.',
  privacy: 'public',
  publishStatus: 'published',
  ...changes,
});

const goLive = (destinations: object[]) =>
  call('startGoLive', 'POST', goLiveUrl, {
    name: 'Sunday 9am Service',
    encoderId: randomUUID(),
    encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
    durationMinutes: 60,
    contentDestinations: destinations,
  });

describe('Go Live to social channels (the sandbox networks really receive)', () => {
  it('makes a live video per destination, streams, publishes, stops each alone, and republishes', async () => {
    const started = await goLive([
      { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth },
      social('FACEBOOK', CHURCH_PAGE, { publishStatus: 'unpublished', privacy: 'org' }),
      social('YOUTUBE', VIDEO_CHANNEL),
    ]);
    expect(started.statusCode).toBe(202);
    const eventId = started.json<{ eventId: string }>().eventId;
    const rows = await destinationsOfEvent(eventId);
    const page = rows.find((row) => row.type === 'FACEBOOK')!;
    const channel = rows.find((row) => row.type === 'YOUTUBE')!;
    expect(page).toMatchObject({
      channelId: CHURCH_PAGE,
      privacy: 'org',
      publishStatus: 'unpublished',
    });

    const pageLive = await eventually(
      () => destination(page.id),
      (row) => row.status === 'started',
    );
    const channelLive = await eventually(
      () => destination(channel.id),
      (row) => row.status === 'started',
    );
    // The provider's live video is the destination's id there; its RTMP server receives.
    expect(pageLive.destinationId).toMatch(/^sbx-live-/);
    expect(channelLive.destinationId).toMatch(/^sbx-live-/);
    await eventually(
      async () =>
        facebook.isReceiving(pageLive.destinationId!) &&
        youtube.isReceiving(channelLive.destinationId!),
      Boolean,
    );
    // Unpublished until publishContentDestination; the video site's was published at once.
    expect(facebook.isPublished(pageLive.destinationId!)).toBe(false);
    expect(youtube.isPublished(channelLive.destinationId!)).toBe(true);

    // Publish: the page's live video is shown; then there is nothing more to publish.
    const publish = (id: string) =>
      call('publishContentDestination', 'POST', v3(`contentdestinations/${id}/publish`));
    const published = await publish(page.id);
    expect(published.statusCode).toBe(202);
    expect(facebook.isPublished(pageLive.destinationId!)).toBe(true);
    expect((await destination(page.id)).publishStatus).toBe('published');
    expect((await publish(page.id)).statusCode).toBe(409);
    expect((await publish(channel.id)).json()).toEqual([
      { code: 'NOTHING_TO_PUBLISH', message: 'There is nothing to publish.' },
    ]);

    await call('stopContentDestination', 'POST', v3(`contentdestinations/${page.id}/stop`));
    expect((await destination(page.id)).status).toBe('stopped');
    expect(facebook.isReceiving(pageLive.destinationId!)).toBe(false);
    expect(youtube.isReceiving(channelLive.destinationId!)).toBe(true);
    expect((await destination(channel.id)).status).toBe('started');

    // Republish plays the recording again, once the event is over, to a new live video.
    const republish = (id: string) =>
      call('republishContentDestination', 'POST', v3(`contentdestinations/${id}/republish`));
    expect((await republish(page.id)).statusCode).toBe(409);
    const video = (await call('listEncoderVideos', 'GET', v3('encodervideos'))).json<
      Array<{ uuid: string }>
    >()[0]!;
    await call('stopEncoderVideo', 'POST', v3(`encodervideos/${video.uuid}/stop`));
    expect(youtube.isReceiving(channelLive.destinationId!)).toBe(false);
    const again = await republish(page.id);
    expect(again.statusCode).toBe(202);
    const replayed = await eventually(
      () => destination(page.id),
      (row) => row.status === 'started',
    );
    expect(replayed.destinationId).toMatch(/^sbx-live-/);
    expect(replayed.destinationId).not.toBe(pageLive.destinationId);
    await eventually(async () => facebook.isReceiving(replayed.destinationId!), Boolean);
    expect((await republish(page.id)).statusCode).toBe(409);
    // The recording plays to its end, and the destination is stopped again.
    await eventually(
      () => destination(page.id),
      (row) => row.status === 'stopped',
    );
    expect(facebook.isReceiving(replayed.destinationId!)).toBe(false);
  });

  it('publishing answers 503 when the network cannot be reached', async () => {
    const started = await goLive([
      social('YOUTUBE', VIDEO_CHANNEL, { publishStatus: 'scheduled_published' }),
    ]);
    const [channel] = await destinationsOfEvent(started.json<{ eventId: string }>().eventId);
    await eventually(
      () => destination(channel!.id),
      (row) => row.status === 'started',
    );
    youtube.publishLiveVideo = () => Promise.reject(new TypeError('fetch failed'));
    const response = await call(
      'publishContentDestination',
      'POST',
      v3(`contentdestinations/${channel!.id}/publish`),
    );
    expect(response.statusCode).toBe(503);
    expect((await destination(channel!.id)).publishStatus).toBe('scheduled_published');
  });

  it('the summary answers the network’s figures, keeps the peak, and the stored ones when it cannot be reached', async () => {
    const started = await goLive([social('YOUTUBE', VIDEO_CHANNEL)]);
    const [channel] = await destinationsOfEvent(started.json<{ eventId: string }>().eventId);
    const live = await eventually(
      () => destination(channel!.id),
      (row) => row.status === 'started',
    );
    await eventually(async () => youtube.isReceiving(live.destinationId!), Boolean);
    const summary = async () =>
      (
        await call(
          'getContentDestinationSummary',
          'GET',
          v3(`contentdestinations/${channel!.id}/summary`),
        )
      ).json<Record<string, number | string>>();
    const totals = (views: number, peak: number) => ({
      id: channel!.id,
      views,
      viewers: views,
      peakConcurrentViewers: peak,
      totalMinutesWatched: 0,
    });

    // The sandbox's first 3 viewers join as the stream arrives, 2 more each minute it is received.
    expect(await summary()).toEqual(totals(3, 3));
    sandboxNow = new Date(sandboxNow.getTime() + 5 * 60_000);
    expect(await summary()).toEqual(totals(13, 13));

    // Two more minutes, read only as the live video stops: a network that cannot be reached
    // then answers those figures, not an error. Whether the 17 were still watching at that read
    // depends on whether the network saw the stream end first (the restreamer's exit and the
    // network's notice race), so the peak is 17 or the 13 read before; the views are 17 either way.
    sandboxNow = new Date(sandboxNow.getTime() + 2 * 60_000);
    await call('stopContentDestination', 'POST', v3(`contentdestinations/${channel!.id}/stop`));
    await eventually(
      async () => youtube.isReceiving(live.destinationId!),
      (receiving) => !receiving,
      'the network to see the stream end',
    );
    const reachable = youtube.liveVideoStatistics.bind(youtube);
    youtube.liveVideoStatistics = () => Promise.reject(new TypeError('fetch failed'));
    const atStop = await summary();
    expect(atStop).toEqual(totals(17, Number(atStop.peakConcurrentViewers)));
    expect([13, 17]).toContain(atStop.peakConcurrentViewers);

    // Reachable again, the network has nobody watching now: the highest seen stays.
    youtube.liveVideoStatistics = reachable;
    expect(await summary()).toEqual(atStop);
  });

  it('a provider refusal puts that destination in error, and nothing else', async () => {
    // A channel Riverside linked that the network does not know (any more).
    await database.db.insert(socialChannels).values({
      organisationId: riverside,
      accountId: SOCIAL_ACCOUNT_IDS.riversideYoutube,
      externalId: 'UCgoneFromTheNetwork01',
      name: 'Old channel',
      type: 'channel',
    });
    const started = await goLive([
      social('YOUTUBE', 'UCgoneFromTheNetwork01'),
      social('FACEBOOK', CHURCH_PAGE),
    ]);
    expect(started.statusCode).toBe(202);
    const rows = await destinationsOfEvent(started.json<{ eventId: string }>().eventId);
    const refused = rows.find((row) => row.type === 'YOUTUBE')!;
    const page = rows.find((row) => row.type === 'FACEBOOK')!;
    await eventually(
      () => destination(page.id),
      (row) => row.status === 'started',
    );
    const failed = await eventually(
      () => destination(refused.id),
      (row) => row.status === 'error',
    );
    expect(failed.destinationId).toBeNull();
    const [stored] = await database.db
      .select()
      .from(contentDestinations)
      .where(eq(contentDestinations.id, refused.id));
    expect(stored?.errorReason).toBe(socialAccessErrorMessage('100'));
    expect((await destination(page.id)).status).toBe('started');
  });
});

describe('Go Live refuses social destinations it cannot stream to', () => {
  it('with the messages of spec section 5', async () => {
    const response = await goLive([
      social('YOUTUBE', VIDEO_CHANNEL, { title: 'x'.repeat(101) }),
      social('FACEBOOK', CHURCH_PAGE, {
        title: ' ',
        description: null,
        privacy: null,
        publishStatus: null,
      }),
      social('FACEBOOK', '', { title: 'Sunday' }),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      {
        code: 'INVALID_DESTINATION',
        message: SCHEDULE_MESSAGES.youtubeTitleMax,
        field: 'body.contentDestinations[0].title',
      },
      {
        code: 'INVALID_DESTINATION',
        message: SCHEDULE_MESSAGES.socialTitleRequired,
        field: 'body.contentDestinations[1].title',
      },
      {
        code: 'INVALID_DESTINATION',
        message: SCHEDULE_MESSAGES.socialDescriptionRequired,
        field: 'body.contentDestinations[1].description',
      },
      {
        code: 'INVALID_DESTINATION',
        message: SCHEDULE_MESSAGES.socialPrivacyRequired,
        field: 'body.contentDestinations[1].privacy',
      },
      {
        code: 'INVALID_DESTINATION',
        message: SCHEDULE_MESSAGES.socialPublishStatusRequired,
        field: 'body.contentDestinations[1].publishStatus',
      },
      {
        code: 'INVALID_DESTINATION',
        message: SCHEDULE_MESSAGES.socialAccountRequired,
        field: 'body.contentDestinations[2].channelId',
      },
    ]);
  });

  it('a channel that is not the organisation’s, or whose access was revoked', async () => {
    const elsewhere = await goLive([social('FACEBOOK', HARBOR_PAGE)]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual([
      {
        code: 'INVALID_DESTINATION',
        message: SOCIAL_POST_MESSAGES.channelUnknown,
        field: 'body.contentDestinations[0].channelId',
      },
    ]);
    await database.db
      .update(socialAccounts)
      .set({ accessRevoked: true })
      .where(eq(socialAccounts.id, SOCIAL_ACCOUNT_IDS.riversideFacebook));
    const revoked = await goLive([social('FACEBOOK', CHURCH_PAGE)]);
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toEqual([
      {
        code: 'INVALID_DESTINATION',
        message: SOCIAL_MESSAGES.accessDenied,
        field: 'body.contentDestinations[0].channelId',
      },
    ]);
  });
});
