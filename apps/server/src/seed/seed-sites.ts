import type { Database } from '../db/connection';
import { sitePlaylists, sites } from '../db/sites/schema';
import { ORGANISATION_IDS, WEB_CHANNEL_IDS } from './demo-data';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SITE_IDS = {
  riverside: '0f2b4d65-8a9c-4ebf-9b5d-7c9e1a3c5e01',
} as const;

/**
 * The playlist the Riverside site shows. The playlists area seeds its own demo playlists; this id
 * is the contract's example, and the lead aligns it with that seed when both are merged.
 */
export const DEMO_SITE_PLAYLIST_IDS = {
  riversideSeries: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01',
} as const;

/** Riverside's public site (`riverside`), playing its main web channel when live. */
export const DEMO_SITES = [
  {
    id: SITE_IDS.riverside,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Riverside Watch',
    slug: 'riverside',
    description: 'Every service and series in one place.',
    themeMode: 'dark' as const,
    analyticsMeasurementId: 'G-AB12CD34EF',
    liveWebChannelId: WEB_CHANNEL_IDS.main,
  },
];

export async function seedSites(tx: SeedTransaction): Promise<void> {
  await tx.insert(sites).values(DEMO_SITES);
  await tx
    .insert(sitePlaylists)
    .values([
      {
        siteId: SITE_IDS.riverside,
        playlistId: DEMO_SITE_PLAYLIST_IDS.riversideSeries,
        position: 0,
      },
    ]);
}
