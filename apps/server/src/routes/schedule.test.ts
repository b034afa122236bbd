import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { planRequirementMessage, SCHEDULE_MESSAGES } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { ScheduledEventsRepository } from '../db/schedule/schedule-repository';
import { encoderVideos, liveEvents } from '../db/broadcast/schema';
import { jobs } from '../db/jobs/schema';
import { organisations } from '../db/organisations/schema';
import { encoderPresets } from '../db/settings/schema';
import {
  ENCODER_CHANNEL_IDS,
  ENCODER_PRESET_IDS,
  MEDIA_IDS,
  RTMP_DESTINATION_IDS,
  WEB_CHANNEL_IDS,
} from '../seed/demo-data';
import { ENCODER_IDS } from '../seed/seed-encoders';
import { SCHEDULED_EVENT_IDS } from '../seed/seed-schedule';
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
let admin: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  admin = await signIn(app, 'events@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const base = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}`;

const call = async (
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  session: SignedIn = admin,
) => {
  const response = await app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
};

const fieldsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    response.json<Array<{ field: string; message: string }>>().map((e) => [e.field, e.message]),
  );

const DAY_MS = 24 * 60 * 60_000;
/** A Sunday 10:00 in Chicago at least a week ahead of the real clock (the server's own). */
function nextSundayTen(weeksAhead = 1): string {
  const date = new Date(Date.now() + weeksAhead * 7 * DAY_MS);
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7));
  // 16:00 UTC is 10:00 in Chicago in winter and 11:00 in summer; the zone keeps the wall clock.
  date.setUTCHours(16, 0, 0, 0);
  return date.toISOString();
}

const weeklyLive = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sunday Service',
  description: 'Weekly service',
  startTime: nextSundayTen(),
  timezone: 'America/Chicago',
  durationMinutes: 90,
  recurrence: { type: 'weekly', interval: 1, weekdays: ['SU'], endType: 'AFTER', occurrences: 5 },
  contentType: 'live_encoder',
  encoderId: ENCODER_IDS.lobbyLaptop,
  encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
  encoderPresetId: null,
  automaticSettings: true,
  encoderScheduleName: 'Sunday',
  preEventBufferMinutes: 30,
  contentDestinations: [
    { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth, startOffsetMinutes: 2 },
  ],
  ...overrides,
});

async function created(body: unknown = weeklyLive()) {
  const response = await call('createEvent', 'POST', `${base()}/events`, body);
  expect(response.statusCode).toBe(201);
  return response.json<{ uuid: string; startTime: string }>();
}

describe('4K restricted by subscription', () => {
  it('refuses an event with a 2160p preset unless the plan allows 4K, with the plan message', async () => {
    // A 4K preset made while the organisation held an enterprise plan, which it no longer does.
    const [uhd] = await database.db
      .insert(encoderPresets)
      .values({
        organisationId: ORGANISATION_IDS.riverside,
        name: 'UHD 2160p30',
        resolution: '2160p',
        frameRate: 30,
        bitrateKbps: 20000,
      })
      .returning();
    const body = weeklyLive({ automaticSettings: false, encoderPresetId: uhd!.id });
    const refused = await call('createEvent', 'POST', `${base()}/events`, body);
    expect(refused.statusCode).toBe(403);
    const problem = {
      code: 'PLAN_REQUIRED',
      message: planRequirementMessage('uhd4k'),
      field: 'body.encoderPresetId',
    };
    expect(refused.json()).toEqual([problem]);
    // The form's check before saving says the same.
    const checked = await call('validateSchedule', 'POST', `${base()}/schedules/validate`, body);
    expect(checked.json()).toEqual({ valid: false, problems: [problem] });

    await database.db
      .update(organisations)
      .set({ webPlanId: 'live-web-enterprise' })
      .where(eq(organisations.id, ORGANISATION_IDS.riverside));
    expect((await call('createEvent', 'POST', `${base()}/events`, body)).statusCode).toBe(201);
  });
});

