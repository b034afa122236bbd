import { fixture } from '@studio/api/mocks';

/**
 * Stories' data: the demo organisation's channels (the server's seed), built from the
 * contract's examples so every field has a shape the contract accepts.
 */
export const demoRegions = [
  fixture('Region'),
  fixture('Region', {
    uuid: '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5a02',
    name: 'Europe',
    zone: 'eu',
    defaultRegion: false,
  }),
];
const europe = demoRegions[1]!.uuid;

export const demoChannelUsers = [
  fixture('EncoderChannelUser', {
    uuid: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c02',
    userName: 'events@riverside.example',
    name: 'Marcus Bell',
  }),
  fixture('EncoderChannelUser', {
    uuid: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c05',
    userName: 'encoders@riverside.example',
    name: 'Elena Ruiz',
  }),
  fixture('EncoderChannelUser'),
];

const encoderChannelId = (last: number) => `1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c0${last}`;

export const demoEncoderChannels = [
  fixture('EncoderChannel', {
    uuid: encoderChannelId(4),
    name: 'Europe Mission Trip',
    regionId: europe,
    provisioned: false,
    bucket: null,
    deleteAfter: 7,
    users: [],
  }),
  fixture('EncoderChannel', {
    uuid: encoderChannelId(3),
    name: 'North Campus LAN',
    lanOnly: true,
    bucket: null,
    deleteAfter: null,
    users: [],
  }),
  fixture('EncoderChannel'),
  fixture('EncoderChannel', {
    uuid: encoderChannelId(2),
    name: 'Youth Ministry',
    deleteAfter: 14,
    users: [demoChannelUsers[0]!.uuid, demoChannelUsers[1]!.uuid],
  }),
];

const webChannelId = (last: number) => `9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a0${last}`;

export const demoWebChannels = [
  fixture('WebChannel'),
  fixture('WebChannel', {
    uuid: webChannelId(3),
    name: 'Mission Trip Updates',
    description: 'Evening updates from the team in Lisbon.',
    loadBalancerName: 'riverside-eu',
    regionId: europe,
    embedId: 'rvs-eu-5t1w',
    embedType: 'web_link',
    playerUrl: 'https://studio.example/embed/rvs-eu-5t1w',
    hlsUrl: 'https://studio.example/live/rvs-eu-5t1w/index.m3u8',
    dashUrl: 'https://studio.example/live/rvs-eu-5t1w/manifest.mpd',
    streamDelaySeconds: 300,
    deleteAfter: 7,
    showLogo: false,
  }),
  fixture('WebChannel', {
    uuid: webChannelId(2),
    name: 'Youth Nights',
    description: 'Friday youth gatherings, with live captions.',
    loadBalancerName: 'riverside_youth',
    embedId: 'rvs-youth-3m8d',
    embedType: 'alternative_iframe',
    playerUrl: 'https://studio.example/embed/rvs-youth-3m8d',
    streamUrlsEnabled: false,
    hlsUrl: null,
    dashUrl: null,
    streamDelaySeconds: null,
    deleteAfter: 14,
    automatedSubtitles: true,
    detectQrCodes: true,
  }),
];
