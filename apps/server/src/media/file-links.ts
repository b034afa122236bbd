import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where signed media files are served (outside the contract: `<img>` and downloads send no token). */
export const MEDIA_FILE_ROUTE = '/api/media-files/:organisationId/media/:mediaId/:file';

/** The files of an item a link may name. */
const LINKABLE_FILE =
  /^(poster\.jpg|storyboard\.jpg|thumbnail\.(jpg|png)|original\.mp4|subtitles-[0-9a-f-]{36}\.vtt)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MediaFileGrant {
  organisationId: string;
  mediaId: string;
  /** One of the item's files: `poster.jpg`, `thumbnail.png`, `original.mp4`... */
  file: string;
  /** Offered as the download's file name; absent for pictures shown inline. */
  downloadName?: string;
}

export interface LinkQuery {
  expires?: unknown;
  name?: unknown;
  signature?: unknown;
}

/**
 * Short-lived links to one stored file each (thumbnails, posters, downloads of the original), as
 * the contract's DownloadLink describes: the file's address plus `expires` and an HMAC-SHA256
 * `signature` over organisation, item, file, expiry and download name, with a key of the server's.
 * A link grants that one file until it expires and cannot be turned into another; nothing of the
 * session is in it. HLS playback does not use these: the player sends the session's bearer token.
 */
export class MediaFileLinks {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The link's path and query (relative to the server), and when it stops working. */
  sign(grant: MediaFileGrant, lifetimeSeconds: number): { url: string; expiresAt: Date } {
    const expires = Math.floor(this.now().getTime() / 1000) + lifetimeSeconds;
    const query = new URLSearchParams({ expires: String(expires) });
    if (grant.downloadName) query.set('name', grant.downloadName);
    query.set('signature', this.signature(grant, expires));
    return {
      url: `/api/media-files/${grant.organisationId}/media/${grant.mediaId}/${grant.file}?${query}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** The grant of a valid, unexpired link; null otherwise. */
  verify(
    params: { organisationId: string; mediaId: string; file: string },
    query: LinkQuery,
  ): MediaFileGrant | null {
    const { organisationId, mediaId, file } = params;
    if (!UUID.test(organisationId) || !UUID.test(mediaId) || !LINKABLE_FILE.test(file)) return null;
    const expires = Number(query.expires);
    if (!Number.isInteger(expires) || expires * 1000 < this.now().getTime()) return null;
    if (typeof query.signature !== 'string') return null;
    const downloadName =
      typeof query.name === 'string' && query.name !== '' ? query.name : undefined;
    const grant = { organisationId, mediaId, file, ...(downloadName ? { downloadName } : {}) };
    const expected = Buffer.from(this.signature(grant, expires));
    const given = Buffer.from(query.signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? grant : null;
  }

  private signature(grant: MediaFileGrant, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(
        [
          'media-file',
          grant.organisationId,
          grant.mediaId,
          grant.file,
          expires,
          grant.downloadName ?? '',
        ].join('\n'),
      )
      .digest('base64url');
  }
}
