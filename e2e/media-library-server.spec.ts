import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { LibraryItem, MediaStatus, MediaUpload } from '../packages/api/src/models';
import { HARBOR_ADMIN, RIVERSIDE_VIDEO_REVIEW, tokenFor } from './support/demo';

/**
 * The media library's server side against the built server on a fresh data folder: the demo
 * library processed on first start, an upload over tus (interrupted and resumed) processed by
 * ffmpeg into HLS, found by a word of its title, and kept from people who may not have it. The
 * studio's screens drive the same calls in their own journeys.
 */
const LIBRARY_ADMIN = 'library@riverside.example';
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const DEMO_ITEM = '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01';
const run = promisify(execFile);

let folder: string;
let video: Buffer;

test.beforeAll(async () => {
  const started = Date.now();
  folder = await mkdtemp(join(tmpdir(), 'studio-e2e-media-'));
  const file = join(folder, 'easter-sunday-sermon.mp4');
  // Twenty seconds, 16:9 360p30, 2 s keyframes, AAC at 48 kHz: what the ingest rules want.
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    '20',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '60',
    '-keyint_min',
    '60',
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ar',
    '48000',
    file,
  ]);
  video = await readFile(file);
  console.log(`media fixture made in ${Date.now() - started} ms (${video.length} bytes)`);
});
test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function settled(request: APIRequestContext, token: string, mediaId: string) {
  let status: MediaStatus | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/media-status/media/${mediaId}`, {
          headers: bearer(token),
        });
        status = (await response.json()) as MediaStatus;
        return status.status;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toMatch(/^(COMPLETE|FAILED|TIMED_OUT)$/);
  return status as MediaStatus;
}

test('the demo library is processed on first start and plays for its organisation only', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const token = await tokenFor(request, LIBRARY_ADMIN);
  const status = await settled(request, token, DEMO_ITEM);
  expect(status.status).toBe('COMPLETE');
  const master = new URL(String(status.manifestUrl)).pathname;
  const playlist = await request.get(master, { headers: bearer(token) });
  expect(playlist.status()).toBe(200);
  expect(await playlist.text()).toContain('#EXT-X-STREAM-INF');
  const harbor = await tokenFor(request, HARBOR_ADMIN);
  expect((await request.get(master, { headers: bearer(harbor) })).status()).toBe(404);
  expect((await request.get(master)).status()).toBe(401);
});

test('a 20-second MP4 uploads over tus, resumes after an interruption, processes and is found by its title', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const token = await tokenFor(request, LIBRARY_ADMIN);
  const createUpload = async () => {
    const response = await request.post(`/api/v3/customers/${RIVERSIDE}/uploads`, {
      headers: bearer(token),
      data: {
        fileName: 'easter-sunday-sermon.mp4',
        sizeBytes: video.length,
        videoType: 'library',
        availability: 'immediately',
      },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as MediaUpload;
  };
  const upload = await createUpload();
  const tus = { ...bearer(token), 'Tus-Resumable': '1.0.0' };
  const half = Math.floor(video.length / 2);
  const first = await request.patch(upload.uploadUrl, {
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: video.subarray(0, half),
  });
  expect(first.status()).toBe(204);

  // The page closed; the same file chosen again is recognised and resumes at the server's offset.
  const again = await createUpload();
  expect(again.uuid).toBe(upload.uuid);
  const head = await request.head(again.uploadUrl, { headers: tus });
  expect(Number(head.headers()['upload-offset'])).toBe(half);
  const rest = await request.patch(again.uploadUrl, {
    headers: {
      ...tus,
      'Upload-Offset': String(half),
      'Content-Type': 'application/offset+octet-stream',
    },
    data: video.subarray(half),
  });
  expect(rest.status()).toBe(204);

  const started = Date.now();
  const status = await settled(request, token, upload.mediaId);
  console.log(`processed in ${Date.now() - started} ms`);
  expect(status).toMatchObject({ status: 'COMPLETE', error: null });

  const found = await request.get(
    `/api/v3/customers/${RIVERSIDE}/media?query=easter&sort=desc.score`,
    {
      headers: bearer(token),
    },
  );
  const items = (await found.json()) as LibraryItem[];
  expect(items.map((item) => item.mediaId)).toContain(upload.mediaId);
  const item = items.find((each) => each.mediaId === upload.mediaId);
  expect(item).toMatchObject({ title: 'easter sunday sermon', length: '20s', state: 'completed' });

  // The original comes back byte-identical.
  const link = await request.get(
    `/api/v3/customers/${RIVERSIDE}/media/${upload.mediaId}/download`,
    {
      headers: bearer(token),
    },
  );
  const { url } = (await link.json()) as { url: string };
  const original = await request.get(url);
  expect(Buffer.compare(await original.body(), video)).toBe(0);
});

test('the Video Review user may watch but not upload or delete', async ({ request }) => {
  const token = await tokenFor(request, RIVERSIDE_VIDEO_REVIEW);
  const item = `/api/v3/customers/${RIVERSIDE}/media/${DEMO_ITEM}`;
  expect((await request.get(item, { headers: bearer(token) })).status()).toBe(200);
  const upload = await request.post(`/api/v3/customers/${RIVERSIDE}/uploads`, {
    headers: bearer(token),
    data: {
      fileName: 'mine.mp4',
      sizeBytes: 10,
      videoType: 'library',
      availability: 'immediately',
    },
  });
  expect(upload.status()).toBe(403);
  expect((await request.delete(item, { headers: bearer(token) })).status()).toBe(403);
});
