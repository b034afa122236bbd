import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  RIVERSIDE_ADMIN,
  RIVERSIDE_ENCODER_CONTROL,
  RIVERSIDE_VIDEO_REVIEW,
  signIn,
} from './support/demo';

/**
 * Issue 14's journeys (Go Live, the watch page, encoders, software encoder registration). The
 * server's live operations arrive from the live-encoders and live-ingest branches: until they are
 * merged, listEncoders, startGoLive and registerSoftwareEncoder answer 501 here, so the journeys
 * that need them are `fixme` and the lead enables them after the merge. The refused journeys and
 * the registration page's own checks need no live server and run now.
 */
// Merged since; still waiting: the e2e server (playwright.config.ts) runs no demo encoder agents,
// so Go Live has no online encoder, and the journeys have not yet met the real screens.
const SERVER_PENDING = 'needs the demo encoder agents beside the e2e server (next session)';

test('the Video Review user sees no Go Live, and its address shows the 401 page', async ({
  page,
}) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Go Live' })).toHaveCount(0);
  await page.goto('/go-live');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});

test('Encoder Control finds Go Live in the navigation', async ({ page }) => {
  await signIn(page, RIVERSIDE_ENCODER_CONTROL);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Go Live' })
    .click();
  await expect(page).toHaveURL(/\/go-live$/);
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toHaveCount(0);
});

test('the registration page opened without a device identifier says so, with no session restore', async ({
  page,
}) => {
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/token')) tokenRequests.push(request.url());
  });
  await page.goto('/uploader');
  await expect(page.getByRole('heading', { name: 'Register this software encoder' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('without a device identifier');
  expect(tokenRequests).toEqual([]);
});

test.describe('with the live server', () => {
  test.fixme(true, SERVER_PENDING);

  test('Encoder Control goes live on the demo encoder and web channel, watches, stops, and finds the recording', async ({
    page,
    context,
  }) => {
    const started = Date.now();
    await signIn(page, RIVERSIDE_ENCODER_CONTROL);
    await page.goto('/go-live');
    await expect(page.getByRole('heading', { level: 1, name: 'Go Live' })).toBeVisible();
    await page.getByRole('button', { name: /Encoder$/ }).click();
    await page.getByRole('option').first().click();
    const webChannels = page.getByRole('group', { name: /Web channels/ });
    const firstChannel = webChannels.getByRole('checkbox').first();
    if (!(await firstChannel.isChecked())) await firstChannel.click();
    await page.getByRole('button', { name: 'Go Live' }).click();
    await expect(page.getByRole('list', { name: 'Going live' })).toBeVisible();
    const watchLink = page.getByRole('link', { name: /Open the watch page of/ }).first();
    await expect(watchLink).toBeVisible({ timeout: 120_000 });
    console.log(`live after ${Math.round((Date.now() - started) / 1000)} s`);

    const watch = await context.newPage();
    await watch.goto((await watchLink.getAttribute('href')) ?? '');
    const player = watch.getByTestId('live-player');
    await expect(player).toBeVisible();
    const playedAt = () => player.evaluate((video: HTMLVideoElement) => video.currentTime);
    await expect.poll(playedAt, { timeout: 60_000 }).toBeGreaterThan(0);
    const first = await playedAt();
    await expect.poll(playedAt, { timeout: 30_000 }).toBeGreaterThan(first);
    console.log(`playing after ${Math.round((Date.now() - started) / 1000)} s`);

    await page.goto('/settings/encoders');
    await page.getByRole('rowheader').first().click();
    await page
      .getByRole('toolbar', { name: 'Encoder commands' })
      .getByRole('button', { name: 'Stop' })
      .click();
    await expect(
      page
        .getByRole('toolbar', { name: 'Encoder commands' })
        .getByRole('button', { name: 'Start' }),
    ).toBeVisible({ timeout: 60_000 });
  });

  test('the admin registers a second software encoder at /uploader; a duplicate name is refused', async ({
    page,
  }) => {
    const deviceId = `e2e-${Date.now()}`;
    await page.goto(`/uploader?deviceId=${deviceId}&name=E2E%20Laptop`);
    await page.getByLabel('User name').fill(RIVERSIDE_ADMIN);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status')).toContainText('“E2E Laptop” is registered.');

    await page.goto(`/uploader?deviceId=${deviceId}-2&name=E2E%20Laptop`);
    await page.getByLabel('User name').fill(RIVERSIDE_ADMIN);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByText('An encoder with this name already exists. Choose another name.').first(),
    ).toBeVisible();
    // Nothing typed is lost.
    await expect(page.getByLabel('Encoder name')).toHaveValue('E2E Laptop');
  });
});
