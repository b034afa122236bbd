import { describe, expect, it } from 'vitest';
import {
  destinationGroupSchema,
  qrClickOverlaySchema,
  rtmpDestinationSchema,
  rtmpDestinationUpdateSchema,
} from './destination-validation.js';
import { streamKeyEnding } from './destinations.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';
import { validateFields } from './validation.js';

const vimeo = {
  name: 'Vimeo backup',
  streamUrl: 'rtmps://rtmp-global.cloud.vimeo.example:443/live',
  streamKey: 'vimeo-4471-backup-7f3a',
  viewUrl: 'https://vimeo.example/event/123456',
};

describe('rtmpDestinationSchema (spec section 5)', () => {
  it('accepts a destination, with or without a view URL', () => {
    expect(validateFields(rtmpDestinationSchema, vimeo)).toEqual({});
    expect(validateFields(rtmpDestinationSchema, { ...vimeo, viewUrl: '' })).toEqual({});
    expect(validateFields(rtmpDestinationSchema, { ...vimeo, viewUrl: null })).toEqual({});
    expect(
      validateFields(rtmpDestinationSchema, { ...vimeo, streamUrl: 'RTMP://a.example/live' }),
    ).toEqual({});
  });

  it('refuses a stream key with a space or a special character, as typed', () => {
    for (const streamKey of ['abc def', ' abcdef', 'abc/def', 'clé']) {
      expect(validateFields(rtmpDestinationSchema, { ...vimeo, streamKey })).toEqual({
        streamKey: VALIDATION_MESSAGES.rtmpStreamKeyCharacters,
      });
    }
  });

  it('requires the name, the stream URL and the key, each within its limit', () => {
    expect(validateFields(rtmpDestinationSchema, {})).toEqual({
      name: VALIDATION_MESSAGES.required,
      streamUrl: VALIDATION_MESSAGES.required,
      streamKey: VALIDATION_MESSAGES.required,
    });
    expect(
      validateFields(rtmpDestinationSchema, {
        name: 'n'.repeat(101),
        streamUrl: `rtmp://${'u'.repeat(10_000)}`,
        streamKey: 'k'.repeat(10_001),
        viewUrl: `https://${'v'.repeat(2_041)}`,
      }),
    ).toEqual({
      name: VALIDATION_MESSAGES.rtmpNameMax,
      streamUrl: VALIDATION_MESSAGES.rtmpStreamUrlMax,
      streamKey: VALIDATION_MESSAGES.rtmpStreamKeyMax,
      viewUrl: VALIDATION_MESSAGES.viewUrlMax,
    });
  });

  it('wants rtmp:// or rtmps:// for the stream and http(s):// for the view URL', () => {
    expect(
      validateFields(rtmpDestinationSchema, {
        ...vimeo,
        streamUrl: 'https://vimeo.example/live',
        viewUrl: 'vimeo.example/event',
      }),
    ).toEqual({
      streamUrl: VALIDATION_MESSAGES.rtmpStreamUrlProtocol,
      viewUrl: VALIDATION_MESSAGES.viewUrlProtocol,
    });
  });

  it('lets an edit leave the key out or blank, and still checks a new one', () => {
    const { streamKey: _key, ...withoutKey } = vimeo;
    expect(validateFields(rtmpDestinationUpdateSchema, withoutKey)).toEqual({});
    expect(validateFields(rtmpDestinationUpdateSchema, { ...vimeo, streamKey: '' })).toEqual({});
    expect(validateFields(rtmpDestinationUpdateSchema, { ...vimeo, streamKey: 'a b' })).toEqual({
      streamKey: VALIDATION_MESSAGES.rtmpStreamKeyCharacters,
    });
  });
});

describe('streamKeyEnding', () => {
  it('shows the last four characters of a key of 12 or more, nothing of a shorter one', () => {
    expect(streamKeyEnding('vimeo-4471-backup-7f3a')).toBe('7f3a');
    expect(streamKeyEnding('abcdefghijkl')).toBe('ijkl');
    expect(streamKeyEnding('abcdefghijk')).toBeNull();
  });
});

const connect = {
  name: 'Connect card',
  url: 'https://riverside.example/connect',
  customLabel: "I'm new",
  openingBehaviour: 'click_to_open',
  type: 'in_player_overlay',
};

describe('qrClickOverlaySchema (spec section 5)', () => {
  it('accepts an overlay, the label being optional', () => {
    expect(validateFields(qrClickOverlaySchema, connect)).toEqual({});
    expect(validateFields(qrClickOverlaySchema, { ...connect, customLabel: '' })).toEqual({});
  });

  it('wants a valid URL with its protocol', () => {
    for (const url of ['riverside.example/connect', 'ftp://riverside.example', 'https://']) {
      expect(validateFields(qrClickOverlaySchema, { ...connect, url })).toEqual({
        url: VALIDATION_MESSAGES.qrClickUrlInvalid,
      });
    }
  });

  it('bounds an in-player overlay URL at 213 characters, an external link at 2048', () => {
    const url214 = `https://riverside.example/${'p'.repeat(188)}`;
    expect(url214).toHaveLength(214);
    expect(validateFields(qrClickOverlaySchema, { ...connect, url: url214 })).toEqual({
      url: VALIDATION_MESSAGES.qrClickInPlayerUrlMax,
    });
    expect(
      validateFields(qrClickOverlaySchema, { ...connect, url: url214, type: 'external_link' }),
    ).toEqual({});
    expect(
      validateFields(qrClickOverlaySchema, {
        ...connect,
        type: 'external_link',
        url: `https://riverside.example/${'p'.repeat(2_023)}`,
      }),
    ).toEqual({ url: VALIDATION_MESSAGES.qrClickUrlMax });
  });

  it('requires the name, the URL, how it opens and where', () => {
    expect(validateFields(qrClickOverlaySchema, { customLabel: 'x'.repeat(51) })).toEqual({
      name: VALIDATION_MESSAGES.required,
      url: VALIDATION_MESSAGES.required,
      customLabel: VALIDATION_MESSAGES.customLabelMax,
      openingBehaviour: VALIDATION_MESSAGES.required,
      type: VALIDATION_MESSAGES.required,
    });
  });
});

describe('destinationGroupSchema (spec section 5)', () => {
  const sunday = {
    name: 'Sunday Everywhere',
    rtmpDestinationIds: ['7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01'],
    crossposts: [{ destinationType: 'FACEBOOK', channelId: '104233118812345' }],
  };

  it('accepts a group, and a group of only a name', () => {
    expect(validateFields(destinationGroupSchema, sunday)).toEqual({});
    expect(validateFields(destinationGroupSchema, { name: 'Overflow' })).toEqual({});
  });

  it('requires a name of at most 50 characters', () => {
    expect(validateFields(destinationGroupSchema, { name: '  ' })).toEqual({
      name: VALIDATION_MESSAGES.required,
    });
    expect(validateFields(destinationGroupSchema, { name: 'n'.repeat(51) })).toEqual({
      name: VALIDATION_MESSAGES.destinationGroupNameMax,
    });
  });

  it('refuses an RTMP destination or a social channel twice in a group', () => {
    expect(
      validateFields(destinationGroupSchema, {
        ...sunday,
        rtmpDestinationIds: [...sunday.rtmpDestinationIds, ...sunday.rtmpDestinationIds],
        crossposts: [...sunday.crossposts, ...sunday.crossposts],
      }),
    ).toEqual({
      rtmpDestinationIds: VALIDATION_MESSAGES.destinationGroupDuplicateRtmp,
      crossposts: VALIDATION_MESSAGES.destinationGroupDuplicateCrosspost,
    });
  });
});
