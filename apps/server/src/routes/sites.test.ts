import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organisations } from '../db/organisations/schema';
import { PLAYLIST_IDS } from '../seed/demo-data';
import { DEMO_SITE_PLAYLIST_IDS, SITE_IDS } from '../seed/seed-sites';
import { SITE_MESSAGES } from '../sites/site-rules';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let app: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  app = await buildTestApp();
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const collection = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}/sites`;
const item = (id: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/${id}`;
const slugUrl = (slug: string, organisationId: string = ORGANISATION_IDS.riverside) =>
  `${collection(organisationId)}/slugs/${slug}`;

/** A Riverside playlist of the demo besides the one the demo site shows. */
const newPlaylistId = PLAYLIST_IDS.specialServices;
const youthSite = {
  name: '  Youth Nights  ',
  slug: 'Youth_Nights-2026',
  description: 'Friday gatherings.',
  themeMode: 'light',
  analyticsMeasurementId: 'G-ZX98YW76VU',
  liveWebChannelId: WEB_CHANNEL_IDS.youth,
  playlistIds: [newPlaylistId, DEMO_SITE_PLAYLIST_IDS.riversideSeries],
};

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const send = async (
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  session: SignedIn = admin,
) =>
  checked(
    operationId,
    await app.inject({
      method,
      url,
      headers: session.headers,
      ...(body === undefined ? {} : { payload: body as object }),
    }),
  );

const fieldsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    response.json<Array<{ field: string; message: string }>>().map((e) => [e.field, e.message]),
  );

