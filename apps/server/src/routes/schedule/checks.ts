import {
  ENCODER_EVENT_PADDING_AFTER_MINUTES,
  ERROR_MESSAGES,
  RECURRENCE_MAX_MONTHS_AHEAD,
  VALIDATION_MESSAGES,
  eventKindOf,
  eventProblems,
  expandOccurrences,
  isEncoderKind,
  overlapProblems,
  seriesEnd,
  type Recurrence,
  type RecurringEvent,
  type ResourceUse,
  type ScheduledUse,
} from '@studio/domain';
import type { CheckedOrganisation } from '../../contract/access';
import type { ScheduledEventRecord } from '../../db/schedule/schedule-repository';
import type { ApiErrorItem } from '../../http/errors';
import type { Services } from '../../services';
import { recurringEventOf } from '../../schedule/scheduler';
import type { EventInput } from './mapping';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The zone an input is kept in: its own, else the organisation's, else UTC. */
export const timezoneOf = (input: EventInput, organisation: CheckedOrganisation) =>
  input.timezone ?? organisation.timezone ?? 'UTC';

export interface EventVerdict {
  /** Field rules of spec section 5 and unknown references: 400. */
  fieldProblems: ApiErrorItem[];
  /** Overlaps with other events or between the event's own destinations: 422. */
  overlaps: ApiErrorItem[];
}

/** What one event holds during each occurrence: its encoder (with the buffer) and channels. */
function usesOf(
  kind: RecurringEventKind,
  encoderId: string | null,
  preEventBufferMinutes: number,
  destinations: ReadonlyArray<{
    webChannelId: string | null;
    rtmpDestinationId: string | null;
    startOffsetMinutes: number;
    endOffsetMinutes: number;
  }>,
): ResourceUse[] {
  const uses: ResourceUse[] = [];
  if (isEncoderKind(kind) && encoderId) {
    uses.push({
      kind: 'encoder',
      id: encoderId,
      startOffsetMinutes: -preEventBufferMinutes,
      endOffsetMinutes: ENCODER_EVENT_PADDING_AFTER_MINUTES,
    });
  }
  for (const destination of destinations) {
    const offsets = {
      startOffsetMinutes: destination.startOffsetMinutes,
      endOffsetMinutes: destination.endOffsetMinutes,
    };
    if (destination.webChannelId) {
      uses.push({ kind: 'webChannel', id: destination.webChannelId, ...offsets });
    }
    if (destination.rtmpDestinationId) {
      uses.push({ kind: 'rtmpDestination', id: destination.rtmpDestinationId, ...offsets });
    }
  }
  return uses;
}

type RecurringEventKind = ScheduledEventRecord['event']['kind'];

const referenceProblem = (field: string, message: string): ApiErrorItem => ({
  code: 'INVALID_REQUEST',
  message,
  field,
});

/** Every id the input names must be the organisation's own (404-free: the form shows the field). */
async function referenceProblems(
  services: Services,
  organisation: CheckedOrganisation,
  input: EventInput,
): Promise<ApiErrorItem[]> {
  const repositories = services.forOrganisation(organisation.id);
  const problems: ApiErrorItem[] = [];
  const check = async (
    id: string | null | undefined,
    find: (id: string) => Promise<unknown>,
    field: string,
    message: string,
  ) => {
    if (id && !(await find(id))) problems.push(referenceProblem(field, message));
  };
  const kind = eventKindOf(input.contentType);
  if (isEncoderKind(kind)) {
    await check(
      input.encoderId,
      (id) => repositories.encoders.findById(id),
      'body.encoderId',
      ERROR_MESSAGES.badRequest,
    );
    await check(
      input.encoderChannelId,
      (id) => repositories.encoderChannels.findById(id),
      'body.encoderChannelId',
      VALIDATION_MESSAGES.unknownEncoderChannel,
    );
    if (!input.automaticSettings) {
      await check(
        input.encoderPresetId,
        (id) => repositories.encoderPresets.findById(id),
        'body.encoderPresetId',
        ERROR_MESSAGES.badRequest,
      );
    }
  } else {
    await check(
      input.mediaId,
      (id) => repositories.media.findById(id),
      'body.mediaId',
      ERROR_MESSAGES.badRequest,
    );
  }
  for (const [index, destination] of input.contentDestinations.entries()) {
    const field = `body.contentDestinations[${index}]`;
    if (destination.type === 'EMBED') {
      await check(
        destination.webEventProfileId,
        (id) => repositories.webChannels.findById(id),
        `${field}.webEventProfileId`,
        VALIDATION_MESSAGES.unknownWebChannel,
      );
    }
    if (destination.type === 'RTMP') {
      await check(
        destination.rtmpDestinationId,
        (id) => repositories.rtmpDestinations.findById(id),
        `${field}.rtmpDestinationId`,
        VALIDATION_MESSAGES.unknownRtmpDestination,
      );
    }
    await check(
      destination.webPresetId,
      (id) => repositories.webPresets.findById(id),
      `${field}.webPresetId`,
      ERROR_MESSAGES.badRequest,
    );
  }
  return problems;
}

