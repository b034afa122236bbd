import { beforeEach, describe, expect, it } from 'vitest';
import type { Occurrence } from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import {
  EventLogsRepository,
  ScheduledEventsRepository,
  type ScheduledEventRecord,
} from '../db/schedule/schedule-repository';
import {
  ENCODER_CHANNEL_IDS,
  MEDIA_IDS,
  ORGANISATION_IDS,
  WEB_CHANNEL_IDS,
} from '../seed/demo-data';
import { ENCODER_IDS } from '../seed/seed-encoders';
import { openTestDatabase } from '../test-support';
import {
  EventScheduler,
  type OccurrencePayload,
  type OccurrenceQueue,
  type OccurrenceRunner,
} from './scheduler';

const organisationId = trustedOrganisationId(ORGANISATION_IDS.riverside);
const MINUTE_MS = 60_000;
// Sundays 10:00 in Chicago (16:00 UTC in winter), three times.
const FIRST_START = new Date('2030-01-06T16:00:00Z');

interface Enqueued {
  kind: 'schedule.start' | 'schedule.stop';
  payload: OccurrencePayload;
  runAt: Date | undefined;
  uniqueKey: string | undefined;
}

let database: DatabaseHandle;
let clock: Date;
let enqueued: Enqueued[];
let started: Array<{ eventId: string; start: string }>;
let stopped: Array<string | null>;

const queue: OccurrenceQueue = {
  enqueue: async (kind, payload, options) => {
    enqueued.push({ kind, payload, runAt: options?.runAt, uniqueKey: options?.uniqueKey });
  },
};

const runner: OccurrenceRunner = {
  start: async (_organisation, record: ScheduledEventRecord, occurrence: Occurrence) => {
    started.push({ eventId: record.event.id, start: occurrence.start.toISOString() });
    return { liveEventId: null };
  },
  stop: async (_organisation, { liveEventId }) => {
    stopped.push(liveEventId);
  },
};

/** A scheduler as one server process has it; two of them stand for a server before and after a restart. */
const schedulerProcess = () =>
  new EventScheduler({
    db: database.db,
    queue: () => queue,
    runner: () => runner,
    now: () => clock,
  });

const events = () => new ScheduledEventsRepository(database.db, organisationId);
const actions = async (eventId: string) =>
  (await new EventLogsRepository(database.db, organisationId).listForSubject(eventId, {})).items
    .map((entry) => entry.metadata.action)
    .reverse();

async function weeklyEvent(paused = false, replay = false) {
  return events().create(
    {
      name: 'Sunday Service',
      startTime: FIRST_START,
      timezone: 'America/Chicago',
      durationMinutes: 90,
      recurrence: {
        type: 'weekly',
        interval: 1,
        weekdays: ['SU'],
        endType: 'AFTER',
        occurrences: 3,
      },
      ...(replay
        ? { contentType: 'saved_video', kind: 'EXISTING_MEDIA', mediaId: MEDIA_IDS.hopeInHardTimes }
        : {
            contentType: 'live_encoder',
            kind: 'LIVE',
            encoderId: ENCODER_IDS.mainSanctuary,
            encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices,
          }),
      automaticSettings: true,
      encoderScheduleName: 'Sunday',
      preEventBufferMinutes: 30,
      paused,
      seriesEnd: new Date('2030-01-20T17:30:00Z'),
      createdBy: null,
    },
    [{ type: 'EMBED', webChannelId: WEB_CHANNEL_IDS.main, startOffsetMinutes: 2 }],
  );
}

const payloadOf = (record: ScheduledEventRecord, start: Date): OccurrencePayload => ({
  organisationId,
  eventId: record.event.id,
  occurrenceStart: start.toISOString(),
});

beforeEach(async () => {
  database = await openTestDatabase();
  clock = new Date('2030-01-01T00:00:00Z');
  enqueued = [];
  started = [];
  stopped = [];
});

