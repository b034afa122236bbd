import { randomUUID } from 'node:crypto';
import { newStreamKey } from '../../db/broadcast/broadcast-repository';
import type { OrganisationId } from '../../db/organisation-scoped-repository';
import type { webVideos } from '../../db/web-videos/schema';

type WebVideoInsert = typeof webVideos.$inferInsert;

/** What a web video plays, as the person (or the scheduled event) chose it. */
export type WebVideoChoice = Pick<
  WebVideoInsert,
  | 'name'
  | 'description'
  | 'mediaId'
  | 'webChannelId'
  | 'playoutBehaviour'
  | 'startCueMs'
  | 'stopCueMs'
  | 'rtmpDestinationIds'
>;

/**
 * The row of a web video about to start: pending, with a stream key of its own for the ingest
 * and its recording folder under the organisation's. Shared by the start call and scheduled
 * replays, so both play out the same way.
 */
export function newWebVideoRow(
  organisationId: OrganisationId | string,
  choice: WebVideoChoice,
): Omit<WebVideoInsert, 'organisationId'> & { id: string } {
  const id = randomUUID();
  return {
    id,
    ...choice,
    status: 'pending',
    streamKey: newStreamKey(),
    folder: `${organisationId}/web-videos/${id}`,
  };
}
