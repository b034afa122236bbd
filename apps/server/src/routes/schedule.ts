import {
  DESTINATION_EDIT_LOCK_MINUTES,
  ENCODER_PRESET,
  SCHEDULE_MESSAGES,
  eventKindOf,
  expandOccurrences,
  isEncoderKind,
  isOccurrenceStart,
  meetsPlanRequirement,
  planRequirementMessage,
} from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { AuthContext } from '../auth/context';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { ScheduledEventRecord } from '../db/schedule/schedule-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import { recurringEventOf } from '../schedule/scheduler';
import type { Services } from '../services';
import { checkEvent, timezoneOf } from './schedule/checks';
import {
  destinationFields,
  eventFields,
  isActiveRun,
  toEvent,
  toEventLog,
  toEventRun,
  toScheduleItem,
  type EventInput,
} from './schedule/mapping';

type CentralV3 = DocumentOperations['central-v3'];

const MINUTE_MS = 60_000;
/** The widest window the calendar asks for at once (a month view with its edges, a year at most). */
const MAX_SCHEDULE_WINDOW_DAYS = 400;

const conflict = (message: string, field?: string): HttpError =>
  new HttpError(409, [{ code: 'CONFLICT', message, ...(field ? { field } : {}) }]);

/**
 * The schedule (issue 16, spec sections 3 to 5): events and their repeat settings, the calendar's
 * occurrences, exception dates, the validate call and the event log. The router has checked the
 * permission (events.get to read, manageSched to change) and the organisation; the rules of
 * section 5 come from `@studio/domain` with the spec's messages, overlaps answer 422.
 */
