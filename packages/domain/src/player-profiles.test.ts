import { describe, expect, it } from 'vitest';
import { effectivePlayback, isWebUrl } from './player-profiles';
import { playerProfileSchema, validateFields } from './validation';
import { VALIDATION_MESSAGES } from './validation-messages';

const valid = {
  name: 'Website default',
  contentType: 'live',
  autoplay: true,
  loop: false,
  mute: false,
  backgroundMode: false,
  callToAction: { text: 'Give', url: 'https://riverside.example/give' },
  controlColor: '#1E6FD9',
  qrClickLabel: 'Scan to connect',
  restrictPlaybackWhenLive: false,
  hidePlaylistOnLoad: false,
};

describe('playerProfileSchema', () => {
  it('accepts the contract example and a profile without a call to action', () => {
    expect(validateFields(playerProfileSchema, valid)).toEqual({});
    expect(
      validateFields(playerProfileSchema, {
        name: 'Plain',
        contentType: 'on_demand',
        callToAction: null,
      }),
    ).toEqual({});
  });

  it('names a missing name, an unknown content type and a name over 100 characters', () => {
    expect(validateFields(playerProfileSchema, { ...valid, name: '  ' })).toEqual({
      name: VALIDATION_MESSAGES.required,
    });
    expect(validateFields(playerProfileSchema, { ...valid, name: 'x'.repeat(101) })).toEqual({
      name: 'Name must be at most 100 characters.',
    });
    expect(validateFields(playerProfileSchema, { ...valid, contentType: 'radio' })).toEqual({
      contentType: VALIDATION_MESSAGES.playerProfileContentType,
    });
  });

  it('needs both the text (at most 12) and a web URL of a call to action', () => {
    expect(
      validateFields(playerProfileSchema, {
        ...valid,
        callToAction: { text: 'Give online now', url: '' },
      }),
    ).toEqual({
      'callToAction.text': 'Call to action text must be at most 12 characters.',
      'callToAction.url': VALIDATION_MESSAGES.required,
    });
    expect(
      validateFields(playerProfileSchema, { ...valid, callToAction: { text: '', url: 'x' } }),
    ).toEqual({
      'callToAction.text': VALIDATION_MESSAGES.required,
      'callToAction.url': VALIDATION_MESSAGES.callToActionUrl,
    });
  });

  it('refuses a badly formed control colour and a long QRclick label', () => {
    expect(
      validateFields(playerProfileSchema, {
        ...valid,
        controlColor: 'blue',
        qrClickLabel: 'x'.repeat(51),
      }),
    ).toEqual({
      controlColor: VALIDATION_MESSAGES.controlColor,
      qrClickLabel: 'Label must be at most 50 characters.',
    });
  });
});

describe('isWebUrl', () => {
  it('takes http and https addresses with a host only', () => {
    expect(isWebUrl('https://riverside.example/give')).toBe(true);
    expect(isWebUrl('http://localhost:8080/x')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(isWebUrl('https://')).toBe(false);
    expect(isWebUrl('https://riverside.example/a b')).toBe(false);
    expect(isWebUrl('riverside.example/give')).toBe(false);
  });
});

describe('effectivePlayback', () => {
  it('plays background mode muted, looping and without controls, whatever the switches say', () => {
    expect(
      effectivePlayback({ autoplay: false, loop: false, mute: false, backgroundMode: true }),
    ).toEqual({ autoplay: true, loop: true, muted: true, controls: false });
    expect(
      effectivePlayback({ autoplay: false, loop: true, mute: true, backgroundMode: false }),
    ).toEqual({ autoplay: false, loop: true, muted: true, controls: true });
  });
});
