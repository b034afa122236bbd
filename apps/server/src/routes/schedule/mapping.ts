import { dayInZone, eventKindOf, seriesEnd, type Recurrence } from '@studio/domain';
import type { DocumentOperations } from '../../contract/operations';
import type {
  EventLogRow,
  ScheduledDestinationFields,
  ScheduledEventDestinationRow,
  ScheduledEventFields,
  ScheduledEventRecord,
  ScheduledEventRunWithRecording,
} from '../../db/schedule/schedule-repository';
import { recurringEventOf } from '../../schedule/scheduler';

type CentralV3 = DocumentOperations['central-v3'];
export type EventBody = CentralV3['getEvent']['responses'][200]['content']['application/json'];
export type EventInput = CentralV3['createEvent']['requestBody']['content']['application/json'];
export type ScheduleItem =
  CentralV3['listSchedules']['responses'][200]['content']['application/json'][number];
export type EventLogBody =
  CentralV3['listSubjectEventLogs']['responses'][200]['content']['application/json'][number];
type DestinationBody = EventBody['contentDestinations'][number];
type DestinationInput = EventInput['contentDestinations'][number];
type LiveStatus = NonNullable<EventBody['liveStatus']>;
type EventRunBody = NonNullable<EventBody['latestRun']>;

const DESTINATION_KINDS: Partial<
  Record<DestinationInput['type'], NonNullable<DestinationBody['destinationType']>>
> = {
  EMBED: 'web_channel',
  FACEBOOK: 'facebook',
  YOUTUBE: 'youtube',
  RTMP: 'custom_rtmp',
};

const STREAM_TYPES: Record<EventBody['kind'], NonNullable<DestinationBody['streamType']>> = {
  LIVE: 'live',
  EXISTING_ENCODER_EVENT: 'live',
  SIMLIVE: 'simlive',
  REPUBLISH: 'replay',
  EXISTING_MEDIA: 'replay',
};

function toDestination(
  row: ScheduledEventDestinationRow,
  kind: EventBody['kind'],
): DestinationBody {
  const destinationType = DESTINATION_KINDS[row.type];
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    ...(destinationType ? { destinationType } : {}),
    status: row.status as DestinationBody['status'],
    title: row.title,
    description: row.description,
    startRequestTime: row.startRequestTime?.toISOString() ?? null,
    webEventProfileId: row.webChannelId,
    streamType: STREAM_TYPES[kind],
    privacy: row.privacy as DestinationBody['privacy'],
    publishStatus: row.publishStatus as DestinationBody['publishStatus'],
    scheduledPostPublishDate: row.scheduledPostPublishDate?.toISOString() ?? null,
    crosspostTargetIds: row.crosspostTargetIds,
    startOffsetMinutes: row.startOffsetMinutes,
    endOffsetMinutes: row.endOffsetMinutes,
    webPresetId: row.webPresetId,
    autoAddPlaylistIds: row.autoAddPlaylistIds,
    autosaveToLibrary: row.autosaveToLibrary,
    channelId: row.channelId,
    destinationId: row.destinationId,
    rtmpDestinationId: row.rtmpDestinationId,
    mediaId: row.mediaId,
  };
}

/** The contract's Event: the series row with its destinations; live while a run is going. */
export function toEvent(record: ScheduledEventRecord, live?: boolean): EventBody {
  const { event } = record;
  const liveStatus: LiveStatus | undefined =
    live === undefined ? undefined : live ? 'LIVE' : 'OFFLINE';
  return {
    uuid: event.id,
    customerId: event.organisationId,
    name: event.name,
    description: event.description,
    thumbnailUrl: event.thumbnailUrl,
    startTime: event.startTime.toISOString(),
    timezone: event.timezone,
    durationMinutes: event.durationMinutes,
    recurrence: (event.recurrence as EventBody['recurrence']) ?? null,
    contentType: event.contentType,
    kind: event.kind,
    encoderId: event.encoderId,
    encoderChannelId: event.encoderChannelId,
    encoderPresetId: event.encoderPresetId,
    automaticSettings: event.automaticSettings,
    encoderScheduleName: event.encoderScheduleName,
    mediaId: event.mediaId,
    preEventBufferMinutes: event.preEventBufferMinutes,
    paused: event.paused,
    published: event.published,
    ...(liveStatus ? { liveStatus } : {}),
    contentDestinations: record.destinations.map((row) => toDestination(row, event.kind)),
    createdAt: event.createdAt.toISOString(),
  };
}

