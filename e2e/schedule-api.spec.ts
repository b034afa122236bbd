import { expect, test, type APIRequestContext } from '@playwright/test';
import { HARBOR_ADMIN, RIVERSIDE_VIDEO_REVIEW, tokenFor } from './support/demo';

/**
 * Issue 16's journeys through the API (the /schedule screens come in a later session): the Event
 * Admin schedules a weekly live event starting in two minutes and the server's scheduler reaches
 * it by itself; an overlapping event is refused with the overlap message; the Video Review user
 * cannot create events; another organisation sees none of it. The e2e server runs the demo's
 * software encoders (support/server-with-encoders.mjs), so the scheduler's start really streams:
 * the web channel goes live by itself, and pausing the event stops it at once.
 */
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const HARBOR = '9d3b7c10-5e2f-4a6b-8c7d-3e4f5a6b7c02';
const EVENT_ADMIN = 'events@riverside.example';
const LOBBY_LAPTOP = '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a11';
const YOUTH_CHANNEL = '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c02';
const YOUTH_WEB_CHANNEL = '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02';
const YOUTH_EMBED_ID = 'rvs-youth-3m8d';
const OVERLAP_MESSAGE = 'This event overlaps another event on the same encoder.';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function weeklyEvent(startTime: Date, name = 'Youth Night') {
  return {
    name,
    startTime: startTime.toISOString(),
    timezone: 'America/Chicago',
    durationMinutes: 30,
    recurrence: { type: 'weekly', interval: 1, endType: 'AFTER', occurrences: 5 },
    contentType: 'live_encoder',
    encoderId: LOBBY_LAPTOP,
    encoderChannelId: YOUTH_CHANNEL,
    automaticSettings: true,
    encoderScheduleName: 'Youth Night',
    preEventBufferMinutes: 1,
    contentDestinations: [{ type: 'EMBED', webEventProfileId: YOUTH_WEB_CHANNEL }],
  };
}

async function actionsOf(request: APIRequestContext, token: string, eventId: string) {
  const response = await request.get(`/api/v3/subjects/${eventId}/events`, {
    headers: bearer(token),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ metadata: { action: string } }>).map(
    (entry) => entry.metadata.action,
  );
}

test('the Event Admin schedules a weekly event in two minutes; it is listed and the scheduler reaches it', async ({
  request,
}) => {
  // The scheduler's start is due a minute after creation: the journey waits for it.
  test.setTimeout(330_000);
  const token = await tokenFor(request, EVENT_ADMIN);
  const start = new Date(Date.now() + 2 * 60_000);
  const created = await request.post(`/api/v3/customers/${RIVERSIDE}/events`, {
    headers: bearer(token),
    data: weeklyEvent(start),
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { uuid: string };

  const window = new URLSearchParams({
    startTime: new Date(start.getTime() - 60_000).toISOString(),
    endTime: new Date(start.getTime() + 36 * 24 * 60 * 60_000).toISOString(),
  });
  const schedules = await request.get(`/api/v3/customers/${RIVERSIDE}/schedules?${window}`, {
    headers: bearer(token),
  });
  const occurrences = ((await schedules.json()) as Array<{ eventId: string }>).filter(
    (item) => item.eventId === event.uuid,
  );
  expect(occurrences).toHaveLength(5);
  const future = await request.get(`/api/v3/customers/${RIVERSIDE}/events?timeFilter=FUTURE`, {
    headers: bearer(token),
  });
  expect(((await future.json()) as Array<{ uuid: string }>).map((item) => item.uuid)).toContain(
    event.uuid,
  );

  // The pre-event buffer is a minute: the start job is due in about a minute, nobody presses a
  // button. The Lobby Laptop's agent streams and the youth channel goes live by itself.
  await expect
    .poll(() => actionsOf(request, token, event.uuid), { timeout: 150_000, intervals: [5_000] })
    .toContain('started');
  expect(await actionsOf(request, token, event.uuid)).not.toContain('failed');
  await expect
    .poll(
      async () => {
        const config = await request.get(`/api/player-config/embeds/${YOUTH_EMBED_ID}`);
        return ((await config.json()) as { liveStatus?: string }).liveStatus;
      },
      { timeout: 90_000, intervals: [3_000] },
    )
    .toBe('LIVE');
  // Pausing stops the live instance at once; the log says who and why.
  const paused = await request.post(`/api/v3/customers/${RIVERSIDE}/events/${event.uuid}/pause`, {
    headers: bearer(token),
  });
  expect(paused.ok()).toBe(true);
  const actions = await actionsOf(request, token, event.uuid);
  expect(actions.slice(0, 2)).toEqual(['paused', 'stopped_paused']);

  const overlapping = await request.post(`/api/v3/customers/${RIVERSIDE}/events`, {
    headers: bearer(token),
    data: {
      ...weeklyEvent(new Date(start.getTime() + 7 * 24 * 60 * 60_000 + 10 * 60_000), 'Clash'),
      recurrence: null,
      // Recording only: the clash is the encoder's alone.
      contentDestinations: [{ type: 'SAVEONLY' }],
    },
  });
  expect(overlapping.status()).toBe(422);
  expect(await overlapping.json()).toEqual([
    { code: 'EVENT_OVERLAP', message: OVERLAP_MESSAGE, field: 'body.encoderId' },
  ]);
});

test('the Video Review user cannot create events, and Harbor cannot see Riverside events', async ({
  request,
}) => {
  const review = await tokenFor(request, RIVERSIDE_VIDEO_REVIEW);
  const refused = await request.post(`/api/v3/customers/${RIVERSIDE}/events`, {
    headers: bearer(review),
    data: weeklyEvent(new Date(Date.now() + 60 * 24 * 60 * 60_000)),
  });
  expect(refused.status()).toBe(403);

  const harbor = await tokenFor(request, HARBOR_ADMIN);
  const listed = await request.get(`/api/v3/customers/${HARBOR}/events`, {
    headers: bearer(harbor),
  });
  expect(listed.status()).toBe(200);
  expect(await listed.json()).toEqual([]);
  const riverside = await request.get(`/api/v3/customers/${RIVERSIDE}/events`, {
    headers: bearer(harbor),
  });
  expect(riverside.status()).toBe(404);
});
