import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '@studio/domain';
import type { ScheduledEvent } from '@studio/api';
import {
  eventFormValues,
  formFieldOf,
  newEventValues,
  sentDestinationsOf,
  type EventFormValues,
} from './event-form';
import { eventFieldErrors, toEventInput } from './event-rules';
import { newRtmpDraft, newSocialDraft } from '../live/destinations/destination-drafts';
import { draftFieldId } from '../live/destinations/draft-field-id';

const NOW = new Date('2026-11-24T12:00:00Z');
const ZONE = 'America/Chicago';

const weekly: EventFormValues = {
  ...newEventValues(NOW, ZONE),
  name: '  Sunday Service ',
  encoderScheduleName: 'Sunday 10am',
  encoderId: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a01',
  encoderChannelId: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01',
  automaticSettings: true,
  startDay: '2026-11-29',
  startClock: '10:00',
  durationMinutes: '90',
  repeat: 'weekly',
  weekdays: ['SU'],
  occurrences: '20',
  webChannelId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01',
};

describe('the event form and the domain rules', () => {
  it('sends the wall-clock start of the zone as an instant, the repeat and the destination', () => {
    const input = toEventInput(weekly);
    expect(input).toMatchObject({
      name: 'Sunday Service',
      startTime: '2026-11-29T16:00:00.000Z',
      timezone: ZONE,
      durationMinutes: 90,
      recurrence: {
        type: 'weekly',
        interval: 1,
        weekdays: ['SU'],
        endType: 'AFTER',
        occurrences: 20,
      },
      automaticSettings: true,
      encoderPresetId: null,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: weekly.webChannelId, startOffsetMinutes: 2 },
      ],
    });
  });

  it('accepts a valid weekly event', () => {
    expect(eventFieldErrors(weekly, NOW, null)).toEqual({});
  });

  it('puts the rules messages on the form fields', () => {
    const errors = eventFieldErrors(
      {
        ...weekly,
        name: '',
        durationMinutes: '721',
        occurrences: '100',
        webChannelId: '',
        startDay: '2026-11-01',
      },
      NOW,
      null,
    );
    expect(errors).toMatchObject({
      name: SCHEDULE_MESSAGES.nameRequired,
      durationMinutes: SCHEDULE_MESSAGES.durationMax,
      startDay: SCHEDULE_MESSAGES.startInPast,
      destinations: SCHEDULE_MESSAGES.destinationRequired,
    });
  });

  it('sends a web video with its library video and no encoder, and names what it lacks', () => {
    const webVideo: EventFormValues = {
      ...weekly,
      contentType: 'web_video',
      mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e02',
    };
    const input = toEventInput(webVideo);
    expect(input).toMatchObject({
      contentType: 'web_video',
      mediaId: webVideo.mediaId,
      preEventBufferMinutes: 0,
    });
    expect(input).not.toHaveProperty('encoderId');
    expect(eventFieldErrors(webVideo, NOW, null)).toEqual({});
    expect(
      eventFieldErrors(
        {
          ...webVideo,
          mediaId: '',
          webChannelId: '',
          destinationDrafts: [newRtmpDraft('0b2d4f60-8a1c-4e3b-9d5f-7a9c1e3b5d01')],
        },
        NOW,
        null,
      ),
    ).toMatchObject({
      mediaId: SCHEDULE_MESSAGES.webVideoRequired,
      destinations: SCHEDULE_MESSAGES.webVideoOneWebDestination,
    });
  });

  it('lets an edited series keep a start that has passed', () => {
    const past = { ...weekly, startDay: '2026-11-01' };
    const saved = new Date(toEventInput(past).startTime);
    expect(eventFieldErrors(past, NOW, saved)).toEqual({});
  });

  it('maps request fields to the form fields', () => {
    expect(formFieldOf('startTime', [])).toBe('startDay');
    expect(formFieldOf('recurrence.occurrences', [])).toBe('occurrences');
    expect(formFieldOf('recurrence.type', [])).toBe('repeat');
    expect(formFieldOf('contentDestinations[0].webEventProfileId', [{ type: 'EMBED' }])).toBe(
      'webChannelId',
    );
    expect(formFieldOf('contentDestinations[0].startOffsetMinutes', [{ type: 'EMBED' }])).toBe(
      'webStartOffsetMinutes',
    );
    // A destination the values do not send: the destinations as a whole.
    expect(formFieldOf('contentDestinations[1].rtmpDestinationId', [{ type: 'EMBED' }])).toBe(
      'destinations',
    );
    expect(formFieldOf('contentDestinations', [])).toBe('destinations');
    expect(formFieldOf('thumbnailUrl', [])).toBeNull();
  });

  it('reads a saved event back in its zone', () => {
    const saved = {
      uuid: 'e',
      name: 'Sunday Service',
      startTime: '2026-11-29T16:00:00Z',
      timezone: ZONE,
      durationMinutes: 90,
      recurrence: toEventInput(weekly).recurrence,
      contentType: 'live_encoder',
      kind: 'LIVE',
      paused: false,
      published: true,
      contentDestinations: [],
    } as ScheduledEvent;
    expect(eventFormValues(saved)).toMatchObject({
      startDay: '2026-11-29',
      startClock: '10:00',
      repeat: 'weekly',
      weekdays: ['SU'],
      occurrences: '20',
    });
  });
});

