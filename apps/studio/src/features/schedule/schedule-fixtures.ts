import type { EventLog, EventRun, ScheduleItem, ScheduledEvent, SocialPost } from '@studio/api';
import { fixture } from '@studio/api/mocks';
import type { EventFormChoices } from './actors';

/**
 * The schedule's story data, from the contract's examples: the Sunday service (weekly, 12
 * times), a paused Christmas Eve replay and a Wednesday study live now, in Chicago's zone.
 */
const eventId = (last: number) => `2c4e6a80-1b3d-4f5a-9c7e-8d0f2a4b6c0${last}`;
export const WEB_CHANNEL_ID = '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01';
export const OVERFLOW_WEB_CHANNEL_ID = '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02';
export const CAMPUS_RTMP_ID = '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b02';
export const VIMEO_RTMP_ID = '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01';
const SANCTUARY_CHANNEL_ID = '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01';
const FACEBOOK_PAGE_ID = '104233118812345';

export const sundayService: ScheduledEvent = fixture('Event', {
  contentDestinations: [
    fixture('ContentDestination', {
      id: '5b7d9f10-3c5e-4a7b-8d9f-0a1b2c3d4e01',
      eventId: eventId(1),
      type: 'EMBED',
      webEventProfileId: WEB_CHANNEL_ID,
      rtmpDestinationId: null,
      startOffsetMinutes: 2,
    }),
  ],
});

export const christmasReplay: ScheduledEvent = fixture('Event', {
  uuid: eventId(2),
  name: 'Christmas Eve replay',
  description: null,
  startTime: '2026-12-25T02:00:00Z',
  durationMinutes: 75,
  recurrence: null,
  contentType: 'saved_video',
  kind: 'EXISTING_MEDIA',
  encoderId: null,
  encoderChannelId: null,
  encoderPresetId: null,
  encoderScheduleName: null,
  preEventBufferMinutes: 0,
  paused: true,
  liveStatus: 'OFFLINE',
});

export const wednesdayStudy: ScheduledEvent = fixture('Event', {
  uuid: eventId(3),
  name: 'Wednesday night study',
  startTime: '2026-11-26T01:00:00Z',
  durationMinutes: 60,
  recurrence: { type: 'weekly', interval: 1, weekdays: ['WE'], endType: 'NEVER' },
  encoderScheduleName: 'Wednesday study',
  liveStatus: 'LIVE',
});

export const demoEvents = [sundayService, christmasReplay, wednesdayStudy];

/** The Sunday service's occurrence of 22 November, live now: its live event and recording. */
export const sundayRunLive: EventRun = {
  occurrenceStart: '2026-11-22T15:00:00Z',
  state: 'running',
  liveEventId: '6a8c0e20-4b1d-4f3a-8c5e-9d7f1b3d5e01',
  encoderVideoId: '4d6f8b10-3c5e-4a7b-8d9f-0e1a2b3c4d01',
  webVideoId: null,
  startedAt: '2026-11-22T14:30:04Z',
  endedAt: null,
};
/** The occurrence before, run and ended (the contract's example run). */
export const sundayRunFinished: EventRun = fixture('EventRun');
/** An occurrence whose encoder did not start: no live event to open. */
export const sundayRunFailed: EventRun = {
  ...sundayRunFinished,
  state: 'failed',
  liveEventId: null,
  encoderVideoId: null,
  endedAt: null,
};
export const sundayWatchLinks = [
  {
    channelId: WEB_CHANNEL_ID,
    name: 'Main web channel',
    url: 'https://studio.example/embed/rvs-main-7k2q',
  },
];

const occurrence = (
  event: ScheduledEvent,
  startDay: string,
  startDate: string,
  minutes: number,
): ScheduleItem => ({
  eventId: event.uuid,
  title: event.name,
  startDay,
  endDay: startDay,
  startDate,
  endDate: new Date(new Date(startDate).getTime() + minutes * 60_000).toISOString(),
  kind: event.kind,
  paused: event.paused,
  recurring: event.recurrence !== null,
  timezone: 'America/Chicago',
});

/** November 2026 as the calendar asks for it (Sundays at 9:00, Wednesdays at 19:00 Chicago). */
export const novemberItems: ScheduleItem[] = [
  occurrence(wednesdayStudy, '2026-11-25', '2026-11-26T01:00:00Z', 60),
  occurrence(sundayService, '2026-11-29', '2026-11-29T15:00:00Z', 90),
  occurrence(
    { ...wednesdayStudy, uuid: eventId(4), name: 'Youth worship night' },
    '2026-11-29',
    '2026-11-30T00:30:00Z',
    90,
  ),
  occurrence(
    { ...wednesdayStudy, uuid: eventId(5), name: 'Evening prayer' },
    '2026-11-29',
    '2026-11-30T02:00:00Z',
    30,
  ),
  occurrence(
    { ...wednesdayStudy, uuid: eventId(6), name: 'Late choir rehearsal' },
    '2026-11-29',
    '2026-11-30T03:00:00Z',
    45,
  ),
];

