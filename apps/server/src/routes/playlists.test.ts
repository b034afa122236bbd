import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAYLIST_MESSAGES } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { playlistItems, playlists } from '../db/playlists/schema';
import { MEDIA_IDS, PLAYLIST_IDS } from '../seed/demo-data';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let library: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  library = await signIn(app, 'library@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const collection = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}/playlists`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;
const mediaOf = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${item(id, organisationId)}/media`;

const call = async (
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  session: SignedIn = library,
) => {
  const response: LightMyRequestResponse = await app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
};

interface PlaylistMediaBody {
  playlistId: string;
  totalLength: number;
  mediaCount: number;
  items: Array<{ mediaId: string; position: number; title?: string }>;
}

const orderOf = (response: LightMyRequestResponse) =>
  (response.json() as PlaylistMediaBody).items.map((entry) => entry.mediaId);

async function setDurations(durations: Record<string, number>) {
  for (const [id, seconds] of Object.entries(durations))
    await database.db
      .update(mediaItems)
      .set({ durationSeconds: seconds })
      .where(eq(mediaItems.id, id));
}

async function createPlaylist(body: Record<string, unknown>) {
  const response = await call('createPlaylist', 'POST', collection(), body);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

describe('listing playlists', () => {
  it('answers the organisation’s playlists with count and total length, newest first', async () => {
    await setDurations({
      [MEDIA_IDS.hopeInHardTimes]: 4512.4,
      [MEDIA_IDS.youthNight]: 3600,
    });
    const response = await call('listPlaylists', 'GET', collection());
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      playlists: Array<{ id: string; name: string; mediaCount: number; totalLength: number }>;
      nextUrl: string | null;
    };
    expect(body.playlists.map((playlist) => playlist.name)).toEqual([
      'Sermons 2026',
      'Special Services',
    ]);
    expect(body.playlists[0]).toMatchObject({ mediaCount: 2, totalLength: 8112.4 });
    expect(body.nextUrl).toBeNull();
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('sorts by name either way and pages with nextUrl repeating the Link header', async () => {
    const ascending = await call('listPlaylists', 'GET', `${collection()}?sort=asc.name&size=1`);
    const body = ascending.json() as { playlists: Array<{ name: string }>; nextUrl: string };
    expect(body.playlists.map((playlist) => playlist.name)).toEqual(['Sermons 2026']);
    expect(ascending.headers.link).toBe(`<${body.nextUrl}>; rel="next"`);
    const next = await call('listPlaylists', 'GET', body.nextUrl);
    expect(
      (next.json() as { playlists: Array<{ name: string }> }).playlists.map((p) => p.name),
    ).toEqual(['Special Services']);
    const descending = await call('listPlaylists', 'GET', `${collection()}?sort=desc.name`);
    expect(
      (descending.json() as { playlists: Array<{ name: string }> }).playlists.map((p) => p.name),
    ).toEqual(['Special Services', 'Sermons 2026']);
  });

  it('refuses a sort that is not one of the four', async () => {
    const response = await call('listPlaylists', 'GET', `${collection()}?sort=asc.title`);
    expect(response.statusCode).toBe(400);
  });
});

describe('creating and changing a playlist', () => {
  it('creates one with the contract’s defaults and a Location', async () => {
    const response = await call('createPlaylist', 'POST', collection(), { name: '  Easter  ' });
    expect(response.statusCode).toBe(201);
    const created = response.json() as { id: string };
    expect(response.headers.location).toBe(item(created.id));
    expect(created).toMatchObject({
      name: 'Easter',
      rolling: false,
      sort: 'start',
      maxVideoCount: 100,
      mediaCount: 0,
      totalLength: 0,
    });
  });

  it('refuses a blank or too long name with the spec’s messages, storing nothing', async () => {
    const before = await database.db.select().from(playlists);
    const blank = await call('createPlaylist', 'POST', collection(), { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual([
      { code: 'INVALID_REQUEST', message: PLAYLIST_MESSAGES.nameRequired, field: 'body.name' },
    ]);
    const long = await call('createPlaylist', 'POST', collection(), { name: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject([{ message: PLAYLIST_MESSAGES.nameMax, field: 'body.name' }]);
    expect(await database.db.select().from(playlists)).toHaveLength(before.length);
  });

  it('refuses a name the organisation already has, whatever its case (409)', async () => {
    const response = await call('createPlaylist', 'POST', collection(), { name: 'sermons 2026' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject([
      { code: 'NAME_EXISTS', message: PLAYLIST_MESSAGES.nameExists },
    ]);
  });

  it('replaces name, rolling, new-video position and maximum', async () => {
    const response = await call('updatePlaylist', 'PUT', item(PLAYLIST_IDS.specialServices), {
      name: 'Holidays',
      rolling: true,
      sort: 'start',
      maxVideoCount: 5,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Holidays',
      rolling: true,
      sort: 'start',
      maxVideoCount: 5,
      mediaCount: 2,
    });
  });

  it('refuses a maximum below the videos it holds', async () => {
    const response = await call('updatePlaylist', 'PUT', item(PLAYLIST_IDS.specialServices), {
      name: 'Special Services',
      maxVideoCount: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject([{ message: PLAYLIST_MESSAGES.maxVideoCountBelowItems }]);
  });

  it('deletes a playlist and keeps its videos in the library', async () => {
    const response = await call('deletePlaylist', 'DELETE', item(PLAYLIST_IDS.specialServices));
    expect(response.statusCode).toBe(204);
    expect((await call('getPlaylist', 'GET', item(PLAYLIST_IDS.specialServices))).statusCode).toBe(
      404,
    );
    const [video] = await database.db
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.id, MEDIA_IDS.christmasEve));
    expect(video).toBeDefined();
  });
});

describe('a playlist’s videos', () => {
  it('lists them in order with total length and media count', async () => {
    await setDurations({ [MEDIA_IDS.christmasEve]: 100, [MEDIA_IDS.baptismSunday]: 50.5 });
    const response = await call('getPlaylistMedia', 'GET', mediaOf(PLAYLIST_IDS.specialServices));
    expect(response.json()).toMatchObject({
      playlistId: PLAYLIST_IDS.specialServices,
      totalLength: 150.5,
      mediaCount: 2,
      items: [
        { mediaId: MEDIA_IDS.christmasEve, position: 0, title: 'Christmas Eve 2025' },
        { mediaId: MEDIA_IDS.baptismSunday, position: 1, title: 'Baptism Sunday' },
      ],
    });
  });

  it('adds new videos at the start or at the end, as the playlist says', async () => {
    const atStart = await createPlaylist({ name: 'Newest first', sort: 'start' });
    await call('addPlaylistMedia', 'POST', mediaOf(atStart.id), {
      mediaIds: [MEDIA_IDS.christmasEve],
    });
    const started = await call('addPlaylistMedia', 'POST', mediaOf(atStart.id), {
      mediaIds: [MEDIA_IDS.youthNight],
    });
    expect(orderOf(started)).toEqual([MEDIA_IDS.youthNight, MEDIA_IDS.christmasEve]);

    const ended = await call('addPlaylistMedia', 'POST', mediaOf(PLAYLIST_IDS.specialServices), {
      mediaIds: [MEDIA_IDS.youthNight],
    });
    expect(ended.statusCode).toBe(200);
    expect(orderOf(ended)).toEqual([
      MEDIA_IDS.christmasEve,
      MEDIA_IDS.baptismSunday,
      MEDIA_IDS.youthNight,
    ]);
  });

  it('refuses a video already in the playlist (409) and adds nothing', async () => {
    const response = await call('addPlaylistMedia', 'POST', mediaOf(PLAYLIST_IDS.sermons), {
      mediaIds: [MEDIA_IDS.christmasEve, MEDIA_IDS.hopeInHardTimes],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject([
      { code: 'DUPLICATE_MEDIA', message: PLAYLIST_MESSAGES.duplicateMedia },
    ]);
    const after = await call('getPlaylistMedia', 'GET', mediaOf(PLAYLIST_IDS.sermons));
    expect(orderOf(after)).toEqual([MEDIA_IDS.hopeInHardTimes, MEDIA_IDS.youthNight]);
  });

  it('refuses a full non-rolling playlist (422 PLAYLIST_FULL)', async () => {
    const full = await createPlaylist({ name: 'Two at most', maxVideoCount: 2 });
    await call('addPlaylistMedia', 'POST', mediaOf(full.id), {
      mediaIds: [MEDIA_IDS.christmasEve, MEDIA_IDS.youthNight],
    });
    const response = await call('addPlaylistMedia', 'POST', mediaOf(full.id), {
      mediaIds: [MEDIA_IDS.baptismSunday],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ code: 'PLAYLIST_FULL', message: PLAYLIST_MESSAGES.full }]);
  });

  it('drops the earliest added video of a full rolling playlist', async () => {
    const rolling = await createPlaylist({
      name: 'Latest two',
      rolling: true,
      sort: 'end',
      maxVideoCount: 2,
    });
    await call('addPlaylistMedia', 'POST', mediaOf(rolling.id), {
      mediaIds: [MEDIA_IDS.christmasEve],
    });
    await call('addPlaylistMedia', 'POST', mediaOf(rolling.id), {
      mediaIds: [MEDIA_IDS.youthNight],
    });
    // Moving the first-added video to the end does not make it any newer.
    await call('reorderPlaylist', 'PUT', `${item(rolling.id)}/order`, {
      mediaIds: [MEDIA_IDS.youthNight, MEDIA_IDS.christmasEve],
    });
    const response = await call('addPlaylistMedia', 'POST', mediaOf(rolling.id), {
      mediaIds: [MEDIA_IDS.baptismSunday],
    });
    expect(response.statusCode).toBe(200);
    expect(orderOf(response)).toEqual([MEDIA_IDS.youthNight, MEDIA_IDS.baptismSunday]);
  });

  it('removes a video from the playlist and keeps it in the library', async () => {
    const response = await call(
      'removePlaylistMedia',
      'DELETE',
      `${mediaOf(PLAYLIST_IDS.sermons)}/${MEDIA_IDS.hopeInHardTimes}`,
    );
    expect(response.statusCode).toBe(204);
    const after = await call('getPlaylistMedia', 'GET', mediaOf(PLAYLIST_IDS.sermons));
    expect((after.json() as PlaylistMediaBody).items).toMatchObject([
      { mediaId: MEDIA_IDS.youthNight, position: 0 },
    ]);
    const again = await call(
      'removePlaylistMedia',
      'DELETE',
      `${mediaOf(PLAYLIST_IDS.sermons)}/${MEDIA_IDS.hopeInHardTimes}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('reorders with the complete list, and refuses one that does not match (422)', async () => {
    const order = `${item(PLAYLIST_IDS.sermons)}/order`;
    const reordered = await call('reorderPlaylist', 'PUT', order, {
      mediaIds: [MEDIA_IDS.youthNight, MEDIA_IDS.hopeInHardTimes],
    });
    expect(reordered.statusCode).toBe(200);
    expect(orderOf(reordered)).toEqual([MEDIA_IDS.youthNight, MEDIA_IDS.hopeInHardTimes]);
    const partial = await call('reorderPlaylist', 'PUT', order, {
      mediaIds: [MEDIA_IDS.hopeInHardTimes],
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json()).toMatchObject([{ message: PLAYLIST_MESSAGES.reorderFailed }]);
    const rows = await database.db
      .select()
      .from(playlistItems)
      .where(eq(playlistItems.playlistId, PLAYLIST_IDS.sermons));
    expect(rows.find((row) => row.mediaId === MEDIA_IDS.youthNight)?.position).toBe(0);
  });

  it('leaves delete-pending videos out of the list, the count and the length', async () => {
    await setDurations({ [MEDIA_IDS.hopeInHardTimes]: 60, [MEDIA_IDS.youthNight]: 30 });
    await database.db
      .update(mediaItems)
      .set({ state: 'delete_pending' })
      .where(eq(mediaItems.id, MEDIA_IDS.hopeInHardTimes));
    const response = await call('getPlaylistMedia', 'GET', mediaOf(PLAYLIST_IDS.sermons));
    expect(response.json()).toMatchObject({
      mediaCount: 1,
      totalLength: 30,
      items: [{ mediaId: MEDIA_IDS.youthNight, position: 0 }],
    });
  });
});

