import { expect, test } from '@playwright/test';
import { RIVERSIDE_ADMIN, tokenFor } from './support/demo';

/**
 * Sites and viewer analytics through the API of the built server on a fresh data folder: the
 * seeded Riverside site, a new site with a slug, "slug taken" for an existing one, removal; and a
 * player's beacons raising the library video's views and minutes in statistics and the export.
 * (The studio's sites screens, and their journey with the typed CONFIRM, are still to come.)
 */
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const HOPE_IN_HARD_TIMES = '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01';
const PLAYLIST = '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('the admin creates a site with a slug, is told an existing slug is taken, and removes it', async ({
  request,
}) => {
  const admin = await tokenFor(request, RIVERSIDE_ADMIN);
  const sites = `/api/v3/customers/${RIVERSIDE}/sites`;
  const seeded = await request.get(`${sites}/slugs/riverside`, { headers: bearer(admin) });
  expect(await seeded.json()).toEqual({ slug: 'riverside', available: false });

  const taken = await request.post(sites, {
    headers: bearer(admin),
    data: { name: 'Second Riverside', slug: 'riverside', playlistIds: [PLAYLIST] },
  });
  expect(taken.status()).toBe(409);
  expect((await taken.json())[0].message).toBe('This URL slug is already taken.');

  const slug = `youth-${Date.now()}`;
  const created = await request.post(sites, {
    headers: bearer(admin),
    data: { name: 'Youth Nights', slug, themeMode: 'dark', playlistIds: [PLAYLIST] },
  });
  expect(created.status()).toBe(201);
  const site = await created.json();
  expect(site).toMatchObject({ slug, playlistIds: [PLAYLIST] });
  expect(site.url).toMatch(new RegExp(`/sites/${slug}$`));

  const renamed = await request.put(`${sites}/${site.uuid}`, {
    headers: bearer(admin),
    data: { name: 'Youth Nights', slug: `${slug}-2`, playlistIds: [PLAYLIST] },
  });
  expect(renamed.status()).toBe(400);

  expect((await request.delete(`${sites}/${site.uuid}`, { headers: bearer(admin) })).status()).toBe(
    204,
  );
  const free = await request.get(`${sites}/slugs/${slug}`, { headers: bearer(admin) });
  expect((await free.json()).available).toBe(true);
});

test('a player’s beacons raise the video’s views and minutes and appear in the export', async ({
  request,
}) => {
  const admin = await tokenFor(request, RIVERSIDE_ADMIN);
  const start = new Date(Date.now() - 60_000).toISOString();
  const summary = async () => {
    const end = new Date(Date.now() + 60 * 60_000).toISOString();
    const response = await request.get(
      `/api/v3/customers/${RIVERSIDE}/contentLibrary/statistics/summary?start=${start}&end=${end}&mediaId=${HOPE_IN_HARD_TIMES}`,
      { headers: bearer(admin) },
    );
    expect(response.status()).toBe(200);
    const metrics = (await response.json()).metrics as Array<{ metric: string; value: number }>;
    return Object.fromEntries(metrics.map((m) => [m.metric, m.value]));
  };
  const before = await summary();
  const sessionId = `e2e-${Date.now()}`;
  const beat = (positionSeconds: number) =>
    request.post('/api/telemetry/heartbeats', {
      data: {
        sessionId,
        clientId: 'e2e-client',
        mediaId: HOPE_IN_HARD_TIMES,
        playbackType: 'ON_DEMAND',
        positionSeconds,
        timestamp: new Date().toISOString(),
      },
    });
  expect((await beat(0)).status()).toBe(204);
  // The server counts time by its own clock: the next beacon comes after the minimum gap.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect((await beat(6)).status()).toBe(204);

  const after = await summary();
  expect(after.views).toBe((before.views ?? 0) + 1);
  expect(after.totalTimeWatched).toBeGreaterThan(before.totalTimeWatched ?? 0);

  const end = new Date(Date.now() + 60 * 60_000).toISOString();
  const exported = await request.get(
    `/api/v3/customers/${RIVERSIDE}/contentLibrary/export?start=${start}&end=${end}`,
    { headers: bearer(admin) },
  );
  expect(exported.status()).toBe(200);
  expect(await exported.json()).toContainEqual(
    expect.objectContaining({
      sessionId,
      savedVideoId: HOPE_IN_HARD_TIMES,
      clientId: 'e2e-client',
    }),
  );
});
