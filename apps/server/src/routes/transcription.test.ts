import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { organisations } from '../db/organisations/schema';
import {
  buildTestApp,
  ContractResponseValidator,
  makeSpokenMediaFixture,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';
import {
  FfmpegSpeechRecognizer,
  segmentsOfRecognition,
  type SpeechRecognizer,
} from '../transcription/speech-recognition';

const run = promisify(execFile);

let contract: ContractResponseValidator;
let fixtures: string;
let spoken: string;
let spokenSeconds: number;
beforeAll(async () => {
  contract = await ContractResponseValidator.load();
  fixtures = await mkdtemp(join(tmpdir(), 'studio-transcription-fixtures-'));
  spoken = await makeSpokenMediaFixture(fixtures, [
    'welcome to the sunday service',
    'we are glad you are here today',
  ]);
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    spoken,
  ]);
  spokenSeconds = Number(stdout.trim());
}, 120_000);
afterAll(async () => {
  await rm(fixtures, { recursive: true, force: true });
});

let app: FastifyInstance;
let database: DatabaseHandle;
let storageDir: string;
let library: SignedIn;
const mediaId = MEDIA_IDS.christmasEve;
const transcriptionUrl = (id: string) =>
  `/api/v4/customers/${ORGANISATION_IDS.riverside}/media/${id}/transcription`;
const tracksUrl = (id: string) => `/api/subtitles/media/${id}/tracks`;

/** A fresh seeded app whose Christmas Eve item's original is the spoken clip, as if uploaded. */
async function start(options: { speechRecognizer?: SpeechRecognizer } = {}) {
  database = await openTestDatabase();
  const folder = join(storageDir, ORGANISATION_IDS.riverside, 'media', mediaId);
  await mkdir(folder, { recursive: true });
  await copyFile(spoken, join(folder, 'original.mp4'));
  await database.db
    .update(mediaItems)
    .set({
      originalPath: `media/${mediaId}/original.mp4`,
      durationSeconds: spokenSeconds,
      transcript: null,
    })
    .where(eq(mediaItems.id, mediaId));
  app = await buildTestApp({ database, storageDir, jobConcurrency: 1, ...options });
  library = await signIn(app, 'library@riverside.example');
}

beforeEach(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'studio-transcription-storage-'));
  await start();
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function completedTranscript(id: string) {
  return vi.waitFor(
    async () => {
      const response = await app.inject({ url: transcriptionUrl(id), headers: library.headers });
      const status = response.json<{ status: string }>().status;
      if (status === 'pending' || status === 'processing') throw new Error(`still ${status}`);
      return response;
    },
    { timeout: 60_000, interval: 250 },
  );
}

