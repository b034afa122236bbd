import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'studio-reference-server';
const AUDIENCE = 'media-file';

/** Where signed media files are served (outside the contract: `<img>` and downloads send no token). */
export const MEDIA_FILE_ROUTE_PREFIX = '/api/media-files/';

export interface MediaFileGrant {
  organisationId: string;
  /** The storage path inside the organisation, e.g. `media/<id>/poster.jpg`. */
  path: string;
  /** Offered as the download's file name; absent for pictures shown inline. */
  downloadName?: string;
}

/**
 * Short-lived links to one stored file each (thumbnails, posters, downloads of the original):
 * an HS256 token naming the organisation and the path, signed with the server's key, expiring
 * within hours. A link grants that one file only and cannot be turned into another; nothing
 * about the session is in it. HLS playback does not use these: the player sends the session's
 * bearer token, so only a signed-in person of the organisation can play.
 */
export class MediaFileLinks {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sign(
    grant: MediaFileGrant,
    lifetimeSeconds: number,
  ): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expiresAt = new Date((issuedAt + lifetimeSeconds) * 1000);
    const token = await new SignJWT({
      org: grant.organisationId,
      path: grant.path,
      ...(grant.downloadName ? { name: grant.downloadName } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetimeSeconds)
      .sign(this.secret);
    return { token, expiresAt };
  }

  /** The grant of a valid, unexpired token; null otherwise. */
  async verify(token: string): Promise<MediaFileGrant | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.now(),
      });
      const { org, path, name } = payload;
      if (typeof org !== 'string' || typeof path !== 'string') return null;
      return {
        organisationId: org,
        path,
        ...(typeof name === 'string' ? { downloadName: name } : {}),
      };
    } catch {
      return null;
    }
  }
}
