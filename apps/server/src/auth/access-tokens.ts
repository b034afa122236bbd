import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
const ISSUER = 'studio-reference-server';
const AUDIENCE = 'studio';

export interface AccessTokenClaims {
  userId: string;
  /** The organisation the token acts for (differs from the user's own for staff switching in). */
  organisationId: string;
  /**
   * The refresh-token family: revoking it (logout, reuse) also ends its access tokens. For an API
   * client, the id of its current secret: a regenerated secret ends them.
   */
  sessionId: string;
  /** `client` when an API client holds the token (`userId` is then the client's uuid). */
  subjectKind?: 'user' | 'client';
}

export class AccessTokens {
  /**
   * The secret imported as an HMAC key once: given the raw bytes, jose imports a key on every
   * sign and verify, which was a tenth of a signed-in request's CPU (bench/api-load.mjs).
   */
  private readonly key: Promise<CryptoKey>;

  constructor(
    secret: Uint8Array,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(claims: AccessTokenClaims): Promise<{ token: string; expiresIn: number }> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const token = await new SignJWT({
      org: claims.organisationId,
      sid: claims.sessionId,
      ...(claims.subjectKind === 'client' ? { kind: 'client' } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
      .sign(await this.key);
    return { token, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS };
  }

  /** The claims of a valid token; null for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.now(),
      });
      const { sub, org, sid, kind } = payload;
      if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string')
        return null;
      return {
        userId: sub,
        organisationId: org,
        sessionId: sid,
        subjectKind: kind === 'client' ? 'client' : 'user',
      };
    } catch {
      return null;
    }
  }
}
