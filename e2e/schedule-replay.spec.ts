import { expect, test, type APIRequestContext } from '@playwright/test';
import { tokenFor } from './support/demo';

/**
 * Issue 16's replay journey on the real server: a replay of a library video scheduled a minute
 * ahead plays on its web channel at its time, with nobody pressing a button. The server's
 * scheduler starts it as a realtime web video (the RTMP ingest, the relay, HLS); the watch page
 * plays it; pausing the event stops it. The channel is made for the test, so no other journey's
 * use of the demo channels can take it.
 */
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const HOPE_IN_HARD_TIMES = '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01';
const NORTH_AMERICA = '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5a01';
const ADMIN = 'admin@riverside.example';
const EVENT_ADMIN = 'events@riverside.example';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function processed(request: APIRequestContext, token: string) {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/media-status/media/${HOPE_IN_HARD_TIMES}`, {
          headers: bearer(token),
        });
        return ((await response.json()) as { status: string }).status;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe('COMPLETE');
}

async function actionsOf(request: APIRequestContext, token: string, eventId: string) {
  const response = await request.get(`/api/v3/subjects/${eventId}/events`, {
    headers: bearer(token),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ metadata: { action: string; reason?: string } }>).map(
    (entry) => entry.metadata.reason ?? entry.metadata.action,
  );
}

test('a replay of a library video scheduled a minute ahead plays on its web channel at its time', async ({
  page,
  request,
}) => {
  test.setTimeout(330_000);
  const adminToken = await tokenFor(request, ADMIN);
  const channel = await request.post(`/api/v3/customers/${RIVERSIDE}/webeventprofiles`, {
    headers: bearer(adminToken),
    data: {
      name: 'Replay Chapel',
      description: 'Scheduled replays.',
      loadBalancerName: `riverside_replay_${Date.now()}`,
      regionId: NORTH_AMERICA,
      embedType: 'script_tag',
      streamUrlsEnabled: true,
      streamDelaySeconds: null,
      deleteAfter: 20,
      showLogo: false,
      automatedSubtitles: false,
      qrClickOverlayEnabled: false,
      detectQrCodes: false,
      offlineContent: { type: 'replay_event' },
    },
  });
  expect(channel.status(), await channel.text()).toBe(201);
  const { uuid: channelId, embedId } = (await channel.json()) as { uuid: string; embedId: string };

  const token = await tokenFor(request, EVENT_ADMIN);
  await processed(request, token);
  const start = new Date(Date.now() + 60_000);
  const created = await request.post(`/api/v3/customers/${RIVERSIDE}/events`, {
    headers: bearer(token),
    data: {
      name: 'Hope in Hard Times, again',
      startTime: start.toISOString(),
      timezone: 'America/Chicago',
      durationMinutes: 10,
      contentType: 'saved_video',
      mediaId: HOPE_IN_HARD_TIMES,
      contentDestinations: [{ type: 'EMBED', webEventProfileId: channelId }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { uuid: string };

  // A viewer opens the watch page early: offline, and nothing plays before its time (a replay
  // has no encoder head start).
  await page.goto(`/embed/${embedId}`);
  await expect(
    page.getByText('The stream is offline. It starts here as soon as it goes live.'),
  ).toBeVisible();
  expect(await actionsOf(request, token, event.uuid)).not.toContain('started');

  // At its time the scheduler starts it, and the open page plays it by itself.
  await expect
    .poll(() => actionsOf(request, token, event.uuid), { timeout: 150_000, intervals: [3_000] })
    .toContain('started');
  expect(Date.now()).toBeGreaterThanOrEqual(start.getTime());
  expect(await actionsOf(request, token, event.uuid)).not.toContain('failed');
  const player = page.getByTestId('live-player');
  await expect(player).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 90_000,
    })
    .toBeGreaterThan(0);
  await expect(page.getByText('The stream is offline.', { exact: false })).toHaveCount(0);

  // Pausing stops it at once, and the log says so.
  const paused = await request.post(`/api/v3/customers/${RIVERSIDE}/events/${event.uuid}/pause`, {
    headers: bearer(token),
  });
  expect(paused.ok()).toBe(true);
  expect((await actionsOf(request, token, event.uuid)).slice(0, 2)).toEqual([
    'paused',
    'stopped_paused',
  ]);
});
