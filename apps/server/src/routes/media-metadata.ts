import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { HttpError, notFound } from '../http/errors';
import type { Services } from '../services';

type MediaMetadataDocument = DocumentOperations['media-metadata'];

/**
 * The media-metadata document: `getMediaMetadata` answers what ffprobe read of an item's stored
 * file (404 until it was probed), `probeMedia` queues the `media.probe` job that reads it again
 * (src/media/media-probe.ts). The organisation is the token's; another's item is not found.
 */
export function mediaMetadataHandlers(services: Services) {
  return {
    getMediaMetadata: async ({ organisation, params }) => {
      if (!organisation) throw notFound();
      const { media, mediaMetadata } = services.forOrganisation(organisation.id);
      const item = await media.findVisible(params.mediaId);
      const row = item ? await mediaMetadata.findById(item.id) : undefined;
      if (!row) throw notFound();
      return { status: 200, body: { mediaId: row.id, ...row.facts } };
    },

    probeMedia: async ({ organisation, params }) => {
      if (!organisation) throw notFound();
      const item = await services
        .forOrganisation(organisation.id)
        .media.findVisible(params.mediaId);
      if (!item) throw notFound();
      if (!item.originalPath)
        throw new HttpError(409, [
          {
            code: 'NOT_READY',
            message: 'The video has no stored file yet; probe it once its upload has finished.',
          },
        ]);
      const requestedAt = new Date();
      await services.jobs.enqueue(
        'media.probe',
        { mediaId: item.id },
        { organisationId: organisation.id, uniqueKey: `media.probe:${item.id}` },
      );
      return {
        status: 202,
        body: {
          id: item.id,
          status: item.processingStatus,
          requestedAt: requestedAt.toISOString(),
        },
      };
    },
  } satisfies HandlerMap<MediaMetadataDocument>;
}
