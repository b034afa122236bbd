import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HARBOR_ADMIN, RIVERSIDE_VIDEO_REVIEW, tokenFor, signIn } from './support/demo';

/**
 * The media library journeys of issue 13 on the real server: MP4s made by ffmpeg here, checked in
 * the browser before a byte is sent, uploaded over tus, processed into HLS by the server's worker
 * and played by hls.js. The journeys share one server start and one uploaded video.
 */
const LIBRARY_ADMIN = 'library@riverside.example';
const TITLE_WORD = 'Lighthouse';

let folder = '';
const files = {
  good: '',
  quicktime: '',
  silent: '',
  fourThree: '',
  large: '',
};

function ffmpeg(output: string, args: readonly string[]) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, output]);
  return output;
}

const video = (size: string, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=size=${size}:rate=30:duration=${seconds}`,
];
const tone = (seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=sample_rate=48000:duration=${seconds}`,
];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-keyint_min', '60'];
const h264Settings = [...h264, '-sc_threshold', '0', '-pix_fmt', 'yuv420p'];
const aac = ['-c:a', 'aac', '-ar', '48000'];

// Uploads and ffmpeg processing on a shared 2-core machine: the steps print their times.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(() => {
  const started = Date.now();
  folder = mkdtempSync(path.join(tmpdir(), 'library-e2e-'));
  files.good = ffmpeg(path.join(folder, `${TITLE_WORD} Sunday.mp4`), [
    ...video('1280x720', 20),
    ...tone(20),
    ...h264Settings,
    ...aac,
    '-shortest',
  ]);
  // A QuickTime movie with an .mp4 name: only its ftyp brand tells.
  files.quicktime = ffmpeg(path.join(folder, 'renamed-quicktime.mp4'), [
    ...video('1280x720', 2),
    ...tone(2),
    ...h264Settings,
    ...aac,
    '-shortest',
    '-f',
    'mov',
  ]);
  files.silent = ffmpeg(path.join(folder, 'no-audio.mp4'), [
    ...video('1280x720', 2),
    ...h264Settings,
  ]);
  files.fourThree = ffmpeg(path.join(folder, 'four-three.mp4'), [
    ...video('640x480', 2),
    ...tone(2),
    ...h264Settings,
    ...aac,
    '-shortest',
  ]);
  // Constant 6 Mbps (padded), so the file spans a few 8 MB tus chunks and can be cut between them.
  files.large = ffmpeg(path.join(folder, 'Resumed Vespers.mp4'), [
    ...video('1280x720', 14),
    ...tone(14),
    ...h264Settings,
    '-b:v',
    '6M',
    '-minrate',
    '6M',
    '-maxrate',
    '6M',
    '-bufsize',
    '3M',
    '-x264-params',
    'nal-hrd=cbr',
    ...aac,
    '-shortest',
  ]);
  console.log(`fixtures made by ffmpeg in ${Date.now() - started} ms`);
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

const row = (page: Page, name: string) => page.getByRole('listitem', { name });

