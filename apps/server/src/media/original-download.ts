import type { FastifyRequest } from 'fastify';
import type { MediaRow } from '../db/media/media-repository';
import { requestOrigin } from '../http/public-urls';
import type { Services } from '../services';
import { mediaPrefix } from './media-files';

export interface OriginalDownload {
  url: string;
  expiresAt: string;
  fileName: string;
  sizeBytes: number;
}

/**
 * A signed link that downloads a library item's original under its own file name, valid for
 * `seconds`; undefined while the item has no stored original (still processing, or the file is
 * gone). The link carries a signature, never the caller's token.
 */
export async function originalDownload(
  services: Pick<Services, 'storage' | 'mediaFileLinks'>,
  request: FastifyRequest,
  row: MediaRow,
  seconds: number,
): Promise<OriginalDownload | undefined> {
  if (!row.originalPath) return undefined;
  const stored = await services.storage.stat({
    organisationId: row.organisationId,
    path: row.originalPath,
  });
  if (!stored) return undefined;
  const fileName = row.originalFileName ?? `${row.id}.mp4`;
  const { url, expiresAt } = services.mediaFileLinks.sign(
    {
      organisationId: row.organisationId,
      mediaId: row.id,
      file: row.originalPath.slice(mediaPrefix(row.id).length),
      downloadName: fileName,
    },
    seconds,
  );
  return {
    url: `${requestOrigin(request)}${url}`,
    expiresAt: expiresAt.toISOString(),
    fileName,
    sizeBytes: stored.size,
  };
}