describe('EventScheduler', () => {
  it('plans the first start at the pre-event buffer, starts, stops at the end and plans the next', async () => {
    const record = await weeklyEvent();
    const scheduler = schedulerProcess();
    await scheduler.planNext(record);
    expect(enqueued).toEqual([
      {
        kind: 'schedule.start',
        payload: payloadOf(record, FIRST_START),
        runAt: new Date(FIRST_START.getTime() - 30 * MINUTE_MS),
        uniqueKey: `schedule.start:${record.event.id}:${FIRST_START.toISOString()}`,
      },
    ]);

    clock = new Date(FIRST_START.getTime() - 30 * MINUTE_MS);
    enqueued = [];
    await scheduler.start(payloadOf(record, FIRST_START));
    expect(started).toEqual([{ eventId: record.event.id, start: FIRST_START.toISOString() }]);
    const end = new Date(FIRST_START.getTime() + 90 * MINUTE_MS);
    const second = new Date('2030-01-13T16:00:00Z');
    expect(enqueued.map((job) => [job.kind, job.payload.occurrenceStart, job.runAt])).toEqual([
      ['schedule.stop', FIRST_START.toISOString(), end],
      ['schedule.start', second.toISOString(), new Date(second.getTime() - 30 * MINUTE_MS)],
    ]);

    clock = end;
    await scheduler.stop(payloadOf(record, FIRST_START));
    expect(stopped).toHaveLength(1);
    expect((await events().runOf(record.event.id, FIRST_START))?.state).toBe('finished');
    expect(await actions(record.event.id)).toEqual([
      'starting',
      'started',
      'destination_scheduled',
      'ended',
    ]);
  });

  it("starts a replay at its start: the pre-event buffer is the encoder's head start", async () => {
    const record = await weeklyEvent(false, true);
    await schedulerProcess().planNext(record);
    expect(enqueued.map((job) => [job.kind, job.runAt])).toEqual([['schedule.start', FIRST_START]]);
  });

  it('runs an occurrence once across a restart, whichever process gets the job', async () => {
    const record = await weeklyEvent();
    clock = new Date(FIRST_START.getTime() - 30 * MINUTE_MS);
    await schedulerProcess().start(payloadOf(record, FIRST_START));
    // The server restarted; the job ran again (a retry, or a duplicate): the run row holds.
    await schedulerProcess().start(payloadOf(record, FIRST_START));
    expect(started).toHaveLength(1);
  });

  it('records a missed occurrence after downtime and plans the next one', async () => {
    const record = await weeklyEvent();
    clock = new Date(FIRST_START.getTime() + 2 * 60 * MINUTE_MS);
    await schedulerProcess().start(payloadOf(record, FIRST_START));
    expect(started).toEqual([]);
    expect((await events().runOf(record.event.id, FIRST_START))?.state).toBe('skipped');
    expect(await actions(record.event.id)).toEqual(['missed']);
    expect(enqueued.map((job) => job.payload.occurrenceStart)).toEqual([
      '2030-01-13T16:00:00.000Z',
    ]);
  });

  it('does not run a paused event, and pausing stops a live instance at once', async () => {
    const paused = await weeklyEvent(true);
    clock = new Date(FIRST_START.getTime() - 30 * MINUTE_MS);
    await schedulerProcess().start(payloadOf(paused, FIRST_START));
    expect(started).toEqual([]);
    expect(await actions(paused.event.id)).toEqual(['skipped_paused']);

    await events().delete(paused.event.id);
    const live = await weeklyEvent();
    await schedulerProcess().start(payloadOf(live, FIRST_START));
    await schedulerProcess().stopActiveRuns(organisationId, live.event.id, null);
    expect(stopped).toHaveLength(1);
    expect(await events().activeRuns(live.event.id)).toEqual([]);
  });

  it('ignores the job of an occurrence that was skipped or moved', async () => {
    const record = await weeklyEvent();
    await events().addExdate(record.event.id, FIRST_START);
    clock = new Date(FIRST_START.getTime() - 30 * MINUTE_MS);
    await schedulerProcess().start(payloadOf(record, FIRST_START));
    await schedulerProcess().start(payloadOf(record, new Date(FIRST_START.getTime() + MINUTE_MS)));
    expect(started).toEqual([]);
  });
});
