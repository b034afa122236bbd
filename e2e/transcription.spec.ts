import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { RIVERSIDE_VIDEO_REVIEW, signIn } from './support/demo';

/**
 * Transcripts and subtitles of issue 13 on the real server: a video whose sound is speech
 * (ffmpeg's flite voice) is uploaded in the browser and processed, transcribed by the server's
 * speech recognition (ffmpeg asr with the PocketSphinx model), and its transcript becomes a
 * WebVTT track. A malformed subtitle file is refused with the cue named; the Video Review user
 * reads the transcript but cannot transcribe.
 */
const LIBRARY_ADMIN = 'library@riverside.example';
const TITLE = 'Welcome Words';

let folder = '';
let source = '';
let badSubtitles = '';

test.describe.configure({ mode: 'serial', timeout: 420_000 });

test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'transcription-e2e-'));
  source = path.join(folder, `${TITLE}.mp4`);
  const sentences = ['welcome to the sunday service', 'we are glad you are here today'];
  const voices = sentences.flatMap((text) => [
    '-f',
    'lavfi',
    '-i',
    `flite=text='${text}':voice=slt`,
  ]);
  const parts = sentences.flatMap((_, index) => [
    `[${index + 1}:a]aresample=48000,pan=stereo|c0=c0|c1=c0[v${index}]`,
    `anullsrc=r=48000:cl=stereo:d=1[s${index}]`,
  ]);
  const joined = sentences.map((_, index) => `[v${index}][s${index}]`).join('');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=30',
    ...voices,
    '-filter_complex',
    `${parts.join(';')};${joined}concat=n=${sentences.length * 2}:v=0:a=1[speech]`,
    '-map',
    '0:v',
    '-map',
    '[speech]',
    '-shortest',
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
    source,
  ]);
  badSubtitles = path.join(folder, 'backwards.vtt');
  writeFileSync(badSubtitles, 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards\n');
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

const timed = async (name: string, body: () => Promise<void>) => {
  const started = Date.now();
  await test.step(name, body);
  console.log(`${name}: ${Date.now() - started} ms`);
};

const panel = (page: Page) => page.getByRole('region', { name: 'Transcript & subtitles' });

let itemPath = '';

test('the Media Library Admin transcribes a spoken video and makes subtitles from it', async ({
  page,
}) => {
  await timed('upload and process the spoken video', async () => {
    await signIn(page, LIBRARY_ADMIN);
    await page.goto('/media/upload');
    await page.locator('input[type="file"]').setInputFiles(source);
    const row = page.getByRole('listitem', { name: path.basename(source) });
    await expect(row.getByText('Ready to upload.')).toBeVisible();
    await row.getByRole('button', { name: 'Upload' }).click();
    await expect(row.getByText('Ready to watch.')).toBeVisible({ timeout: 240_000 });
    await row.getByRole('link', { name: 'Open in the library' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    itemPath = new URL(page.url()).pathname;
  });

  await timed('transcribed by the server, words shown with their times', async () => {
    await expect(panel(page).getByText('Not transcribed')).toBeVisible();
    await panel(page).getByRole('button', { name: 'Transcribe video' }).click();
    const transcript = panel(page).getByRole('list', { name: `Transcript of ${TITLE}` });
    await expect(transcript).toContainText('welcome', { timeout: 180_000 });
    await expect(transcript).toContainText('sunday');
    await expect(panel(page).getByText('Transcribed')).toBeVisible();
  });

  await timed('a malformed subtitle file is refused with its cue named', async () => {
    await panel(page).getByRole('textbox', { name: 'Language' }).fill('es');
    await panel(page).getByRole('textbox', { name: 'Label' }).fill('Español');
    await panel(page).locator('input[type="file"]').setInputFiles(badSubtitles);
    await expect(
      panel(page).getByText(
        'Cue 1 (line 3) ends at 00:00:02.000, not after its start at 00:00:05.000.',
      ),
    ).toBeVisible();
    // Nothing lost: what was typed is still there.
    await expect(panel(page).getByRole('textbox', { name: 'Label' })).toHaveValue('Español');
    await expect(panel(page).getByText('No subtitle tracks yet.')).toBeVisible();
  });

  await timed('English subtitles generated from the transcript', async () => {
    await panel(page)
      .getByRole('button', { name: 'Make English subtitles from the transcript' })
      .click();
    const tracks = panel(page).getByRole('list', { name: `Subtitle tracks of ${TITLE}` });
    await expect(tracks.getByText('English (en)')).toBeVisible();
    const href = await tracks.getByRole('link', { name: 'Download English' }).getAttribute('href');
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(await file.text()).toMatch(/^WEBVTT\n\n00:00:0\d\.\d{3} --> .*\nwelcome/);
  });
});

test('the Video Review user reads the transcript but cannot transcribe or change subtitles', async ({
  page,
}) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  await page.goto(itemPath);
  const transcript = panel(page).getByRole('list', { name: `Transcript of ${TITLE}` });
  await expect(transcript).toContainText('welcome');
  await expect(panel(page).getByRole('button', { name: /Transcribe/ })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Delete English' })).toHaveCount(0);
});
