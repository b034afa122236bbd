import { fromPromise } from 'xstate';
import {
  type DestinationGroup,
  type DestinationGroupChoices,
  type Encoder,
  type EncoderChannel,
  type EncoderPreset,
  type GoLiveRequest,
  type StudioApi,
  type WebChannel,
} from '@studio/api';
import { TEXT_LIMITS, type GoLiveWaitState } from '@studio/domain';
import type { CreatedSchedule, CreateScheduleInput, ScheduleInput } from '@studio/machines';
import { regionMismatch } from '../settings/destination-groups/region-mismatch';
import {
  destinationDraftErrors,
  destinationInputsOf,
  fillFromGroup,
  type DestinationDraft,
  type DestinationDraftChoices,
  type DestinationDraftErrors,
} from './destinations/destination-drafts';
import { fetchSocialChannelChoices } from './destinations/social-channel-choices';
import { destinationGroupChoicesOrNone } from './destination-names';

/** Everything the Go Live form offers, read once when the page opens. */
export interface GoLiveChoices extends DestinationDraftChoices {
  encoders: Encoder[];
  encoderChannels: EncoderChannel[];
  presets: EncoderPreset[];
  webChannels: WebChannel[];
  destinationGroups: DestinationGroup[];
  /** The channels' regions (a cross-region warning); null when the person may not read them. */
  regions: DestinationGroupChoices | null;
}

/** The first page of each list (50 items): an organisation's encoders and channels fit in it. */
export async function fetchGoLiveChoices(
  api: StudioApi,
  customerId: string,
  signal?: AbortSignal,
): Promise<GoLiveChoices> {
  const [encoders, encoderChannels, presets, webChannels, destinationGroups, regions, social] =
    await Promise.all([
      api.listEncoders(customerId, { signal }),
      api.listEncoderChannels(customerId, { signal }),
      api.listEncoderPresets(customerId, { signal }),
      api.listWebChannels(customerId, { signal }),
      api.listDestinationGroups(customerId, { signal }),
      destinationGroupChoicesOrNone(api, customerId, signal),
      fetchSocialChannelChoices(api, customerId, signal),
    ]);
  return {
    encoders: encoders.items,
    encoderChannels: encoderChannels.items,
    presets: presets.items,
    webChannels: webChannels.items,
    destinationGroups: destinationGroups.items.filter((group) => group.enabled !== false),
    regions,
    rtmpDestinations: (regions?.rtmpDestinations ?? []).map(({ uuid, name }) => ({ uuid, name })),
    socialChannels: social,
  };
}

/**
 * What the person chose: web channels, custom RTMP and social rows. A destination group only
 * fills these (`applyDestinationGroup`): what it filled stays editable.
 */
export interface GoLiveValues {
  name: string;
  encoderId: string;
  encoderChannelId: string;
  /** Empty: automatic settings. */
  presetId: string;
  webChannelIds: string[];
  drafts: DestinationDraft[];
  /** The group last used to fill the destinations ('' for none). */
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
  if (values.webChannelIds.length === 0 && values.drafts.length === 0)
    errors.destinations = 'destinationRequired';
  return errors;
}

/** The RTMP and social rows' refusals (a destination twice, the social fields of section 5). */
export function goLiveDestinationErrors(values: GoLiveValues): DestinationDraftErrors {
  return destinationDraftErrors(values.drafts);
}

export function goLiveRequestOf(values: GoLiveValues): Omit<GoLiveRequest, 'force'> {
  return {
    name: values.name.trim(),
    encoderId: values.encoderId,
    encoderChannelId: values.encoderChannelId,
    encoderPresetId: values.presetId === '' ? null : values.presetId,
    contentDestinations: [
      ...values.webChannelIds.map((webEventProfileId) => ({
        type: 'EMBED' as const,
        webEventProfileId,
        startOffsetMinutes: 0,
        endOffsetMinutes: 0,
      })),
      ...destinationInputsOf(values.drafts),
    ],
  };
}

/** What filling from a group changed, and the names of what it found already there. */
export interface GroupApplied {
  changes: Partial<GoLiveValues>;
  groupName: string;
  alreadyThere: string[];
}

/**
 * Fills the group's destinations into the values (its web channel, encoder channel, RTMP
 * destinations and social channels); null for an unknown group.
 */
export function applyDestinationGroup(
  values: GoLiveValues,
  choices: GoLiveChoices,
  groupId: string,
): GroupApplied | null {
  const group = choices.destinationGroups.find((item) => item.uuid === groupId);
  if (!group) return null;
  const fill = fillFromGroup(
    group,
    { webChannelIds: values.webChannelIds, drafts: values.drafts },
    values.name,
  );
  const names = new Map<string, string>([
    ...choices.webChannels.map((channel): [string, string] => [channel.uuid, channel.name]),
    ...choices.rtmpDestinations.map((item): [string, string] => [item.uuid, item.name]),
    ...choices.socialChannels.map((channel): [string, string] => [channel.id, channel.name]),
  ]);
  return {
    changes: {
      destinationGroupId: group.uuid,
      webChannelIds: fill.webChannelIds,
      drafts: fill.drafts,
      ...(fill.encoderChannelId ? { encoderChannelId: fill.encoderChannelId } : {}),
    },
    groupName: group.name,
    alreadyThere: fill.alreadyThere.map((id) => names.get(id) ?? id),
  };
}

/** A chosen web channel whose region is not the encoder channel's (section 8: a warning). */
export interface RegionWarning {
  channel: string;
  webRegion: string;
  encoderRegion: string;
}

export function goLiveRegionWarnings(
  values: GoLiveValues,
  choices: GoLiveChoices,
): RegionWarning[] {
  const { regions } = choices;
  if (!regions || values.encoderChannelId === '') return [];
  return values.webChannelIds.flatMap((id) => {
    const mismatch = regionMismatch(regions, id, values.encoderChannelId);
    if (!mismatch) return [];
    const channel = choices.webChannels.find((item) => item.uuid === id)?.name ?? id;
    return [{ channel, ...mismatch }];
  });
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
