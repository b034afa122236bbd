import { expect, test, type Locator } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContentDestination } from '../packages/api/src/models';
import {
  currentUser,
  RIVERSIDE_ADMIN,
  RIVERSIDE_VIDEO_REVIEW,
  signIn,
  tokenFor,
} from './support/demo';
import { tick } from './support/forms';

/**
 * Issue 14: what a person does with a content destination once it has run. The admin goes live
 * on Youth Room PC (the other live journeys hold Lobby Laptop) to Youth Nights (no stream delay),
 * a viewer watches on the public watch page (its player's heartbeats count the view), the admin
 * stops the destination and then reads its Totals and downloads its recording (probed with
 * ffprobe) from the Go Live attempt's destinations table; after a reload, the destination is still
 * listed under Go Live's choices, and the admin archives it from there.
 */

const run = promisify(execFile);
/** A web channel's destination is named after its channel in the destinations table. */
const NAME = 'Youth Nights';

/** The number a totals figure shows ("Views" → 1). */
async function figure(dialog: Locator, label: string): Promise<number> {
  const value = dialog
    .getByRole('group', { name: label, exact: true })
    .locator('.studio-Stat-value');
  return Number((await value.innerText()).replace(/[^\d.]/g, ''));
}

test('a finished destination: its Totals count the view, Download gives its recording, Archive puts it out of the list', async ({
  page,
  context,
  browser,
  request,
}) => {
  // Going live, playing, then saving the recording to the library (ffmpeg): minutes on a busy
  // machine; each wait below says for what.
  test.setTimeout(420_000);
  const started = Date.now();
  const token = await tokenFor(request, RIVERSIDE_ADMIN);
  const { customerId } = await currentUser(request, token);
  const headers = { Authorization: `Bearer ${token}` };
  try {
    await signIn(page, RIVERSIDE_ADMIN);
    await page.goto('/go-live');
    await page.getByRole('button', { name: /Encoder$/ }).click();
    await page.getByRole('option', { name: /^Youth Room PC/ }).click();
    await tick(page, 'Youth Nights');
    await page.getByRole('button', { name: 'Go Live' }).click();
    const watchLink = page.getByRole('link', { name: 'Open the watch page of Youth Nights' });
    await expect(watchLink).toBeVisible({ timeout: 120_000 });
    console.log(`live after ${Math.round((Date.now() - started) / 1000)} s`);

    const destinations = page.getByRole('table', { name: 'Content destinations', exact: true });
    const row = destinations.getByRole('row', { name: new RegExp(`^${NAME} `) });
    await expect(row.getByRole('button', { name: `Stop ${NAME}` })).toBeVisible({
      timeout: 60_000,
    });

    // A viewer watches a few seconds: the video's time advances.
    const watch = await context.newPage();
    await watch.goto((await watchLink.getAttribute('href')) ?? '');
    const player = watch.getByTestId('live-player');
    const playedAt = () => player.evaluate((video: HTMLVideoElement) => video.currentTime);
    await expect.poll(playedAt, { timeout: 60_000 }).toBeGreaterThan(0);
    const first = await playedAt();
    await expect.poll(playedAt, { timeout: 30_000 }).toBeGreaterThan(first + 2);
    await watch.close();

    // Stopped, the destination offers what a finished one offers.
    await row.getByRole('button', { name: `Stop ${NAME}` }).click();
    await expect(row.getByText('Stopped', { exact: true })).toBeVisible({ timeout: 60_000 });

    await row.getByRole('button', { name: `Totals of ${NAME}` }).click();
    const totals = page.getByRole('dialog', { name: `Totals of ${NAME}` });
    await expect(totals.getByRole('group', { name: 'Views' })).toBeVisible();
    expect(await figure(totals, 'Views')).toBeGreaterThanOrEqual(1);
    expect(await figure(totals, 'Viewers')).toBeGreaterThanOrEqual(1);
    expect(await figure(totals, 'Peak concurrent viewers')).toBeGreaterThanOrEqual(1);
    await totals.getByRole('button', { name: 'Close' }).click();
    await expect(totals).toHaveCount(0);

    // The recording downloads once it is saved to the library; before, the server says so.
    const download = row.getByRole('button', { name: `Download the recording of ${NAME}` });
    await download.click();
    // The refusal is said inside the row, under its buttons: it covers none of them (a trial
    // click checks that the button itself would receive the click).
    await expect(row.getByRole('alert')).toContainText(
      'The library video is not saved yet. Retry shortly.',
    );
    await row.getByRole('button', { name: `Archive ${NAME}` }).click({ trial: true });

    // In a second tab: the encoder stops (the recording ends), and the admin saves it to the
    // library, where ffmpeg joins it into the item's original and processes it.
    const library = await context.newPage();
    await library.goto('/settings/encoders');
    await library.getByRole('rowheader', { name: 'Youth Room PC' }).click();
    const commands = library.getByRole('toolbar', { name: 'Encoder commands' });
    await commands.getByRole('button', { name: 'Stop' }).click();
    await expect(commands.getByRole('button', { name: 'Start' })).toBeVisible({ timeout: 60_000 });
    await library.goto('/media/encoder-videos');
    await library.getByRole('table', { name: 'Recordings' }).getByRole('rowheader').first().click();
    // The recording's page lists its live event's destinations (the admin manages the
    // schedule): this one, stopped, with a finished destination's commands.
    const ofTheEvent = library
      .getByRole('table', { name: 'Content destinations', exact: true })
      .getByRole('row', { name: new RegExp(`^${NAME} `) });
    await expect(ofTheEvent.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(ofTheEvent.getByRole('button', { name: `Totals of ${NAME}` })).toBeVisible();
    // The Video Review user reads the recording but manages no schedule: no destinations.
    const reviewContext = await browser.newContext();
    const review = await reviewContext.newPage();
    await signIn(review, RIVERSIDE_VIDEO_REVIEW);
    const destinationReads: string[] = [];
    review.on('request', (sent) => {
      if (sent.url().includes('/contentdestinations')) destinationReads.push(sent.url());
    });
    await review.goto(library.url());
    const recordingName = await library.getByRole('heading', { level: 1 }).innerText();
    await expect(review.getByRole('heading', { level: 1, name: recordingName })).toBeVisible();
    // Settled: nothing more to load, and the destinations were never asked for.
    await review.waitForLoadState('networkidle');
    await expect(review.getByRole('heading', { name: 'Content destinations' })).toHaveCount(0);
    expect(destinationReads).toEqual([]);
    await reviewContext.close();
    await library.getByRole('textbox', { name: /^Title/ }).fill(`Destination actions ${started}`);
    await library.getByRole('button', { name: 'Save to library' }).click();
    await expect(library).toHaveURL(/\/media\/library\/[0-9a-f-]{36}$/);
    await expect
      .poll(
        async () => {
          await library.reload();
          await library.getByRole('heading', { level: 1 }).waitFor();
          if ((await library.getByTestId('library-player').count()) === 1) return 'playable';
          return library.getByRole('main').innerText();
        },
        { timeout: 240_000, intervals: [2_000] },
      )
      .toBe('playable');
    await library.close();

    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const folder = mkdtempSync(path.join(tmpdir(), 'destination-download-'));
    const file = path.join(folder, saved.suggestedFilename());
    await saved.saveAs(file);
    console.log(`downloaded after ${Math.round((Date.now() - started) / 1000)} s`);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type',
      '-of',
      'json',
      file,
    ]);
    const probed = JSON.parse(stdout) as {
      format: { duration: string };
      streams: Array<{ codec_type: string }>;
    };
    expect(probed.streams.map((stream) => stream.codec_type)).toContain('video');
    expect(Number(probed.format.duration)).toBeGreaterThan(2);
    // The download that worked took the refusal out of the row.
    await expect(row.getByRole('alert')).toHaveCount(0);

    // After a reload the attempt is gone; Go Live lists every live event's destinations under its
    // choices, newest first: this one, stopped, with what a finished destination offers.
    await page.reload();
    const recent = page.getByRole('table', { name: 'Recent content destinations' });
    const recentRows = recent.getByRole('row', { name: new RegExp(`^${NAME} `) });
    const recentRow = recentRows.first();
    await expect(recentRow.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(
      recentRow.getByRole('button', { name: `Download the recording of ${NAME}` }),
    ).toBeVisible();
    const listedRows = await recentRows.count();

    // Archived, it leaves the list, and the server lists it no more.
    const listed = async () => {
      const response = await request.get(
        `/api/v3/customers/${customerId}/contentdestinations?sort=desc.start_time`,
        { headers },
      );
      expect(response.ok()).toBe(true);
      return (await response.json()) as ContentDestination[];
    };
    const before = (await listed()).filter((destination) => destination.status === 'stopped');
    await recentRow.getByRole('button', { name: `Archive ${NAME}` }).click();
    await expect(page.getByText(`${NAME} is archived.`)).toBeVisible();
    await expect(recentRows).toHaveCount(listedRows - 1);
    const after = new Set((await listed()).map((destination) => destination.id));
    expect(before.filter((destination) => !after.has(destination.id))).toHaveLength(1);
  } finally {
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
