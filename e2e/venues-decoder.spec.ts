import { expect, test } from '@playwright/test';
import { startDecoder } from './support/decoder';
import {
  currentUser,
  DEMO_PASSWORD,
  RIVERSIDE_ADMIN,
  signIn,
  tokenFor,
  VENUE_USER,
} from './support/demo';
import { tick } from './support/forms';

/** The decoder's exit code when the server refuses the venue's sign-in (apps/decoder/src/main.ts). */
const SIGNED_OUT_EXIT_CODE = 3;

/**
 * Issue 15's venue journey, against the e2e server with the demo's software encoders: the admin
 * goes live on one of venue.north's channels with a real agent, a real decoder signed in as
 * venue.north plays it (ffmpeg) and the venue page shows it playing; removing the venue signs the
 * decoder out, and it ends. Runs after the journeys that read venue.north (it removes it).
 */
test('a decoder signed in as venue.north shows as playing on the venue page; removing the venue signs it out', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A real encoder, relay and decoder: a minute or two on a busy machine.
  test.setTimeout(300_000);
  const started = Date.now();
  const decoder = startDecoder(VENUE_USER, DEMO_PASSWORD, baseURL ?? '');
  const token = await tokenFor(request, RIVERSIDE_ADMIN);
  const { customerId } = await currentUser(request, token);
  const headers = { Authorization: `Bearer ${token}` };

  try {
    await signIn(page, RIVERSIDE_ADMIN);
    await page.goto('/settings/venues');
    await page.getByRole('rowheader', { name: VENUE_USER }).click();
    await expect(page.getByRole('heading', { level: 1, name: VENUE_USER })).toBeVisible();
    // Signed in with nothing live yet: the decoder says it is online, with its own version.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/^studio-decoder 1\.0\.0 \(ffmpeg/)).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 60_000 });
    // The admin goes live on North Campus LAN, one of the venue's channels, in a second tab: the
    // venue page stays open and follows its decoder's reports by itself.
    const goLive = await context.newPage();
    await goLive.goto('/go-live');
    await goLive.getByRole('button', { name: /Encoder$/ }).click();
    await goLive.getByRole('option', { name: /^Lobby Laptop/ }).click();
    await goLive.getByRole('button', { name: /Encoder channel/ }).click();
    await goLive.getByRole('option', { name: 'North Campus LAN' }).click();
    await tick(goLive, 'Youth Nights');
    await goLive.getByRole('button', { name: 'Go Live' }).click();
    await expect(goLive.getByRole('link', { name: /Open the watch page of/ }).first()).toBeVisible({
      timeout: 120_000,
    });
    console.log(`live after ${Math.round((Date.now() - started) / 1000)} s`);

    await expect(page.getByText('Playing', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText(/\/api\/decoder\/v1\/channels\/.+\/index\.m3u8$/)).toBeVisible();
    await expect(page.getByText(/^\d{2}:\d{2}:\d{2}\.\d{3}$/)).toBeVisible();
    await expect(page.getByText(/^\d+(\.\d+)? kbps$/)).toBeVisible();
    expect(decoder.output()).toContain('Playing "North Campus LAN" with ffmpeg.');
    console.log(`playing on the venue page after ${Math.round((Date.now() - started) / 1000)} s`);

    // Removing the venue signs its decoder out at once: it stops on its next check.
    await page.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Remove ${VENUE_USER}?` });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('rowheader', { name: VENUE_USER })).toHaveCount(0);
    expect(await decoder.exited).toBe(SIGNED_OUT_EXIT_CODE);
    expect(decoder.output()).toContain('Signed out:');
    console.log(`decoder signed out after ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    decoder.stop();
    // The stream ends here, so later journeys find the encoder and the web channel free.
    const videos = await request.get(`/api/v3/customers/${customerId}/encodervideos`, { headers });
    for (const video of (await videos.json()) as Array<{ uuid: string; state: string }>) {
      if (video.state === 'STARTED')
        await request.post(`/api/v3/customers/${customerId}/encodervideos/${video.uuid}/stop`, {
          headers,
        });
    }
  }
});
