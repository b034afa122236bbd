import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { RIVERSIDE_VIDEO_REVIEW, signIn, tokenFor } from './support/demo';

/**
 * Trims, clips and cues of issue 13 on the real server: a 20 s MP4 made by ffmpeg here (a
 * keyframe every 2 s), uploaded in the browser and processed, gets a cue, is trimmed (cut
 * points on keyframes) and gives a 10 s clip, each cut made by ffmpeg in the server's worker.
 */
const LIBRARY_ADMIN = 'library@riverside.example';
const TITLE = 'Harbour Lights Trim';

let folder = '';
let source = '';

// Upload, processing, a trim and a clip on a shared 2-core machine: the steps print their times.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'trim-clips-e2e-'));
  source = path.join(folder, `${TITLE}.mp4`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=30:duration=20',
    '-f',
    'lavfi',
    '-i',
    'sine=sample_rate=48000:duration=20',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '60',
    '-keyint_min',
    '60',
    '-sc_threshold',
    '0',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-ar',
    '48000',
    '-shortest',
    source,
  ]);
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

const timed = async (name: string, body: () => Promise<void>) => {
  const started = Date.now();
  await test.step(name, body);
  console.log(`${name}: ${Date.now() - started} ms`);
};

/** Reloads the item page until its trim and clip links show: processing is COMPLETE. */
async function waitUntilReady(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cut a clip' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 240_000, intervals: [2_000] });
}

async function durationOf(request: APIRequestContext, mediaId: string): Promise<number> {
  const token = await tokenFor(request, LIBRARY_ADMIN);
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v2/users/me', { headers })).json()) as {
    customerId: string;
  };
  const item = (await (
    await request.get(`/api/v3/customers/${me.customerId}/media/${mediaId}`, { headers })
  ).json()) as { durationSeconds: number };
  return item.durationSeconds;
}

test('the Media Library Admin adds a cue, trims an uploaded 20 s video and cuts a 10 s clip', async ({
  page,
  request,
}) => {
  let mediaId = '';
  await timed('upload and process the 20 s video', async () => {
    await signIn(page, LIBRARY_ADMIN);
    await page.goto('/media/upload');
    await page.locator('input[type="file"]').setInputFiles(source);
    const row = page.getByRole('listitem', { name: path.basename(source) });
    await expect(row.getByText('Ready to upload.')).toBeVisible();
    await row.getByRole('button', { name: 'Upload' }).click();
    await expect(row.getByText('Ready to watch.')).toBeVisible({ timeout: 240_000 });
    await row.getByRole('link', { name: 'Open in the library' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    mediaId = new URL(page.url()).pathname.split('/').pop() ?? '';
  });

  await timed('a cue: added, blinking, then seeks the player', async () => {
    await expect(
      page.getByRole('list', { name: 'Cues' }).getByText('Start of Video'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add cue' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Welcome');
    await page.getByRole('textbox', { name: 'Position' }).fill('00:00:06.000');
    await page.getByRole('button', { name: 'Save cue' }).click();
    const cue = page.getByTestId('cue-row').filter({ hasText: 'Welcome' });
    await expect(cue).toHaveAttribute('data-blinking', 'true');
    await cue.getByRole('button', { name: 'Go to Welcome at 00:00:06.000' }).click();
    await expect
      .poll(() =>
        page
          .getByTestId('library-player')
          .evaluate((element: HTMLVideoElement) => element.currentTime),
      )
      .toBeCloseTo(6, 0);
  });

  await timed('a backwards range is refused in the form, nothing sent', async () => {
    await page.getByRole('link', { name: 'Trim', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Trim ${TITLE}` })).toBeVisible();
    await expect(page.getByText(/up to 3.2 seconds/)).toBeVisible();
    let trims = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/trim')) trims += 1;
    });
    await page.getByRole('textbox', { name: 'Start' }).fill('00:00:15.000');
    await page.getByRole('textbox', { name: 'End' }).fill('00:00:05.000');
    await page.getByRole('button', { name: 'Trim video' }).click();
    await expect(page.getByText('The start must be before the end.')).toBeVisible();
    expect(trims).toBe(0);
  });

  await timed('trimmed to 00:00:02 - 00:00:18 on keyframes', async () => {
    await page.getByRole('textbox', { name: 'Start' }).fill('00:00:02.000');
    await page.getByRole('textbox', { name: 'End' }).fill('00:00:18.000');
    await page.getByRole('button', { name: 'Trim video' }).click();
    await expect(page.getByText(/^Trimming Harbour Lights Trim/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await waitUntilReady(page);
    const duration = await durationOf(request, mediaId);
    expect(duration).toBeGreaterThan(15.5);
    expect(duration).toBeLessThan(16.5);
  });

  await timed('a 10 s clip cut from it', async () => {
    await page.getByRole('link', { name: 'Cut a clip' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Cut a clip from ${TITLE}` }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill('Harbour Lights moment');
    await page.getByRole('textbox', { name: 'Start' }).fill('00:00:03.000');
    await page.getByRole('textbox', { name: 'End' }).fill('00:00:13.000');
    await page.getByRole('button', { name: 'Cut clip' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Harbour Lights moment' }),
    ).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Ready', { exact: true })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 240_000, intervals: [2_000] });
    await page.getByRole('link', { name: 'Open the clip’s video' }).click();
    const clipMediaId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const duration = await durationOf(request, clipMediaId);
    expect(duration).toBeGreaterThan(9.5);
    expect(duration).toBeLessThan(10.5);
    await page.goto('/media/clips');
    await expect(page.getByRole('link', { name: 'Harbour Lights moment' })).toBeVisible();
  });
});

test('the Video Review user reads clips but cannot trim or cut', async ({ page }) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  await page.goto('/media/clips');
  await expect(page.getByRole('link', { name: 'Harbour Lights moment' })).toBeVisible();
  await page.goto('/media/library');
  await page.getByRole('link', { name: TITLE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Trim', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cut a clip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add cue' })).toHaveCount(0);
});
