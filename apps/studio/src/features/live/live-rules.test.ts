import { describe, expect, it } from 'vitest';
import { fixture } from '@studio/api/mocks';
import { isListedDestination } from './content-destinations';
import {
  goLiveFieldErrors,
  goLiveRequestOf,
  type GoLiveChoices,
  type GoLiveValues,
} from './go-live';
import { uploaderErrorOf, uploaderQuery } from './uploader';

const choices: GoLiveChoices = {
  encoders: [fixture('Encoder')],
  encoderChannels: [fixture('EncoderChannel')],
  presets: [],
  webChannels: [fixture('WebChannel')],
  destinationGroups: [fixture('DestinationGroup')],
};

const values: GoLiveValues = {
  name: '  Midweek Prayer ',
  encoderId: 'e1',
  encoderChannelId: 'c1',
  presetId: '',
  destinationsBy: 'webChannels',
  webChannelIds: ['w1'],
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
    expect(goLiveFieldErrors({ ...values, destinationsBy: 'group' }).destinations).toBe(
      'destinationRequired',
    );
  });

  it('send web channels as EMBED destinations, a group as its web channel, no preset as automatic', () => {
    expect(goLiveRequestOf(values, choices)).toEqual({
      name: 'Midweek Prayer',
      encoderId: 'e1',
      encoderChannelId: 'c1',
      encoderPresetId: null,
      contentDestinations: [
        { type: 'EMBED', webEventProfileId: 'w1', startOffsetMinutes: 0, endOffsetMinutes: 0 },
      ],
    });
    const group = choices.destinationGroups[0]!;
    const byGroup = goLiveRequestOf(
      { ...values, destinationsBy: 'group', destinationGroupId: group.uuid },
      choices,
    );
    expect(byGroup.contentDestinations.map((item) => item.webEventProfileId)).toEqual([
      group.webEventProfileId,
    ]);
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