export function scheduleHandlers(services: Services) {
  const repositoriesOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id);

  const log = (
    organisation: CheckedOrganisation,
    auth: AuthContext | null,
    eventId: string,
    action: string,
  ) =>
    repositoriesOf(organisation).eventLogs.append({
      subjectId: eventId,
      userId: auth?.user.id ?? null,
      metadata: { action },
      occurredAt: services.now(),
    });

  /** Field rules answer 400, overlaps 422: every problem of the kind at once. */
  async function checkedOrThrow(
    organisation: CheckedOrganisation,
    body: EventInput,
    previous: ScheduledEventRecord | null,
  ) {
    const verdict = await checkEvent(services, organisation, body, previous);
    if (verdict.fieldProblems.length > 0) throw badRequest(verdict.fieldProblems);
    const planProblems = await planProblemsOf(organisation, body);
    if (planProblems.length > 0) throw new HttpError(403, planProblems);
    if (verdict.overlaps.length > 0) throw new HttpError(422, verdict.overlaps);
  }

  /**
   * 4K is restricted by subscription (spec section 4): an event streamed with a 2160p encoder
   * preset needs the plan 4K presets need (403 with its message), also when the preset was made
   * under a plan the organisation no longer holds. AV1 and HEVC have no field in the contract's
   * presets, so there is nothing to check for them.
   */
  async function presetPlanProblem(
    organisation: CheckedOrganisation,
    body: EventInput,
  ): Promise<ApiErrorItem | null> {
    if (body.automaticSettings || !body.encoderPresetId) return null;
    if (!isEncoderKind(eventKindOf(body.contentType))) return null;
    const preset = await services
      .forOrganisation(organisation.id)
      .encoderPresets.findById(body.encoderPresetId);
    if (
      preset?.resolution !== ENCODER_PRESET.uhdResolution ||
      meetsPlanRequirement(organisation, 'uhd4k')
    ) {
      return null;
    }
    return {
      code: 'PLAN_REQUIRED',
      message: planRequirementMessage('uhd4k'),
      field: 'body.encoderPresetId',
    };
  }

  /**
   * Restreaming to custom RTMP destinations is part of the RTMP plan, as Go Live and managing
   * them are: each RTMP destination of an organisation without it answers 403 at its field.
   * Checked on every save, as the 4K preset is: an occurrence after the plan ended would fail.
   */
  function rtmpPlanProblems(organisation: CheckedOrganisation, body: EventInput): ApiErrorItem[] {
    if (meetsPlanRequirement(organisation, 'rtmpSubscription')) return [];
    return body.contentDestinations.flatMap((destination, index) =>
      destination.type === 'RTMP'
        ? [
            {
              code: 'PLAN_REQUIRED',
              message: planRequirementMessage('rtmpSubscription'),
              field: `body.contentDestinations[${index}].rtmpDestinationId`,
            },
          ]
        : [],
    );
  }

  async function planProblemsOf(
    organisation: CheckedOrganisation,
    body: EventInput,
  ): Promise<ApiErrorItem[]> {
    const presetProblem = await presetPlanProblem(organisation, body);
    return [...(presetProblem ? [presetProblem] : []), ...rtmpPlanProblems(organisation, body)];
  }

  /**
   * Whether an occurrence of the event runs now or starts (with its buffer or its earliest
   * destination) within the edit lock of 5 minutes.
   */
  function lockedOccurrence(record: ScheduledEventRecord): boolean {
    const now = services.now();
    const earliestOffset = Math.min(
      -record.event.preEventBufferMinutes,
      ...record.destinations.map((destination) => destination.startOffsetMinutes),
    );
    const from = new Date(now.getTime() + earliestOffset * MINUTE_MS);
    const to = new Date(
      now.getTime() + (DESTINATION_EDIT_LOCK_MINUTES - earliestOffset) * MINUTE_MS,
    );
    return expandOccurrences(recurringEventOf(record.event), from, to, record.exdates).length > 0;
  }

  const sameDestinations = (record: ScheduledEventRecord, body: EventInput) =>
    JSON.stringify(
      destinationFields(body).map((destination) => ({
        ...destination,
        scheduledPostPublishDate: destination.scheduledPostPublishDate?.toISOString() ?? null,
      })),
    ) ===
    JSON.stringify(
      record.destinations.map((row) => ({
        type: row.type,
        title: row.title,
        description: row.description,
        webChannelId: row.webChannelId,
        rtmpDestinationId: row.rtmpDestinationId,
        channelId: row.channelId,
        destinationId: row.destinationId,
        privacy: row.privacy,
        publishStatus: row.publishStatus,
        scheduledPostPublishDate: row.scheduledPostPublishDate?.toISOString() ?? null,
        crosspostTargetIds: row.crosspostTargetIds,
        startOffsetMinutes: row.startOffsetMinutes,
        endOffsetMinutes: row.endOffsetMinutes,
        webPresetId: row.webPresetId,
        autoAddPlaylistIds: row.autoAddPlaylistIds,
        autosaveToLibrary: row.autosaveToLibrary,
      })),
    );

  return {
    listEvents: async ({ organisation, query, request, reply }) => {
      const page = await repositoriesOf(organisation).scheduledEvents.listFiltered(
        { page: query.page, size: query.size, timeFilter: query.timeFilter },
        services.now(),
      );
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map((record) => toEvent(record)) };
    },

    createEvent: async ({ organisation, auth, body, request, reply }) => {
      await checkedOrThrow(organisation, body, null);
      const record = await repositoriesOf(organisation).scheduledEvents.create(
        {
          ...eventFields(body, timezoneOf(body, organisation)),
          createdBy: auth?.user.id ?? null,
        },
        destinationFields(body),
      );
      await log(organisation, auth, record.event.id, 'created');
      await services.scheduler.planNext(record);
      reply.header('location', locationOf(request, record.event.id));
      return { status: 201, body: toEvent(record, false) };
    },

    getEvent: async ({ organisation, params }) => {
      const events = repositoriesOf(organisation).scheduledEvents;
      const record = await events.findRecord(params.id);
      if (!record) throw notFound();
      // The run going now comes first: the event is live while it goes on.
      const run = await events.latestRun(record.event.id);
      const live = run !== undefined && isActiveRun(run);
      return {
        status: 200,
        body: { ...toEvent(record, live), latestRun: run ? toEventRun(run) : null },
      };
    },

    updateEvent: async ({ organisation, auth, params, body }) => {
      const events = repositoriesOf(organisation).scheduledEvents;
      const previous = await events.findRecord(params.id);
      if (!previous) throw notFound();
      if ((await events.activeRuns(previous.event.id)).length > 0) {
        throw conflict(SCHEDULE_MESSAGES.instanceRunning);
      }
      if (!sameDestinations(previous, body) && lockedOccurrence(previous)) {
        throw conflict(SCHEDULE_MESSAGES.destinationLocked, 'body.contentDestinations');
      }
      await checkedOrThrow(organisation, body, previous);
      const record = await events.replace(
        params.id,
        eventFields(body, timezoneOf(body, organisation)),
        destinationFields(body),
      );
      if (!record) throw notFound();
      await log(organisation, auth, record.event.id, 'updated');
      await services.scheduler.planNext(record);
      return { status: 200, body: toEvent(record, false) };
    },

    /** Future occurrences go with the series; a running instance must be stopped first (409). */
    deleteEvent: async ({ organisation, auth, params }) => {
      const events = repositoriesOf(organisation).scheduledEvents;
      const record = await events.findRecord(params.id);
      if (!record) throw notFound();
      if ((await events.activeRuns(record.event.id)).length > 0) {
        throw conflict(SCHEDULE_MESSAGES.instanceRunning);
      }
      await events.delete(record.event.id);
      await log(organisation, auth, record.event.id, 'removed');
      return { status: 204, body: undefined };
    },

    /** A paused event does not run; an instance live now stops at once (spec section 4). */
    pauseEvent: async ({ organisation, auth, params }) => {
      const row = await repositoriesOf(organisation).scheduledEvents.setPaused(params.id, true);
      if (!row) throw notFound();
      await services.scheduler.stopActiveRuns(organisation.id, row.id, auth?.user.id ?? null);
      await log(organisation, auth, row.id, 'paused');
      return {
        status: 202,
        body: { id: row.id, status: 'PAUSED', requestedAt: services.now().toISOString() },
      };
    },

    resumeEvent: async ({ organisation, auth, params }) => {
      const events = repositoriesOf(organisation).scheduledEvents;
      const row = await events.setPaused(params.id, false);
      if (!row) throw notFound();
      const record = await events.findRecord(row.id);
      if (record) await services.scheduler.planNext(record);
      await log(organisation, auth, row.id, 'resumed');
      return {
        status: 202,
        body: { id: row.id, status: 'SCHEDULED', requestedAt: services.now().toISOString() },
      };
    },

    /** Occurrences in the window, recurring events expanded for that window only. */
    listSchedules: async ({ organisation, query }) => {
      const from = new Date(query.startTime);
      const to = new Date(query.endTime);
      const problems: ApiErrorItem[] = [];
      if (to.getTime() <= from.getTime()) {
        problems.push({
          code: 'INVALID_REQUEST',
          message: 'The window must end after it starts.',
          field: 'query.endTime',
        });
      } else if (to.getTime() - from.getTime() > MAX_SCHEDULE_WINDOW_DAYS * 24 * 60 * MINUTE_MS) {
        problems.push({
          code: 'INVALID_REQUEST',
          message: `The window can span at most ${MAX_SCHEDULE_WINDOW_DAYS} days.`,
          field: 'query.endTime',
        });
      }
      if (problems.length > 0) throw badRequest(problems);
      const records = await repositoriesOf(organisation).scheduledEvents.inWindow(from, to);
      const items = records
        .flatMap((record) =>
          expandOccurrences(recurringEventOf(record.event), from, to, record.exdates).map(
            (occurrence) => toScheduleItem(record, occurrence),
          ),
        )
        .sort((left, right) => left.startDate.localeCompare(right.startDate));
      return { status: 200, body: items };
    },

    addScheduleExdate: async ({ organisation, auth, params, body, request, reply }) => {
      const events = repositoriesOf(organisation).scheduledEvents;
      const record = await events.findRecord(params.eventId);
      if (!record) throw notFound();
      const date = new Date(body.date);
      if (!isOccurrenceStart(recurringEventOf(record.event), date)) {
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: SCHEDULE_MESSAGES.exdateNotAnOccurrence,
            field: 'body.date',
          },
        ]);
      }
      const run = await events.runOf(record.event.id, date);
      if (run && (run.state === 'starting' || run.state === 'running')) {
        throw conflict(SCHEDULE_MESSAGES.instanceRunning, 'body.date');
      }
      await events.addExdate(record.event.id, date);
      await log(organisation, auth, record.event.id, 'occurrence_skipped');
      const updated = (await events.findRecord(record.event.id))!;
      await services.scheduler.planNext(updated);
      reply.header('location', locationOf(request, date.toISOString()));
      return { status: 201, body: toEvent(updated, false) };
    },

    /** The verdict instead of an error, so the form can show every problem. */
    validateSchedule: async ({ organisation, body, query }) => {
      // An unknown id validates as a new event: the verdict is about the body, not a lookup.
      const previous = query.eventId
        ? ((await repositoriesOf(organisation).scheduledEvents.findRecord(query.eventId)) ?? null)
        : null;
      const verdict = await checkEvent(services, organisation, body, previous);
      const planProblems =
        verdict.fieldProblems.length > 0 ? [] : await planProblemsOf(organisation, body);
      const problems = [...verdict.fieldProblems, ...planProblems, ...verdict.overlaps];
      return { status: 200, body: { valid: problems.length === 0, problems } };
    },

    /** The token's organisation only: another organisation's subject has no entries here. */
    listSubjectEventLogs: async ({ organisation, params, query, request, reply }) => {
      if (!organisation) throw notFound();
      const page = await repositoriesOf(organisation).eventLogs.listForSubject(params.subjectId, {
        page: query.page,
        size: query.size,
      });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toEventLog) };
    },
  } satisfies HandlerMap<CentralV3>;
}
