import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, tokenFor } from './support/demo';

/**
 * Web videos (sim-live, issue 15) on the real server: a processed demo library video played to a
 * web channel faster than realtime through the RTMP ingest and the relay, watched on the channel's
 * watch page; a second start on the same channel refused; stopped for good. The Event Admin does
 * it; the Media Library Admin may not start one.
 */
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const HOPE_IN_HARD_TIMES = '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01';
const EVENT_ADMIN = 'events@riverside.example';
const LIBRARY_ADMIN = 'library@riverside.example';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The demo library is processed on the first start: wait until the item is. */
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

test('the Event Admin plays a library video on Youth Nights faster than realtime, a second start is refused, and stops it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  await processed(request, await tokenFor(request, EVENT_ADMIN));
  console.log(`library video ready after ${Math.round((Date.now() - started) / 1000)} s`);

  await signIn(page, EVENT_ADMIN);
  await page.goto(`/media/library/${HOPE_IN_HARD_TIMES}`);
  await page.getByRole('link', { name: 'Start web video' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start web video' })).toBeVisible();

  // Bad input first: a clear message, and what was typed stays.
  const name = page.getByRole('textbox', { name: /^Name/ });
  await name.fill('Sunday replay <live>');
  await page.getByLabel(/^Web channel/).selectOption({ label: 'Youth Nights' });
  await page.getByLabel(/^Playout/).selectOption({ label: 'Faster than realtime, active now' });
  await page.getByRole('button', { name: 'Start web video' }).click();
  await expect(name).toHaveAccessibleDescription(/Must not contain < or >\./);
  await expect(name).toHaveValue('Sunday replay <live>');

  await name.fill('Sunday replay for the youth');
  await page.getByRole('button', { name: 'Start web video' }).click();
  await expect(page).toHaveURL(/\/media\/web-videos\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Playing')).toBeVisible({ timeout: 60_000 });
  console.log(`playing after ${Math.round((Date.now() - started) / 1000)} s`);
  const webVideoUrl = page.url();

  // The watch page plays it.
  const watchLink = page.getByRole('link', { name: 'Open the watch page of Youth Nights' });
  const watch = await context.newPage();
  await watch.goto((await watchLink.getAttribute('href')) ?? '');
  const player = watch.getByTestId('live-player');
  await expect(player).toBeVisible();
  const playedAt = () => player.evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(playedAt, { timeout: 60_000 }).toBeGreaterThan(0);
  await watch.close();
  console.log(`watched after ${Math.round((Date.now() - started) / 1000)} s`);

  // A second start on the same channel: "web channel already in use".
  await page.goto(`/media/start-web-video/${HOPE_IN_HARD_TIMES}`);
  await page.getByLabel(/^Web channel/).selectOption({ label: 'Youth Nights' });
  await page.getByRole('button', { name: 'Start web video' }).click();
  await expect(page.getByText('The web channel is already in use.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/media\/start-web-video\//);

  // Stop, asked first; it cannot restart.
  await page.goto(webVideoUrl);
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop web video' }).click();
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);

  // The list has it, stopped.
  await page.goto('/media/web-videos');
  const row = page.getByRole('row', { name: /Sunday replay for the youth/ });
  await expect(row.getByText('Stopped')).toBeVisible();
});

test('the Media Library Admin may not start a web video', async ({ page, request }) => {
  await signIn(page, LIBRARY_ADMIN);
  await page.goto(`/media/start-web-video/${HOPE_IN_HARD_TIMES}`);
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  const token = await tokenFor(request, LIBRARY_ADMIN);
  const refused = await request.post(`/api/v3/customers/${RIVERSIDE}/webvideos`, {
    headers: bearer(token),
    data: {
      name: 'Not mine to start',
      mediaId: HOPE_IN_HARD_TIMES,
      webChannelId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02',
      startCue: '00:00:00.000',
      stopCue: '00:00:05.000',
    },
  });
  expect(refused.status()).toBe(403);
});