const RUN_STATES: readonly string[] = [
  'starting',
  'running',
  'finished',
  'failed',
] satisfies EventRunBody['state'][];
const isRunState = (state: string): state is EventRunBody['state'] => RUN_STATES.includes(state);

/** Whether the run goes on now: the event is live while it does. */
export const isActiveRun = (run: { state: string }) =>
  run.state === 'starting' || run.state === 'running';

/** A started run as the contract's EventRun (a skipped one is none: it never ran). */
export function toEventRun(run: ScheduledEventRunWithRecording): EventRunBody | null {
  if (!isRunState(run.state)) return null;
  return {
    occurrenceStart: run.occurrenceStart.toISOString(),
    state: run.state,
    liveEventId: run.liveEventId,
    encoderVideoId: run.encoderVideoId,
    webVideoId: run.webVideoId,
    startedAt: run.startedAt?.toISOString() ?? null,
    endedAt: run.endedAt?.toISOString() ?? null,
  };
}

const trimmedOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The row values of a checked input, in the zone it names or the organisation's. */
export function eventFields(input: EventInput, timezone: string): ScheduledEventFields {
  const recurrence = (input.recurrence ?? null) as Recurrence | null;
  const kind = eventKindOf(input.contentType);
  const startTime = new Date(input.startTime);
  return {
    name: input.name.trim(),
    description: trimmedOrNull(input.description),
    thumbnailUrl: input.thumbnailUrl ?? null,
    startTime,
    timezone,
    durationMinutes: input.durationMinutes,
    recurrence,
    contentType: input.contentType,
    kind,
    encoderId: input.encoderId ?? null,
    encoderChannelId: input.encoderChannelId ?? null,
    encoderPresetId: input.automaticSettings ? null : (input.encoderPresetId ?? null),
    automaticSettings: input.automaticSettings ?? false,
    encoderScheduleName: trimmedOrNull(input.encoderScheduleName),
    mediaId: input.mediaId ?? null,
    preEventBufferMinutes: input.preEventBufferMinutes ?? 30,
    paused: input.paused ?? false,
    published: true,
    seriesEnd: seriesEnd({
      startTime,
      timezone,
      durationMinutes: input.durationMinutes,
      recurrence,
    }),
  };
}

export function destinationFields(input: EventInput): ScheduledDestinationFields[] {
  return input.contentDestinations.map((destination) => ({
    type: destination.type,
    title: trimmedOrNull(destination.title),
    description: trimmedOrNull(destination.description),
    webChannelId: destination.type === 'EMBED' ? (destination.webEventProfileId ?? null) : null,
    rtmpDestinationId: destination.type === 'RTMP' ? (destination.rtmpDestinationId ?? null) : null,
    channelId: destination.channelId ?? null,
    destinationId: destination.destinationId ?? null,
    privacy: destination.privacy ?? null,
    publishStatus: destination.publishStatus ?? null,
    scheduledPostPublishDate: destination.scheduledPostPublishDate
      ? new Date(destination.scheduledPostPublishDate)
      : null,
    crosspostTargetIds: destination.crosspostTargetIds ?? [],
    startOffsetMinutes: destination.startOffsetMinutes ?? 0,
    endOffsetMinutes: destination.endOffsetMinutes ?? 0,
    webPresetId: destination.webPresetId ?? null,
    autoAddPlaylistIds: destination.autoAddPlaylistIds ?? [],
    autosaveToLibrary: destination.autosaveToLibrary ?? false,
  }));
}

/** One occurrence as the calendar shows it (days in the event's zone). */
export function toScheduleItem(
  record: ScheduledEventRecord,
  occurrence: { start: Date; end: Date },
): ScheduleItem {
  const { event } = record;
  return {
    eventId: event.id,
    title: event.name,
    startDay: dayInZone(occurrence.start, event.timezone),
    endDay: dayInZone(occurrence.end, event.timezone),
    startDate: occurrence.start.toISOString(),
    endDate: occurrence.end.toISOString(),
    kind: event.kind,
    paused: event.paused,
    recurring: event.recurrence !== null,
    timezone: event.timezone,
  };
}

export function toEventLog(row: EventLogRow): EventLogBody {
  return {
    destination: row.destination,
    contentDestinationId: row.contentDestinationId,
    customerId: row.organisationId,
    userId: row.userId,
    subjectId: row.subjectId,
    metadata: row.metadata,
    timestamp: row.occurredAt.toISOString(),
    playlistId: row.playlistId,
    playlistName: row.playlistName,
  };
}

export { recurringEventOf };
