import type { DestinationGroupChoices } from '@studio/api';
import { fixture } from '@studio/api/mocks';

/** What the demo organisation's group form offers: one channel abroad, to show the warning. */
export const demoChoices: DestinationGroupChoices = {
  webChannels: [
    fixture('DestinationGroupChoice'),
    fixture('DestinationGroupChoice', {
      uuid: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02',
      name: 'Mission partners (Europe)',
      regionId: '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5a02',
      regionName: 'Europe',
    }),
  ],
  encoderChannels: [
    fixture('DestinationGroupChoice', {
      uuid: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01',
      name: 'Sanctuary encoder',
    }),
  ],
  rtmpDestinations: [
    fixture('DestinationGroupChoice', {
      uuid: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b02',
      name: 'Campus TV (cable channel 12)',
      regionId: null,
      regionName: null,
    }),
    fixture('DestinationGroupChoice', {
      uuid: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01',
      name: 'Vimeo backup',
      regionId: null,
      regionName: null,
    }),
  ],
};