/** Posts of November for the calendar: one waiting on the 28th, one failed on the 29th. */
export const novemberPosts: SocialPost[] = [
  {
    uuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d06',
    destinationType: 'FACEBOOK',
    channelId: '104233118812345',
    title: 'Join us this Sunday',
    description: 'Worship at 10:00 and the livestream on our page.',
    mediaId: null,
    clipId: null,
    reel: false,
    privacy: 'public',
    status: 'scheduled',
    publishAt: '2026-11-28T17:00:00Z',
    failureReason: null,
    editable: true,
  },
  {
    uuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d07',
    destinationType: 'YOUTUBE',
    channelId: 'UC4f1c2a7e8b3d4c559a61',
    title: 'Sermon highlights',
    description: 'The week’s message in ten minutes.',
    mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e03',
    clipId: null,
    reel: false,
    privacy: 'public',
    status: 'failed',
    publishAt: '2026-11-29T14:00:00Z',
    failureReason: 'The channel is no longer linked.',
    editable: false,
  },
];

export const sundayOccurrences: ScheduleItem[] = [
  '2026-11-29T15:00:00Z',
  '2026-12-06T15:00:00Z',
  '2026-12-13T15:00:00Z',
].map((start) => occurrence(sundayService, start.slice(0, 10), start, 90));

const log = (action: string, timestamp: string, occurrenceStart?: string): EventLog =>
  fixture('EventLog', {
    subjectId: sundayService.uuid,
    timestamp,
    metadata: { action, ...(occurrenceStart ? { occurrenceStart } : {}) },
  });

export const sundayLogs: EventLog[] = [
  log('ended', '2026-11-22T16:30:00Z', '2026-11-22T15:00:00Z'),
  log('started', '2026-11-22T15:00:00Z', '2026-11-22T15:00:00Z'),
  log('starting', '2026-11-22T14:30:00Z', '2026-11-22T15:00:00Z'),
  log('created', '2026-11-01T09:00:00Z'),
];

/** What the demo organisation's form offers. */
export const demoEventChoices: EventFormChoices = {
  encoders: [
    fixture('Encoder', { uuid: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a01', name: 'Sanctuary encoder' }),
  ],
  encoderChannels: [
    fixture('EncoderChannel', {
      uuid: SANCTUARY_CHANNEL_ID,
      name: 'Sanctuary channel',
    }),
  ],
  encoderPresets: [
    fixture('EncoderPreset', { uuid: '0c2e4a60-8b1d-4f3a-9c5e-6d8f0a2b4c01', name: '1080p30' }),
  ],
  webChannels: [
    fixture('WebChannel', { uuid: WEB_CHANNEL_ID, name: 'Main web channel' }),
    fixture('WebChannel', { uuid: OVERFLOW_WEB_CHANNEL_ID, name: 'Overflow room' }),
  ],
  rtmpDestinations: [
    fixture('RtmpDestination', { uuid: CAMPUS_RTMP_ID, name: 'Campus TV (cable channel 12)' }),
    fixture('RtmpDestination', { uuid: VIMEO_RTMP_ID, name: 'Vimeo backup' }),
  ],
  socialChannels: [
    {
      id: FACEBOOK_PAGE_ID,
      name: 'Riverside Community Church',
      destinationType: 'FACEBOOK',
      sandbox: true,
    },
    {
      id: 'UC4f1c2a7e8b3d4c559a61',
      name: 'Riverside TV',
      destinationType: 'YOUTUBE',
      sandbox: true,
    },
  ],
  media: [fixture('LibraryItem')],
  destinationGroups: [
    fixture('DestinationGroup', {
      name: 'Sunday Everywhere',
      webEventProfileId: OVERFLOW_WEB_CHANNEL_ID,
      encoderChannelId: SANCTUARY_CHANNEL_ID,
      rtmpDestinationIds: [CAMPUS_RTMP_ID, VIMEO_RTMP_ID],
      crossposts: [{ destinationType: 'FACEBOOK', channelId: FACEBOOK_PAGE_ID }],
    }),
  ],
};

export const demoNames: ReadonlyMap<string, string> = new Map([
  ['7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a01', 'Sanctuary encoder'],
  ['1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01', 'Sanctuary channel'],
  ['0c2e4a60-8b1d-4f3a-9c5e-6d8f0a2b4c01', '1080p30'],
  [WEB_CHANNEL_ID, 'Main web channel'],
]);
