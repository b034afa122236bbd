import { describe, expect, it } from 'vitest';
import { newRtmpDraft } from '../live/destinations/destination-drafts';
import { applyEventDestinationGroup } from './event-group-fill';
import { newEventValues, type EventFormValues } from './event-form';
import { toEventInput } from './event-rules';
import {
  CAMPUS_RTMP_ID,
  OVERFLOW_WEB_CHANNEL_ID,
  VIMEO_RTMP_ID,
  WEB_CHANNEL_ID,
  demoEventChoices,
} from './schedule-fixtures';

const NOW = new Date('2026-11-24T12:00:00Z');
const group = demoEventChoices.destinationGroups[0]!;
const SANCTUARY_CHANNEL_ID = group.encoderChannelId!;
const fresh: EventFormValues = {
  ...newEventValues(NOW, 'America/Chicago'),
  name: 'Sunday Service',
};

describe('filling the event form from a destination group', () => {
  it('fills an empty form: web channel, encoder channel, a row per RTMP destination and channel', () => {
    const fill = applyEventDestinationGroup(fresh, demoEventChoices, group.uuid);
    expect(fill?.changes).toMatchObject({
      destinationGroupId: group.uuid,
      webChannelId: OVERFLOW_WEB_CHANNEL_ID,
      encoderChannelId: SANCTUARY_CHANNEL_ID,
      destinationDrafts: [
        { kind: 'rtmp', rtmpDestinationId: CAMPUS_RTMP_ID },
        { kind: 'rtmp', rtmpDestinationId: VIMEO_RTMP_ID },
        {
          kind: 'social',
          destinationType: 'FACEBOOK',
          channelId: '104233118812345',
          title: 'Sunday Service',
        },
      ],
    });
    expect(fill?.notice).toEqual({ groupName: 'Sunday Everywhere', alreadyThere: [] });
    // The filled rows are sent as RTMP and social destinations after the web channel.
    const values = { ...fresh, ...fill?.changes };
    expect(toEventInput(values).contentDestinations.map((item) => item.type)).toEqual([
      'EMBED',
      'RTMP',
      'RTMP',
      'FACEBOOK',
    ]);
  });

  it('keeps the web and encoder channels the person chose, and says which the group named', () => {
    const otherChannel = 'another-encoder-channel';
    const campus = { ...newRtmpDraft(CAMPUS_RTMP_ID), startOffsetMinutes: '5' };
    const values: EventFormValues = {
      ...fresh,
      webChannelId: WEB_CHANNEL_ID,
      encoderChannelId: otherChannel,
      destinationDrafts: [campus],
    };
    const fill = applyEventDestinationGroup(values, demoEventChoices, group.uuid);
    expect(fill?.changes.webChannelId).toBeUndefined();
    expect(fill?.changes.encoderChannelId).toBeUndefined();
    // The row already there stays as it was (its start too); the others are added after it.
    expect(fill?.changes.destinationDrafts?.[0]).toBe(campus);
    expect(fill?.changes.destinationDrafts?.slice(1)).toMatchObject([
      { kind: 'rtmp', rtmpDestinationId: VIMEO_RTMP_ID },
      { kind: 'social', channelId: '104233118812345' },
    ]);
    expect(fill?.notice).toEqual({
      groupName: 'Sunday Everywhere',
      alreadyThere: ['Campus TV (cable channel 12)'],
      kept: [
        { field: 'webChannel', chosen: 'Main web channel', fromGroup: 'Overflow room' },
        // An id the choices do not name is said as it is.
        { field: 'encoderChannel', chosen: otherChannel, fromGroup: 'Sanctuary channel' },
      ],
    });
  });

  it('says the web channel is already there when the group names the chosen one', () => {
    const fill = applyEventDestinationGroup(
      { ...fresh, webChannelId: OVERFLOW_WEB_CHANNEL_ID, encoderChannelId: SANCTUARY_CHANNEL_ID },
      demoEventChoices,
      group.uuid,
    );
    expect(fill?.notice).toEqual({
      groupName: 'Sunday Everywhere',
      alreadyThere: ['Overflow room'],
    });
  });

  it('leaves the encoder channel alone for a saved video, which streams from no encoder', () => {
    const fill = applyEventDestinationGroup(
      { ...fresh, contentType: 'saved_video' },
      demoEventChoices,
      group.uuid,
    );
    expect(fill?.changes.encoderChannelId).toBeUndefined();
    expect(fill?.changes.webChannelId).toBe(OVERFLOW_WEB_CHANNEL_ID);
  });

  it('fills nothing from a group the choices do not hold', () => {
    expect(applyEventDestinationGroup(fresh, demoEventChoices, 'gone')).toBeNull();
  });
});
