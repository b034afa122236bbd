import { fixture } from '@studio/api/mocks';
import type { SiteChoices, SiteRecord } from './actors';

/** The demo organisation's site (the server's seed and the contract's example). */
export const demoSite = fixture('Site', {
  uuid: '0f2b4d65-8a9c-4ebf-9b5d-7c9e1a3c5e01',
  name: 'Riverside Watch',
  slug: 'riverside',
  description: 'Every service and series in one place.',
  themeMode: 'dark',
  analyticsMeasurementId: 'G-AB12CD34EF',
  liveWebChannelId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01',
  playlistIds: ['3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01'],
  url: 'https://studio.example/sites/riverside',
});

export const demoSites = [
  demoSite,
  fixture('Site', {
    uuid: '0f2b4d65-8a9c-4ebf-9b5d-7c9e1a3c5e02',
    name: 'Youth Nights',
    slug: 'youth',
    themeMode: 'light',
    description: null,
    analyticsMeasurementId: null,
    liveWebChannelId: null,
    playlistIds: ['3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01', '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e02'],
    url: 'https://studio.example/sites/youth',
  }),
];

export const demoSiteChoices: SiteChoices = {
  playlists: [
    { id: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01', name: 'Sermons 2026' },
    { id: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e02', name: 'Special Services' },
  ],
  webChannels: [{ uuid: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01', name: 'Main sanctuary' }],
};

export const demoSiteRecord: SiteRecord = { site: demoSite, choices: demoSiteChoices };
