import { gt, isNull, or } from 'drizzle-orm';
import {
  ENCODER_EVENT_PADDING_AFTER_MINUTES,
  isEncoderKind,
  isOccurrenceStart,
  nextOccurrence,
  type Occurrence,
  type RecurringEvent,
} from '@studio/domain';
import type { Database } from '../db/connection';
import { trustedOrganisationId, type OrganisationId } from '../db/organisation-scoped-repository';
import {
  EventLogsRepository,
  ScheduledEventsRepository,
  type ScheduledEventRecord,
  type ScheduledEventRow,
} from '../db/schedule/schedule-repository';
import { scheduledEvents } from '../db/schedule/schema';
import type { JobContext } from '../jobs/definitions';
import type { EnqueueOptions } from '../jobs/queue';

/** One occurrence of one event: what the start and stop jobs carry. */
export interface OccurrencePayload {
  organisationId: string;
  eventId: string;
  /** ISO instant of the occurrence start (not of the pre-event buffer). */
  occurrenceStart: string;
}

/** What an occurrence runs as: a live event (encoder kinds) or a web video (replays). */
export interface OccurrenceHandles {
  liveEventId: string | null;
  webVideoId?: string | null;
}

/**
 * How an occurrence's content is started and stopped: the broadcaster for encoder events, the
 * web video playout for replays (schedule/occurrence-runner.ts).
 */
export interface OccurrenceRunner {
  /** Starts the content; answers what it runs as. Throws with a reason. */
  start(
    organisationId: OrganisationId,
    record: ScheduledEventRecord,
    occurrence: Occurrence,
  ): Promise<OccurrenceHandles>;
  stop(organisationId: OrganisationId, handles: OccurrenceHandles): Promise<void>;
}

/** The part of the job queue the scheduler uses. */
export interface OccurrenceQueue {
  enqueue(
    kind: 'schedule.start' | 'schedule.stop',
    payload: OccurrencePayload,
    options?: EnqueueOptions,
  ): Promise<unknown>;
}

export interface EventSchedulerOptions {
  db: Database;
  queue: () => OccurrenceQueue;
  runner: () => OccurrenceRunner;
  now: () => Date;
}

const MINUTE_MS = 60_000;

export const recurringEventOf = (event: ScheduledEventRow): RecurringEvent => ({
  startTime: event.startTime,
  timezone: event.timezone,
  durationMinutes: event.durationMinutes,
  recurrence: event.recurrence ?? null,
});

const startKey = (eventId: string, occurrenceStart: Date) =>
  `schedule.start:${eventId}:${occurrenceStart.toISOString()}`;
const stopKey = (eventId: string, occurrenceStart: Date) =>
  `schedule.stop:${eventId}:${occurrenceStart.toISOString()}`;

/**
 * Runs events for real on the job queue. Each occurrence has a start job at its pre-event buffer
 * (the encoder starts 30 minutes early by default) and, once started, a stop job at its end; a
 * start job plans the next occurrence. Jobs live in the database, so a restart loses none; a run
 * row per event and occurrence start (unique) means an instance runs at most once however many
 * jobs or workers reach it. Paused events do not run, and pausing stops a live instance at once.
 */
export class EventScheduler {
  constructor(private readonly options: EventSchedulerOptions) {}

  private repositories(organisationId: string) {
    const id = trustedOrganisationId(organisationId);
    return {
      organisationId: id,
      events: new ScheduledEventsRepository(this.options.db, id),
      logs: new EventLogsRepository(this.options.db, id),
    };
  }

  /**
   * Enqueues the start job of the next occurrence that has not ended by `from` (now by default),
   * at its pre-event buffer, or at once when that is past. Paused events are planned too: their
   * start job records the skip and plans the one after, so resuming needs nothing more.
   */
  async planNext(record: ScheduledEventRecord, from: Date = this.options.now()): Promise<void> {
    const { event, exdates } = record;
    const next = nextOccurrence(
      recurringEventOf(event),
      new Date(from.getTime() - event.durationMinutes * MINUTE_MS + 1),
      exdates,
    );
    if (!next) return;
    // The buffer is the encoder's head start; a replay plays from its start.
    const bufferMinutes = isEncoderKind(event.kind) ? event.preEventBufferMinutes : 0;
    const bufferStart = new Date(next.start.getTime() - bufferMinutes * MINUTE_MS);
    const now = this.options.now();
    await this.options.queue().enqueue(
      'schedule.start',
      {
        organisationId: event.organisationId,
        eventId: event.id,
        occurrenceStart: next.start.toISOString(),
      },
      {
        organisationId: event.organisationId,
        runAt: bufferStart.getTime() > now.getTime() ? bufferStart : now,
        uniqueKey: startKey(event.id, next.start),
      },
    );
  }

  /** Plans every event not over yet (the server calls it on start, so no series is forgotten). */
  async planAll(): Promise<number> {
    const now = this.options.now();
    const rows = await this.options.db
      .select({ id: scheduledEvents.id, organisationId: scheduledEvents.organisationId })
      .from(scheduledEvents)
      .where(or(isNull(scheduledEvents.seriesEnd), gt(scheduledEvents.seriesEnd, now)));
    for (const row of rows) {
      const record = await this.repositories(row.organisationId).events.findRecord(row.id);
      if (record) await this.planNext(record, now);
    }
    return rows.length;
  }

