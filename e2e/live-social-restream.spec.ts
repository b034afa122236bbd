import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Locator,
} from '@playwright/test';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The restream tests' RTMP server (ffmpeg `-listen 1` on loopback, handed out once it listens):
// the same stand-in for a destination that really receives, so the journey needs no second one.
import { LoopbackRtmpSink } from '../apps/server/src/live/broadcast/loopback-rtmp-sink';
import { countVideoPackets } from '../apps/server/src/test-support/ffmpeg-publisher';
import type {
  ContentDestination,
  ContentDestinationSummary,
  Encoder,
  EncoderVideo,
  RtmpDestination,
  SocialAccount,
} from '../packages/api/src/models';
import { currentUser, RIVERSIDE_ADMIN, signIn, tokenFor } from './support/demo';
import {
  removeEncoderNamed,
  startSoftwareEncoder,
  type RunningSoftwareEncoder,
} from './support/software-encoder';

/**
 * Issue 15's first journey: the Event Admin links the sandbox social network (its authorisation
 * page, back to fb-redirect), goes live in Go Live to one of its pages and to a custom RTMP
 * destination served by an RTMP server this test starts; both receive the stream; stopping the
 * social destination from the destinations table leaves the RTMP one running.
 *
 * The encoder is a software encoder of this journey's own, registered for it and removed after
 * (the demo's two are held by the other live journeys), so the journeys run in any order. The
 * sandbox page's live video has its own RTMP server on loopback (sandbox-provider.ts) whose
 * audience counts only while the stream arrives: viewers seen by a summary read while live say it
 * receives then, the Totals' views after the stop that it received.
 */

const EVENT_ADMIN = 'events@riverside.example';
const ENCODER_NAME = 'Restream Laptop';
/** Jordan's page on the sandbox social network; Riverside has not linked Jordan in the demo. */
const SANDBOX_PERSON = 'Jordan Rivera';
const PAGE = 'Jordan Rivera Worship';

/** The number a totals figure shows ("Views" → 3). */
async function figure(dialog: Locator, label: string): Promise<number> {
  const value = dialog
    .getByRole('group', { name: label, exact: true })
    .locator('.studio-Stat-value');
  return Number((await value.innerText()).replace(/[^\d.]/g, ''));
}

const bytesOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;

/** The organisation's API as the person calls it, with their bearer token. */
function apiOf(request: APIRequestContext, token: string, customerId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const v3 = (route: string) => `/api/v3/customers/${customerId}/${route}`;
  const v4 = (route: string) => `/api/v4/customers/${customerId}/${route}`;
  const ok = (response: APIResponse) => {
    if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
    return response;
  };
  const json = async <T>(response: APIResponse) => (await ok(response).json()) as T;
  return {
    get: async <T>(route: string) => json<T>(await request.get(v3(route), { headers })),
    post: async <T>(route: string, data?: object) =>
      json<T>(await request.post(v3(route), { headers, ...(data ? { data } : {}) })),
    delete: async (route: string) => ok(await request.delete(v3(route), { headers })),
    socialAccounts: async () =>
      json<SocialAccount[]>(await request.get(v4('social/accounts'), { headers })),
    unlink: async (accountId: string) =>
      ok(await request.delete(v4(`social/accounts/${accountId}`), { headers })),
  };
}

/** What the journey made, so the clean-up after it (passed or failed) can undo it. */
interface Made {
  customerId: string;
  adminToken: string;
  eventAdminToken: string;
  folder: string;
  sink: LoopbackRtmpSink;
  encoder: RunningSoftwareEncoder;
  relayId: string | null;
}
let made: Made | null = null;