/**
 * The overlaps of the input against the organisation's other events that use its encoder, web
 * channels or RTMP destinations, from now (an occurrence running now included) to the end of
 * the series, or 13 months ahead for a series that never ends. Only those events are expanded,
 * and only over that window.
 */
async function overlapsOf(
  services: Services,
  organisation: CheckedOrganisation,
  input: EventInput,
  eventId: string | null,
): Promise<ApiErrorItem[]> {
  const now = services.now();
  const timezone = timezoneOf(input, organisation);
  const kind = eventKindOf(input.contentType);
  const candidateEvent: RecurringEvent = {
    startTime: new Date(input.startTime),
    timezone,
    durationMinutes: input.durationMinutes,
    recurrence: (input.recurrence ?? null) as Recurrence | null,
  };
  const from = new Date(now.getTime() - input.durationMinutes * MINUTE_MS);
  const end =
    seriesEnd(candidateEvent) ??
    new Date(candidateEvent.startTime.getTime() + RECURRENCE_MAX_MONTHS_AHEAD * 31 * DAY_MS);
  const to = new Date(end.getTime() + DAY_MS);
  const candidateDestinations = input.contentDestinations.map((destination) => ({
    webChannelId: destination.type === 'EMBED' ? (destination.webEventProfileId ?? null) : null,
    rtmpDestinationId: destination.type === 'RTMP' ? (destination.rtmpDestinationId ?? null) : null,
    startOffsetMinutes: destination.startOffsetMinutes ?? 0,
    endOffsetMinutes: destination.endOffsetMinutes ?? 0,
  }));
  const candidateUses = usesOf(
    kind,
    input.encoderId ?? null,
    input.preEventBufferMinutes ?? 30,
    candidateDestinations,
  );
  if (candidateUses.length === 0) return [];
  const candidate: ScheduledUse = {
    eventId,
    occurrences: expandOccurrences(candidateEvent, from, to),
    uses: candidateUses,
  };
  const others = await services.forOrganisation(organisation.id).scheduledEvents.usingResources({
    encoderId: isEncoderKind(kind) ? (input.encoderId ?? null) : null,
    webChannelIds: candidateUses.filter((use) => use.kind === 'webChannel').map((use) => use.id),
    rtmpDestinationIds: candidateUses
      .filter((use) => use.kind === 'rtmpDestination')
      .map((use) => use.id),
    notEndedBefore: from,
  });
  const otherUses: ScheduledUse[] = others
    .filter((other) => other.event.id !== eventId)
    .map((other) => ({
      eventId: other.event.id,
      occurrences: expandOccurrences(
        recurringEventOf(other.event),
        new Date(from.getTime() - DAY_MS),
        to,
        other.exdates,
      ),
      uses: usesOf(
        other.event.kind,
        other.event.encoderId,
        other.event.preEventBufferMinutes,
        other.destinations,
      ),
    }));
  return overlapProblems(candidate, otherUses).map(({ code, message, field }) => ({
    code,
    message,
    field,
  }));
}

/**
 * Every rule an event input breaks: the domain's field rules, then references, then (only for
 * an otherwise valid input) overlaps. `previous` is the stored event when editing.
 */
export async function checkEvent(
  services: Services,
  organisation: CheckedOrganisation,
  input: EventInput,
  previous: ScheduledEventRecord | null,
): Promise<EventVerdict> {
  const fieldProblems: ApiErrorItem[] = eventProblems(input, {
    now: services.now(),
    defaultTimezone: timezoneOf(input, organisation),
    previousStartTime: previous?.event.startTime ?? null,
  });
  fieldProblems.push(...(await referenceProblems(services, organisation, input)));
  if (fieldProblems.length > 0) return { fieldProblems, overlaps: [] };
  return {
    fieldProblems,
    overlaps: await overlapsOf(services, organisation, input, previous?.event.id ?? null),
  };
}
