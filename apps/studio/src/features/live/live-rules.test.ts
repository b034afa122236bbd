import { describe, expect, it } from 'vitest';
import { fixture } from '@studio/api/mocks';
import {
  DESTINATION_SORT_LABELS,
  DESTINATION_SORTS,
  describeDestination,
  isListedDestination,
  settledByCommand,
  socialCommandsOf,
  type DestinationNames,
} from './content-destinations';
import { liveEn } from './i18n/en';
import { newRtmpDraft, newSocialDraft } from './destinations/destination-drafts';
import {
  applyDestinationGroup,
  goLiveDestinationErrors,
  goLiveFieldErrors,
  goLiveRegionWarnings,
  goLiveRequestOf,
  type GoLiveChoices,
  type GoLiveValues,
} from './go-live';
import { uploaderErrorOf, uploaderQuery } from './uploader';

const choices: GoLiveChoices = {
  encoders: [fixture('Encoder')],
  encoderChannels: [fixture('EncoderChannel', { uuid: 'c1' })],
  presets: [],
  webChannels: [
    fixture('WebChannel', { uuid: 'w1', name: 'Main Web Channel' }),
    fixture('WebChannel', { uuid: 'w-eu', name: 'Europe Channel' }),
  ],
  destinationGroups: [
    fixture('DestinationGroup', {
      uuid: 'g1',
      name: 'Sunday Everywhere',
      webEventProfileId: 'w1',
      encoderChannelId: 'c1',
      rtmpDestinationIds: ['rtmp-vimeo'],
      crossposts: [{ destinationType: 'YOUTUBE', channelId: 'yt-channel' }],
    }),
  ],
  regions: {
    webChannels: [
      { uuid: 'w1', name: 'Main Web Channel', regionId: 'na', regionName: 'North America' },
      { uuid: 'w-eu', name: 'Europe Channel', regionId: 'eu', regionName: 'Europe' },
    ],
    encoderChannels: [
      { uuid: 'c1', name: 'Sanctuary', regionId: 'na', regionName: 'North America' },
    ],
    rtmpDestinations: [{ uuid: 'rtmp-vimeo', name: 'Vimeo backup' }],
  },
  rtmpDestinations: [{ uuid: 'rtmp-vimeo', name: 'Vimeo backup' }],
  socialChannels: [
    { id: 'yt-channel', name: 'Riverside TV', destinationType: 'YOUTUBE', sandbox: true },
  ],
};

const values: GoLiveValues = {
  name: '  Midweek Prayer ',
  encoderId: 'e1',
  encoderChannelId: 'c1',
  presetId: '',
  webChannelIds: ['w1'],
  drafts: [],
  destinationGroupId: '',
};