test('the event admin goes live to a linked sandbox page and a custom RTMP destination; stopping the page leaves the RTMP one streaming', async ({
  page,
  request,
  baseURL,
}) => {
  // A new software encoder coming online, its ffmpeg, two restreams and the sandbox's audience:
  // minutes on a busy machine (each wait below says for what).
  test.setTimeout(360_000);
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const stamp = Date.now();
  const eventName = `Restream journey ${stamp}`;
  const relayName = `Journey relay ${stamp}`;

  const adminToken = await tokenFor(request, RIVERSIDE_ADMIN);
  const eventAdminToken = await tokenFor(request, EVENT_ADMIN);
  const { customerId } = await currentUser(request, adminToken);
  const admin = apiOf(request, adminToken, customerId);
  const events = apiOf(request, eventAdminToken, customerId);

  const folder = mkdtempSync(path.join(tmpdir(), 'studio-e2e-restream-'));
  const flv = path.join(folder, 'relay.flv');
  const sink = await LoopbackRtmpSink.start({ outputFile: flv });
  const encoder = await startSoftwareEncoder(`e2e-restream-${stamp}`, baseURL ?? '');
  const journey: Made = {
    customerId,
    adminToken,
    eventAdminToken,
    folder,
    sink,
    encoder,
    relayId: null,
  };
  made = journey;
  await test.step('set-up: the encoder registered, the RTMP server a custom destination', async () => {
    // Registering needs the Organization Admin (spec section 6); the agent then comes online.
    const deviceId = new URLSearchParams(encoder.registrationPath.split('?')[1]).get('deviceId');
    await admin.post('encoders/software', { name: ENCODER_NAME, deviceId });
    await expect
      .poll(
        async () =>
          (await admin.get<Encoder[]>('encoders')).find((item) => item.name === ENCODER_NAME)
            ?.online,
        { timeout: 60_000 },
      )
      .toBe(true);
    const relay = await events.post<RtmpDestination>('rtmp/destination', {
      name: relayName,
      streamUrl: sink.streamUrl,
      streamKey: 'journey',
    });
    journey.relayId = relay.uuid;
    console.log(`encoder online after ${elapsed()}`);
  });

  // Nobody presses a destination's Start here: the studio must send none (it once restarted a
  // destination on each list read that said `starting`).
  const startsSent: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/contentdestinations\/[^/]+\/start$/.test(sent.url()))
      startsSent.push(sent.url());
  });

  await test.step('the event admin links the sandbox social network', async () => {
    await signIn(page, EVENT_ADMIN);
    await page.goto('/settings/social-media');
    await page.getByRole('button', { name: 'Link social network' }).click();
    await expect(page).toHaveURL(/\/sandbox\/social\/authorize\?/);
    await page.getByRole('radio', { name: SANDBOX_PERSON }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByText(`“${SANDBOX_PERSON}” is linked.`)).toBeVisible();
    const account = page.getByRole('region', { name: SANDBOX_PERSON });
    await expect(account.getByText('Access verified')).toBeVisible();
    await expect(account.getByText(PAGE, { exact: true })).toBeVisible();
  });

  await test.step('Go Live to the page and the custom RTMP destination, no web channel', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Go Live' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Go Live' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Event name/ }).fill(eventName);
    await page.getByRole('button', { name: /Encoder$/ }).click();
    await page.getByRole('option', { name: `${ENCODER_NAME} (online)` }).click();
    // A new encoder has no channel of its own: the person chooses one.
    await page.getByRole('button', { name: /Encoder channel$/ }).click();
    await page.getByRole('option', { name: 'Europe Mission Trip' }).click();

    await page.getByRole('button', { name: 'Add a custom RTMP destination' }).click();
    const relayRow = page.getByRole('group', { name: 'Custom RTMP destination 1' });
    await relayRow
      .getByRole('combobox', { name: /^Custom RTMP destination/ })
      .selectOption({ label: relayName });

    await page.getByRole('button', { name: 'Add a social destination' }).click();
    const socialRow = page.getByRole('group', { name: 'Social destination 1' });
    await socialRow
      .getByRole('combobox', { name: /^Page or channel/ })
      .selectOption({ label: `${PAGE} (Sandbox) · Facebook` });
    // The title starts as the event's name.
    await expect(socialRow.getByRole('textbox', { name: /^Title/ })).toHaveValue(eventName);
    await socialRow
      .getByRole('textbox', { name: /^Description/ })
      .fill('Streamed from the e2e journey.');
    await socialRow.getByRole('combobox', { name: /^Privacy/ }).selectOption({ label: 'Public' });
    await socialRow
      .getByRole('combobox', { name: /^Publish status/ })
      .selectOption({ label: 'Published' });

    await page.getByRole('button', { name: 'Go Live', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'You are live' })).toBeVisible({
      timeout: 120_000,
    });
    console.log(`live after ${elapsed()}`);
  });

  const destinations = page.getByRole('table', { name: 'Content destinations', exact: true });
  const relayRow = destinations.getByRole('row', { name: new RegExp(`^${relayName} `) });
  const pageRow = destinations.getByRole('row', { name: new RegExp(`^${PAGE} `) });
  const ofThisEvent = async () => {
    const listed = await events.get<ContentDestination[]>(
      'contentdestinations?size=50&sort=desc.start_time',
    );
    const relay = listed.find((destination) => destination.rtmpDestinationId === journey.relayId);
    const social = listed.find(
      (destination) => destination.eventId === relay?.eventId && destination.type === 'FACEBOOK',
    );
    if (!relay || !social) throw new Error('the event’s destinations are not listed');
    return { relay, social };
  };

  await test.step('both receive: the RTMP server writes video, the page has an audience', async () => {
    await expect(relayRow.getByRole('button', { name: `Stop ${relayName}` })).toBeVisible({
      timeout: 60_000,
    });
    await expect(pageRow.getByRole('button', { name: `Stop ${PAGE}` })).toBeVisible({
      timeout: 60_000,
    });
    // The RTMP server's file holds video, and keeps growing.
    await expect.poll(() => countVideoPackets(flv), { timeout: 90_000 }).toBeGreaterThan(30);
    const written = bytesOf(flv);
    await expect.poll(() => bytesOf(flv), { timeout: 30_000 }).toBeGreaterThan(written);
    // The studio shows a started destination; whether the network receives right now only its
    // figures say (the sandbox counts viewers only while the stream arrives): the API's summary.
    const { social } = await ofThisEvent();
    await expect
      .poll(
        async () =>
          (await events.get<ContentDestinationSummary>(`contentdestinations/${social.id}/summary`))
            .peakConcurrentViewers,
        { timeout: 90_000 },
      )
      .toBeGreaterThan(0);
    await expect(pageRow.getByText('Started', { exact: true })).toBeVisible();
    await expect(relayRow.getByText('Started', { exact: true })).toBeVisible();
    console.log(`both receiving after ${elapsed()}`);
  });

  await test.step('stopping the page from the table leaves the RTMP destination streaming', async () => {
    await pageRow.getByRole('button', { name: `Stop ${PAGE}` }).click();
    await expect(pageRow.getByText('Stopped', { exact: true })).toBeVisible({ timeout: 60_000 });
    // The page's live video ended: its Totals count the audience it had while it received.
    await pageRow.getByRole('button', { name: `Totals of ${PAGE}` }).click();
    const totals = page.getByRole('dialog', { name: `Totals of ${PAGE}` });
    await expect(totals.getByRole('group', { name: 'Views' })).toBeVisible();
    expect(await figure(totals, 'Views')).toBeGreaterThan(0);
    expect(await figure(totals, 'Peak concurrent viewers')).toBeGreaterThan(0);
    await totals.getByRole('button', { name: 'Close' }).click();
    await expect(totals).toHaveCount(0);

    // The RTMP destination plays on: its file grows, it is still started, here and on the server.
    const written = bytesOf(flv);
    await expect.poll(() => bytesOf(flv), { timeout: 30_000 }).toBeGreaterThan(written);
    expect(sink.receiving).toBe(true);
    await expect(relayRow.getByText('Started', { exact: true })).toBeVisible();
    await expect(relayRow.getByRole('button', { name: `Stop ${relayName}` })).toBeVisible();
    const { relay, social } = await ofThisEvent();
    expect(relay.status).toBe('started');
    expect(social.status).toBe('stopped');
    expect(startsSent).toEqual([]);
  });

  await test.step('stopping the encoder ends the event, and the RTMP stream with it', async () => {
    await page.goto('/settings/encoders');
    await page.getByRole('rowheader', { name: ENCODER_NAME }).click();
    const commands = page.getByRole('toolbar', { name: 'Encoder commands' });
    await commands.getByRole('button', { name: 'Stop' }).click();
    await expect(commands.getByRole('button', { name: 'Start' })).toBeVisible({
      timeout: 60_000,
    });
    await expect
      .poll(async () => (await ofThisEvent()).relay.status, { timeout: 60_000 })
      .toBe('stopped');
    await sink.sessionEnded();
    expect(sink.receiving).toBe(false);
    console.log(`stopped after ${elapsed()}`);
  });
});