test('the Media Library Admin uploads an MP4, sees it checked, uploaded and processed, plays it and finds it by a word of its title', async ({
  page,
}) => {
  const fileName = path.basename(files.good);
  await test.step('from the navigation to the upload page', async () => {
    await signIn(page, LIBRARY_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Library' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await page.getByRole('link', { name: 'Upload videos' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload videos' })).toBeVisible();
  });

  await test.step('checked in the browser, then sent and processed', async () => {
    await page.locator('input[type="file"]').setInputFiles(files.good);
    await expect(row(page, fileName).getByText('Ready to upload.')).toBeVisible();
    await row(page, fileName).getByRole('button', { name: 'Upload' }).click();
    await expect(row(page, fileName).getByText(/^Processing: /)).toBeVisible({ timeout: 30_000 });
    await expect(row(page, fileName).getByText('Ready to watch.')).toBeVisible({
      timeout: 180_000,
    });
  });

  await test.step('the item plays', async () => {
    await row(page, fileName).getByRole('link', { name: 'Open in the library' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${TITLE_WORD} Sunday` }),
    ).toBeVisible();
    const player = page.getByTestId('library-player');
    await expect(player).toBeVisible();
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.5);
  });

  await test.step('found again by a word of its title', async () => {
    await page.getByRole('link', { name: 'Library' }).first().click();
    await page.getByRole('searchbox', { name: 'Search titles' }).fill(TITLE_WORD.toLowerCase());
    await page.getByRole('searchbox', { name: 'Search titles' }).press('Enter');
    await expect(page.getByRole('link', { name: `${TITLE_WORD} Sunday` })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search titles' }).fill('zebra');
    await page.getByRole('searchbox', { name: 'Search titles' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'No videos match' })).toBeVisible();
  });
});

test('a QuickTime file renamed .mp4, a file without audio and a 4:3 file are refused before upload, each with its rule', async ({
  page,
}) => {
  let uploadsStarted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/uploads$/.test(new URL(request.url()).pathname))
      uploadsStarted += 1;
  });
  await signIn(page, LIBRARY_ADMIN);
  await page.goto('/media/upload');
  await page
    .locator('input[type="file"]')
    .setInputFiles([files.quicktime, files.silent, files.fourThree]);
  await expect(
    row(page, 'renamed-quicktime.mp4').getByText(
      'The file is not an MP4 (its container is QuickTime).',
    ),
  ).toBeVisible();
  await expect(
    row(page, 'no-audio.mp4').getByText('The file has no audio; an AAC audio track is required.'),
  ).toBeVisible();
  await expect(
    row(page, 'four-three.mp4').getByText('The aspect ratio is 4:3; it must be 16:9.'),
  ).toBeVisible();
  for (const name of ['renamed-quicktime.mp4', 'no-audio.mp4', 'four-three.mp4']) {
    await expect(row(page, name).getByRole('button', { name: 'Upload' })).toHaveCount(0);
  }
  expect(uploadsStarted).toBe(0);
  await page.goto('/media/library?q=quicktime');
  await expect(page.getByRole('heading', { name: 'No videos match' })).toBeVisible();
});

test('the Video Review user watches but cannot upload or delete', async ({ page }) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Library' })
    .click();
  await expect(page.getByRole('link', { name: 'Upload videos' })).toHaveCount(0);
  await page
    .getByRole('link', { name: `${TITLE_WORD} Sunday` })
    .first()
    .click();
  await expect(page.getByTestId('library-player')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(
    page.getByText('You can watch this video; changing it needs a Media Library role.'),
  ).toBeVisible();
  await page.goto('/media/upload');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});

test('the Harbor admin cannot play a Riverside item by its HLS URL', async ({ request }) => {
  const riverside = await tokenFor(request, LIBRARY_ADMIN);
  const me = (await (
    await request.get('/api/v2/users/me', { headers: { Authorization: `Bearer ${riverside}` } })
  ).json()) as { customerId: string };
  const listed = (await (
    await request.get(`/api/v3/customers/${me.customerId}/media?query=${TITLE_WORD}`, {
      headers: { Authorization: `Bearer ${riverside}` },
    })
  ).json()) as Array<{ mediaId: string }>;
  const mediaId = listed[0]?.mediaId ?? '';
  const status = (await (
    await request.get(`/api/media-status/media/${mediaId}`, {
      headers: { Authorization: `Bearer ${riverside}` },
    })
  ).json()) as { manifestUrl: string };
  expect(status.manifestUrl).toMatch(/\.m3u8$/);
  const own = await request.get(status.manifestUrl, {
    headers: { Authorization: `Bearer ${riverside}` },
  });
  expect(own.status()).toBe(200);
  const harbor = await tokenFor(request, HARBOR_ADMIN);
  const refused = await request.get(status.manifestUrl, {
    headers: { Authorization: `Bearer ${harbor}` },
  });
  expect([403, 404]).toContain(refused.status());
  const anonymous = await request.get(status.manifestUrl);
  expect(anonymous.status()).toBe(401);
});

test('an upload interrupted by closing the page resumes after reopening and ends byte-identical', async ({
  context,
  request,
}) => {
  const fileName = path.basename(files.large);
  const first = await context.newPage();
  await signIn(first, LIBRARY_ADMIN);
  await first.goto('/media/upload');

  await test.step('the page closes after the first chunk has arrived', async () => {
    let patches = 0;
    let closing: Promise<void> | null = null;
    await first.route('**/api/v3/uploads/*/tus', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches += 1;
      if (patches === 1) return route.continue();
      closing ??= first.close({ runBeforeUnload: false });
      return route.abort();
    });
    await first.locator('input[type="file"]').setInputFiles(files.large);
    await row(first, fileName).getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => first.isClosed(), { timeout: 30_000 }).toBe(true);
  });

  const second = await context.newPage();
  await test.step('reopened, the same file chosen again resumes', async () => {
    await second.goto('/media/upload');
    await expect(row(second, fileName).getByText(/stopped at \d+%/)).toBeVisible();
    await second.locator('input[type="file"]').setInputFiles(files.large);
    await row(second, fileName).getByRole('button', { name: 'Upload' }).click();
    // The original is kept once the server has checked and processed it.
    await expect(row(second, fileName).getByText('Ready to watch.')).toBeVisible({
      timeout: 180_000,
    });
  });

  await test.step('the stored original is the file, byte for byte', async () => {
    const token = await tokenFor(request, LIBRARY_ADMIN);
    const headers = { Authorization: `Bearer ${token}` };
    const me = (await (await request.get('/api/v2/users/me', { headers })).json()) as {
      customerId: string;
    };
    const listed = (await (
      await request.get(`/api/v3/customers/${me.customerId}/media?query=vespers`, { headers })
    ).json()) as Array<{ mediaId: string; title: string }>;
    const item = listed.find((each) => each.title === 'Resumed Vespers');
    expect(item).toBeDefined();
    const answer = await request.get(
      `/api/v3/customers/${me.customerId}/media/${item?.mediaId}/download`,
      { headers },
    );
    expect(answer.status()).toBe(200);
    const link = (await answer.json()) as { url: string };
    const original = await request.get(link.url);
    expect(original.status(), `${link.url} answered ${await original.text()}`).toBe(200);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(await original.body())).toBe(sha(readFileSync(files.large)));
  });
});