describe('Go Live choices', () => {
  it('need a name, an encoder, a channel and a destination', () => {
    expect(goLiveFieldErrors(values)).toEqual({});
    expect(
      goLiveFieldErrors({
        ...values,
        name: ' ',
        encoderId: '',
        encoderChannelId: '',
        webChannelIds: [],
      }),
    ).toEqual({
      name: 'nameRequired',
      encoderId: 'encoderRequired',
      encoderChannelId: 'encoderChannelRequired',
      destinations: 'destinationRequired',
    });
    expect(goLiveFieldErrors({ ...values, name: 'x'.repeat(129) }).name).toBe('nameMax');
  });

  it('take a custom RTMP destination alone as the destination', () => {
    const rtmpOnly = { ...values, webChannelIds: [], drafts: [newRtmpDraft('rtmp-vimeo')] };
    expect(goLiveFieldErrors(rtmpOnly)).toEqual({});
    expect(goLiveDestinationErrors(rtmpOnly)).toEqual({});
  });

  it('refuse the same custom RTMP destination twice', () => {
    const again = newRtmpDraft('rtmp-vimeo');
    const twice = { ...values, drafts: [newRtmpDraft('rtmp-vimeo'), again] };
    expect(goLiveDestinationErrors(twice)).toEqual({
      [again.key]: { rtmpDestinationId: 'rtmpDuplicate' },
    });
  });

  it('send web channels as EMBED destinations, RTMP and social rows after them', () => {
    expect(goLiveRequestOf(values)).toEqual({
      name: 'Midweek Prayer',
      encoderId: 'e1',
      encoderChannelId: 'c1',
      encoderPresetId: null,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: 'w1', startOffsetMinutes: 0, endOffsetMinutes: 0 },
      ],
    });
    const social = {
      ...newSocialDraft('Midweek Prayer', {
        channelId: 'yt-channel',
        destinationType: 'YOUTUBE',
      }),
      description: 'Live.',
    };
    const request = goLiveRequestOf({ ...values, drafts: [newRtmpDraft('rtmp-vimeo'), social] });
    expect(request.contentDestinations.map((item) => item.type)).toEqual([
      'EMBED',
      'RTMP',
      'YOUTUBE',
    ]);
    expect(request.contentDestinations[2]).toMatchObject({
      channelId: 'yt-channel',
      title: 'Midweek Prayer',
      privacy: 'public',
      publishStatus: 'published',
    });
  });
});

describe('a destination group in Go Live', () => {
  it('fills its destinations, which stay editable rows, and says what was already chosen', () => {
    const applied = applyDestinationGroup(
      { ...values, webChannelIds: ['w1'], encoderChannelId: '' },
      choices,
      'g1',
    );
    expect(applied?.groupName).toBe('Sunday Everywhere');
    expect(applied?.alreadyThere).toEqual(['Main Web Channel']);
    expect(applied?.changes).toMatchObject({
      destinationGroupId: 'g1',
      webChannelIds: ['w1'],
      encoderChannelId: 'c1',
      drafts: [
        { kind: 'rtmp', rtmpDestinationId: 'rtmp-vimeo' },
        { kind: 'social', channelId: 'yt-channel', title: 'Midweek Prayer' },
      ],
    });
    expect(applyDestinationGroup(values, choices, 'unknown')).toBeNull();
  });

  it('warns, without refusing, of a web channel in another region than the encoder channel', () => {
    expect(goLiveRegionWarnings(values, choices)).toEqual([]);
    const both = { ...values, webChannelIds: ['w1', 'w-eu'] };
    expect(goLiveRegionWarnings(both, choices)).toEqual([
      { channel: 'Europe Channel', webRegion: 'Europe', encoderRegion: 'North America' },
    ]);
    expect(goLiveFieldErrors(both)).toEqual({});
    expect(goLiveRegionWarnings(both, { ...choices, regions: null })).toEqual([]);
  });
});

describe('content destination listing rules', () => {
  it('list EMBED in any state and SAVEONLY only stopped, aborted or errored', () => {
    const destination = fixture('ContentDestination');
    expect(isListedDestination({ ...destination, type: 'EMBED', status: 'starting' })).toBe(true);
    expect(isListedDestination({ ...destination, type: 'SAVEONLY', status: 'started' })).toBe(
      false,
    );
    expect(isListedDestination({ ...destination, type: 'SAVEONLY', status: 'aborted' })).toBe(true);
    expect(isListedDestination({ ...destination, type: 'SAVEONLY', status: 'error' })).toBe(true);
  });
});