// After the journey, passed or failed: nothing of it stays live, linked or registered for the
// journeys after it. A hook rather than a `finally` in the test: when the test ran out of time,
// the `finally` found the test's request context closed and undid nothing. Each undoing is tried
// on its own, so one failure skips no other.
test.afterEach(async ({ request }) => {
  if (!made) return;
  const { customerId, adminToken, eventAdminToken, folder, sink, encoder, relayId } = made;
  made = null;
  const events = apiOf(request, eventAdminToken, customerId);
  const failures: unknown[] = [];
  const attempt = async (undo: () => Promise<unknown>) => {
    try {
      await undo();
    } catch (error) {
      failures.push(error);
    }
  };
  if (relayId) {
    // The journey's event is the one that streamed to its RTMP destination (found from the
    // server, so also when the journey failed before it looked).
    await attempt(async () => {
      const listed = await events.get<ContentDestination[]>('contentdestinations?size=50');
      const eventId = listed.find((item) => item.rtmpDestinationId === relayId)?.eventId;
      if (!eventId) return;
      const videos = await events.get<EncoderVideo[]>('encodervideos');
      for (const video of videos.filter((item) => item.eventId === eventId)) {
        if (video.state === 'STARTED') await events.post(`encodervideos/${video.uuid}/stop`);
      }
      for (const destination of listed.filter((item) => item.eventId === eventId)) {
        if (destination.status === 'stopped' || destination.status === 'error')
          await events.post(`contentdestinations/${destination.id}/archive`);
      }
    });
  }
  await attempt(async () => {
    // Unregistering is refused while the encoder streams or stops (409), and the encoder page
    // offers Start again as soon as the stop is accepted: stop it if need be, and wait for its
    // agent to report it stopped (before ending the agent: without it, it stays STOPPING).
    const admin = apiOf(request, adminToken, customerId);
    const busy = async () => {
      const ours = (await admin.get<Encoder[]>('encoders')).find(
        (item) => item.name === ENCODER_NAME,
      );
      if (ours && ['SET_UP', 'STARTING', 'STARTED'].includes(ours.state ?? ''))
        await admin.post(`encoders/${ours.uuid}/stop`);
      return (
        ours !== undefined &&
        ['SET_UP', 'STARTING', 'STARTED', 'STOPPING'].includes(ours.state ?? '')
      );
    };
    await expect.poll(busy, { timeout: 60_000 }).toBe(false);
    await removeEncoderNamed(request, adminToken, customerId, ENCODER_NAME);
  });
  encoder.stop();
  await attempt(() => sink.stop());
  await attempt(async () => {
    for (const account of await events.socialAccounts()) {
      if (account.name === SANDBOX_PERSON) await events.unlink(account.uuid);
    }
  });
  if (relayId) await attempt(() => events.delete(`rtmp/destination/${relayId}`));
  rmSync(folder, { recursive: true, force: true });
  expect(failures).toEqual([]);
});
