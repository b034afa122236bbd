import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LIFECYCLE_MESSAGES,
  SCHEDULE_MESSAGES,
  SOCIAL_POST_MESSAGES,
  VALIDATION_MESSAGES,
  type ContentDestinationStatus,
} from '@studio/domain';
import { RTMP_DESTINATION_IDS } from '../seed/demo-data';
import type { DatabaseHandle } from '../db/connection';
import {
  ContentDestinationsRepository,
  EncoderVideosRepository,
  GoLiveRequestsRepository,
  LiveEventsRepository,
} from '../db/broadcast/broadcast-repository';
import { Broadcaster } from '../live/broadcast/broadcaster';
import { noEncoderAgents } from '../live/broadcast/no-encoder-agents';
import type { DestinationType } from '../db/broadcast/schema';
import { encoderChannels } from '../db/settings/schema';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { MediaRepository } from '../db/media/media-repository';
import {
  PlayerBeaconsRepository,
  type BeaconInput,
} from '../db/telemetry/player-beacons-repository';
import { createServices } from '../services';
import {
  buildTestApp,
  ContractResponseValidator,
  ENCODER_CHANNEL_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  WEB_CHANNEL_IDS,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let events: SignedIn;

const riverside = trustedOrganisationId(ORGANISATION_IDS.riverside);
const url = (path: string, organisationId: string = riverside) =>
  `/api/v3/customers/${organisationId}/${path}`;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
let storageDir: string;

beforeEach(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'destinations-'));
  database = await openTestDatabase();
  app = await buildTestApp({ database, storageDir });
  events = await signIn(app, 'events@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function call(
  operationId: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  session: SignedIn = events,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url: path,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

/** An event of Riverside with destinations in the given states (rows as the broadcaster keeps them). */
async function eventWith(
  state: 'STARTED' | 'STOPPED' | 'IDLE',
  destinations: Array<{
    type: DestinationType;
    status: ContentDestinationStatus;
    title: string;
    startRequestTime?: Date | null;
  }>,
  name = 'Sunday 9am Service',
) {
  const liveEvents = new LiveEventsRepository(database.db, riverside);
  const event = await liveEvents.insert({
    name,
    encoderId: randomUUID(),
    encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
    durationMinutes: 60,
    state,
  });
  const repository = new ContentDestinationsRepository(database.db, riverside);
  const rows = [];
  for (const destination of destinations) {
    rows.push(
      await repository.insert({
        eventId: event.id,
        type: destination.type,
        webChannelId: destination.type === 'EMBED' ? WEB_CHANNEL_IDS.main : null,
        status: destination.status,
        title: destination.title,
        startRequestTime:
          destination.startRequestTime === undefined ? new Date() : destination.startRequestTime,
      }),
    );
  }
  return { event, rows };
}

const titlesOf = (response: LightMyRequestResponse) =>
  response.json<Array<{ title: string }>>().map((destination) => destination.title);

describe('content destinations', () => {
  it('lists EMBED in any state and SAVEONLY only once ended; filters by status and start', async () => {
    await eventWith('STARTED', [
      { type: 'EMBED', status: 'started', title: 'embed started' },
      { type: 'EMBED', status: 'starting', title: 'embed starting' },
      { type: 'EMBED', status: 'aborted', title: 'embed aborted' },
      { type: 'EMBED', status: 'idle', title: 'embed idle', startRequestTime: null },
      { type: 'SAVEONLY', status: 'started', title: 'save started' },
      { type: 'SAVEONLY', status: 'stopped', title: 'save stopped' },
      { type: 'SAVEONLY', status: 'error', title: 'save error' },
    ]);
    const listed = await call(
      'listContentDestinations',
      'GET',
      url('contentdestinations?sort=asc.name'),
    );
    expect(titlesOf(listed)).toEqual([
      'embed aborted',
      'embed started',
      'embed starting',
      'save error',
      'save stopped',
    ]);
    expect(listed.headers['x-total-count']).toBe('5');

    const active = await call(
      'listContentDestinations',
      'GET',
      url('contentdestinations?status=started&status=starting&sort=desc.name'),
    );
    expect(titlesOf(active)).toEqual(['embed starting', 'embed started']);
  });

  it("lists one live event's destinations, and none of another organisation's event", async () => {
    const { event: sunday } = await eventWith('STOPPED', [
      { type: 'EMBED', status: 'stopped', title: 'sunday web' },
      { type: 'SAVEONLY', status: 'stopped', title: 'sunday recording' },
      { type: 'SAVEONLY', status: 'started', title: 'sunday still recording' },
    ]);
    await eventWith('STARTED', [{ type: 'EMBED', status: 'started', title: 'youth web' }]);
    const ofSunday = await call(
      'listContentDestinations',
      'GET',
      url(`contentdestinations?eventId=${sunday.id}&sort=asc.name`),
    );
    // The listing rules still apply inside one event: a running SAVEONLY stays out.
    expect(titlesOf(ofSunday)).toEqual(['sunday recording', 'sunday web']);
    expect(ofSunday.headers['x-total-count']).toBe('2');

    const unknownEvent = await call(
      'listContentDestinations',
      'GET',
      url(`contentdestinations?eventId=${randomUUID()}`),
    );
    expect(unknownEvent.json()).toEqual([]);

    // Harbor naming Riverside's event through its own organisation finds nothing.
    const harbor = await signIn(app, 'admin@harbor.example');
    const acrossOrganisations = await call(
      'listContentDestinations',
      'GET',
      url(`contentdestinations?eventId=${sunday.id}`, ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(acrossOrganisations.statusCode).toBe(200);
    expect(acrossOrganisations.json()).toEqual([]);

    const notAnId = await call(
      'listContentDestinations',
      'GET',
      url('contentdestinations?eventId=sunday'),
    );
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toMatchObject([{ code: 'INVALID_REQUEST', field: 'query.eventId' }]);
  });

  it("names each destination's live event in the list of every event's", async () => {
    const { event: sunday } = await eventWith(
      'STOPPED',
      [{ type: 'EMBED', status: 'stopped', title: 'sunday web' }],
      'Sunday 9am Service',
    );
    const { event: youth } = await eventWith(
      'STARTED',
      [
        { type: 'EMBED', status: 'started', title: 'youth web' },
        { type: 'SAVEONLY', status: 'stopped', title: 'youth recording' },
      ],
      'Youth Night',
    );
    const listed = await call(
      'listContentDestinations',
      'GET',
      url('contentdestinations?sort=asc.name'),
    );
    expect(
      listed
        .json<Array<{ title: string; eventId: string; eventName: string | null }>>()
        .map(({ title, eventId, eventName }) => ({ title, eventId, eventName })),
    ).toEqual([
      { title: 'sunday web', eventId: sunday.id, eventName: 'Sunday 9am Service' },
      { title: 'youth recording', eventId: youth.id, eventName: 'Youth Night' },
      { title: 'youth web', eventId: youth.id, eventName: 'Youth Night' },
    ]);

    // The names are read in the caller's organisation: another's ids name nothing.
    const harborEvents = new LiveEventsRepository(
      database.db,
      trustedOrganisationId(ORGANISATION_IDS.harbor),
    );
    expect(await harborEvents.namesOf([sunday.id, youth.id])).toEqual(new Map());
  });

  it('sorts by name either way and by start time, newest first by default', async () => {
    const base = Date.parse('2026-11-22T15:00:00Z');
    await eventWith('STOPPED', [
      { type: 'EMBED', status: 'stopped', title: 'Bravo', startRequestTime: new Date(base) },
      {
        type: 'EMBED',
        status: 'stopped',
        title: 'alpha',
        startRequestTime: new Date(base + 60_000),
      },
      {
        type: 'EMBED',
        status: 'stopped',
        title: 'Charlie',
        startRequestTime: new Date(base - 60_000),
      },
    ]);
    const list = (query: string) =>
      call('listContentDestinations', 'GET', url(`contentdestinations${query}`)).then(titlesOf);
    expect(await list('')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(await list('?sort=asc.start_time')).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(await list('?sort=asc.name')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(await list('?sort=desc.name')).toEqual(['Charlie', 'Bravo', 'alpha']);
  });

  it('starts and stops; a stopped one cannot restart; a running one cannot be deleted', async () => {
    const { rows } = await eventWith('STARTED', [
      { type: 'EMBED', status: 'idle', title: 'late start', startRequestTime: null },
    ]);
    const id = rows[0]!.id;
    const started = await call(
      'startContentDestination',
      'POST',
      url(`contentdestinations/${id}/start`),
    );
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ id, status: 'started' });

    const deleteRunning = await call(
      'deleteContentDestination',
      'DELETE',
      url(`contentdestinations/${id}`),
    );
    expect(deleteRunning.statusCode).toBe(409);

    const stopped = await call(
      'stopContentDestination',
      'POST',
      url(`contentdestinations/${id}/stop`),
    );
    expect(stopped.json()).toMatchObject({ id, status: 'stopped' });
    const again = await call(
      'startContentDestination',
      'POST',
      url(`contentdestinations/${id}/start`),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual([
      { code: 'DESTINATION_STOPPED', message: 'A request conflict has occurred.' },
    ]);

    const deleted = await call(
      'deleteContentDestination',
      'DELETE',
      url(`contentdestinations/${id}`),
    );
    expect(deleted.statusCode).toBe(204);
    const gone = await call('getContentDestination', 'GET', url(`contentdestinations/${id}`));
    expect(gone.statusCode).toBe(404);
  });

  it('edits only before the start, keeping the web channel the organisation’s', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const soon = new Date(Date.now() + 2 * 60_000);
    const { rows } = await eventWith('IDLE', [
      { type: 'EMBED', status: 'idle', title: 'later', startRequestTime: later },
      { type: 'EMBED', status: 'idle', title: 'soon', startRequestTime: soon },
    ]);
    const edit = (id: string, body: object) =>
      call('updateContentDestination', 'PATCH', url(`contentdestinations/${id}`), body);

    const edited = await edit(rows[0]!.id, {
      type: 'EMBED',
      webEventProfileId: WEB_CHANNEL_IDS.youth,
      title: 'Youth overflow',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      webEventProfileId: WEB_CHANNEL_IDS.youth,
      title: 'Youth overflow',
    });

    const foreign = await edit(rows[0]!.id, {
      type: 'EMBED',
      webEventProfileId: WEB_CHANNEL_IDS.harborAthletics,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual([
      {
        code: 'INVALID_REQUEST',
        message: 'Choose one of your web channels.',
        field: 'body.webEventProfileId',
      },
    ]);

    const tooLate = await edit(rows[1]!.id, {
      type: 'EMBED',
      webEventProfileId: WEB_CHANNEL_IDS.main,
    });
    expect(tooLate.statusCode).toBe(409);
  });

  it('edits where an RTMP or social destination streams, with the same rules as Go Live', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const { rows } = await eventWith('IDLE', [
      { type: 'RTMP', status: 'idle', title: 'relay', startRequestTime: later },
      { type: 'YOUTUBE', status: 'idle', title: 'channel', startRequestTime: later },
    ]);
    const edit = (id: string, body: object) =>
      call('updateContentDestination', 'PATCH', url(`contentdestinations/${id}`), body);

    const relay = await edit(rows[0]!.id, {
      type: 'RTMP',
      rtmpDestinationId: RTMP_DESTINATION_IDS.campusTv,
    });
    expect(relay.statusCode).toBe(200);
    expect(relay.json()).toMatchObject({ rtmpDestinationId: RTMP_DESTINATION_IDS.campusTv });
    const unknown = await edit(rows[0]!.id, { type: 'RTMP', rtmpDestinationId: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([
      {
        code: 'INVALID_REQUEST',
        message: VALIDATION_MESSAGES.unknownRtmpDestination,
        field: 'body.rtmpDestinationId',
      },
    ]);

    const channel = {
      type: 'YOUTUBE',
      channelId: 'UC4f1c2a7e8b3d4c559a61',
      title: 'Sunday Service',
      description: 'Live from the sanctuary',
      privacy: 'public',
      publishStatus: 'unpublished',
    };
    const social = await edit(rows[1]!.id, channel);
    expect(social.statusCode).toBe(200);
    expect(social.json()).toMatchObject({
      channelId: 'UC4f1c2a7e8b3d4c559a61',
      privacy: 'public',
      publishStatus: 'unpublished',
      destinationId: null,
    });
    const untitled = await edit(rows[1]!.id, { ...channel, title: 'x'.repeat(101) });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toEqual([
      {
        code: 'INVALID_DESTINATION',
        message: SCHEDULE_MESSAGES.youtubeTitleMax,
        field: 'body.title',
      },
    ]);
    const elsewhere = await edit(rows[1]!.id, {
      ...channel,
      channelId: 'UC7d2e9b1a4c6f8e0b3d5a72',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual([
      {
        code: 'INVALID_DESTINATION',
        message: SOCIAL_POST_MESSAGES.channelUnknown,
        field: 'body.channelId',
      },
    ]);
  });

  it('keeps organisations apart and asks for the permissions of the contract', async () => {
    const { rows } = await eventWith('STARTED', [
      { type: 'EMBED', status: 'started', title: 'ours' },
    ]);
    const harbor = await signIn(app, 'admin@harbor.example');
    const theirs = await call(
      'listContentDestinations',
      'GET',
      url('contentdestinations', ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(theirs.json()).toEqual([]);
    const notTheirs = await call(
      'stopContentDestination',
      'POST',
      url(`contentdestinations/${rows[0]!.id}/stop`, ORGANISATION_IDS.harbor),
      undefined,
      harbor,
    );
    expect(notTheirs.statusCode).toBe(404);

    const review = await signIn(app, 'review@riverside.example');
    const refused = await call(
      'stopContentDestination',
      'POST',
      url(`contentdestinations/${rows[0]!.id}/stop`),
      undefined,
      review,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('lists encoder videos newest first and by encoder channel', async () => {
    const { event } = await eventWith('STOPPED', []);
    const videos = new EncoderVideosRepository(database.db, riverside);
    await videos.insert({
      eventId: event.id,
      encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
      name: 'older',
      startTime: new Date('2026-11-01T10:00:00Z'),
      state: 'STOPPED',
      durationSeconds: 3600,
      folder: `${riverside}/older`,
    });
    await videos.insert({
      eventId: null,
      encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
      name: 'newer',
      startTime: new Date('2026-11-08T10:00:00Z'),
      state: 'STOPPED',
      durationSeconds: 1800,
      folder: `${riverside}/newer`,
    });
    const all = await call('listEncoderVideos', 'GET', url('encodervideos'));
    expect(all.json<Array<{ name: string }>>().map((video) => video.name)).toEqual([
      'newer',
      'older',
    ]);
    const sunday = await call(
      'listEncoderVideos',
      'GET',
      url(`encodervideos?eventProfileId=${ENCODER_CHANNEL_IDS.sundayServices}`),
    );
    expect(sunday.json()).toEqual([
      {
        uuid: expect.any(String),
        name: 'older',
        startTime: '2026-11-01T10:00:00.000Z',
        eventProfileId: ENCODER_CHANNEL_IDS.sundayServices,
        state: 'STOPPED',
        durationSeconds: 3600,
        savedMediaId: null,
        eventId: event.id,
        // Sunday Services keeps recordings 30 days.
        deleteAt: '2026-12-01T10:00:00.000Z',
      },
    ]);
    // A recording whose event is gone (or never had one) says so rather than leaving it out.
    const [newer] = all.json<Array<{ uuid: string }>>();
    const unlinked = await call('getEncoderVideo', 'GET', url(`encodervideos/${newer!.uuid}`));
    // Youth Ministry keeps them 14 days; a channel that keeps them gives no date.
    expect(unlinked.json()).toMatchObject({
      name: 'newer',
      eventId: null,
      deleteAt: '2026-11-22T10:00:00.000Z',
    });
    await database.db
      .update(encoderChannels)
      .set({ deleteAfter: null })
      .where(eq(encoderChannels.id, ENCODER_CHANNEL_IDS.youthMinistry));
    const kept = await call('getEncoderVideo', 'GET', url(`encodervideos/${newer!.uuid}`));
    expect(kept.json()).toMatchObject({ deleteAt: null });
    const [stoppedVideo] = sunday.json<Array<{ uuid: string }>>();
    const notRunning = await call(
      'stopEncoderVideo',
      'POST',
      url(`encodervideos/${stoppedVideo!.uuid}/stop`),
    );
    expect(notRunning.statusCode).toBe(409);
  });

  it('a restarted server aborts the events its previous run left going (service stopped)', async () => {
    const { event, rows } = await eventWith('STARTED', [
      { type: 'EMBED', status: 'started', title: 'left running' },
    ]);
    const requests = new GoLiveRequestsRepository(database.db, riverside);
    const waiting = await requests.insert({ state: 'ENCODER_START_WAIT', eventId: event.id });
    const broadcaster = new Broadcaster({
      db: database.db,
      encoderControl: noEncoderAgents,
      ingest: null,
      liveDir: '/nonexistent',
      now: () => new Date(),
    });
    await broadcaster.start();
    const destination = await new ContentDestinationsRepository(database.db, riverside).findById(
      rows[0]!.id,
    );
    expect(destination).toMatchObject({ status: 'aborted', abortCause: 'destinationStopped' });
    const ended = await new LiveEventsRepository(database.db, riverside).findById(event.id);
    expect(ended).toMatchObject({ state: 'ABORTED', abortCause: 'destinationStopped' });
    expect(await requests.findById(waiting.id)).toMatchObject({
      state: 'FAILED',
      error: { code: 'SERVICE_RESTARTED' },
    });
  });

  it('a restarted server aborts the republished recordings its previous run left playing', async () => {
    const { rows } = await eventWith('STOPPED', [
      { type: 'RTMP', status: 'started', title: 'replaying to rtmp' },
      { type: 'EMBED', status: 'stopped', title: 'web, ended with the event' },
      { type: 'YOUTUBE', status: 'idle', title: 'never streamed' },
    ]);
    const library = new MediaRepository(database.db, riverside);
    const saved = await library.insert({
      title: 'Sunday 9am Service',
      mediaSource: 'LIVE',
      originalPath: 'placeholder',
    });
    await library.update(saved.id, { state: 'republish_pending' });
    await new Broadcaster({
      db: database.db,
      encoderControl: noEncoderAgents,
      ingest: null,
      liveDir: '/nonexistent',
      now: () => new Date(),
    }).start();
    const destinations = new ContentDestinationsRepository(database.db, riverside);
    expect(await destinations.findById(rows[0]!.id)).toMatchObject({
      status: 'aborted',
      abortCause: 'destinationStopped',
    });
    expect((await destinations.findById(rows[1]!.id))?.status).toBe('stopped');
    expect((await destinations.findById(rows[2]!.id))?.status).toBe('idle');
    expect((await library.findById(saved.id))?.state).toBe('completed');
    // Aborted is finished: a republish is no longer refused as running; this test event has no
    // recording, which is what it is refused for now.
    const again = await call(
      'republishContentDestination',
      'POST',
      url(`contentdestinations/${rows[0]!.id}/republish`),
    );
    expect(again.json()).toEqual([
      { code: 'REPUBLISH_REFUSED', message: 'The event has no recording to play again.' },
    ]);
  });
});

describe('archive, viewing totals and the recording download', () => {
  it('archives a finished destination only, and keeps it out of the lists', async () => {
    const { rows } = await eventWith('STOPPED', [
      { type: 'EMBED', status: 'stopped', title: 'finished embed' },
      { type: 'RTMP', status: 'started', title: 'running rtmp' },
    ]);
    const [finished, running] = rows;
    const refused = await call(
      'archiveContentDestination',
      'POST',
      url(`contentdestinations/${running!.id}/archive`),
    );
    expect(refused.statusCode).toBe(409);
    const archived = await call(
      'archiveContentDestination',
      'POST',
      url(`contentdestinations/${finished!.id}/archive`),
    );
    expect(archived.statusCode).toBe(202);
    const listed = await call('listContentDestinations', 'GET', url('contentdestinations'));
    expect(titlesOf(listed)).not.toContain('finished embed');
    expect(titlesOf(listed)).toContain('running rtmp');
    // Still readable by its id: archived is put away, not deleted.
    const read = await call(
      'getContentDestination',
      'GET',
      url(`contentdestinations/${finished!.id}`),
    );
    expect(read.json()).toMatchObject({ title: 'finished embed' });
  });

  it("totals the web channel's viewers while the event ran, and nothing outside it", async () => {
    const { event, rows } = await eventWith('STOPPED', [
      { type: 'EMBED', status: 'stopped', title: 'web' },
      { type: 'RTMP', status: 'stopped', title: 'rtmp' },
    ]);
    // Long before the demo's viewing history, so only this test's beacons fall in the window.
    const startedAt = new Date('2024-03-03T15:00:00Z');
    await new LiveEventsRepository(database.db, riverside).update(event.id, {
      startedAt,
      endedAt: new Date('2024-03-03T16:00:00Z'),
    });
    const beacons = new PlayerBeaconsRepository(database.db);
    const watch = (clientId: string, minutesIn: number, sessionId = clientId): BeaconInput => ({
      target: {
        organisationId: riverside,
        source: 'webevents',
        mediaId: null,
        webChannelId: WEB_CHANNEL_IDS.main,
      },
      sessionId,
      clientId,
      playbackType: 'REAL_TIME',
      positionSeconds: Math.abs(minutesIn) * 60,
      deviceClass: 'desktop',
      deviceBrand: null,
      osClass: null,
      osNameVersion: null,
      userAgent: null,
      ipAddress: null,
      occurredAt: new Date(startedAt.getTime() + minutesIn * 60_000),
    });
    // Two viewers for a minute each (start, then a heartbeat 30 s later), one of them twice.
    for (const beacon of [
      watch('ana', 1),
      watch('ana', 1.5),
      watch('ben', 1),
      watch('ben', 1.5),
      watch('ana', 20, 'ana-again'),
      // Before the event started: another broadcast on the same channel.
      watch('cy', -30),
    ])
      await beacons.record(beacon);

    const web = await call(
      'getContentDestinationSummary',
      'GET',
      url(`contentdestinations/${rows[0]!.id}/summary`),
    );
    expect(web.json()).toEqual({
      id: rows[0]!.id,
      views: 3,
      viewers: 2,
      peakConcurrentViewers: 2,
      totalMinutesWatched: 1,
    });
    const rtmp = await call(
      'getContentDestinationSummary',
      'GET',
      url(`contentdestinations/${rows[1]!.id}/summary`),
    );
    expect(rtmp.json()).toMatchObject({ views: 0, viewers: 0 });
  });

  it('links the recording for an hour once it is saved to the library, and answers 409 before', async () => {
    const { event, rows } = await eventWith('STOPPED', [
      { type: 'EMBED', status: 'stopped', title: 'web' },
    ]);
    const path = url(`contentdestinations/${rows[0]!.id}/download`);
    const early = await call('getContentDestinationDownload', 'GET', path);
    expect(early.statusCode).toBe(409);
    expect(early.json()[0].message).toBe(LIFECYCLE_MESSAGES.recordingNotSaved);

    const media = await new MediaRepository(database.db, riverside).insert({
      title: 'Sunday 9am Service',
      mediaSource: 'LIVE',
      originalPath: 'placeholder',
    });
    const originalPath = `media/${media.id}/original.mp4`;
    const services = await createServices(database, { storageDir });
    await services.storage.put(
      { organisationId: riverside, path: originalPath },
      new Uint8Array(2048),
    );
    await new MediaRepository(database.db, riverside).update(media.id, {
      originalPath,
      originalFileName: 'sunday-9am-service.mp4',
    });
    const recordings = new EncoderVideosRepository(database.db, riverside);
    const recording = await recordings.insert({
      eventId: event.id,
      encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
      name: 'Sunday 9am Service',
      startTime: new Date(),
      state: 'STOPPED',
      folder: `${riverside}/${event.id}`,
    });
    await recordings.claimForLibrary(recording.id, media.id);

    const link = await call('getContentDestinationDownload', 'GET', path);
    expect(link.statusCode).toBe(200);
    const body = link.json<{
      url: string;
      expiresAt: string;
      fileName: string;
      sizeBytes: number;
    }>();
    expect(body).toMatchObject({ fileName: 'sunday-9am-service.mp4', sizeBytes: 2048 });
    const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.9);
    expect(hours).toBeLessThanOrEqual(1);
    const file = await app.inject({
      method: 'GET',
      url: new URL(body.url).pathname + new URL(body.url).search,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(2048);
  });
});
