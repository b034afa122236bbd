import { describe, expect, it } from 'vitest';
import { eventKindOf, eventProblems, type EventInputFields } from './event-rules';
import { SCHEDULE_MESSAGES } from './messages';
import { overlapProblems, type ScheduledUse } from './overlaps';
import { expandOccurrences } from './recurrence';

const now = new Date('2026-11-24T09:00:00Z');
const context = { now, defaultTimezone: 'America/Chicago' };
const encoderId = '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a01';
const webChannelId = '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01';

const live: EventInputFields = {
  name: 'Sunday Service',
  startTime: '2026-11-29T16:00:00Z',
  durationMinutes: 90,
  contentType: 'live_encoder',
  encoderId,
  encoderChannelId: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01',
  encoderPresetId: null,
  automaticSettings: true,
  encoderScheduleName: 'Sunday',
  preEventBufferMinutes: 30,
  contentDestinations: [{ type: 'EMBED', webEventProfileId: webChannelId }],
};

const messages = (input: EventInputFields, extra = {}) =>
  eventProblems(input, { ...context, ...extra }).map((problem) => [problem.field, problem.message]);

describe('eventProblems', () => {
  it('accepts a complete live event', () => {
    expect(messages(live)).toEqual([]);
  });

  it('refuses a long name, a zero or over-12-hour duration and a past start', () => {
    expect(messages({ ...live, name: 'x'.repeat(129) })).toEqual([
      ['body.name', SCHEDULE_MESSAGES.nameMax],
    ]);
    expect(messages({ ...live, durationMinutes: 0 })).toEqual([
      ['body.durationMinutes', SCHEDULE_MESSAGES.durationAboveZero],
    ]);
    expect(messages({ ...live, durationMinutes: 721 })).toEqual([
      ['body.durationMinutes', SCHEDULE_MESSAGES.durationMax],
    ]);
    expect(messages({ ...live, startTime: '2026-11-24T08:59:00Z' })).toEqual([
      ['body.startTime', SCHEDULE_MESSAGES.startInPast],
    ]);
  });

  it('lets an edit keep a start that has passed', () => {
    const past = '2026-11-22T16:00:00Z';
    expect(messages({ ...live, startTime: past }, { previousStartTime: new Date(past) })).toEqual(
      [],
    );
  });

  it('needs the encoder fields of a live event', () => {
    expect(
      messages({
        ...live,
        encoderId: null,
        encoderChannelId: null,
        encoderScheduleName: ' ',
        automaticSettings: false,
      }),
    ).toEqual([
      ['body.encoderId', SCHEDULE_MESSAGES.encoderRequired],
      ['body.encoderChannelId', SCHEDULE_MESSAGES.encoderChannelRequired],
      ['body.encoderScheduleName', SCHEDULE_MESSAGES.encoderScheduleNameRequired],
      ['body.encoderPresetId', SCHEDULE_MESSAGES.encoderPresetRequired],
    ]);
  });

  it('needs a saved video and exactly one web destination for a replay', () => {
    const replay: EventInputFields = {
      name: 'Replay',
      startTime: '2026-11-29T20:00:00Z',
      durationMinutes: 60,
      contentType: 'saved_video',
      mediaId: null,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: webChannelId },
        { type: 'EMBED', webEventProfileId: webChannelId, startOffsetMinutes: -5 },
      ],
    };
    expect(messages(replay)).toEqual([
      ['body.mediaId', SCHEDULE_MESSAGES.savedVideoRequired],
      [
        'body.contentDestinations[1].startOffsetMinutes',
        SCHEDULE_MESSAGES.destinationBeforeContent,
      ],
      ['body.contentDestinations', SCHEDULE_MESSAGES.replayOneWebDestination],
    ]);
  });

  it('maps every content type to its kind, a web video to SIMLIVE', () => {
    expect(
      (['live_encoder', 'web_channel_replay', 'saved_video', 'web_video'] as const).map(
        eventKindOf,
      ),
    ).toEqual(['LIVE', 'REPUBLISH', 'EXISTING_MEDIA', 'SIMLIVE']);
  });

  it('needs a library video and exactly one web channel for a web video, no encoder', () => {
    const webVideo: EventInputFields = {
      name: 'Midweek message',
      startTime: '2026-11-29T20:00:00Z',
      durationMinutes: 45,
      contentType: 'web_video',
      mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e02',
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: webChannelId },
        { type: 'RTMP', rtmpDestinationId: '0b2d4f60-8a1c-4e3b-9d5f-7a9c1e3b5d01' },
      ],
    };
    expect(messages(webVideo)).toEqual([]);
    expect(
      messages({
        ...webVideo,
        mediaId: ' ',
        contentDestinations: [{ type: 'RTMP', rtmpDestinationId: webChannelId }],
      }),
    ).toEqual([
      ['body.mediaId', SCHEDULE_MESSAGES.webVideoRequired],
      ['body.contentDestinations', SCHEDULE_MESSAGES.webVideoOneWebDestination],
    ]);
    expect(
      messages({
        ...webVideo,
        contentDestinations: [
          { type: 'EMBED', webEventProfileId: webChannelId },
          { type: 'EMBED', webEventProfileId: webChannelId },
        ],
      }),
    ).toEqual([['body.contentDestinations', SCHEDULE_MESSAGES.webVideoOneWebDestination]]);
    // It plays from the event's start: no encoder buffer to start a destination early.
    expect(
      messages({
        ...webVideo,
        contentDestinations: [
          { type: 'EMBED', webEventProfileId: webChannelId, startOffsetMinutes: -5 },
        ],
      }),
    ).toEqual([
      [
        'body.contentDestinations[0].startOffsetMinutes',
        SCHEDULE_MESSAGES.destinationBeforeContent,
      ],
    ]);
  });

  it('checks social destinations and the destination list', () => {
    expect(messages({ ...live, contentDestinations: [] })).toEqual([
      ['body.contentDestinations', SCHEDULE_MESSAGES.destinationRequired],
    ]);
    expect(
      messages({
        ...live,
        contentDestinations: [
          {
            type: 'YOUTUBE',
            title: 'y'.repeat(101),
            description: 'Join us',
            channelId: 'UC1',
            privacy: 'public',
          },
        ],
      }),
    ).toEqual([
      ['body.contentDestinations[0].title', SCHEDULE_MESSAGES.youtubeTitleMax],
      ['body.contentDestinations[0].publishStatus', SCHEDULE_MESSAGES.socialPublishStatusRequired],
    ]);
  });

  it('refuses < and > in a social title or description, as Go Live does', () => {
    expect(
      messages({
        ...live,
        contentDestinations: [
          {
            type: 'FACEBOOK',
            title: 'Sunday <live>',
            description: 'Join <b>us</b>',
            channelId: 'page-1',
            privacy: 'public',
            publishStatus: 'published',
          },
        ],
      }),
    ).toEqual([
      ['body.contentDestinations[0].title', SCHEDULE_MESSAGES.socialTitleAngleBrackets],
      ['body.contentDestinations[0].description', SCHEDULE_MESSAGES.socialDescriptionAngleBrackets],
    ]);
  });
});