describe('social destinations on the event form', () => {
  const facebook = {
    ...newSocialDraft('Sunday Service', {
      channelId: '104233118812345',
      destinationType: 'FACEBOOK',
    }),
    key: 'social-a',
    description: 'Join us live.',
  };
  const youtube = {
    ...newSocialDraft('Sunday Service', {
      channelId: 'UC4f1c2a7e8b3d4c559a61',
      destinationType: 'YOUTUBE',
    }),
    key: 'social-b',
    description: 'Join us live.',
  };
  const withSocial = { ...weekly, destinationDrafts: [facebook, youtube] };

  it('sends each row after the web channel, with its network and fields', () => {
    expect(eventFieldErrors(withSocial, NOW, null)).toEqual({});
    expect(toEventInput(withSocial).contentDestinations).toMatchObject([
      { type: 'EMBED' },
      {
        type: 'FACEBOOK',
        channelId: '104233118812345',
        title: 'Sunday Service',
        description: 'Join us live.',
        privacy: 'public',
        publishStatus: 'published',
      },
      { type: 'YOUTUBE', channelId: 'UC4f1c2a7e8b3d4c559a61' },
    ]);
  });

  it('shows the rules of section 5 on the row that breaks them', () => {
    const errors = eventFieldErrors(
      {
        ...withSocial,
        destinationDrafts: [
          { ...facebook, description: '', privacy: '' },
          { ...youtube, title: 'x'.repeat(101) },
          { ...facebook, key: 'social-c', title: 'Live <now>' },
        ],
      },
      NOW,
      null,
    );
    expect(errors).toEqual({
      [draftFieldId('social-a', 'description')]: SCHEDULE_MESSAGES.socialDescriptionRequired,
      [draftFieldId('social-a', 'privacy')]: SCHEDULE_MESSAGES.socialPrivacyRequired,
      [draftFieldId('social-b', 'title')]: SCHEDULE_MESSAGES.youtubeTitleMax,
      [draftFieldId('social-c', 'title')]: 'The title cannot contain < or >.',
      [draftFieldId('social-c', 'channelId')]: 'This channel is already a destination.',
    });
  });

  it('puts the server’s refusal of a row’s field on that row', () => {
    const sent = sentDestinationsOf({
      ...withSocial,
      destinationDrafts: [{ ...newRtmpDraft('rtmp-campus'), key: 'rtmp-a' }, facebook, youtube],
    });
    expect(sent).toEqual([
      { type: 'EMBED' },
      { type: 'RTMP', key: 'rtmp-a' },
      { type: 'FACEBOOK', key: 'social-a' },
      { type: 'YOUTUBE', key: 'social-b' },
    ]);
    expect(formFieldOf('contentDestinations[3].title', sent)).toBe('social-b-title');
    expect(formFieldOf('contentDestinations[2].privacy', sent)).toBe('social-a-privacy');
    expect(formFieldOf('contentDestinations[2].startOffsetMinutes', sent)).toBe(
      'social-a-channelId',
    );
  });

  it('reads a saved event’s social destinations back as rows', () => {
    const saved = {
      uuid: 'e',
      name: 'Sunday Service',
      startTime: '2026-11-29T16:00:00Z',
      timezone: ZONE,
      durationMinutes: 90,
      contentType: 'live_encoder',
      kind: 'LIVE',
      paused: false,
      published: true,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: weekly.webChannelId },
        {
          type: 'YOUTUBE',
          channelId: 'UC4f1c2a7e8b3d4c559a61',
          title: 'Sunday Service',
          description: 'Join us live.',
          privacy: 'org',
          publishStatus: 'unpublished',
        },
      ],
    } as ScheduledEvent;
    expect(eventFormValues(saved).destinationDrafts).toEqual([
      {
        kind: 'social',
        key: 'saved-social-1',
        destinationType: 'YOUTUBE',
        channelId: 'UC4f1c2a7e8b3d4c559a61',
        title: 'Sunday Service',
        description: 'Join us live.',
        privacy: 'org',
        publishStatus: 'unpublished',
      },
    ]);
  });
});