describe('transcription', () => {
  it('recognises the words of a spoken video, stores them as the item transcript and makes a WebVTT track', async () => {
    const none = await app.inject({ url: transcriptionUrl(mediaId), headers: library.headers });
    expect(none.statusCode).toBe(200);
    expect(contract.check('getTranscription', none).problems).toEqual([]);
    expect(none.json()).toMatchObject({ status: 'none', segments: [] });

    const requested = await app.inject({
      method: 'POST',
      url: transcriptionUrl(mediaId),
      headers: library.headers,
    });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(contract.check('requestTranscription', requested).problems).toEqual([]);
    expect(requested.json()).toMatchObject({ status: 'pending', mediaId });

    const again = await app.inject({
      method: 'POST',
      url: transcriptionUrl(mediaId),
      headers: library.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()[0].code).toBe('TRANSCRIPTION_IN_PROGRESS');

    const done = await completedTranscript(mediaId);
    expect(contract.check('getTranscription', done).problems).toEqual([]);
    const transcript = done.json<{
      status: string;
      text: string;
      segments: { start: number; end: number; text: string }[];
    }>();
    expect(transcript.status, JSON.stringify(transcript)).toBe('completed');
    // PocketSphinx is imperfect: a few words it hears reliably from this voice.
    expect(transcript.text).toMatch(/welcome/);
    expect(transcript.text).toMatch(/sunday/);
    expect(transcript.text).toMatch(/glad/);
    expect(transcript.segments.length).toBeGreaterThanOrEqual(1);
    for (const [index, segment] of transcript.segments.entries()) {
      expect(segment.end).toBeGreaterThan(segment.start);
      expect(segment.start).toBeGreaterThanOrEqual(transcript.segments[index - 1]?.end ?? 0);
    }
    const [item] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, mediaId));
    expect(item?.transcript).toBe(transcript.text);

    const allowance = await app.inject({
      url: `/api/subtitles/customers/${ORGANISATION_IDS.riverside}/allowance`,
      headers: library.headers,
    });
    expect(contract.check('getSubtitleAllowance', allowance).problems).toEqual([]);
    expect(allowance.json()).toEqual({
      hoursPerMonth: 10,
      hoursUsed: Math.round((spokenSeconds / 3600) * 100) / 100,
    });

    const generated = await app.inject({
      method: 'POST',
      url: tracksUrl(mediaId),
      headers: library.headers,
      payload: { language: 'en', label: 'English' },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    expect(contract.check('createSubtitleTrack', generated).problems).toEqual([]);
    const track = generated.json<{ uuid: string; url: string; automated: boolean }>();
    expect(track.automated).toBe(true);
    expect(generated.headers.location).toMatch(new RegExp(`${track.uuid}$`));

    const file = await app.inject({ url: new URL(track.url).pathname + new URL(track.url).search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/vtt/);
    expect(file.body).toMatch(/^WEBVTT\n\n00:00:\d\d\.\d{3} --> 00:00:\d\d\.\d{3}\n/);
    expect(file.body).toMatch(/welcome/);

    const list = await app.inject({ url: tracksUrl(mediaId), headers: library.headers });
    expect(contract.check('listSubtitleTracks', list).problems).toEqual([]);
    expect(list.json()).toHaveLength(1);
  }, 120_000);

  it('fails with the apt-get line when the speech model is missing, giving the hours back', async () => {
    await app.close();
    await start({ speechRecognizer: new FfmpegSpeechRecognizer(join(fixtures, 'no-model-here')) });
    const requested = await app.inject({
      method: 'POST',
      url: transcriptionUrl(mediaId),
      headers: library.headers,
    });
    expect(requested.statusCode).toBe(202);
    const failed = (await completedTranscript(mediaId)).json();
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.reason).toContain('apt-get install -y pocketsphinx-en-us');
    const allowance = await app.inject({
      url: `/api/subtitles/customers/${ORGANISATION_IDS.riverside}/allowance`,
      headers: library.headers,
    });
    expect(allowance.json()).toEqual({ hoursPerMonth: 10, hoursUsed: 0 });
  }, 60_000);

  it('refuses when the month’s subtitle hours are spent, and without a stored file', async () => {
    await database.db
      .update(organisations)
      .set({ subtitlesHoursPerMonth: 0 })
      .where(eq(organisations.id, ORGANISATION_IDS.riverside));
    const spent = await app.inject({
      method: 'POST',
      url: transcriptionUrl(mediaId),
      headers: library.headers,
    });
    expect(spent.statusCode).toBe(422);
    expect(contract.check('requestTranscription', spent).problems).toEqual([]);
    expect(spent.json()[0]).toMatchObject({ code: 'SUBTITLE_HOURS_USED' });

    const withoutFile = await app.inject({
      method: 'POST',
      url: transcriptionUrl(MEDIA_IDS.youthNight),
      headers: library.headers,
    });
    expect(withoutFile.statusCode).toBe(422);
    expect(withoutFile.json()[0].code).toBe('NOT_READY');
  });

  it('keeps organisations apart and roles to their permissions', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    expect(
      (await app.inject({ url: tracksUrl(mediaId), headers: harbor.headers })).statusCode,
    ).toBe(404);
    const foreignCreate = await app.inject({
      method: 'POST',
      url: tracksUrl(mediaId),
      headers: harbor.headers,
      payload: { language: 'en', label: 'English', vtt: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi' },
    });
    expect(foreignCreate.statusCode).toBe(404);
    const review = await signIn(app, 'review@riverside.example');
    const forbidden = await app.inject({
      method: 'POST',
      url: transcriptionUrl(mediaId),
      headers: review.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await app.inject({ url: transcriptionUrl(mediaId), headers: review.headers })).statusCode,
    ).toBe(200);
  });
});

describe('uploaded subtitle tracks', () => {
  it('stores WebVTT and SubRip uploads as WebVTT, one per language, and deletes them', async () => {
    const vtt = await app.inject({
      method: 'POST',
      url: tracksUrl(mediaId),
      headers: library.headers,
      payload: {
        language: 'es',
        label: 'Español',
        vtt: 'WEBVTT\n\n00:01.000 --> 00:02.000\nBienvenidos',
      },
    });
    expect(vtt.statusCode, vtt.body).toBe(201);
    expect(vtt.json()).toMatchObject({ language: 'es', automated: false, status: 'ready' });

    const duplicate = await app.inject({
      method: 'POST',
      url: tracksUrl(mediaId),
      headers: library.headers,
      payload: { language: 'es', label: 'Otra', vtt: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHola' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(contract.check('createSubtitleTrack', duplicate).problems).toEqual([]);

    const srt = await app.inject({
      method: 'POST',
      url: tracksUrl(mediaId),
      headers: library.headers,
      payload: {
        language: 'pt-BR',
        label: 'Português',
        srt: '1\n00:00:01,000 --> 00:00:02,500\nBem-vindos\n',
      },
    });
    expect(srt.statusCode, srt.body).toBe(201);
    const srtTrack = srt.json<{ uuid: string; url: string }>();
    const file = await app.inject({
      url: new URL(srtTrack.url).pathname + new URL(srtTrack.url).search,
    });
    expect(file.body).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nBem-vindos\n');

    const one = await app.inject({
      url: `${tracksUrl(mediaId)}/${srtTrack.uuid}`,
      headers: library.headers,
    });
    expect(contract.check('getSubtitleTrack', one).problems).toEqual([]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${tracksUrl(mediaId)}/${srtTrack.uuid}`,
      headers: library.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (
        await app.inject({
          url: `${tracksUrl(mediaId)}/${srtTrack.uuid}`,
          headers: library.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: new URL(srtTrack.url).pathname + new URL(srtTrack.url).search }))
        .statusCode,
    ).toBe(404);
  });

  it('names the bad cue, the bad field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { language: 'en', label: 'English', vtt: 'WEBVTT\n\n00:05.000 --> 00:02.000\nBack' },
        'body.vtt',
        /^Cue 1 \(line 3\) ends at/,
      ],
      [
        {
          language: 'en',
          label: 'English',
          vtt: 'WEBVTT\n\n00:05.000 --> 00:06.000\nA\n\n00:01.000 --> 00:02.000\nB',
        },
        'body.vtt',
        /cues must be in time order/,
      ],
      [
        { language: 'en', label: 'English', srt: '1\n00:00:01 --> 00:00:02,000\nHi' },
        'body.srt',
        /malformed timing line/,
      ],
      [{ language: 'en', label: 'English', vtt: 'Hello' }, 'body.vtt', /not a WebVTT file/],
      [
        { language: 'en', label: 'English', vtt: 'WEBVTT\n\n00:00:01.000 --> 00:10:00.000\nLong' },
        'body.vtt',
        /after the end of the video/,
      ],
      [{ language: 'english', label: 'English' }, 'body.language', /BCP 47/],
      [{ language: 'en', label: '' }, 'body.label', /1 to 50 characters/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: tracksUrl(mediaId),
        headers: library.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(contract.check('createSubtitleTrack', response).problems).toEqual([]);
      const problem = response
        .json<{ field?: string; message: string }[]>()
        .find((error) => error.field === field);
      expect(problem?.message, response.body).toMatch(message);
    }
    expect(
      (await app.inject({ url: tracksUrl(mediaId), headers: library.headers })).json(),
    ).toEqual([]);

    const noTranscript = await app.inject({
      method: 'POST',
      url: tracksUrl(mediaId),
      headers: library.headers,
      payload: { language: 'en', label: 'English' },
    });
    expect(noTranscript.statusCode).toBe(422);
    expect(noTranscript.json()[0].code).toBe('NO_TRANSCRIPT');
  });
});

describe('segmentsOfRecognition', () => {
  it('starts an utterance where the silence before it ended and ends it where the next began', () => {
    const printout = [
      'frame:98   pts:33434   pts_time:2.08962',
      'lavfi.silence_start=1.79081',
      'frame:108  pts:36848   pts_time:2.303',
      'lavfi.asr.text=welcome to the sunday service',
      'frame:169  pts:57669   pts_time:3.60431',
      'lavfi.silence_end=3.62181',
      'lavfi.silence_duration=1.831',
      'frame:263  pts:89120   pts_time:5.57',
      'lavfi.silence_start=5.33312',
      'lavfi.asr.text=we are glad you are here today',
      'frame:300  pts:99999   pts_time:7.1',
      'lavfi.asr.text=',
    ].join('\n');
    expect(segmentsOfRecognition(printout)).toEqual([
      { start: 0, end: 1.791, text: 'welcome to the sunday service' },
      { start: 3.622, end: 5.333, text: 'we are glad you are here today' },
    ]);
  });
});