describe('custom RTMP destinations restricted by subscription', () => {
  it('refuses to create, edit or validate an event with one unless the plan has RTMP streams', async () => {
    const withRtmp = weeklyLive({
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth, startOffsetMinutes: 2 },
        { type: 'RTMP', rtmpDestinationId: RTMP_DESTINATION_IDS.vimeoBackup },
      ],
    });
    // Made while Riverside held plans with RTMP streams (Live Web Pro, Multisite Pro).
    const event = await created(withRtmp);
    await database.db
      .update(organisations)
      .set({ webPlanId: 'live-web-starter', multisitePlanId: null })
      .where(eq(organisations.id, ORGANISATION_IDS.riverside));

    const problem = {
      code: 'PLAN_REQUIRED',
      message: planRequirementMessage('rtmpSubscription'),
      field: 'body.contentDestinations[1].rtmpDestinationId',
    };
    const refused = await call('createEvent', 'POST', `${base()}/events`, withRtmp);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual([problem]);
    const edited = await call('updateEvent', 'PUT', `${base()}/events/${event.uuid}`, {
      ...withRtmp,
      name: 'Sunday Service (renamed)',
    });
    expect(edited.statusCode).toBe(403);
    expect(edited.json()).toEqual([problem]);
    // The form's check before saving the edit says the same.
    const checked = await call(
      'validateSchedule',
      'POST',
      `${base()}/schedules/validate?eventId=${event.uuid}`,
      withRtmp,
    );
    expect(checked.json()).toEqual({ valid: false, problems: [problem] });

    // Without the RTMP destination the same event is fine on this plan.
    const webOnly = await call('updateEvent', 'PUT', `${base()}/events/${event.uuid}`, {
      ...weeklyLive(),
      startTime: withRtmp.startTime,
    });
    expect(webOnly.statusCode).toBe(200);
  });
});