describe('custom RTMP rows on the event form', () => {
  const CAMPUS = '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b02';
  const VIMEO = '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01';
  const campus = { ...newRtmpDraft(CAMPUS), key: 'rtmp-a', startOffsetMinutes: '5' };
  const vimeo = { ...newRtmpDraft(VIMEO), key: 'rtmp-b' };
  const facebook = {
    ...newSocialDraft('Sunday Service', {
      channelId: '104233118812345',
      destinationType: 'FACEBOOK',
    }),
    key: 'social-a',
    description: 'Join us live.',
  };
  const withRows = { ...weekly, destinationDrafts: [campus, facebook, vimeo] };

  it('sends every row in its order after the web channel, each RTMP row with its own start', () => {
    expect(eventFieldErrors(withRows, NOW, null)).toEqual({});
    expect(toEventInput(withRows).contentDestinations).toEqual([
      expect.objectContaining({ type: 'EMBED', startOffsetMinutes: 2 }),
      { type: 'RTMP', rtmpDestinationId: CAMPUS, startOffsetMinutes: 5, endOffsetMinutes: 0 },
      expect.objectContaining({ type: 'FACEBOOK', startOffsetMinutes: 0, endOffsetMinutes: 0 }),
      // A row added with the button has no start typed: with stream time.
      { type: 'RTMP', rtmpDestinationId: VIMEO, startOffsetMinutes: 0, endOffsetMinutes: 0 },
    ]);
  });

  it('refuses a row without its destination, the same destination twice, a start too early', () => {
    const errors = eventFieldErrors(
      {
        ...withRows,
        destinationDrafts: [
          { ...campus, startOffsetMinutes: '-45' },
          { ...vimeo, rtmpDestinationId: '' },
          { ...campus, key: 'rtmp-c' },
        ],
      },
      NOW,
      null,
    );
    expect(errors).toEqual({
      [draftFieldId('rtmp-a', 'startOffsetMinutes')]: SCHEDULE_MESSAGES.destinationBeforeContent,
      [draftFieldId('rtmp-b', 'rtmpDestinationId')]: SCHEDULE_MESSAGES.rtmpDestinationRequired,
      [draftFieldId('rtmp-c', 'rtmpDestinationId')]:
        'This custom RTMP destination is already a destination.',
    });
  });

  it('puts the server’s refusal of an RTMP destination or its start on its own row', () => {
    const sent = sentDestinationsOf(withRows);
    expect(formFieldOf('contentDestinations[3].rtmpDestinationId', sent)).toBe(
      draftFieldId('rtmp-b', 'rtmpDestinationId'),
    );
    expect(formFieldOf('contentDestinations[1].startOffsetMinutes', sent)).toBe(
      draftFieldId('rtmp-a', 'startOffsetMinutes'),
    );
    expect(formFieldOf('contentDestinations[1].endOffsetMinutes', sent)).toBe(
      draftFieldId('rtmp-a', 'startOffsetMinutes'),
    );
    // Without the web channel the rows move up one place.
    const rowsOnly = sentDestinationsOf({ ...withRows, webChannelId: '' });
    expect(formFieldOf('contentDestinations[0].rtmpDestinationId', rowsOnly)).toBe(
      draftFieldId('rtmp-a', 'rtmpDestinationId'),
    );
  });

  it('reads every RTMP destination of a saved event back as a row, in the saved order', () => {
    const saved = {
      uuid: 'e',
      name: 'Sunday Service',
      startTime: '2026-11-29T16:00:00Z',
      timezone: ZONE,
      durationMinutes: 90,
      contentType: 'live_encoder',
      kind: 'LIVE',
      paused: false,
      published: true,
      contentDestinations: [
        { type: 'RTMP', rtmpDestinationId: CAMPUS, startOffsetMinutes: 5 },
        { type: 'EMBED', webEventProfileId: weekly.webChannelId, startOffsetMinutes: 2 },
        {
          type: 'FACEBOOK',
          channelId: '104233118812345',
          title: 'Sunday Service',
          description: 'Join us live.',
          privacy: 'public',
          publishStatus: 'published',
        },
        { type: 'RTMP', rtmpDestinationId: VIMEO },
      ],
    } as ScheduledEvent;
    const values = eventFormValues(saved);
    expect(values.webChannelId).toBe(weekly.webChannelId);
    expect(values.destinationDrafts).toMatchObject([
      { kind: 'rtmp', key: 'saved-rtmp-0', rtmpDestinationId: CAMPUS, startOffsetMinutes: '5' },
      { kind: 'social', key: 'saved-social-2', channelId: '104233118812345' },
      { kind: 'rtmp', key: 'saved-rtmp-3', rtmpDestinationId: VIMEO, startOffsetMinutes: '0' },
    ]);
    // Sent back as read: the web channel first, then the rows as they were.
    expect(toEventInput(values).contentDestinations.map((item) => item.type)).toEqual([
      'EMBED',
      'RTMP',
      'FACEBOOK',
      'RTMP',
    ]);
  });
});
