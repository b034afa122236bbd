import { describe, expect, it } from 'vitest';
import {
  deleteAfterRangeMessage,
  deleteAfterRangeOf,
  formatStreamDelay,
  offlineImageProblem,
  parseStreamDelay,
  webChannelEmbedCode,
} from './channels.js';
import { encoderChannelSchema, webChannelSchema } from './channel-validation.js';
import { maxDeleteAfterDays } from './plans.js';
import { validateFields } from './validation.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

const region = '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5a01';

describe('maxDeleteAfterDays', () => {
  it('is the web plan’s maximum, or 30 days with a multisite plan', () => {
    expect(maxDeleteAfterDays({ webMaxDeleteAfter: 90, multisitePlanId: null })).toBe(90);
    expect(maxDeleteAfterDays({ webMaxDeleteAfter: 90, multisitePlanId: 'multisite-pro' })).toBe(
      30,
    );
  });
});

describe('encoderChannelSchema', () => {
  const schema = encoderChannelSchema(30);
  const valid = { name: 'Sunday Services', regionId: region, lanOnly: false, deleteAfter: 30 };

  it('takes letters, numbers, spaces, underscore and dash', () => {
    expect(validateFields(schema, { ...valid, name: 'Chapel_Cam-2 East' })).toEqual({});
  });

  it('refuses other characters, a missing name or region, with the spec’s messages', () => {
    expect(validateFields(schema, { ...valid, name: 'Café!' })).toEqual({
      name: VALIDATION_MESSAGES.encoderChannelNameCharacters,
    });
    expect(validateFields(schema, { ...valid, name: '  ', regionId: '' })).toEqual({
      name: VALIDATION_MESSAGES.required,
      regionId: VALIDATION_MESSAGES.required,
    });
  });

  it('bounds delete after by the organisation’s maximum; empty keeps recordings', () => {
    expect(validateFields(schema, { ...valid, deleteAfter: 31 })).toEqual({
      deleteAfter: deleteAfterRangeMessage(30),
    });
    expect(validateFields(schema, { ...valid, deleteAfter: 0 })).toEqual({
      deleteAfter: deleteAfterRangeMessage(30),
    });
    expect(validateFields(schema, { ...valid, deleteAfter: null })).toEqual({});
    expect(validateFields(encoderChannelSchema(90), { ...valid, deleteAfter: 90 })).toEqual({});
  });

  it('reads the bound back from its message, for translations', () => {
    expect(deleteAfterRangeOf(deleteAfterRangeMessage(45))).toBe(45);
    expect(deleteAfterRangeOf('Something else.')).toBeUndefined();
  });
});

describe('webChannelSchema', () => {
  const schema = webChannelSchema(90);
  const valid = {
    name: 'Main Web Channel',
    loadBalancerName: 'riverside_main',
    regionId: region,
    streamDelaySeconds: 90,
    offlineContent: { type: 'replay_event' },
  };

  it('accepts a channel with the defaults', () => {
    expect(validateFields(schema, valid)).toEqual({});
  });

  it('refuses a long name, a load balancer with other characters, no region', () => {
    expect(
      validateFields(schema, {
        ...valid,
        name: 'x'.repeat(41),
        loadBalancerName: 'main lb',
        regionId: '',
      }),
    ).toEqual({
      name: VALIDATION_MESSAGES.webChannelNameMax,
      loadBalancerName: VALIDATION_MESSAGES.loadBalancerCharacters,
      regionId: VALIDATION_MESSAGES.required,
    });
  });

  it('keeps the stream delay between 1:30 and 10:00, or none', () => {
    expect(validateFields(schema, { ...valid, streamDelaySeconds: 89 })).toEqual({
      streamDelaySeconds: VALIDATION_MESSAGES.streamDelayRange,
    });
    expect(validateFields(schema, { ...valid, streamDelaySeconds: 601 })).toEqual({
      streamDelaySeconds: VALIDATION_MESSAGES.streamDelayRange,
    });
    expect(validateFields(schema, { ...valid, streamDelaySeconds: 600 })).toEqual({});
    expect(validateFields(schema, { ...valid, streamDelaySeconds: null })).toEqual({});
  });

  it('needs the image, video or playlist its offline content names, on that field', () => {
    expect(
      validateFields(schema, {
        ...valid,
        offlineContent: { type: 'uploaded_image', imageId: null },
      }),
    ).toEqual({ 'offlineContent.imageId': VALIDATION_MESSAGES.offlineImageRequired });
    expect(
      validateFields(schema, { ...valid, offlineContent: { type: 'uploaded_video' } }),
    ).toEqual({ 'offlineContent.mediaId': VALIDATION_MESSAGES.offlineVideoRequired });
    expect(
      validateFields(schema, { ...valid, offlineContent: { type: 'uploaded_playlist' } }),
    ).toEqual({ 'offlineContent.playlistId': VALIDATION_MESSAGES.offlinePlaylistRequired });
    expect(
      validateFields(schema, {
        ...valid,
        offlineContent: { type: 'uploaded_image', imageId: '3c5e7a90-1b2d-4f6a-8c0e-2d4f6a8c0e01' },
      }),
    ).toEqual({});
  });
});

describe('offlineImageProblem', () => {
  it('takes JPG and PNG up to 2 MB', () => {
    expect(offlineImageProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(offlineImageProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(offlineImageProblem({ type: 'image/gif', size: 10 })).toBe(
      VALIDATION_MESSAGES.offlineImageType,
    );
    expect(offlineImageProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      VALIDATION_MESSAGES.offlineImageSize,
    );
  });
});

describe('stream delay as minutes and seconds', () => {
  it('formats and reads back', () => {
    expect(formatStreamDelay(90)).toBe('1:30');
    expect(formatStreamDelay(600)).toBe('10:00');
    expect(parseStreamDelay(' 2:05 ')).toBe(125);
    expect(parseStreamDelay('10:00')).toBe(600);
  });

  it('reads an empty field as no delay and anything else as unreadable', () => {
    expect(parseStreamDelay('')).toBeNull();
    expect(parseStreamDelay('90')).toBeUndefined();
    expect(parseStreamDelay('1:75')).toBeUndefined();
  });
});

describe('webChannelEmbedCode', () => {
  const channel = {
    name: 'Main "Live" <Channel>',
    embedId: 'rvs-main-7k2q',
    playerUrl: 'https://studio.example/embed/rvs-main-7k2q',
  };

  it('loads the server’s player address in each embed type', () => {
    expect(webChannelEmbedCode('iframe', channel)).toBe(
      '<iframe src="https://studio.example/embed/rvs-main-7k2q" title="Main &quot;Live&quot; &lt;Channel&gt;" width="640" height="360" style="border:0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>',
    );
    expect(webChannelEmbedCode('alternative_iframe', channel)).toContain('padding-top:56.25%');
    expect(webChannelEmbedCode('script_tag', channel)).toBe(
      '<div data-studio-embed="rvs-main-7k2q"></div>\n<script src="https://studio.example/embed.js" async></script>',
    );
    expect(webChannelEmbedCode('standalone_player', channel)).toBe(channel.playerUrl);
    expect(webChannelEmbedCode('web_link', channel)).toBe(
      '<a href="https://studio.example/embed/rvs-main-7k2q" target="_blank" rel="noopener">Main &quot;Live&quot; &lt;Channel&gt;</a>',
    );
  });
});