describe('events', () => {
  it('creates a weekly event, lists it, gets it and plans its first start at the buffer', async () => {
    const event = await created();
    const response = await call('getEvent', 'GET', `${base()}/events/${event.uuid}`);
    expect(response.json()).toMatchObject({
      name: 'Sunday Service',
      kind: 'LIVE',
      paused: false,
      liveStatus: 'OFFLINE',
      recurrence: { type: 'weekly', occurrences: 5 },
      contentDestinations: [
        { type: 'EMBED', destinationType: 'web_channel', webEventProfileId: WEB_CHANNEL_IDS.youth },
      ],
    });
    const list = await call('listEvents', 'GET', `${base()}/events?timeFilter=FUTURE`);
    expect(list.json<Array<{ uuid: string }>>().map((item) => item.uuid)).toContain(event.uuid);
    const past = await call('listEvents', 'GET', `${base()}/events?timeFilter=PAST`);
    expect(past.json<Array<{ uuid: string }>>().map((item) => item.uuid)).not.toContain(event.uuid);

    const planned = (await database.db.select().from(jobs)).filter(
      (job) => job.kind === 'schedule.start',
    );
    expect(planned.map((job) => job.runAt.toISOString())).toContain(
      new Date(new Date(event.startTime).getTime() - 30 * 60_000).toISOString(),
    );
  });

  it('answers the rules of section 5 with their messages', async () => {
    const response = await call(
      'createEvent',
      'POST',
      `${base()}/events`,
      weeklyLive({
        startTime: new Date(Date.now() - 60 * 60_000).toISOString(),
        recurrence: null,
        encoderScheduleName: null,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.startTime': SCHEDULE_MESSAGES.startInPast,
      'body.encoderScheduleName': SCHEDULE_MESSAGES.encoderScheduleNameRequired,
    });
  });

  it('creates a web video event (SIMLIVE) that starts at its start, with no encoder', async () => {
    const webVideo = {
      name: 'Midweek message',
      startTime: nextSundayTen(),
      timezone: 'America/Chicago',
      durationMinutes: 45,
      recurrence: null,
      contentType: 'web_video',
      mediaId: MEDIA_IDS.christmasEve,
      contentDestinations: [{ type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth }],
    };
    const event = await created(webVideo);
    const response = await call('getEvent', 'GET', `${base()}/events/${event.uuid}`);
    expect(response.json()).toMatchObject({
      contentType: 'web_video',
      kind: 'SIMLIVE',
      mediaId: MEDIA_IDS.christmasEve,
      encoderId: null,
      contentDestinations: [{ type: 'EMBED', streamType: 'simlive' }],
    });
    // No encoder to warm up: the start job is at the occurrence's start, not the buffer's.
    const planned = (await database.db.select().from(jobs)).filter(
      (job) => job.kind === 'schedule.start' && job.uniqueKey?.includes(event.uuid),
    );
    expect(planned.map((job) => job.runAt.toISOString())).toEqual([event.startTime]);

    const refused = await call('createEvent', 'POST', `${base()}/events`, {
      ...webVideo,
      // Another organisation's video, and a second web channel.
      mediaId: MEDIA_IDS.harborGraduation,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth },
        { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      'body.contentDestinations': SCHEDULE_MESSAGES.webVideoOneWebDestination,
      'body.mediaId': 'An invalid request was sent.',
    });
    const missing = await call('createEvent', 'POST', `${base()}/events`, {
      ...webVideo,
      mediaId: null,
    });
    expect(fieldsOf(missing)).toEqual({ 'body.mediaId': SCHEDULE_MESSAGES.webVideoRequired });
  });

  it('refuses an overlapping event on the same encoder with the overlap message', async () => {
    const first = await created();
    const overlapping = weeklyLive({
      name: 'Choir rehearsal',
      startTime: new Date(new Date(first.startTime).getTime() + 60 * 60_000).toISOString(),
      recurrence: null,
      contentDestinations: [{ type: 'SAVEONLY' }],
    });
    const validation = await call(
      'validateSchedule',
      'POST',
      `${base()}/schedules/validate`,
      overlapping,
    );
    expect(validation.json()).toEqual({
      valid: false,
      problems: [
        {
          code: 'EVENT_OVERLAP',
          message: SCHEDULE_MESSAGES.overlapEncoder,
          field: 'body.encoderId',
        },
      ],
    });
    const refused = await call('createEvent', 'POST', `${base()}/events`, overlapping);
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual({ 'body.encoderId': SCHEDULE_MESSAGES.overlapEncoder });

    const later = await call('validateSchedule', 'POST', `${base()}/schedules/validate`, {
      ...overlapping,
      startTime: new Date(new Date(first.startTime).getTime() + 2 * 60 * 60_000).toISOString(),
    });
    expect(later.json()).toEqual({ valid: true, problems: [] });

    // Editing the first event validates it against the others, not against itself.
    const itself = await call(
      'validateSchedule',
      'POST',
      `${base()}/schedules/validate?eventId=${first.uuid}`,
      weeklyLive({ startTime: first.startTime }),
    );
    expect(itself.json()).toEqual({ valid: true, problems: [] });
  });

  it('updates, pauses, resumes and deletes, writing the event log', async () => {
    const event = await created();
    const updated = await call(
      'updateEvent',
      'PUT',
      `${base()}/events/${event.uuid}`,
      weeklyLive({
        name: 'Sunday Worship',
        encoderPresetId: ENCODER_PRESET_IDS.sanctuaryHd,
        automaticSettings: false,
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Sunday Worship', automaticSettings: false });

    expect(
      (await call('pauseEvent', 'POST', `${base()}/events/${event.uuid}/pause`)).statusCode,
    ).toBe(202);
    expect((await call('getEvent', 'GET', `${base()}/events/${event.uuid}`)).json()).toMatchObject({
      paused: true,
    });
    expect(
      (await call('resumeEvent', 'POST', `${base()}/events/${event.uuid}/resume`)).statusCode,
    ).toBe(202);

    const logs = await call('listSubjectEventLogs', 'GET', `/api/v3/subjects/${event.uuid}/events`);
    expect(
      logs.json<Array<{ metadata: { action: string } }>>().map((entry) => entry.metadata.action),
    ).toEqual(['resumed', 'paused', 'updated', 'created']);

    expect((await call('deleteEvent', 'DELETE', `${base()}/events/${event.uuid}`)).statusCode).toBe(
      204,
    );
    expect((await call('getEvent', 'GET', `${base()}/events/${event.uuid}`)).statusCode).toBe(404);
  });

  it('refuses to change the destinations of an occurrence that starts within 5 minutes', async () => {
    const soon = weeklyLive({
      startTime: new Date(Date.now() + 3 * 60_000).toISOString(),
      recurrence: null,
      preEventBufferMinutes: 0,
    });
    const event = await created(soon);
    const moved = await call('updateEvent', 'PUT', `${base()}/events/${event.uuid}`, {
      ...soon,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth, startOffsetMinutes: 5 },
      ],
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual([
      {
        code: 'CONFLICT',
        message: SCHEDULE_MESSAGES.destinationLocked,
        field: 'body.contentDestinations',
      },
    ]);
    const renamed = await call('updateEvent', 'PUT', `${base()}/events/${event.uuid}`, {
      ...soon,
      name: 'Youth Night',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses to edit or delete an event while an instance runs', async () => {
    const event = await created();
    const repository = new ScheduledEventsRepository(
      database.db,
      trustedOrganisationId(ORGANISATION_IDS.riverside),
    );
    await repository.claimRun(event.uuid, new Date(event.startTime), 'running');
    const edit = await call('updateEvent', 'PUT', `${base()}/events/${event.uuid}`, weeklyLive());
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual([{ code: 'CONFLICT', message: SCHEDULE_MESSAGES.instanceRunning }]);
    expect((await call('deleteEvent', 'DELETE', `${base()}/events/${event.uuid}`)).statusCode).toBe(
      409,
    );
    expect((await call('getEvent', 'GET', `${base()}/events/${event.uuid}`)).json()).toMatchObject({
      liveStatus: 'LIVE',
    });
  });
});

describe('the latest run of an event', () => {
  const riversideEvents = () =>
    new ScheduledEventsRepository(database.db, trustedOrganisationId(ORGANISATION_IDS.riverside));

  /** A live event of `organisationId` as the broadcaster makes one, with its recording. */
  async function recordedLiveEvent(organisationId: string, encoderChannelId: string) {
    const [live] = await database.db
      .insert(liveEvents)
      .values({
        organisationId,
        name: 'Sunday Service',
        encoderId: ENCODER_IDS.lobbyLaptop,
        encoderChannelId,
        durationMinutes: 120,
        state: 'STOPPED',
      })
      .returning();
    const [video] = await database.db
      .insert(encoderVideos)
      .values({
        organisationId,
        eventId: live!.id,
        encoderChannelId,
        name: 'Sunday Service',
        startTime: new Date(),
        folder: `recordings/${live!.id}`,
      })
      .returning();
    return { liveEventId: live!.id, encoderVideoId: video!.id };
  }

  const latestRunOf = async (eventId: string) =>
    (await call('getEvent', 'GET', `${base()}/events/${eventId}`)).json<{
      liveStatus: string;
      latestRun: Record<string, unknown> | null;
    }>();

  it('is null before the first run, and a skipped occurrence is none', async () => {
    const event = await created();
    expect(await latestRunOf(event.uuid)).toMatchObject({ liveStatus: 'OFFLINE', latestRun: null });
    await riversideEvents().claimRun(event.uuid, new Date(event.startTime), 'skipped');
    expect((await latestRunOf(event.uuid)).latestRun).toBeNull();
  });

  it('names the live event and recording of the last finished run, then the one running now', async () => {
    const event = await created();
    const first = new Date(event.startTime);
    const second = new Date(first.getTime() + 7 * DAY_MS);
    const third = new Date(first.getTime() + 14 * DAY_MS);
    const events = riversideEvents();
    const finished = await recordedLiveEvent(
      ORGANISATION_IDS.riverside,
      ENCODER_CHANNEL_IDS.youthMinistry,
    );
    await events.claimRun(event.uuid, first, 'starting');
    await events.updateRun(event.uuid, first, {
      state: 'finished',
      liveEventId: finished.liveEventId,
      startedAt: new Date(first.getTime() - 30 * 60_000),
      endedAt: new Date(first.getTime() + 100 * 60_000),
    });
    expect(await latestRunOf(event.uuid)).toMatchObject({
      liveStatus: 'OFFLINE',
      latestRun: {
        occurrenceStart: first.toISOString(),
        state: 'finished',
        liveEventId: finished.liveEventId,
        encoderVideoId: finished.encoderVideoId,
        webVideoId: null,
        startedAt: new Date(first.getTime() - 30 * 60_000).toISOString(),
        endedAt: new Date(first.getTime() + 100 * 60_000).toISOString(),
      },
    });

    // A later occurrence that failed to start is the last run: it has no live event.
    await events.claimRun(event.uuid, third, 'failed');
    expect((await latestRunOf(event.uuid)).latestRun).toMatchObject({
      occurrenceStart: third.toISOString(),
      state: 'failed',
      liveEventId: null,
      encoderVideoId: null,
    });

    // The run going now comes before any other, whatever its occurrence.
    const running = await recordedLiveEvent(
      ORGANISATION_IDS.riverside,
      ENCODER_CHANNEL_IDS.youthMinistry,
    );
    await events.claimRun(event.uuid, second, 'running');
    await events.updateRun(event.uuid, second, { liveEventId: running.liveEventId });
    expect(await latestRunOf(event.uuid)).toMatchObject({
      liveStatus: 'LIVE',
      latestRun: {
        occurrenceStart: second.toISOString(),
        state: 'running',
        liveEventId: running.liveEventId,
        encoderVideoId: running.encoderVideoId,
      },
    });
  });

  it('keeps the run to its organisation: Harbor neither reads it nor lends it a recording', async () => {
    const event = await created();
    const occurrence = new Date(event.startTime);
    const events = riversideEvents();
    const { liveEventId } = await recordedLiveEvent(
      ORGANISATION_IDS.riverside,
      ENCODER_CHANNEL_IDS.youthMinistry,
    );
    // Only a recording of another organisation names the live event: it is not this event's.
    await database.db.delete(encoderVideos).where(eq(encoderVideos.eventId, liveEventId));
    await database.db.insert(encoderVideos).values({
      organisationId: ORGANISATION_IDS.harbor,
      eventId: liveEventId,
      encoderChannelId: ENCODER_CHANNEL_IDS.harborGym,
      name: 'Not Riverside',
      startTime: new Date(),
      folder: `recordings/harbor-${liveEventId}`,
    });
    await events.claimRun(event.uuid, occurrence, 'running');
    await events.updateRun(event.uuid, occurrence, { liveEventId });
    expect((await latestRunOf(event.uuid)).latestRun).toMatchObject({
      liveEventId,
      encoderVideoId: null,
    });

    const harbor = await signIn(app, 'admin@harbor.example');
    const other = await call(
      'getEvent',
      'GET',
      `${base()}/events/${event.uuid}`,
      undefined,
      harbor,
    );
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(liveEventId);
  });
});

describe('demo schedule', () => {
  it('holds the weekly Sunday service, 20 times, and a past service with its log', async () => {
    const list = await call('listEvents', 'GET', `${base()}/events?timeFilter=FUTURE`);
    const sunday = list
      .json<Array<{ uuid: string; name: string; recurrence: unknown }>>()
      .find((event) => event.uuid === SCHEDULED_EVENT_IDS.sundayService);
    expect(sunday).toMatchObject({ name: 'Sunday Service', recurrence: { occurrences: 20 } });
    const past = await call('listEvents', 'GET', `${base()}/events?timeFilter=PAST`);
    expect(past.json<Array<{ uuid: string }>>().map((event) => event.uuid)).toEqual([
      SCHEDULED_EVENT_IDS.thanksgivingService,
    ]);
    const logs = await call(
      'listSubjectEventLogs',
      'GET',
      `/api/v3/subjects/${SCHEDULED_EVENT_IDS.thanksgivingService}/events`,
    );
    expect(logs.json<Array<{ metadata: { action: string } }>>()[0]!.metadata.action).toBe('ended');
  });
});

describe('schedules', () => {
  it('expands the occurrences of the window and skips an exception date', async () => {
    const event = await created();
    const first = new Date(event.startTime);
    const window = `startTime=${new Date(first.getTime() - DAY_MS).toISOString()}&endTime=${new Date(first.getTime() + 60 * DAY_MS).toISOString()}`;
    const before = await call('listSchedules', 'GET', `${base()}/schedules?${window}`);
    const mine = (response: LightMyRequestResponse) =>
      response
        .json<Array<{ eventId: string; startDate: string }>>()
        .filter((item) => item.eventId === event.uuid);
    expect(mine(before)).toHaveLength(5);
    // Each item names the zone its days are days of, so the calendar shows its time there.
    expect(
      before
        .json<Array<{ eventId: string; timezone?: string }>>()
        .find((item) => item.eventId === event.uuid)?.timezone,
    ).toBe('America/Chicago');

    const second = mine(before)[1]!.startDate;
    const skipped = await call(
      'addScheduleExdate',
      'POST',
      `${base()}/schedules/${event.uuid}/exdates`,
      {
        date: second,
      },
    );
    expect(skipped.statusCode).toBe(201);
    const after = await call('listSchedules', 'GET', `${base()}/schedules?${window}`);
    expect(mine(after).map((item) => item.startDate)).not.toContain(second);
    expect(mine(after)).toHaveLength(4);

    const notAnOccurrence = await call(
      'addScheduleExdate',
      'POST',
      `${base()}/schedules/${event.uuid}/exdates`,
      {
        date: new Date(first.getTime() + 60_000).toISOString(),
      },
    );
    expect(fieldsOf(notAnOccurrence)).toEqual({
      'body.date': SCHEDULE_MESSAGES.exdateNotAnOccurrence,
    });
  });

  it('refuses a window that ends before it starts', async () => {
    const response = await call(
      'listSchedules',
      'GET',
      `${base()}/schedules?startTime=2026-12-01T00:00:00Z&endTime=2026-11-01T00:00:00Z`,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('keeps Riverside events away from Harbor', async () => {
    const event = await created();
    const harbor = await signIn(app, 'admin@harbor.example');
    const own = await call(
      'getEvent',
      'GET',
      `${base(ORGANISATION_IDS.harbor)}/events/${event.uuid}`,
      undefined,
      harbor,
    );
    expect(own.statusCode).toBe(404);
    const other = await call(
      'getEvent',
      'GET',
      `${base()}/events/${event.uuid}`,
      undefined,
      harbor,
    );
    expect(other.statusCode).toBe(404);
    const logs = await call(
      'listSubjectEventLogs',
      'GET',
      `/api/v3/subjects/${event.uuid}/events`,
      undefined,
      harbor,
    );
    expect(logs.json()).toEqual([]);
  });

  it('does not let the Video Review user create events', async () => {
    const review = await signIn(app, 'review@riverside.example');
    const response = await call('createEvent', 'POST', `${base()}/events`, weeklyLive(), review);
    expect(response.statusCode).toBe(403);
  });
});