  /** The start job: runs the occurrence once, unless it was paused, moved, skipped or is over. */
  async start(payload: OccurrencePayload, context?: Pick<JobContext, 'signal'>): Promise<void> {
    const { organisationId, events, logs } = this.repositories(payload.organisationId);
    const record = await events.findRecord(payload.eventId);
    if (!record) return;
    const { event } = record;
    const occurrenceStart = new Date(payload.occurrenceStart);
    const recurring = recurringEventOf(event);
    const stillAnOccurrence =
      isOccurrenceStart(recurring, occurrenceStart) &&
      !record.exdates.some((exdate) => exdate.getTime() === occurrenceStart.getTime());
    // A moved or skipped occurrence: the edit planned the right one already.
    if (!stillAnOccurrence) return;
    const occurrence: Occurrence = {
      start: occurrenceStart,
      end: new Date(occurrenceStart.getTime() + event.durationMinutes * MINUTE_MS),
    };
    const now = this.options.now();
    const log = (action: string, details: Record<string, unknown> = {}) =>
      logs.append({
        subjectId: event.id,
        metadata: { action, occurrenceStart: payload.occurrenceStart, ...details },
        occurredAt: this.options.now(),
      });

    if (event.paused || now.getTime() >= occurrence.end.getTime()) {
      if (await events.claimRun(event.id, occurrenceStart, 'skipped')) {
        await log(event.paused ? 'skipped_paused' : 'missed');
      }
      await this.planNext(record, occurrence.end);
      return;
    }
    if (context?.signal.aborted) throw new Error('The worker is stopping.');
    if (!(await events.claimRun(event.id, occurrenceStart, 'starting'))) {
      await this.planNext(record, occurrence.end);
      return;
    }
    await log('starting', { encoderId: event.encoderId });
    try {
      const { liveEventId, webVideoId = null } = await this.options
        .runner()
        .start(organisationId, record, occurrence);
      await events.updateRun(event.id, occurrenceStart, {
        state: 'running',
        liveEventId,
        webVideoId,
        startedAt: this.options.now(),
      });
      await log('started', webVideoId ? { liveEventId, webVideoId } : { liveEventId });
      for (const destination of record.destinations) {
        await logs.append({
          subjectId: event.id,
          contentDestinationId: destination.id,
          destination: destination.title ?? destination.type,
          metadata: {
            action: 'destination_scheduled',
            occurrenceStart: payload.occurrenceStart,
            startOffsetMinutes: destination.startOffsetMinutes,
          },
          playlistId: destination.autoAddPlaylistIds[0] ?? null,
          occurredAt: this.options.now(),
        });
      }
      // An encoder event runs on for its padding; a replay ends with the occurrence.
      const paddingMinutes = isEncoderKind(event.kind) ? ENCODER_EVENT_PADDING_AFTER_MINUTES : 0;
      await this.options.queue().enqueue('schedule.stop', payload, {
        organisationId,
        runAt: new Date(occurrence.end.getTime() + paddingMinutes * MINUTE_MS),
        uniqueKey: stopKey(event.id, occurrenceStart),
      });
    } catch (error) {
      await events.updateRun(event.id, occurrenceStart, { state: 'failed' });
      await log('failed', { reason: error instanceof Error ? error.message : String(error) });
    }
    await this.planNext(record, occurrence.end);
  }

  /** The stop job: ends the occurrence's run if it is still going. */
  async stop(payload: OccurrencePayload): Promise<void> {
    const { events } = this.repositories(payload.organisationId);
    const run = await events.runOf(payload.eventId, new Date(payload.occurrenceStart));
    if (!run || (run.state !== 'starting' && run.state !== 'running')) return;
    await this.finishRun(
      payload.organisationId,
      payload.eventId,
      run.occurrenceStart,
      run,
      'ended',
    );
  }

  /** Stops every live instance of an event at once (pausing it, spec section 4). */
  async stopActiveRuns(organisationId: string, eventId: string, userId: string | null) {
    const { events } = this.repositories(organisationId);
    for (const run of await events.activeRuns(eventId)) {
      await this.finishRun(
        organisationId,
        eventId,
        run.occurrenceStart,
        run,
        'stopped_paused',
        userId,
      );
    }
  }

  private async finishRun(
    organisationId: string,
    eventId: string,
    occurrenceStart: Date,
    handles: OccurrenceHandles,
    action: string,
    userId: string | null = null,
  ) {
    const { organisationId: id, events, logs } = this.repositories(organisationId);
    const { liveEventId, webVideoId = null } = handles;
    await this.options.runner().stop(id, { liveEventId, webVideoId });
    await events.updateRun(eventId, occurrenceStart, {
      state: 'finished',
      endedAt: this.options.now(),
    });
    await logs.append({
      subjectId: eventId,
      userId,
      metadata: {
        action,
        occurrenceStart: occurrenceStart.toISOString(),
        liveEventId,
        ...(webVideoId ? { webVideoId } : {}),
      },
      occurredAt: this.options.now(),
    });
  }
}

/** Whether an event of the organisation has a run going now (for the edit and delete rules). */
export async function hasActiveRun(db: Database, organisationId: OrganisationId, eventId: string) {
  const runs = await new ScheduledEventsRepository(db, organisationId).activeRuns(eventId);
  return runs.length > 0;
}
