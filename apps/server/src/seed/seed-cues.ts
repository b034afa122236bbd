import { parseMediaPosition } from '@studio/domain';
import type { Database } from '../db/connection';
import { cues } from '../db/cues/schema';
import { MEDIA_IDS, ORGANISATION_IDS } from './demo-data';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const RIVERSIDE_ADMIN = {
  id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c01',
  userName: 'admin@riverside.example',
};
const RIVERSIDE_LIBRARY = {
  id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c03',
  userName: 'library@riverside.example',
};

/**
 * Cues on the demo's Sunday sermon (spec section 3): shared ones the whole organisation sees and
 * a private note of the Media Library Admin, so the item page's cue editor starts alive. They show
 * once the video is processed (before that, cues answer 412).
 */
const DEMO_CUES = [
  { position: '00:00:02.000', name: 'Welcome', visibility: 'shared', owner: RIVERSIDE_ADMIN },
  { position: '00:00:05.500', name: 'Sermon starts', visibility: 'public', owner: RIVERSIDE_ADMIN },
  {
    position: '00:00:08.000',
    name: 'Check the audio here',
    visibility: 'private',
    owner: RIVERSIDE_LIBRARY,
  },
] as const;

export async function seedCues(tx: SeedTransaction): Promise<void> {
  await tx.insert(cues).values(
    DEMO_CUES.map((cue) => ({
      organisationId: ORGANISATION_IDS.riverside,
      sourceKind: 'media' as const,
      sourceId: MEDIA_IDS.hopeInHardTimes,
      positionMs: parseMediaPosition(cue.position) ?? 0,
      name: cue.name,
      visibility: cue.visibility,
      ownerId: cue.owner.id,
      ownerName: cue.owner.userName,
    })),
  );
}
