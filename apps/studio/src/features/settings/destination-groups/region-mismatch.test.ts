import { describe, expect, it } from 'vitest';
import type { DestinationGroupChoices } from '@studio/api';
import { regionMismatch } from './region-mismatch';

const choices: DestinationGroupChoices = {
  webChannels: [
    { uuid: 'web-us', name: 'Main', regionId: 'us', regionName: 'North America' },
    { uuid: 'web-eu', name: 'Europe', regionId: 'eu', regionName: 'Europe' },
  ],
  encoderChannels: [
    { uuid: 'enc-us', name: 'Sanctuary', regionId: 'us', regionName: 'North America' },
  ],
  rtmpDestinations: [],
};

describe('regionMismatch', () => {
  it('names both regions when the channels are in different ones', () => {
    expect(regionMismatch(choices, 'web-eu', 'enc-us')).toEqual({
      webRegion: 'Europe',
      encoderRegion: 'North America',
    });
  });

  it('is null when they match or either is not chosen', () => {
    expect(regionMismatch(choices, 'web-us', 'enc-us')).toBeNull();
    expect(regionMismatch(choices, null, 'enc-us')).toBeNull();
    expect(regionMismatch(choices, 'web-eu', null)).toBeNull();
  });
});
