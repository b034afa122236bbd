import { fromPromise } from 'xstate';
import {
  type DestinationGroup,
  type Encoder,
  type EncoderChannel,
  type EncoderPreset,
  type GoLiveRequest,
  type StudioApi,
  type WebChannel,
} from '@studio/api';
import { TEXT_LIMITS, type GoLiveWaitState } from '@studio/domain';
import type { CreatedSchedule, CreateScheduleInput, ScheduleInput } from '@studio/machines';

/** Everything the Go Live form offers, read once when the page opens. */
export interface GoLiveChoices {
  encoders: Encoder[];
  encoderChannels: EncoderChannel[];
  presets: EncoderPreset[];
  webChannels: WebChannel[];
  destinationGroups: DestinationGroup[];
}

/** The first page of each list (50 items): an organisation's encoders and channels fit in it. */
export async function fetchGoLiveChoices(
  api: StudioApi,
  customerId: string,
  signal?: AbortSignal,
): Promise<GoLiveChoices> {
  const [encoders, encoderChannels, presets, webChannels, destinationGroups] = await Promise.all([
    api.listEncoders(customerId, { signal }),
    api.listEncoderChannels(customerId, { signal }),
    api.listEncoderPresets(customerId, { signal }),
    api.listWebChannels(customerId, { signal }),
    api.listDestinationGroups(customerId, { signal }),
  ]);
  return {
    encoders: encoders.items,
    encoderChannels: encoderChannels.items,
    presets: presets.items,
    webChannels: webChannels.items,
    destinationGroups: destinationGroups.items.filter((group) => group.enabled !== false),
  };
}

/** What the person chose. Destinations come from web channels, or from one destination group. */
export interface GoLiveValues {
  name: string;
  encoderId: string;
  encoderChannelId: string;
  /** Empty: automatic settings. */
  presetId: string;
  destinationsBy: 'webChannels' | 'group';
  webChannelIds: string[];
  destinationGroupId: string;
}

/** An event's name: the spec's limit (section 5). */
export const GO_LIVE_NAME_MAX = TEXT_LIMITS.eventName;

export type GoLiveFieldError =
  'nameRequired' | 'nameMax' | 'encoderRequired' | 'encoderChannelRequired' | 'destinationRequired';

export type GoLiveFieldErrors = Partial<
  Record<'name' | 'encoderId' | 'encoderChannelId' | 'destinations', GoLiveFieldError>
>;

/** Section 5: name required (max 128); encoder, encoder channel and a destination required. */
export function goLiveFieldErrors(values: GoLiveValues): GoLiveFieldErrors {
  const errors: GoLiveFieldErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > GO_LIVE_NAME_MAX) errors.name = 'nameMax';
  if (values.encoderId === '') errors.encoderId = 'encoderRequired';
  if (values.encoderChannelId === '') errors.encoderChannelId = 'encoderChannelRequired';
  const hasDestination =
    values.destinationsBy === 'group'
      ? values.destinationGroupId !== ''
      : values.webChannelIds.length > 0;
  if (!hasDestination) errors.destinations = 'destinationRequired';
  return errors;
}

/** The web channels the stream goes to: the chosen ones, or the group's channel. */
export function chosenWebChannelIds(values: GoLiveValues, choices: GoLiveChoices): string[] {
  if (values.destinationsBy === 'webChannels') return values.webChannelIds;
  const group = choices.destinationGroups.find((item) => item.uuid === values.destinationGroupId);
  return group?.webEventProfileId ? [group.webEventProfileId] : [];
}

export function goLiveRequestOf(
  values: GoLiveValues,
  choices: GoLiveChoices,
): Omit<GoLiveRequest, 'force'> {
  return {
    name: values.name.trim(),
    encoderId: values.encoderId,
    encoderChannelId: values.encoderChannelId,
    encoderPresetId: values.presetId === '' ? null : values.presetId,
    contentDestinations: chosenWebChannelIds(values, choices).map((webEventProfileId) => ({
      type: 'EMBED' as const,
      webEventProfileId,
      startOffsetMinutes: 0,
      endOffsetMinutes: 0,
    })),
  };
}

/** What the go-live-wait machine starts from: the encoder's event now, and the next one. */
export interface GoLiveSituation {
  now: number;
  nextScheduledStart: number | null;
  encoderLiveForEventId: string | null;
}

/** How far ahead a scheduled start makes Go Live ask first (spec: "within the next hour"). */
const SCHEDULED_SOON_MS = 60 * 60_000;

export async function readGoLiveSituation(
  api: StudioApi,
  customerId: string,
  encoderId: string,
  now: number,
): Promise<GoLiveSituation> {
  const [status, nextScheduledStart] = await Promise.all([
    api.getEncoderStatus(customerId, encoderId),
    // The warning is advice: when the schedule cannot be read, going live still goes ahead.
    nextScheduledStartOn(api, customerId, encoderId, now).catch(() => null),
  ]);
  return {
    now,
    nextScheduledStart,
    encoderLiveForEventId: status.state === 'STARTED' ? (status.eventId ?? null) : null,
  };
}

/**
 * The first occurrence on this encoder starting within the next hour: the schedule's occurrences
 * (recurring series expanded, so a weekly service that began months ago counts), then each
 * candidate's event for its encoder. Paused events do not run, so they do not warn.
 */
async function nextScheduledStartOn(
  api: StudioApi,
  customerId: string,
  encoderId: string,
  now: number,
): Promise<number | null> {
  const occurrences = await api.listSchedules(customerId, {
    startTime: new Date(now).toISOString(),
    endTime: new Date(now + SCHEDULED_SOON_MS).toISOString(),
  });
  const soon = occurrences.filter((occurrence) => !occurrence.paused);
  const eventIds = [...new Set(soon.map((occurrence) => occurrence.eventId))];
  const events = await Promise.all(eventIds.map((id) => api.getEvent(customerId, id)));
  const onThisEncoder = new Set(
    events.filter((event) => event.encoderId === encoderId).map((event) => event.uuid),
  );
  const starts = soon
    .filter((occurrence) => onThisEncoder.has(occurrence.eventId))
    .map((occurrence) => Date.parse(occurrence.startDate))
    .filter((start) => Number.isFinite(start) && start >= now);
  return starts.length > 0 ? Math.min(...starts) : null;
}

/**
 * The go-live-wait machine's steps on `startGoLive`: the request creates the event and starts
 * the encoder on the server, so "starting the encoder" is the first reading of the request,
 * which fails when the server has already given up on it.
 */
export function createGoLiveActors(
  api: StudioApi,
  customerId: string,
  request: Omit<GoLiveRequest, 'force'>,
) {
  return {
    createSchedule: fromPromise<CreatedSchedule, CreateScheduleInput>(async ({ input }) => {
      const status = await api.startGoLive(customerId, { ...request, force: input.force });
      return { scheduleId: status.id };
    }),
    startEncoder: fromPromise<void, ScheduleInput>(async ({ input }) => {
      const status = await api.getGoLiveStatus(customerId, input.scheduleId);
      if (status.state === 'FAILED' || status.state === 'NOT_EXIST') {
        throw new Error(status.error?.message ?? status.state);
      }
    }),
    fetchGoLiveStatus: fromPromise<GoLiveWaitState, ScheduleInput>(
      async ({ input }) => (await api.getGoLiveStatus(customerId, input.scheduleId)).state,
    ),
  };
}
