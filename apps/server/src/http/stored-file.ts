import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountedStorage } from '../storage/accounted-storage';
import type { ByteRange, StorageKey } from '../storage/object-storage';
import { notFound } from './errors';

export interface StoredFileOptions {
  /** Overrides the stored content type (e.g. HLS playlists stored as plain text). */
  contentType?: string;
  /** Sent as an attachment under this name (downloads); inline otherwise (players). */
  downloadName?: string;
  /** `Cache-Control`; HLS segments never change, playlists of a live stream do. */
  cacheControl?: string;
}

type RangeRequest = { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'invalid' };

/**
 * The one `Range` form players and download managers send: a single `bytes=` range (first-last,
 * first-, or -suffix). Several ranges are answered with the whole file, which RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') ? { kind: 'whole' } : { kind: 'invalid' };
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return { kind: 'invalid' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'invalid' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'invalid' };
  return { kind: 'range', range: { start, end } };
}

/**
 * Sends a stored object to a viewer: every route that sends media or stored files (HLS
 * playlists and segments, downloads, the player's demo video) goes through here, so every byte
 * that leaves is counted in the organisation's served bytes (`storage.serve` meters what the
 * client actually read, also when it leaves half way). Answers 404 for a missing object, 206
 * for a satisfiable range and 416 for one that is not.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: AccountedStorage,
  key: StorageKey,
  options: StoredFileOptions = {},
): Promise<FastifyReply> {
  const object = await storage.stat(key);
  if (!object) throw notFound();
  const requested = parseRange(request.headers.range, object.size);
  if (requested.kind === 'invalid') {
    return reply.code(416).header('content-range', `bytes */${object.size}`).send();
  }
  const range = requested.kind === 'range' ? requested.range : undefined;
  const served = await storage.serve(key, range);
  // Deleted between the two reads.
  if (!served) throw notFound();
  served.recorded.catch((error: unknown) =>
    request.log.error({ err: error, path: key.path }, 'served bytes were not recorded'),
  );
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', options.contentType ?? object.contentType ?? 'application/octet-stream')
    .header('last-modified', object.modifiedAt.toUTCString());
  if (options.cacheControl) reply.header('cache-control', options.cacheControl);
  if (options.downloadName) {
    reply.header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`,
    );
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else {
    reply.code(200).header('content-length', String(object.size));
  }
  return reply.send(served.body);
}
