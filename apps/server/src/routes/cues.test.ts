import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES, MEDIA_EDIT_MESSAGES } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import {
  ContentDestinationsRepository,
  EncoderVideosRepository,
  LiveEventsRepository,
} from '../db/broadcast/broadcast-repository';
import { mediaItems } from '../db/media/schema';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { ENCODER_CHANNEL_IDS, WEB_CHANNEL_IDS } from '../seed/demo-data';
import {
  buildTestApp,
  ContractResponseValidator,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';
import { START_OF_VIDEO_CUE_ID } from './cues';

const riverside = trustedOrganisationId(ORGANISATION_IDS.riverside);
const itemId = MEDIA_IDS.christmasEve;
const mediaCues = (id = itemId) => `/api/cues/media/${id}/cues`;

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

async function call(
  operationId: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  session: SignedIn = library,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

/** The seeded item as processing leaves it: a manifest and a length. */
async function playable(id = itemId) {
  await database.db
    .update(mediaItems)
    .set({
      processingStatus: 'COMPLETE',
      state: 'completed',
      durationSeconds: 600,
      manifestPath: `media/${id}/hls/master.m3u8`,
    })
    .where(eq(mediaItems.id, id));
}

describe('cues on saved media', () => {
  it('answers 412 until the video has a manifest, then the synthetic Start of Video', async () => {
    const early = await call('listMediaCues', 'GET', mediaCues());
    expect(early.statusCode).toBe(412);
    expect(early.json()[0].code).toBe('CUES_UNAVAILABLE');
    await playable();
    const listed = await call('listMediaCues', 'GET', mediaCues());
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        uuid: START_OF_VIDEO_CUE_ID,
        position: '00:00:00.000',
        name: 'Start of Video',
        visibility: 'shared',
        userId: 'system',
      },
    ]);
    const deleteStart = await call(
      'deleteMediaCue',
      'DELETE',
      `${mediaCues()}/${START_OF_VIDEO_CUE_ID}`,
    );
    expect(deleteStart.statusCode).toBe(404);
  });

  it('adds, edits and deletes cues; private ones are the owner’s; sharing needs the permission', async () => {
    await playable();
    const shared = await call('createMediaCue', 'POST', mediaCues(), {
      position: '00:02:30.500',
      name: 'Sermon starts',
      visibility: 'shared',
    });
    expect(shared.statusCode).toBe(201);
    const sharedCue = shared.json<{ uuid: string; userId: string }>();
    expect(shared.headers.location).toBe(`${mediaCues()}/${sharedCue.uuid}`);

    // Encoder Control manages cues but may not share them.
    const encoders = await signIn(app, 'encoders@riverside.example');
    const refused = await call(
      'createMediaCue',
      'POST',
      mediaCues(),
      { position: '00:01:00.000', name: 'Welcome', visibility: 'public' },
      encoders,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual([
      { code: 'PUBLIC_CUES_FORBIDDEN', message: LIFECYCLE_MESSAGES.publicCuesForbidden },
    ]);
    const mine = await call(
      'createMediaCue',
      'POST',
      mediaCues(),
      { position: '00:01:00.000', name: 'Welcome', visibility: 'private' },
      encoders,
    );
    expect(mine.statusCode).toBe(201);
    const privateId = mine.json<{ uuid: string }>().uuid;
    const editShared = await call(
      'updateMediaCue',
      'PATCH',
      `${mediaCues()}/${sharedCue.uuid}`,
      { name: 'Mine now' },
      encoders,
    );
    expect(editShared.statusCode).toBe(403);

    // The owner sees the private cue, in position order; the library admin does not.
    const theirList = await call('listMediaCues', 'GET', mediaCues(), undefined, encoders);
    expect(theirList.json<Array<{ name: string }>>().map((cue) => cue.name)).toEqual([
      'Start of Video',
      'Welcome',
      'Sermon starts',
    ]);
    const ourList = await call('listMediaCues', 'GET', mediaCues());
    expect(ourList.json<Array<{ name: string }>>().map((cue) => cue.name)).toEqual([
      'Start of Video',
      'Sermon starts',
    ]);
    const notOurs = await call('deleteMediaCue', 'DELETE', `${mediaCues()}/${privateId}`);
    expect(notOurs.statusCode).toBe(404);

    const renamed = await call('updateMediaCue', 'PATCH', `${mediaCues()}/${sharedCue.uuid}`, {
      name: 'Sermon begins',
      position: '00:02:31.000',
    });
    expect(renamed.json()).toMatchObject({ name: 'Sermon begins', position: '00:02:31.000' });
    const blank = await call('updateMediaCue', 'PATCH', `${mediaCues()}/${sharedCue.uuid}`, {
      name: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()[0]).toMatchObject({
      field: 'body.name',
      message: MEDIA_EDIT_MESSAGES.cueNameRequired,
    });
    const pastTheEnd = await call('createMediaCue', 'POST', mediaCues(), {
      position: '00:10:00.001',
      name: 'Too late',
      visibility: 'private',
    });
    expect(pastTheEnd.statusCode).toBe(400);
    const badFormat = await call('createMediaCue', 'POST', mediaCues(), {
      position: '2:30',
      name: 'Bad',
      visibility: 'private',
    });
    expect(badFormat.statusCode).toBe(400);

    const removed = await call('deleteMediaCue', 'DELETE', `${mediaCues()}/${sharedCue.uuid}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('listMediaCues', 'GET', mediaCues())).json()).toHaveLength(1);
  });

  it('keeps organisations apart and Video Review read-only', async () => {
    await playable();
    const harbor = await signIn(app, 'admin@harbor.example');
    const theirs = await call('listMediaCues', 'GET', mediaCues(), undefined, harbor);
    expect(theirs.statusCode).toBe(404);
    const review = await signIn(app, 'review@riverside.example');
    expect((await call('listMediaCues', 'GET', mediaCues(), undefined, review)).statusCode).toBe(
      200,
    );
    const add = await call(
      'createMediaCue',
      'POST',
      mediaCues(),
      { position: '00:00:10.000', name: 'Nope', visibility: 'private' },
      review,
    );
    expect(add.statusCode).toBe(403);
  });
});

describe('cues on destinations and encoder events', () => {
  async function recordedEvent(withRecording: boolean) {
    const event = await new LiveEventsRepository(database.db, riverside).insert({
      name: 'Midweek Prayer',
      encoderId: randomUUID(),
      encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
      durationMinutes: 30,
      state: 'STOPPED',
    });
    const destination = await new ContentDestinationsRepository(database.db, riverside).insert({
      eventId: event.id,
      type: 'EMBED',
      webChannelId: WEB_CHANNEL_IDS.main,
      status: 'stopped',
      title: 'Midweek Prayer',
    });
    if (withRecording)
      await new EncoderVideosRepository(database.db, riverside).insert({
        eventId: event.id,
        encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
        name: 'Midweek Prayer',
        startTime: new Date('2026-11-18T23:30:00Z'),
        state: 'STOPPED',
        durationSeconds: 1800,
        folder: `${riverside}/${randomUUID()}`,
      });
    return { event, destination };
  }

  it('answers the cansetcues header and keeps the encoder-event shape', async () => {
    const none = await recordedEvent(false);
    const unavailable = await call(
      'listDestinationCues',
      'GET',
      `/api/cues/contentdestinations/${none.destination.id}/cues`,
    );
    expect(unavailable.statusCode).toBe(412);

    const { event, destination } = await recordedEvent(true);
    const listed = await call(
      'listDestinationCues',
      'GET',
      `/api/cues/contentdestinations/${destination.id}/cues?canISetCues=1`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.headers.cansetcues).toBe('true');
    const encoders = await signIn(app, 'encoders@riverside.example');
    const theirs = await call(
      'listDestinationCues',
      'GET',
      `/api/cues/contentdestinations/${destination.id}/cues?canISetCues=1`,
      undefined,
      encoders,
    );
    expect(theirs.headers.cansetcues).toBe('false');

    const eventCues = `/api/cues/streamprofiles/${ENCODER_CHANNEL_IDS.sundayServices}/events/${event.id}/cues`;
    const created = await call('createEncoderEventCue', 'POST', eventCues, {
      position: '00:05:00.000',
      name: 'Worship',
      privateCue: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Worship',
      privateCue: false,
      user: 'library@riverside.example',
    });
    const publicByEncoders = await call(
      'createEncoderEventCue',
      'POST',
      eventCues,
      { position: '00:06:00.000', name: 'Prayer', privateCue: false },
      encoders,
    );
    expect(publicByEncoders.statusCode).toBe(403);
    const made = created.json<{ uuid: string }>().uuid;
    const madePrivate = await call('updateEncoderEventCue', 'PATCH', `${eventCues}/${made}`, {
      privateCue: true,
    });
    expect(madePrivate.json()).toMatchObject({ privateCue: true });
    const list = await call('listEncoderEventCues', 'GET', eventCues);
    expect(list.json()).toEqual([
      expect.objectContaining({ name: 'Start of Video', user: 'system', privateCue: false }),
      expect.objectContaining({ name: 'Worship', privateCue: true }),
    ]);
    const wrongProfile = await call(
      'listEncoderEventCues',
      'GET',
      `/api/cues/streamprofiles/${randomUUID()}/events/${event.id}/cues`,
    );
    expect(wrongProfile.statusCode).toBe(404);
    expect((await call('deleteEncoderEventCue', 'DELETE', `${eventCues}/${made}`)).statusCode).toBe(
      204,
    );
  });
});
