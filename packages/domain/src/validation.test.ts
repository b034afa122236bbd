import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, validationMessageKey } from './validation-messages.js';
import { validateFields, webPresetSchema } from './validation.js';

const spanish = {
  name: 'Spanish translation',
  videoChannel: 1,
  leftAudioChannel: 3,
  rightAudioChannel: 4,
  deinterlace: false,
};

describe('webPresetSchema (spec sections 3 and 5)', () => {
  it('accepts a preset that differs from the default', () => {
    expect(validateFields(webPresetSchema, spanish)).toEqual({});
    expect(
      validateFields(webPresetSchema, {
        ...spanish,
        videoChannel: 0,
        leftAudioChannel: 0,
        rightAudioChannel: 16,
      }),
    ).toEqual({});
  });

  it('requires a name of at most 50 characters, ignoring surrounding spaces', () => {
    expect(validateFields(webPresetSchema, { ...spanish, name: '   ' })).toEqual({
      name: VALIDATION_MESSAGES.required,
    });
    expect(validateFields(webPresetSchema, { ...spanish, name: 'x'.repeat(51) })).toEqual({
      name: VALIDATION_MESSAGES.webPresetNameMax,
    });
    expect(validateFields(webPresetSchema, { ...spanish, name: ` ${'x'.repeat(50)} ` })).toEqual(
      {},
    );
  });

  it('keeps the channels in range and whole', () => {
    expect(validateFields(webPresetSchema, { ...spanish, videoChannel: 3 })).toEqual({
      videoChannel: VALIDATION_MESSAGES.videoChannelRange,
    });
    expect(
      validateFields(webPresetSchema, { ...spanish, leftAudioChannel: -1, rightAudioChannel: 17 }),
    ).toEqual({
      leftAudioChannel: VALIDATION_MESSAGES.audioChannelRange,
      rightAudioChannel: VALIDATION_MESSAGES.audioChannelRange,
    });
    expect(validateFields(webPresetSchema, { ...spanish, leftAudioChannel: 1.5 })).toEqual({
      leftAudioChannel: VALIDATION_MESSAGES.wholeNumber,
    });
    expect(validateFields(webPresetSchema, { ...spanish, videoChannel: undefined })).toEqual({
      videoChannel: VALIDATION_MESSAGES.required,
    });
  });

  it('refuses the same left and right audio channel on the right channel', () => {
    expect(
      validateFields(webPresetSchema, { ...spanish, leftAudioChannel: 5, rightAudioChannel: 5 }),
    ).toEqual({ rightAudioChannel: VALIDATION_MESSAGES.audioChannelsDiffer });
  });

  it('refuses the default channels on the video channel, whatever the deinterlacing', () => {
    for (const deinterlace of [false, true]) {
      expect(
        validateFields(webPresetSchema, {
          ...spanish,
          leftAudioChannel: 1,
          rightAudioChannel: 2,
          deinterlace,
        }),
      ).toEqual({ videoChannel: VALIDATION_MESSAGES.webPresetDiffersFromDefault });
    }
  });

  it('reports every broken field at once, so the form can show them together', () => {
    expect(
      validateFields(webPresetSchema, {
        name: '',
        videoChannel: 1,
        leftAudioChannel: 2,
        rightAudioChannel: 2,
      }),
    ).toEqual({
      name: VALIDATION_MESSAGES.required,
      rightAudioChannel: VALIDATION_MESSAGES.audioChannelsDiffer,
    });
  });

  it('names the key of a message for its translation', () => {
    expect(validationMessageKey(VALIDATION_MESSAGES.audioChannelsDiffer)).toBe(
      'audioChannelsDiffer',
    );
    expect(validationMessageKey('Something else.')).toBeUndefined();
  });
});
