import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Secrets that travel in a link or are shown once (reset and verification links, invitation
 * links, API client secrets). They are long random values, so a plain SHA-256 is enough to store
 * them: nothing in the database can be turned back into a working link or secret.
 */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** 256 random bits, url-safe: the token of a reset or verification link. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** An invitation's link token is a random uuid, as the accept path takes a uuid. */
export const newInvitationToken = () => randomUUID();

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const actual = Buffer.from(hashSecret(presented), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
