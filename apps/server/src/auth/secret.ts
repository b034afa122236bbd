import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { serverSecrets } from '../db/identity/schema';

const ACCESS_TOKEN_SECRET = 'access_token_hmac';

/**
 * The HS256 key for access tokens: generated on first start and kept in the database, so tokens
 * survive a restart and every server on one database agrees. Never logged.
 */
export async function loadSigningSecret(db: Database): Promise<Uint8Array> {
  await db
    .insert(serverSecrets)
    .values({ name: ACCESS_TOKEN_SECRET, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, ACCESS_TOKEN_SECRET));
  if (!row) throw new Error('The access token secret could not be stored.');
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