describe('overlapProblems', () => {
  const weekly = (start: string, durationMinutes: number) =>
    expandOccurrences(
      {
        startTime: new Date(start),
        timezone: 'America/Chicago',
        durationMinutes,
        recurrence: { type: 'weekly', interval: 1, endType: 'AFTER', occurrences: 4 },
      },
      new Date('2026-11-01'),
      new Date('2027-01-31'),
    );

  const existing: ScheduledUse = {
    eventId: 'existing',
    occurrences: weekly('2026-11-29T16:00:00Z', 90),
    uses: [
      { kind: 'encoder', id: encoderId, startOffsetMinutes: -30, endOffsetMinutes: 0 },
      { kind: 'webChannel', id: webChannelId, startOffsetMinutes: 0, endOffsetMinutes: 0 },
    ],
  };

  it('refuses the same encoder inside the other event, its buffer included', () => {
    const candidate: ScheduledUse = {
      eventId: null,
      occurrences: weekly('2026-12-13T17:45:00Z', 30),
      uses: [{ kind: 'encoder', id: encoderId, startOffsetMinutes: -30, endOffsetMinutes: 0 }],
    };
    expect(overlapProblems(candidate, [existing])).toEqual([
      {
        code: 'EVENT_OVERLAP',
        message: SCHEDULE_MESSAGES.overlapEncoder,
        field: 'body.encoderId',
        otherEventId: 'existing',
      },
    ]);
  });

  it('accepts back-to-back events and other resources', () => {
    const after: ScheduledUse = {
      eventId: null,
      occurrences: weekly('2026-11-29T18:00:00Z', 30),
      uses: [
        { kind: 'encoder', id: encoderId, startOffsetMinutes: -30, endOffsetMinutes: 0 },
        { kind: 'webChannel', id: 'other-channel', startOffsetMinutes: 0, endOffsetMinutes: 0 },
      ],
    };
    expect(overlapProblems(after, [existing])).toEqual([]);
  });

  it('refuses a web channel overlap and overlapping offsets on one channel', () => {
    const candidate: ScheduledUse = {
      eventId: 'candidate',
      occurrences: weekly('2026-11-29T17:00:00Z', 60),
      uses: [
        { kind: 'webChannel', id: webChannelId, startOffsetMinutes: 0, endOffsetMinutes: -30 },
        { kind: 'webChannel', id: webChannelId, startOffsetMinutes: 20, endOffsetMinutes: 0 },
      ],
    };
    expect(overlapProblems(candidate, [existing]).map((problem) => problem.message)).toEqual([
      SCHEDULE_MESSAGES.overlapWebChannel,
      SCHEDULE_MESSAGES.overlapOffsets,
    ]);
  });
});
