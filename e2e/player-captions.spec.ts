import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PlayerConfig, WebChannel } from '../packages/api/src/models';
import { currentUser, signIn, tokenFor } from './support/demo';

/**
 * Captions in the players (issue 13): a WebVTT file uploaded in the item's transcript panel
 * becomes a `<track>` of the item page's player, loaded by Chromium and shown in the viewer's
 * language (the browser's en-US here); the same video as a web channel's offline content brings
 * the track to the public watch page, through a signed link.
 */
const LIBRARY_ADMIN = 'library@riverside.example';
const CHANNEL_ADMIN = 'admin@riverside.example';
const TITLE = 'Captioned Welcome';
/** The youth channel of the demo (apps/server/src/seed/demo-data.ts): not live in the demo. */
const YOUTH_CHANNEL = '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02';
const CUE = 'Welcome to the Sunday service.';

let folder = '';
let source = '';
let captions = '';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'captions-e2e-'));
  source = path.join(folder, `${TITLE}.mp4`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=sample_rate=48000',
    '-t',
    '6',
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
  captions = path.join(folder, 'welcome.vtt');
  writeFileSync(captions, `WEBVTT\n\n00:00:00.500 --> 00:00:04.000\n${CUE}\n`);
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

const timed = async (name: string, body: () => Promise<void>) => {
  const started = Date.now();
  await test.step(name, body);
  console.log(`${name}: ${Date.now() - started} ms`);
};

const panel = (page: Page) => page.getByRole('region', { name: 'Transcript & subtitles' });

/** The first `<track>` of a video as the browser sees it: loaded state, mode and first cue. */
const firstTrack = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const track = element.querySelector('track');
    const textTrack = element.textTracks[0];
    return {
      readyState: track?.readyState ?? null,
      mode: textTrack?.mode ?? null,
      cue: (textTrack?.cues?.[0] as VTTCue | undefined)?.text ?? null,
    };
  });

let mediaId = '';

test('an uploaded WebVTT file shows as captions in the item page’s player', async ({ page }) => {
  await timed('upload and process a short video', async () => {
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

  await timed('English subtitles uploaded become the player’s default track', async () => {
    await panel(page).getByRole('textbox', { name: 'Language' }).fill('en');
    await panel(page).getByRole('textbox', { name: 'Label' }).fill('English');
    await panel(page).locator('input[type="file"]').setInputFiles(captions);
    const tracks = panel(page).getByRole('list', { name: `Subtitle tracks of ${TITLE}` });
    await expect(tracks.getByText('English (en)')).toBeVisible();

    const video = page.getByTestId('library-player');
    await expect(video).toHaveAttribute('crossorigin', 'anonymous');
    const track = video.locator('track');
    await expect(track).toHaveCount(1);
    await expect(track).toHaveAttribute('kind', 'subtitles');
    await expect(track).toHaveAttribute('srclang', 'en');
    await expect(track).toHaveAttribute('label', 'English');
    await expect(track).toHaveAttribute(
      'src',
      /\/api\/media-files\/.*\.vtt\?expires=\d+&signature=/,
    );
    await expect
      .poll(() => firstTrack(video))
      .toEqual({ readyState: 2, mode: 'showing', cue: CUE });
  });
});

test('the public watch page of a channel playing the video offline shows its captions', async ({
  page,
  request,
}) => {
  await timed('the youth channel plays the video while offline', async () => {
    const token = await tokenFor(request, CHANNEL_ADMIN);
    const headers = { Authorization: `Bearer ${token}` };
    const { customerId } = await currentUser(request, token);
    const url = `/api/v3/customers/${customerId}/webeventprofiles/${YOUTH_CHANNEL}`;
    const channel = (await (await request.get(url, { headers })).json()) as WebChannel;
    const updated = await request.put(url, {
      headers,
      data: {
        name: channel.name,
        description: channel.description,
        loadBalancerName: channel.loadBalancerName,
        regionId: channel.regionId,
        embedType: channel.embedType,
        streamUrlsEnabled: channel.streamUrlsEnabled,
        streamDelaySeconds: channel.streamDelaySeconds,
        deleteAfter: channel.deleteAfter,
        showLogo: channel.showLogo,
        automatedSubtitles: channel.automatedSubtitles,
        qrClickOverlayEnabled: channel.qrClickOverlayEnabled,
        detectQrCodes: channel.detectQrCodes,
        offlineContent: { type: 'uploaded_video', mediaId },
      },
    });
    expect(updated.status(), await updated.text()).toBe(200);

    const config = (await (
      await request.get(`/api/player-config/embeds/${channel.embedId}`)
    ).json()) as PlayerConfig;
    expect(config.subtitleTracks?.map((track) => track.language)).toEqual(['en']);
    await page.goto(`/embed/${channel.embedId}`);
  });

  await timed('the watch page’s player loads and shows the English track', async () => {
    const video = page.getByTestId('live-player');
    await expect(video.locator('track[srclang="en"]')).toHaveCount(1);
    await expect
      .poll(() => firstTrack(video))
      .toEqual({ readyState: 2, mode: 'showing', cue: CUE });
    // The video itself plays (hls.js over the channel's offline HLS) with its captions.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(2);
  });
});
