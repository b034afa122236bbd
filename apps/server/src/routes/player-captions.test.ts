import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { webChannels } from '../db/settings/schema';
import {
  buildTestApp,
  ContractResponseValidator,
  MEDIA_IDS,
  openTestDatabase,
  signIn,
  WEB_CHANNEL_IDS,
  type SignedIn,
} from '../test-support';

/** Captions in the public player: a web channel's offline library video brings its tracks. */

let contract: ContractResponseValidator;
let app: FastifyInstance;
let database: DatabaseHandle;
let storageDir: string;
let library: SignedIn;

const SPANISH = `WEBVTT

00:00:01.000 --> 00:00:03.000
Bienvenidos al servicio del domingo.
`;
const ENGLISH = `1
00:00:01,000 --> 00:00:03,000
Welcome to the Sunday service.
`;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'studio-player-captions-'));
  database = await openTestDatabase();
  app = await buildTestApp({ database, storageDir });
  library = await signIn(app, 'library@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

const tracksUrl = (mediaId: string) => `/api/subtitles/media/${mediaId}/tracks`;

async function addTrack(mediaId: string, body: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: tracksUrl(mediaId),
    headers: library.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ uuid: string }>();
}

/** The channel shows `mediaId` while it is offline (as its edit form would store it). */
async function playOffline(channelId: string, mediaId: string) {
  await database.db
    .update(webChannels)
    .set({ offlineContentType: 'uploaded_video', offlineMediaId: mediaId })
    .where(eq(webChannels.id, channelId));
  const [row] = await database.db
    .select({ embedId: webChannels.embedId })
    .from(webChannels)
    .where(eq(webChannels.id, channelId));
  return row!.embedId;
}

interface PlayerTrack {
  uuid: string;
  language: string;
  label: string;
  url: string;
}

async function playerConfig(embedId: string) {
  const response = await app.inject({ url: `/api/player-config/embeds/${embedId}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(contract.check('getPlayerConfig', response).problems).toEqual([]);
  return response.json<{ sources: unknown[]; subtitleTracks?: PlayerTrack[] }>();
}

/** Follows a track's link as a browser would: no token, only the link (and an origin). */
const fetchTrack = (url: string) => {
  const { pathname, search } = new URL(url);
  return app.inject({ url: `${pathname}${search}`, headers: { origin: 'https://other.example' } });
};

describe('getPlayerConfig subtitle tracks', () => {
  it('lists the offline library video’s tracks by language, each link serving its WebVTT to any origin', async () => {
    const spanish = await addTrack(MEDIA_IDS.christmasEve, {
      language: 'es',
      label: 'Español',
      vtt: SPANISH,
    });
    const english = await addTrack(MEDIA_IDS.christmasEve, {
      language: 'en',
      label: 'English',
      srt: ENGLISH,
    });
    const embedId = await playOffline(WEB_CHANNEL_IDS.youth, MEDIA_IDS.christmasEve);

    const config = await playerConfig(embedId);
    expect(config.sources).toHaveLength(1);
    expect(
      config.subtitleTracks?.map(({ uuid, language, label }) => ({ uuid, language, label })),
    ).toEqual([
      { uuid: english.uuid, language: 'en', label: 'English' },
      { uuid: spanish.uuid, language: 'es', label: 'Español' },
    ]);
    for (const track of config.subtitleTracks ?? []) {
      // A signed link: no token in it, an expiry and a signature.
      expect(track.url).not.toMatch(/token|bearer/i);
      expect(new URL(track.url).searchParams.get('expires')).toMatch(/^\d+$/);
      expect(new URL(track.url).searchParams.get('signature')).toBeTruthy();
    }

    const served = await fetchTrack(config.subtitleTracks![1]!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/vtt/);
    expect(served.headers['access-control-allow-origin']).toBe('*');
    expect(served.body).toMatch(/^WEBVTT/);
    expect(served.body).toContain('Bienvenidos al servicio del domingo.');
    const english1 = await fetchTrack(config.subtitleTracks![0]!.url);
    expect(english1.body).toMatch(/^WEBVTT/);
    expect(english1.body).toContain('00:00:01.000 --> 00:00:03.000');

    // A link is for its own file only: another track's name under the same signature is refused.
    const forged = config.subtitleTracks![0]!.url.replace(english.uuid, spanish.uuid);
    expect((await fetchTrack(forged)).statusCode).toBe(404);
  });

  it('drops a deleted track, and its old link serves nothing', async () => {
    const spanish = await addTrack(MEDIA_IDS.christmasEve, {
      language: 'es',
      label: 'Español',
      vtt: SPANISH,
    });
    const embedId = await playOffline(WEB_CHANNEL_IDS.youth, MEDIA_IDS.christmasEve);
    const [before] = (await playerConfig(embedId)).subtitleTracks ?? [];
    expect(before?.uuid).toBe(spanish.uuid);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `${tracksUrl(MEDIA_IDS.christmasEve)}/${spanish.uuid}`,
      headers: library.headers,
    });
    expect(deleted.statusCode).toBe(204);

    expect((await playerConfig(embedId)).subtitleTracks).toEqual([]);
    expect((await fetchTrack(before!.url)).statusCode).toBe(404);
  });

  it('gives another organisation’s video no tracks, even when its id is named', async () => {
    await addTrack(MEDIA_IDS.christmasEve, { language: 'es', label: 'Español', vtt: SPANISH });
    // A Harbor channel pointed at Riverside's item (the edit form refuses this; the table is
    // written directly to prove the player config does not trust it either).
    const embedId = await playOffline(WEB_CHANNEL_IDS.harborAthletics, MEDIA_IDS.christmasEve);
    expect((await playerConfig(embedId)).subtitleTracks).toEqual([]);

    // And Harbor's staff cannot list Riverside's tracks in the studio either.
    const harbor = await signIn(app, 'admin@harbor.example');
    const listed = await app.inject({
      url: tracksUrl(MEDIA_IDS.christmasEve),
      headers: harbor.headers,
    });
    expect(listed.statusCode).toBe(404);
  });

  it('has no tracks for a channel whose offline content is not a library video', async () => {
    await addTrack(MEDIA_IDS.christmasEve, { language: 'es', label: 'Español', vtt: SPANISH });
    await database.db
      .update(webChannels)
      .set({ offlineContentType: 'replay_event', offlineMediaId: MEDIA_IDS.christmasEve })
      .where(eq(webChannels.id, WEB_CHANNEL_IDS.youth));
    const [row] = await database.db
      .select({ embedId: webChannels.embedId })
      .from(webChannels)
      .where(eq(webChannels.id, WEB_CHANNEL_IDS.youth));
    expect((await playerConfig(row!.embedId)).subtitleTracks).toEqual([]);
  });
});
