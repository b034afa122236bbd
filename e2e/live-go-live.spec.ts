import { expect, test } from '@playwright/test';
import {
  currentUser,
  DEMO_PASSWORD,
  RIVERSIDE_ADMIN,
  RIVERSIDE_ENCODER_CONTROL,
  RIVERSIDE_VIDEO_REVIEW,
  signIn,
  tokenFor,
} from './support/demo';
import { tick } from './support/forms';
import { removeEncoderNamed, startSoftwareEncoder } from './support/software-encoder';

/**
 * Issue 14's journeys (Go Live, the watch page, encoders, software encoder registration), against
 * the e2e server with the demo's two software encoders online beside it
 * (support/server-with-encoders.mjs): Go Live starts a real agent, whose ffmpeg streams to the
 * server's ingest, and the watch page plays the HLS the relay writes.
 */

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
  test('Encoder Control goes live on the demo encoder and web channel, watches, stops, and saves the recording to the library', async ({
    page,
    context,
    request,
    browser,
  }) => {
    // A real encoder, its ffmpeg and the relay, playing, then processing the recording with
    // ffmpeg: minutes on a busy machine (the waits below say for what).
    test.setTimeout(360_000);
    const started = Date.now();
    await signIn(page, RIVERSIDE_ENCODER_CONTROL);
    await page.goto('/go-live');
    await expect(page.getByRole('heading', { level: 1, name: 'Go Live' })).toBeVisible();
    await page.getByRole('button', { name: /Encoder$/ }).click();
    await page.getByRole('option', { name: /^Lobby Laptop/ }).click();
    // Youth Nights has no stream delay (Main Web Channel holds viewers 90 s behind).
    await tick(page, 'Youth Nights');
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

    // The event was recorded: its encoder video, stopped, with what was streamed.
    const token = await tokenFor(request, RIVERSIDE_ENCODER_CONTROL);
    const { customerId } = await currentUser(request, token);
    const videos = await request.get(`/api/v3/customers/${customerId}/encodervideos`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(videos.ok()).toBe(true);
    const [newest] = (await videos.json()) as Array<{ state: string; durationSeconds: number }>;
    expect(newest).toMatchObject({ state: 'STOPPED' });
    expect(newest?.durationSeconds).toBeGreaterThan(2);

    // The admin saves the recording to the library, where it processes and plays.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, RIVERSIDE_ADMIN);
    await admin.goto('/media/encoder-videos');
    await admin.getByRole('table', { name: 'Recordings' }).getByRole('rowheader').first().click();
    await admin.getByRole('textbox', { name: /^Title/ }).fill(`Go Live journey ${started}`);
    await admin.getByRole('button', { name: 'Save to library' }).click();
    await expect(admin).toHaveURL(/\/media\/library\/[0-9a-f-]{36}$/);
    await expect(
      admin.getByRole('heading', { level: 1, name: `Go Live journey ${started}` }),
    ).toBeVisible();
    await expect
      .poll(
        async () => {
          await admin.reload();
          await admin.getByRole('heading', { level: 1 }).waitFor();
          if ((await admin.getByTestId('library-player').count()) === 1) return 'playable';
          // What the item page says instead (processing, or the reason it failed).
          return admin.getByRole('main').innerText();
        },
        { timeout: 240_000, intervals: [2_000] },
      )
      .toBe('playable');
    console.log(`in the library after ${Math.round((Date.now() - started) / 1000)} s`);
    await adminContext.close();
  });

  test('the admin registers a new software encoder at /uploader; a duplicate name is refused', async ({
    page,
    baseURL,
    request,
  }) => {
    const stamp = Date.now();
    const first = await startSoftwareEncoder(`e2e-${stamp}`, baseURL ?? '');
    const second = await startSoftwareEncoder(`e2e-${stamp}-2`, baseURL ?? '');
    try {
      const register = async (registrationPath: string) => {
        await page.goto(registrationPath);
        await page.getByLabel('User name').fill(RIVERSIDE_ADMIN);
        await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
        await page.getByLabel('Encoder name').fill('E2E Laptop');
        await page.getByRole('button', { name: 'Register' }).click();
      };
      await register(first.registrationPath);
      await expect(page.getByRole('status')).toContainText('“E2E Laptop” is registered.');

      await register(second.registrationPath);
      await expect(
        page.getByText('An encoder with this name already exists. Choose another name.').first(),
      ).toBeVisible();
      // Nothing typed is lost.
      await expect(page.getByLabel('Encoder name')).toHaveValue('E2E Laptop');
    } finally {
      first.stop();
      second.stop();
      // Its licence back for the journeys after this one.
      const admin = await tokenFor(request, RIVERSIDE_ADMIN);
      const { customerId } = await currentUser(request, admin);
      await removeEncoderNamed(request, admin, customerId, 'E2E Laptop');
    }
  });
});