describe('organisations and permissions', () => {
  it('keeps Riverside’s playlist from the Harbor admin, by either organisation’s URL', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const underRiverside = await call(
      'getPlaylist',
      'GET',
      item(PLAYLIST_IDS.sermons),
      undefined,
      harbor,
    );
    // Not Harbor's organisation: the router answers as if nothing were there.
    expect(underRiverside.statusCode).toBe(404);
    const underHarbor = await call(
      'getPlaylist',
      'GET',
      item(PLAYLIST_IDS.sermons, ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(underHarbor.statusCode).toBe(404);
    const mediaUnderHarbor = await call(
      'getPlaylistMedia',
      'GET',
      mediaOf(PLAYLIST_IDS.sermons, ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(mediaUnderHarbor.statusCode).toBe(404);
  });

  it('does not let Harbor add a Riverside video to its own playlist', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const response = await call(
      'addPlaylistMedia',
      'POST',
      mediaOf(PLAYLIST_IDS.harborCeremonies, ORGANISATION_IDS.harbor),
      { mediaIds: [MEDIA_IDS.christmasEve] },
      harbor,
    );
    expect(response.statusCode).toBe(404);
    const after = await call(
      'getPlaylistMedia',
      'GET',
      mediaOf(PLAYLIST_IDS.harborCeremonies, ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(orderOf(after)).toEqual([MEDIA_IDS.harborGraduation]);
  });

  it('lets the Video Review user read playlists but not change them', async () => {
    const reviewer = await signIn(app, 'review@riverside.example');
    expect((await call('listPlaylists', 'GET', collection(), undefined, reviewer)).statusCode).toBe(
      200,
    );
    const refused = await call(
      'createPlaylist',
      'POST',
      collection(),
      { name: 'Not mine to make' },
      reviewer,
    );
    expect(refused.statusCode).toBe(403);
  });
});
