import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Upload as TusUpload } from 'tus-js-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@studio/domain';
import {
  buildTestApp,
  ContractResponseValidator,
  makeMediaFixture,
  MEDIA_IDS,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

type Json = Record<string, unknown>;

let contract: ContractResponseValidator;
let fixtures: string;
const files: Record<'good' | 'noAudio' | 'fourByThree' | 'quickTime', Buffer> = {
  good: Buffer.alloc(0),
  noAudio: Buffer.alloc(0),
  fourByThree: Buffer.alloc(0),
  quickTime: Buffer.alloc(0),
};

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
  fixtures = await mkdtemp(join(tmpdir(), 'studio-media-fixtures-'));
  for (const kind of Object.keys(files) as Array<keyof typeof files>)
    files[kind] = await readFile(await makeMediaFixture(fixtures, kind));
}, 120_000);
afterAll(async () => {
  await rm(fixtures, { recursive: true, force: true });
});

let app: FastifyInstance;
let storageDir: string;
let origin: string;
let library: SignedIn;

beforeEach(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'studio-media-storage-'));
  app = await buildTestApp({ storageDir, jobConcurrency: 1 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
  library = await signIn(app, 'library@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

const riverside = `/api/v3/customers/${ORGANISATION_IDS.riverside}`;

const pathAndQuery = (address: unknown) => {
  const url = new URL(String(address));
  return `${url.pathname}${url.search}`;
};

function expectContract(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
}

async function createUpload(fileName: string, sizeBytes: number, who: SignedIn = library) {
  return app.inject({
    method: 'POST',
    url: `${riverside}/uploads`,
    headers: who.headers,
    payload: { fileName, sizeBytes, videoType: 'library', availability: 'immediately' },
  });
}

/** Sends bytes over tus like the studio does; `stopAfterBytes` aborts midway, as a closed tab. */
function sendOverTus(
  uploadUrl: string,
  bytes: Buffer,
  who: SignedIn,
  stopAfterBytes?: number,
): Promise<'done' | 'stopped'> {
  return new Promise((resolve, reject) => {
    const upload: TusUpload = new TusUpload(bytes, {
      uploadUrl: `${origin}${uploadUrl}`,
      headers: who.headers,
      chunkSize: 64 * 1024,
      retryDelays: [],
      onProgress: (sent) => {
        if (stopAfterBytes !== undefined && sent >= stopAfterBytes) {
          void upload.abort().then(() => resolve('stopped'), reject);
        }
      },
      onSuccess: () => resolve('done'),
      onError: reject,
    });
    upload.start();
  });
}

/** Polls the media status until processing settles (the worker runs in the app). */
async function settledStatus(mediaId: string, who: SignedIn = library): Promise<Json> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/media-status/media/${mediaId}`,
      headers: who.headers,
    });
    const status = response.json<Json>();
    if (['COMPLETE', 'FAILED', 'TIMED_OUT', 'CANCELLED'].includes(String(status.status))) {
      expectContract('getMediaStatus', response);
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`media ${mediaId} never settled`);
}

async function uploadWhole(kind: keyof typeof files, fileName = `${kind}.mp4`) {
  const created = await createUpload(fileName, files[kind].length);
  expect(created.statusCode).toBe(201);
  const upload = created.json<Json>();
  expect(await sendOverTus(String(upload.uploadUrl), files[kind], library)).toBe('done');
  return { upload, status: await settledStatus(String(upload.mediaId)) };
}

describe('uploading over tus and processing into HLS', () => {
  it('checks, processes and plays a good MP4, and finds it by a word of its title', async () => {
    const created = await createUpload('hope-in-hard-times.mp4', files.good.length);
    expectContract('createUpload', created);
    const upload = created.json<Json>();
    expect(upload).toMatchObject({ status: 'PENDING', progressLabel: 'pending', error: null });
    expect(created.headers.location).toBe(`${riverside}/uploads/${String(upload.uuid)}`);

    expect(await sendOverTus(String(upload.uploadUrl), files.good, library)).toBe('done');
    const status = await settledStatus(String(upload.mediaId));
    expect(status).toMatchObject({ status: 'COMPLETE', progressPercent: 100, error: null });

    // The master playlist names the plan's rungs that fit a 360p source (Pro: 6 rungs, 3 fit).
    const manifestUrl = new URL(String(status.manifestUrl));
    const master = await app.inject({
      method: 'GET',
      url: manifestUrl.pathname,
      headers: library.headers,
    });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body.match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
    const rung = master.body.split('\n').find((line) => line.endsWith('index.m3u8'));
    const base = manifestUrl.pathname.replace(/master\.m3u8$/, '');
    const playlist = await app.inject({
      method: 'GET',
      url: `${base}${rung}`,
      headers: library.headers,
    });
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'));
    const bytes = await app.inject({
      method: 'GET',
      url: `${base}${rung?.replace('index.m3u8', '')}${segment}`,
      headers: library.headers,
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('video/mp2t');
    expect(bytes.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte

    const item = await app.inject({
      method: 'GET',
      url: `${riverside}/media/${String(upload.mediaId)}`,
      headers: library.headers,
    });
    expectContract('getMedia', item);
    expect(item.json()).toMatchObject({
      title: 'hope in hard times',
      state: 'completed',
      processingStatus: 'COMPLETE',
      mediaSource: 'UPLOADED',
      length: '4s',
    });
    const poster = await app.inject({
      method: 'GET',
      url: pathAndQuery(item.json<Json>().thumbnailUrl),
    });
    expect(poster.statusCode, poster.body).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    const found = await app.inject({
      method: 'GET',
      url: `${riverside}/media?query=hope&sort=desc.score`,
      headers: library.headers,
    });
    expectContract('listMedia', found);
    expect(found.json<Json[]>().map((each) => each.mediaId)).toContain(upload.mediaId);
    const missed = await app.inject({
      method: 'GET',
      url: `${riverside}/media?query=zebra`,
      headers: library.headers,
    });
    expect(missed.json<Json[]>().map((each) => each.mediaId)).not.toContain(upload.mediaId);
  }, 120_000);

  it('resumes an interrupted upload from where it stopped, and the file stays byte-identical', async () => {
    const bytes = files.good;
    const first = (await createUpload('resume.mp4', bytes.length)).json<Json>();
    expect(await sendOverTus(String(first.uploadUrl), bytes, library, 128 * 1024)).toBe('stopped');
    // The same file chosen again, after a closed tab: the same upload, part of it already there.
    const again = (await createUpload('resume.mp4', bytes.length)).json<Json>();
    expect(again.uuid).toBe(first.uuid);
    const head = await fetch(`${origin}${String(again.uploadUrl)}`, {
      method: 'HEAD',
      headers: { ...library.headers, 'tus-resumable': '1.0.0' },
    });
    expect(Number(head.headers.get('upload-offset'))).toBeGreaterThanOrEqual(128 * 1024);
    expect(await sendOverTus(String(again.uploadUrl), bytes, library)).toBe('done');
    expect(await settledStatus(String(first.mediaId))).toMatchObject({ status: 'COMPLETE' });

    const link = await app.inject({
      method: 'GET',
      url: `${riverside}/media/${String(first.mediaId)}/download`,
      headers: library.headers,
    });
    expectContract('getMediaDownload', link);
    const linked = new URL(String(link.json<Json>().url));
    const download = await app.inject({ method: 'GET', url: `${linked.pathname}${linked.search}` });
    expect(download.headers['content-disposition']).toBe('attachment; filename="resume.mp4"');
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
  }, 120_000);

  it.each([
    ['noAudio', 'FILE_TYPE', 'The file has no audio.'],
    ['fourByThree', 'FILE_TYPE', 'aspect ratio is 4:3'],
    ['quickTime', 'FILE_TYPE', 'QuickTime'],
  ] as const)(
    're-checks %s with ffprobe and refuses it with %s, whatever the browser said',
    async (kind, code, reason) => {
      const { upload, status } = await uploadWhole(kind);
      expect(status.status).toBe('FAILED');
      expect(String(status.error)).toContain(reason);
      const after = await app.inject({
        method: 'GET',
        url: `${riverside}/uploads/${String(upload.uuid)}`,
        headers: library.headers,
      });
      expectContract('getUpload', after);
      expect(after.json()).toMatchObject({ error: code, progressLabel: 'processing_failed' });
      const item = await app.inject({
        method: 'GET',
        url: `${riverside}/media/${String(upload.mediaId)}`,
        headers: library.headers,
      });
      expect(item.json()).toMatchObject({ state: 'errored' });
    },
    120_000,
  );
});

describe('who may upload, watch and play', () => {
  it('lets the Video Review user watch but not upload or delete', async () => {
    const { upload } = await uploadWhole('good');
    const reviewer = await signIn(app, 'review@riverside.example');
    const item = `${riverside}/media/${String(upload.mediaId)}`;
    expect(
      (await app.inject({ method: 'GET', url: item, headers: reviewer.headers })).statusCode,
    ).toBe(200);
    expect((await createUpload('mine.mp4', 10, reviewer)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: item, headers: reviewer.headers })).statusCode,
    ).toBe(403);
    // Nor send bytes to someone else's upload.
    const head = await fetch(`${origin}${String(upload.uploadUrl)}`, {
      method: 'HEAD',
      headers: { ...reviewer.headers, 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(403);
  }, 120_000);

  it('keeps a Riverside item’s HLS from the Harbor admin, even by its URL', async () => {
    const { status } = await uploadWhole('good');
    const path = new URL(String(status.manifestUrl)).pathname;
    const harbor = await signIn(app, 'admin@harbor.example');
    expect(
      (await app.inject({ method: 'GET', url: path, headers: harbor.headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const harborStatus = await app.inject({
      method: 'GET',
      url: `/api/media-status/media/${String(status.mediaId)}`,
      headers: harbor.headers,
    });
    expect(harborStatus.statusCode).toBe(404);
    // The same path under Harbor's own organisation finds nothing either.
    const underHarbor = path.replace(ORGANISATION_IDS.riverside, ORGANISATION_IDS.harbor);
    expect(
      (await app.inject({ method: 'GET', url: underHarbor, headers: harbor.headers })).statusCode,
    ).toBe(404);
  }, 120_000);
});

describe('editing, thumbnails and deleting', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );

  it('edits the fields a person sets, with the spec’s limits', async () => {
    const { upload } = await uploadWhole('good');
    const item = `${riverside}/media/${String(upload.mediaId)}`;
    const edited = await app.inject({
      method: 'PATCH',
      url: item,
      headers: library.headers,
      payload: {
        title: ' Easter Sunday ',
        tags: ['easter', 'sermon'],
        airDate: '2026-04-05',
        airTime: '09:30',
      },
    });
    expectContract('updateMedia', edited);
    expect(edited.json()).toMatchObject({
      title: 'Easter Sunday',
      tags: ['easter', 'sermon'],
      airTime: '09:30',
    });
    const tooLong = await app.inject({
      method: 'PATCH',
      url: item,
      headers: library.headers,
      payload: { title: 'x'.repeat(129), tags: ['a'.repeat(100), 'b'.repeat(60)] },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ errors?: unknown }>()).toBeDefined();
    const messages = JSON.stringify(tooLong.json());
    expect(messages).toContain(VALIDATION_MESSAGES.videoTitleMax);
    expect(messages).toContain(VALIDATION_MESSAGES.videoTagsMax);
    expect(
      (await app.inject({ method: 'GET', url: item, headers: library.headers })).json(),
    ).toMatchObject({
      title: 'Easter Sunday',
    });
  }, 120_000);

  it('takes a JPG or PNG thumbnail up to 2 MB, judged by its bytes', async () => {
    const { upload } = await uploadWhole('good');
    const thumbnail = `${riverside}/media/${String(upload.mediaId)}/thumbnail`;
    const put = (payload: Buffer, type: string) =>
      app.inject({
        method: 'PUT',
        url: thumbnail,
        headers: { ...library.headers, 'content-type': type },
        payload,
      });
    expect((await put(PNG, 'image/jpeg')).statusCode).toBe(415);
    expect((await put(Buffer.from('GIF89a....'), 'image/png')).statusCode).toBe(415);
    expect(
      (await put(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png')).statusCode,
    ).toBe(413);
    const stored = await put(PNG, 'image/png');
    expectContract('uploadMediaThumbnail', stored);
    const image = await app.inject({
      method: 'GET',
      url: pathAndQuery(stored.json<Json>().thumbnailUrl),
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
    // A link names one file: another file or an altered signature finds nothing.
    const link = pathAndQuery(stored.json<Json>().thumbnailUrl);
    const original = link.replace('thumbnail.png', 'original.mp4');
    expect((await app.inject({ method: 'GET', url: original })).statusCode).toBe(404);
    const forged = link.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  }, 120_000);

  it('hides a deleted item at once and removes its files', async () => {
    const { upload, status } = await uploadWhole('good');
    const item = `${riverside}/media/${String(upload.mediaId)}`;
    expect(
      (await app.inject({ method: 'DELETE', url: item, headers: library.headers })).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: item, headers: library.headers })).statusCode,
    ).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: `${riverside}/media`,
      headers: library.headers,
    });
    expect(list.json<Json[]>().map((each) => each.mediaId)).not.toContain(upload.mediaId);
    const path = new URL(String(status.manifestUrl)).pathname;
    expect(
      (await app.inject({ method: 'GET', url: path, headers: library.headers })).statusCode,
    ).toBe(404);
  }, 120_000);

  it('cancels an unfinished upload and refuses to cancel a finished one', async () => {
    const created = (await createUpload('cancel-me.mp4', files.good.length)).json<Json>();
    const cancel = await app.inject({
      method: 'DELETE',
      url: `${riverside}/uploads/${String(created.uuid)}`,
      headers: library.headers,
    });
    expect(cancel.statusCode).toBe(204);
    await expect(sendOverTus(String(created.uploadUrl), files.good, library)).rejects.toThrow();
    const { upload } = await uploadWhole('good');
    const late = await app.inject({
      method: 'DELETE',
      url: `${riverside}/uploads/${String(upload.uuid)}`,
      headers: library.headers,
    });
    expect(late.statusCode).toBe(409);
    expectContract('cancelUpload', late);
  }, 120_000);

  it('answers the processing states of several items in one call', async () => {
    const ids = [MEDIA_IDS.hopeInHardTimes, MEDIA_IDS.worshipNight, MEDIA_IDS.harborGraduation];
    const response = await app.inject({
      method: 'GET',
      url: `/api/media-status/customers/${ORGANISATION_IDS.riverside}/media?ids=${ids.join(',')}`,
      headers: library.headers,
    });
    expectContract('listMediaStatuses', response);
    // Harbor's item is not Riverside's to see.
    expect(
      response
        .json<Json[]>()
        .map((status) => [status.mediaId, status.status])
        .sort(),
    ).toEqual(
      [
        [MEDIA_IDS.hopeInHardTimes, 'PENDING'],
        [MEDIA_IDS.worshipNight, 'FAILED'],
      ].sort(),
    );
  });

  it('refuses a sort it does not know, naming the field', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${riverside}/media?sort=asc.colour`,
      headers: library.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('query.sort');
  });
});
