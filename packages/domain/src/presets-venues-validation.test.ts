import { describe, expect, it } from 'vitest';
import {
  encoderPresetSchema,
  maxEncoderBitrateKbps,
  meetsPlanRequirement,
  passwordConfirmationSchema,
  validateFields,
  VALIDATION_MESSAGES,
  venueSchema,
  venueUpdateSchema,
} from './index.js';

const sanctuary = {
  name: '1080p30 6 Mbps',
  customName: 'Sanctuary HD',
  version: 2,
  videoFormat: 'auto',
  resolution: '1080p',
  frameRate: 30,
  bitrateKbps: 6000,
  audioChannels: [1, 2],
};

describe('encoderPresetSchema', () => {
  it('accepts the contract example and a preset without the optional fields', () => {
    expect(validateFields(encoderPresetSchema, sanctuary)).toEqual({});
    expect(
      validateFields(encoderPresetSchema, {
        name: 'Youth room',
        resolution: '720p',
        frameRate: 30,
        bitrateKbps: 3000,
      }),
    ).toEqual({});
  });

  it('names each missing or unlisted field', () => {
    expect(validateFields(encoderPresetSchema, { name: ' ' })).toEqual({
      name: VALIDATION_MESSAGES.required,
      resolution: VALIDATION_MESSAGES.required,
      frameRate: VALIDATION_MESSAGES.required,
      bitrateKbps: VALIDATION_MESSAGES.required,
    });
    expect(
      validateFields(encoderPresetSchema, { ...sanctuary, resolution: '480p', frameRate: 50 }),
    ).toEqual({
      resolution: VALIDATION_MESSAGES.chooseListed,
      frameRate: VALIDATION_MESSAGES.chooseListed,
    });
  });

  it('keeps names within 100 characters', () => {
    expect(
      validateFields(encoderPresetSchema, {
        ...sanctuary,
        name: 'n'.repeat(101),
        customName: 'c'.repeat(101),
      }),
    ).toEqual({
      name: VALIDATION_MESSAGES.encoderPresetNameMax,
      customName: VALIDATION_MESSAGES.encoderPresetCustomNameMax,
    });
  });

  it('bounds the bitrate by resolution and frame rate', () => {
    expect(maxEncoderBitrateKbps('1080p', 30)).toBe(8000);
    expect(maxEncoderBitrateKbps('1080p', 60)).toBe(12000);
    expect(maxEncoderBitrateKbps('2160p', 30)).toBe(32000);
    expect(maxEncoderBitrateKbps('2160p', 60)).toBe(48000);
    expect(validateFields(encoderPresetSchema, { ...sanctuary, bitrateKbps: 8001 })).toEqual({
      bitrateKbps: VALIDATION_MESSAGES.encoderBitrateMaxHd,
    });
    expect(
      validateFields(encoderPresetSchema, { ...sanctuary, frameRate: 60, bitrateKbps: 12000 }),
    ).toEqual({});
    expect(
      validateFields(encoderPresetSchema, {
        ...sanctuary,
        resolution: '2160p',
        bitrateKbps: 32001,
      }),
    ).toEqual({ bitrateKbps: VALIDATION_MESSAGES.encoderBitrateMaxUhd });
    expect(validateFields(encoderPresetSchema, { ...sanctuary, bitrateKbps: 0 })).toEqual({
      bitrateKbps: VALIDATION_MESSAGES.bitrateMin,
    });
  });

  it('wants audio channels 1 to 16, each once, at most two on version 1', () => {
    expect(validateFields(encoderPresetSchema, { ...sanctuary, audioChannels: [] })).toEqual({
      audioChannels: VALIDATION_MESSAGES.encoderAudioChannelsRequired,
    });
    expect(validateFields(encoderPresetSchema, { ...sanctuary, audioChannels: [1, 1] })).toEqual({
      audioChannels: VALIDATION_MESSAGES.encoderAudioChannelsUnique,
    });
    expect(validateFields(encoderPresetSchema, { ...sanctuary, audioChannels: [0, 17] })).toEqual({
      'audioChannels[0]': VALIDATION_MESSAGES.encoderAudioChannelRange,
      'audioChannels[1]': VALIDATION_MESSAGES.encoderAudioChannelRange,
    });
    const four = [1, 2, 3, 4];
    expect(validateFields(encoderPresetSchema, { ...sanctuary, audioChannels: four })).toEqual({});
    expect(
      validateFields(encoderPresetSchema, { ...sanctuary, version: 1, audioChannels: four }),
    ).toEqual({ audioChannels: VALIDATION_MESSAGES.encoderAudioChannelsVersion1Max });
  });
});

describe('the uhd4k plan gate', () => {
  const plans = { webPlanId: null, vodPlanId: null, multisitePlanId: null };
  it('needs an enterprise live web or multisite plan', () => {
    expect(meetsPlanRequirement({ ...plans, webPlanId: 'live-web-pro' }, 'uhd4k')).toBe(false);
    expect(meetsPlanRequirement({ ...plans, webPlanId: 'live-web-enterprise' }, 'uhd4k')).toBe(
      true,
    );
    expect(
      meetsPlanRequirement({ ...plans, multisitePlanId: 'multisite-enterprise' }, 'uhd4k'),
    ).toBe(true);
  });
});

describe('venue schemas (spec section 5)', () => {
  const venue = {
    username: 'venue.west',
    password: 'West-Campus-2026',
    licenceType: 'pro',
    encoderChannelIds: [],
    decoderMode: 'Cloud',
  };

  it('accepts a venue and fills the decoder mode', () => {
    expect(validateFields(venueSchema, venue)).toEqual({});
    expect(venueSchema.cast({ ...venue, decoderMode: undefined }).decoderMode).toBe('Cloud');
  });

  it('refuses spaces, missing fields, long usernames and weak passwords', () => {
    expect(
      validateFields(venueSchema, { username: 'west campus', password: 'short', licenceType: '' }),
    ).toEqual({
      username: VALIDATION_MESSAGES.venueUsernameSpaces,
      password: VALIDATION_MESSAGES.passwordMin,
      licenceType: VALIDATION_MESSAGES.required,
    });
    expect(
      validateFields(venueSchema, {
        ...venue,
        username: 'v'.repeat(71),
        password: 'lowercase-only',
      }),
    ).toEqual({
      username: VALIDATION_MESSAGES.venueUsernameMax,
      password: VALIDATION_MESSAGES.passwordStrength,
    });
    expect(validateFields(venueSchema, { ...venue, licenceType: 'gold' })).toEqual({
      licenceType: VALIDATION_MESSAGES.chooseListed,
    });
  });

  it('edits without a password', () => {
    const { password: _password, ...withoutPassword } = venue;
    expect(validateFields(venueUpdateSchema, withoutPassword)).toEqual({});
  });

  it('wants the password typed twice alike', () => {
    expect(
      validateFields(passwordConfirmationSchema, {
        password: 'West-Campus-2026',
        passwordConfirmation: 'West-Campus-2027',
      }),
    ).toEqual({ passwordConfirmation: VALIDATION_MESSAGES.passwordMatch });
  });
});
