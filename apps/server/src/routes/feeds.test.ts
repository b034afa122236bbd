import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEED_MESSAGES } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { FEED_IDS, MEDIA_IDS, PLAYLIST_IDS } from '../seed/demo-data';
import { mediaFileKey, ORIGINAL_FILE } from '../media/media-files';
import { createServices, type Services } from '../services';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';
import { checkWellFormedXml, elementsOf } from '../test-support/well-formed-xml';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let storageDir: string;
let app: FastifyInstance;
let services: Services;
let library: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'studio-feeds-'));
  app = await buildTestApp({ database, storageDir });
  services = await createServices(database, { storageDir });
  library = await signIn(app, 'library@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

const collection = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v4/customers/${organisationId}/feeds`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;
const rssPath = (feedId: string) => `/api/v4/public/feeds/${feedId}/rss.xml`;

async function call(
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  session: SignedIn | null = library,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: { ...(session?.headers ?? {}), ...headers },
    ...(payload ? { payload } : {}),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

interface FeedBody {
  uuid: string;
  name: string;
  url: string;
  playlistId: string | null;
  enabled: boolean;
  category: string;
  language: string;
}

/** A seeded video as processing leaves it: COMPLETE, its MP4 stored, its size recorded. */
async function finished(
  mediaId: string,
  bytes: Uint8Array,
  changes: Partial<typeof mediaItems.$inferInsert> = {},
) {
  await services.storage.put(
    mediaFileKey(ORGANISATION_IDS.riverside, mediaId, ORIGINAL_FILE),
    bytes,
  );
  await database.db
    .update(mediaItems)
    .set({
      processingStatus: 'COMPLETE',
      state: 'completed',
      originalSizeBytes: bytes.length,
      ...changes,
    })
    .where(eq(mediaItems.id, mediaId));
}

describe('managing feeds', () => {
  it('creates a feed of a playlist, lists, reads, replaces and deletes it', async () => {
    const created = await call('createFeed', 'POST', collection(), {
      name: 'Youth talks',
      playlistId: PLAYLIST_IDS.specialServices,
      language: 'es-MX',
    });
    expect(created.statusCode).toBe(201);
    const feed = created.json() as FeedBody;
    expect(feed).toMatchObject({
      name: 'Youth talks',
      playlistId: PLAYLIST_IDS.specialServices,
      enabled: true,
      category: 'Society & Culture',
      language: 'es-MX',
    });
    // Light-my-request's origin; a real server answers with the origin it was reached at.
    expect(feed.url).toBe(`http://localhost:80${rssPath(feed.uuid)}`);
    expect(created.headers.location).toContain(feed.uuid);

    const listed = await call('listFeeds', 'GET', collection());
    expect((listed.json() as FeedBody[]).map((row) => row.name)).toEqual([
      'Special services',
      'Sunday sermons',
      'Youth talks',
    ]);
    expect(listed.headers['x-total-count']).toBe('3');

    const replaced = await call('updateFeed', 'PUT', item(feed.uuid), {
      name: 'Youth talks (whole library)',
      playlistId: null,
      enabled: false,
    });
    expect(replaced.json()).toMatchObject({ playlistId: null, enabled: false });
    expect((await call('getFeed', 'GET', item(feed.uuid))).json()).toMatchObject({
      name: 'Youth talks (whole library)',
    });

    expect((await call('deleteFeed', 'DELETE', item(feed.uuid))).statusCode).toBe(204);
    expect((await call('getFeed', 'GET', item(feed.uuid))).statusCode).toBe(404);
  });

  it('answers 404 for another organisation’s feed and refuses its playlist', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const read = await call(
      'getFeed',
      'GET',
      item(FEED_IDS.sermonsPodcast, ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(read.statusCode).toBe(404);
    const replaced = await call(
      'updateFeed',
      'PUT',
      item(FEED_IDS.sermonsPodcast, ORGANISATION_IDS.harbor),
      { name: 'Taken over' },
      harbor,
    );
    expect(replaced.statusCode).toBe(404);
    const removed = await call(
      'deleteFeed',
      'DELETE',
      item(FEED_IDS.sermonsPodcast, ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(removed.statusCode).toBe(404);
    const listed = await call(
      'listFeeds',
      'GET',
      collection(ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(listed.json()).toEqual([]);

    const onTheirs = await call('createFeed', 'POST', collection(), {
      name: 'Borrowed',
      playlistId: PLAYLIST_IDS.harborCeremonies,
    });
    expect(onTheirs.statusCode).toBe(400);
    expect(onTheirs.json()).toEqual([
      { code: 'INVALID_REQUEST', message: FEED_MESSAGES.playlist, field: 'body.playlistId' },
    ]);
    expect((await call('listFeeds', 'GET', collection())).headers['x-total-count']).toBe('2');
  });

  it('refuses fields outside the contract’s limits with the domain’s messages, storing nothing', async () => {
    const refused = await call('createFeed', 'POST', collection(), {
      name: 'n'.repeat(129),
      language: 'English',
      category: 'Cooking',
      imageUrl: 'not an address',
    });
    expect(refused.statusCode).toBe(400);
    const problems = refused.json() as Array<{ field: string; message: string }>;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.name', message: FEED_MESSAGES.nameMax }),
        expect.objectContaining({ field: 'body.language', message: FEED_MESSAGES.language }),
        expect.objectContaining({ field: 'body.category', message: FEED_MESSAGES.category }),
        expect.objectContaining({ field: 'body.imageUrl', message: FEED_MESSAGES.imageUrl }),
      ]),
    );
    const unknownField = await call('createFeed', 'POST', collection(), {
      name: 'Extra',
      audioOnly: true,
    });
    expect(unknownField.statusCode).toBe(400);
    const duplicate = await call('createFeed', 'POST', collection(), { name: 'SUNDAY SERMONS' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual([
      { code: 'NAME_EXISTS', message: FEED_MESSAGES.nameExists, field: 'body.name' },
    ]);
    expect((await call('listFeeds', 'GET', collection())).headers['x-total-count']).toBe('2');
  });

  it('lets the Event Admin (feed.get, no library update) list feeds but not change them', async () => {
    const reviewer = await signIn(app, 'events@riverside.example');
    expect((await call('listFeeds', 'GET', collection(), undefined, reviewer)).statusCode).toBe(
      200,
    );
    const refused = await call('createFeed', 'POST', collection(), { name: 'Mine' }, reviewer);
    expect(refused.statusCode).toBe(403);
  });
});

describe('the public RSS document', () => {
  const mp4 = new Uint8Array(Array.from({ length: 4096 }, (_, index) => index % 251));

  it('lists the finished videos of the playlist with enclosures, escaped, without sign-in', async () => {
    await finished(MEDIA_IDS.hopeInHardTimes, mp4, {
      title: 'Faith & "Doubt" <live> it\'s',
      description: 'Q&A <b>not markup</b>',
      durationSeconds: 4512.4,
    });
    // Still processing: not an episode yet.
    await call('updateFeed', 'PUT', item(FEED_IDS.sermonsPodcast), {
      name: 'Sunday sermons & <more>',
      author: 'Riverside "Church"',
      category: 'Religion & Spirituality',
      imageUrl: 'https://riverside.example/cover.jpg?size=1400&format=jpg',
      playlistId: PLAYLIST_IDS.sermons,
    });

    const response = await call(
      'getFeedRss',
      'GET',
      rssPath(FEED_IDS.sermonsPodcast),
      undefined,
      null,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    expect(checkWellFormedXml(xml)).toEqual([]);
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(elementsOf(xml, 'title')[0]).toBe('Sunday sermons &amp; &lt;more&gt;');
    expect(elementsOf(xml, 'itunes:author')).toEqual(['Riverside &quot;Church&quot;']);
    expect(xml).toContain('<itunes:category text="Religion &amp; Spirituality"/>');
    expect(xml).toContain(
      '<itunes:image href="https://riverside.example/cover.jpg?size=1400&amp;format=jpg"/>',
    );
    expect(elementsOf(xml, 'itunes:explicit')).toContain('false');
    expect(elementsOf(xml, 'language')).toEqual(['en']);

    const items = elementsOf(xml, 'item');
    expect(items).toHaveLength(1);
    const [episode] = items;
    expect(episode).toContain(
      '<title>Faith &amp; &quot;Doubt&quot; &lt;live&gt; it&apos;s</title>',
    );
    expect(episode).toContain('<description>Q&amp;A &lt;b&gt;not markup&lt;/b&gt;</description>');
    const enclosureUrl = `http://localhost:80/api/v4/public/feeds/${FEED_IDS.sermonsPodcast}/media/${MEDIA_IDS.hopeInHardTimes}/video.mp4`;
    expect(episode).toContain(`<enclosure url="${enclosureUrl}" length="4096" type="video/mp4"/>`);
    expect(episode).toContain(`<guid isPermaLink="false">${MEDIA_IDS.hopeInHardTimes}</guid>`);
    expect(episode).toContain('<pubDate>Sun, 15 Nov 2026 15:00:00 GMT</pubDate>');
    expect(episode).toContain('<itunes:duration>1:15:12</itunes:duration>');
    expect(xml).not.toMatch(/token|signature|expires=/i);

    // The enclosure is public too, whole or by range.
    const whole = await call(
      'getFeedEnclosure',
      'GET',
      new URL(enclosureUrl).pathname,
      undefined,
      null,
    );
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(Buffer.from(mp4))).toBe(true);
    const part = await call(
      'getFeedEnclosure',
      'GET',
      new URL(enclosureUrl).pathname,
      undefined,
      null,
      {
        range: 'bytes=100-199',
      },
    );
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(Buffer.from(mp4.subarray(100, 200)))).toBe(true);
  });

  it('answers 304 while the copy is current and a new document after a change', async () => {
    await finished(MEDIA_IDS.hopeInHardTimes, mp4);
    const first = await call(
      'getFeedRss',
      'GET',
      rssPath(FEED_IDS.sermonsPodcast),
      undefined,
      null,
    );
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"rss-/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const byTag = await call(
      'getFeedRss',
      'GET',
      rssPath(FEED_IDS.sermonsPodcast),
      undefined,
      null,
      {
        'if-none-match': etag,
      },
    );
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await call(
      'getFeedRss',
      'GET',
      rssPath(FEED_IDS.sermonsPodcast),
      undefined,
      null,
      {
        'if-modified-since': lastModified,
      },
    );
    expect(byDate.statusCode).toBe(304);

    await finished(MEDIA_IDS.youthNight, mp4);
    const changed = await call(
      'getFeedRss',
      'GET',
      rssPath(FEED_IDS.sermonsPodcast),
      undefined,
      null,
      {
        'if-none-match': etag,
      },
    );
    expect(changed.statusCode).toBe(200);
    expect(elementsOf(changed.body, 'item')).toHaveLength(2);
  });

  it('answers 404 for a disabled or deleted feed, and for videos outside the feed', async () => {
    await finished(MEDIA_IDS.christmasEve, mp4);
    await finished(MEDIA_IDS.worshipNight, mp4);
    // Seeded disabled.
    expect(
      (await call('getFeedRss', 'GET', rssPath(FEED_IDS.specialServices), undefined, null))
        .statusCode,
    ).toBe(404);
    const enclosureOf = (feedId: string, mediaId: string) =>
      `/api/v4/public/feeds/${feedId}/media/${mediaId}/video.mp4`;
    expect(
      (
        await call(
          'getFeedEnclosure',
          'GET',
          enclosureOf(FEED_IDS.specialServices, MEDIA_IDS.christmasEve),
          undefined,
          null,
        )
      ).statusCode,
    ).toBe(404);
    // A finished video of the organisation that is not in the feed's playlist.
    expect(
      (
        await call(
          'getFeedEnclosure',
          'GET',
          enclosureOf(FEED_IDS.sermonsPodcast, MEDIA_IDS.worshipNight),
          undefined,
          null,
        )
      ).statusCode,
    ).toBe(404);

    await call('deleteFeed', 'DELETE', item(FEED_IDS.sermonsPodcast));
    expect(
      (await call('getFeedRss', 'GET', rssPath(FEED_IDS.sermonsPodcast), undefined, null))
        .statusCode,
    ).toBe(404);
  });

  it('makes a whole-library feed of the organisation’s finished videos only', async () => {
    await finished(MEDIA_IDS.worshipNight, mp4);
    const created = await call('createFeed', 'POST', collection(), { name: 'Everything' });
    const feed = created.json() as FeedBody;
    const response = await call('getFeedRss', 'GET', rssPath(feed.uuid), undefined, null);
    const guids = elementsOf(response.body, 'guid');
    expect(guids).toEqual([MEDIA_IDS.worshipNight]);
  });
});