describe('listSites and getSite', () => {
  it('answer the organisation’s sites with their playlists and public address', async () => {
    const list = await send('listSites', 'GET', collection());
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    const [site] = list.json();
    expect(site).toMatchObject({
      uuid: SITE_IDS.riverside,
      slug: 'riverside',
      liveWebChannelId: WEB_CHANNEL_IDS.main,
      playlistIds: [DEMO_SITE_PLAYLIST_IDS.riversideSeries],
    });
    expect(site.url).toMatch(/\/sites\/riverside$/);
    const one = await send('getSite', 'GET', item(SITE_IDS.riverside));
    expect(one.json()).toEqual(site);
  });

  it('keep organisations apart: another organisation’s site is not found', async () => {
    // Harbor moves up to the Pro library plan so that the plan gate lets its admin in.
    await app.close();
    const database = await openTestDatabase();
    await database.db
      .update(organisations)
      .set({ vodPlanId: 'library-pro', vodPlanName: 'Pro' })
      .where(eq(organisations.id, ORGANISATION_IDS.harbor));
    app = await buildTestApp({ database });
    const harborAdmin = await signIn(app, 'admin@harbor.example');
    const harborItem = item(SITE_IDS.riverside, ORGANISATION_IDS.harbor);
    const asHarbor = (operationId: string, method: 'GET' | 'PUT' | 'DELETE', body?: unknown) =>
      send(operationId, method, harborItem, body, harborAdmin);

    const list = await send(
      'listSites',
      'GET',
      collection(ORGANISATION_IDS.harbor),
      undefined,
      harborAdmin,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    expect((await asHarbor('getSite', 'GET')).statusCode).toBe(404);
    const edit = {
      name: 'Taken over',
      slug: 'riverside',
      playlistIds: [PLAYLIST_IDS.harborCeremonies],
    };
    expect((await asHarbor('updateSite', 'PUT', edit)).statusCode).toBe(404);
    expect((await asHarbor('deleteSite', 'DELETE')).statusCode).toBe(404);

    // The slug is unique across organisations: Harbor cannot take Riverside's.
    const taken = await send(
      'createSite',
      'POST',
      collection(ORGANISATION_IDS.harbor),
      { ...edit, liveWebChannelId: WEB_CHANNEL_IDS.harborAthletics },
      harborAdmin,
    );
    expect(taken.statusCode).toBe(409);

    admin = await signIn(app, 'admin@riverside.example');
    const still = await send('getSite', 'GET', item(SITE_IDS.riverside));
    expect(still.json()).toMatchObject({ name: 'Riverside Watch', slug: 'riverside' });
  });

  it('need a Pro or higher On Demand plan', async () => {
    // Harbor holds the Starter library plan.
    const harborAdmin = await signIn(app, 'admin@harbor.example');
    const response = await send(
      'listSites',
      'GET',
      collection(ORGANISATION_IDS.harbor),
      undefined,
      harborAdmin,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()[0].message).toBe('This feature needs a Pro or higher On Demand plan.');
  });

  it('need the sites permission', async () => {
    const review = await signIn(app, 'review@riverside.example');
    const response = await send('listSites', 'GET', collection(), undefined, review);
    expect(response.statusCode).toBe(403);
  });
});

describe('createSite', () => {
  it('stores the site with its playlists in order and answers where it is', async () => {
    const response = await send('createSite', 'POST', collection(), youthSite);
    expect(response.statusCode).toBe(201);
    const site = response.json();
    expect(site).toMatchObject({
      name: 'Youth Nights',
      slug: 'Youth_Nights-2026',
      themeMode: 'light',
      analyticsMeasurementId: 'G-ZX98YW76VU',
      liveWebChannelId: WEB_CHANNEL_IDS.youth,
      playlistIds: youthSite.playlistIds,
    });
    expect(response.headers.location).toMatch(new RegExp(`/sites/${site.uuid}$`));
    const read = await send('getSite', 'GET', item(site.uuid));
    expect(read.json()).toEqual(site);
  });

  it('answers 409 when the slug is taken, whatever its case', async () => {
    const response = await send('createSite', 'POST', collection(), {
      ...youthSite,
      slug: 'RiverSide',
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual({ 'body.slug': SITE_MESSAGES.slugTaken });
  });

  it('refuses a bad slug, a bad measurement id and no playlist, in the spec’s words', async () => {
    const response = await send('createSite', 'POST', collection(), {
      ...youthSite,
      name: ' ',
      slug: 'riverside site',
      analyticsMeasurementId: 'UA-1234',
      playlistIds: [],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({
      'body.name': SITE_MESSAGES.nameRequired,
      'body.slug': SITE_MESSAGES.slugFormat,
      'body.analyticsMeasurementId': SITE_MESSAGES.measurementIdFormat,
      'body.playlistIds': SITE_MESSAGES.playlistRequired,
    });
  });

  it('refuses a playlist that is not one of the organisation’s', async () => {
    const response = await send('createSite', 'POST', collection(), {
      ...youthSite,
      playlistIds: [PLAYLIST_IDS.harborCeremonies],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      expect.objectContaining({
        field: 'body.playlistIds.0',
        message: 'This playlist does not exist.',
      }),
    ]);
  });

  it('refuses another organisation’s web channel', async () => {
    const response = await send('createSite', 'POST', collection(), {
      ...youthSite,
      liveWebChannelId: WEB_CHANNEL_IDS.harborAthletics,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.liveWebChannelId': SITE_MESSAGES.webChannelUnknown,
    });
  });
});

describe('updateSite', () => {
  it('replaces what a person edits and keeps the slug', async () => {
    const response = await send('updateSite', 'PUT', item(SITE_IDS.riverside), {
      name: 'Riverside Online',
      slug: 'riverside',
      playlistIds: [newPlaylistId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Riverside Online',
      slug: 'riverside',
      description: null,
      themeMode: 'system',
      liveWebChannelId: null,
      playlistIds: [newPlaylistId],
    });
  });

  it('refuses a changed slug', async () => {
    const response = await send('updateSite', 'PUT', item(SITE_IDS.riverside), {
      name: 'Riverside',
      slug: 'riverside-new',
      playlistIds: [newPlaylistId],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ 'body.slug': SITE_MESSAGES.slugImmutable });
    const read = await send('getSite', 'GET', item(SITE_IDS.riverside));
    expect(read.json().slug).toBe('riverside');
  });

  it('answers 404 for an unknown site', async () => {
    const response = await send('updateSite', 'PUT', item(newPlaylistId), {
      name: 'Nowhere',
      slug: 'nowhere',
      playlistIds: [newPlaylistId],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('deleteSite and checkSiteSlug', () => {
  it('frees the slug once the site is gone', async () => {
    const before = await send('checkSiteSlug', 'GET', slugUrl('RIVERSIDE'));
    expect(before.json()).toEqual({ slug: 'RIVERSIDE', available: false });
    const free = await send('checkSiteSlug', 'GET', slugUrl('lakeside-live'));
    expect(free.json()).toEqual({ slug: 'lakeside-live', available: true });

    const deleted = await send('deleteSite', 'DELETE', item(SITE_IDS.riverside));
    expect(deleted.statusCode).toBe(204);
    expect((await send('getSite', 'GET', item(SITE_IDS.riverside))).statusCode).toBe(404);
    expect((await send('deleteSite', 'DELETE', item(SITE_IDS.riverside))).statusCode).toBe(404);
    const after = await send('checkSiteSlug', 'GET', slugUrl('riverside'));
    expect(after.json()).toEqual({ slug: 'riverside', available: true });
  });
});