describe('content destination rows', () => {
  const names: DestinationNames = {
    webChannels: { w1: 'Main Web Channel' },
    rtmpDestinations: { r1: 'Vimeo backup' },
    socialChannels: { 'fb-page': 'Riverside Church' },
  };
  const base = fixture('ContentDestination', { title: 'Midweek Prayer' });

  it('say what kind each is and the name of what it streams to', () => {
    expect(describeDestination({ ...base, type: 'EMBED', webEventProfileId: 'w1' }, names)).toEqual(
      {
        kind: 'web_channel',
        name: 'Main Web Channel',
      },
    );
    expect(
      describeDestination(
        { ...base, type: 'RTMP', destinationType: undefined, rtmpDestinationId: 'r1' },
        names,
      ),
    ).toEqual({ kind: 'custom_rtmp', name: 'Vimeo backup' });
    expect(
      describeDestination(
        { ...base, type: 'FACEBOOK', destinationType: 'facebook', channelId: 'fb-page' },
        names,
      ),
    ).toEqual({ kind: 'facebook', name: 'Riverside Church' });
    // A channel unlinked since: the destination's own title.
    expect(
      describeDestination(
        { ...base, type: 'YOUTUBE', destinationType: 'youtube', channelId: 'gone' },
        names,
      ),
    ).toEqual({ kind: 'youtube', name: 'Midweek Prayer' });
  });

  it('offer Publish to an unpublished social destination and Republish to an ended one', () => {
    const social = { ...base, type: 'FACEBOOK' as const };
    expect(
      socialCommandsOf({ ...social, status: 'started', publishStatus: 'unpublished' }),
    ).toEqual(['publish']);
    expect(socialCommandsOf({ ...social, status: 'started', publishStatus: 'published' })).toEqual(
      [],
    );
    expect(socialCommandsOf({ ...social, status: 'stopped', publishStatus: 'published' })).toEqual([
      'republish',
    ]);
    expect(
      socialCommandsOf({ ...social, status: 'aborted', publishStatus: 'scheduled_published' }),
    ).toEqual(['publish', 'republish']);
    expect(socialCommandsOf({ ...base, type: 'RTMP', status: 'stopped' })).toEqual([]);
  });
});

describe('software encoder registration', () => {
  it('reads the device identifier and name the encoder printed', () => {
    expect(uploaderQuery('/uploader?deviceId=3f9a-77c1&name=Youth%20Laptop')).toEqual({
      deviceId: '3f9a-77c1',
      name: 'Youth Laptop',
    });
    expect(uploaderQuery('/uploader')).toEqual({ deviceId: '', name: '' });
  });

  it('gives each refusal of section 8 its own message', () => {
    const refused = (status: number, code = 'X', field?: string) => ({
      status,
      message: 'refused',
      errors: [{ code, message: 'refused', ...(field ? { field } : {}) }],
    });
    expect(uploaderErrorOf(refused(409, 'CONFLICT'))).toBe('duplicateName');
    expect(uploaderErrorOf(refused(403, 'NO_LICENSE'))).toBe('noLicence');
    expect(uploaderErrorOf(refused(403, 'FORBIDDEN'))).toBe('insufficientPermissions');
    expect(uploaderErrorOf(refused(400, 'REQUIRED', 'body.deviceId'))).toBe('missingDevice');
    expect(uploaderErrorOf(refused(401))).toBe('signIn');
    expect(uploaderErrorOf(refused(500))).toBe('unexpected');
  });
});

describe('the destinations list asks to be read again', () => {
  it('when a command settles: starting to started, stopping to stopped', () => {
    expect(settledByCommand('starting', 'started')).toBe(true);
    expect(settledByCommand('stopping', 'stopped')).toBe(true);
  });

  it('never for a row that mounts already started or stopped (the list would never settle)', () => {
    expect(settledByCommand(undefined, 'started')).toBe(false);
    expect(settledByCommand('idle', 'started')).toBe(false);
    expect(settledByCommand('idle', 'stopped')).toBe(false);
    expect(settledByCommand('started', 'started')).toBe(false);
  });
});

describe('destination sorts', () => {
  it('each has a label (the dotted sort names cannot be i18next keys)', () => {
    for (const sort of DESTINATION_SORTS) {
      expect(liveEn.destinations.sorts[DESTINATION_SORT_LABELS[sort]]).toMatch(/\w/);
    }
  });
});
