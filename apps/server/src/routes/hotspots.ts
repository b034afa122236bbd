import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { HotspotsRepository } from '../db/telemetry/hotspots-repository';
import { notFound } from '../http/errors';
import type { Services } from '../services';

type HotspotsDocument = DocumentOperations['hotspots'];

/** `HH:MM:SS.mmm`, the contract's cue position. */
export function cuePositionOf(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/**
 * Viewing hotspots (the hotspots document's `listHotspots`): the moments of a library video where
 * viewers gather, rewatch or leave, from the player beacons the server records. The organisation
 * is the token's; another's video is not found.
 */
export function hotspotHandlers(services: Services): HandlerMap<HotspotsDocument> {
  return {
    listHotspots: async ({ organisation, params }) => {
      if (!organisation) throw notFound();
      const item = await services
        .forOrganisation(organisation.id)
        .media.findVisible(params.mediaId);
      if (!item) throw notFound();
      const moments = await new HotspotsRepository(services.db, organisation.id).ofMedia(
        item.id,
        item.durationSeconds,
      );
      return {
        status: 200,
        body: moments.map((moment) => ({
          position: cuePositionOf(moment.positionSeconds),
          kind: moment.kind,
          weight: moment.weight,
        })),
      };
    },
  };
}
