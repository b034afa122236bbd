import type { ScheduledEventInput, StudioApi } from '@studio/api';
import type { FieldErrors } from '@studio/machines';
import { EVENT_OVERLAP_CODE, eventProblems, instantInZone, type Recurrence } from '@studio/domain';
import {
  destinationDraftErrors,
  destinationInputsOf,
} from '../live/destinations/destination-drafts';
import { DESTINATION_DRAFT_MESSAGES } from '../live/destinations/draft-messages';
import { draftFieldId } from '../live/destinations/draft-field-id';
import {
  formFieldOf,
  isEncoderContent,
  sentDestinationsOf,
  type EventFormValues,
} from './event-form';

/**
 * The event rules of `@studio/domain` (the ones the server runs, with the spec's messages) and
 * the conversion to the request. A module of its own, fetched once the form shows: the rules
 * carry rrule and the zone code, which the calendar and the event pages do not need
 * (docs/performance.md).
 */

const whole = (text: string): number => (/^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

function recurrenceOf(values: EventFormValues): Recurrence | null {
  if (values.repeat === 'none') return null;
  return {
    type: values.repeat,
    interval: whole(values.interval),
    ...(values.repeat === 'weekly' ? { weekdays: [...values.weekdays] } : {}),
    ...(values.repeat === 'monthly' && values.dayOfMonth.trim() !== ''
      ? { dayOfMonth: whole(values.dayOfMonth) }
      : {}),
    endType: values.endType,
    ...(values.endType === 'AFTER' ? { occurrences: whole(values.occurrences) } : {}),
    ...(values.endType === 'ON' ? { endDate: values.endDate || null } : {}),
  };
}

/** The request body of the values: text trimmed, the start an instant of the zone's wall clock. */
export function toEventInput(values: EventFormValues): ScheduledEventInput {
  const encoder = isEncoderContent(values.contentType);
  const startTime = instantInZone(values.startDay, values.startClock, values.timezone);
  const destinations: ScheduledEventInput['contentDestinations'] = [];
  if (values.webChannelId) {
    destinations.push({
      type: 'EMBED',
      webEventProfileId: values.webChannelId,
      startOffsetMinutes: whole(values.webStartOffsetMinutes),
      endOffsetMinutes: 0,
      autosaveToLibrary: values.autosaveToLibrary,
    });
  }
  // Each RTMP row starts when its own offset says; social rows with stream time.
  destinations.push(
    ...destinationInputsOf(values.destinationDrafts, (draft) =>
      draft.kind === 'rtmp' ? whole(draft.startOffsetMinutes ?? '0') : 0,
    ),
  );
  return {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    startTime: Number.isNaN(startTime.getTime()) ? values.startDay : startTime.toISOString(),
    timezone: values.timezone,
    durationMinutes: whole(values.durationMinutes),
    recurrence: recurrenceOf(values),
    contentType: values.contentType,
    ...(encoder
      ? {
          encoderScheduleName: values.encoderScheduleName.trim(),
          encoderId: values.encoderId || null,
          encoderChannelId: values.encoderChannelId || null,
          automaticSettings: values.automaticSettings,
          encoderPresetId: values.automaticSettings ? null : values.encoderPresetId || null,
          preEventBufferMinutes: whole(values.preEventBufferMinutes),
        }
      : { mediaId: values.mediaId || null, preEventBufferMinutes: 0 }),
    contentDestinations: destinations,
  };
}

/**
 * The domain's problems on the form's fields, the first per field. `previousStartTime` is the
 * saved start when editing: a series that began last week may keep its start.
 */
export function eventFieldErrors(
  values: EventFormValues,
  now: Date,
  previousStartTime: Date | null,
): FieldErrors {
  const input = toEventInput(values);
  const problems = eventProblems(
    {
      ...input,
      startTime: input.startTime,
      recurrence: (input.recurrence ?? null) as Recurrence | null,
    },
    { now, defaultTimezone: values.timezone, previousStartTime },
  );
  const sent = sentDestinationsOf(values);
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const field = formFieldOf(problem.field.replace(/^body\./, ''), sent) ?? 'name';
    if (!(field in errors)) errors[field] = problem.message;
  }
  // What the event rules leave to the contract: no < or >, and an RTMP destination or a channel
  // named once.
  for (const [key, row] of Object.entries(destinationDraftErrors(values.destinationDrafts))) {
    for (const [field, problem] of Object.entries(row)) {
      const id = draftFieldId(key, field as keyof typeof row);
      if (!(id in errors)) errors[id] = DESTINATION_DRAFT_MESSAGES[problem];
    }
  }
  return errors;
}

/**
 * Problems only the server can see before saving (spec section 5): overlaps with other events
 * on the same encoder, RTMP destination or web channel, and what the plan allows. The field
 * rules are the form's own and show on submit.
 */
const SERVER_ONLY_CODES = new Set([EVENT_OVERLAP_CODE, 'PLAN_REQUIRED']);

/**
 * What saving the values would be refused for that the form cannot know itself (the live check
 * of `useScheduleCheck`): nothing while a field rule is broken, else the server's
 * `validateSchedule` answer, its overlap and plan messages only.
 */
export async function serverClashes(
  api: Pick<StudioApi, 'validateSchedule'>,
  customerId: string,
  values: EventFormValues,
  saved: { eventId: string | null; savedStart: string | null },
  signal: AbortSignal,
): Promise<string[]> {
  const previousStart = saved.savedStart ? new Date(saved.savedStart) : null;
  if (Object.keys(eventFieldErrors(values, new Date(), previousStart)).length > 0) return [];
  const verdict = await api.validateSchedule(customerId, toEventInput(values), {
    signal,
    ...(saved.eventId ? { eventId: saved.eventId } : {}),
  });
  return verdict.problems
    .filter((problem) => SERVER_ONLY_CODES.has(problem.code))
    .map((problem) => problem.message);
}
