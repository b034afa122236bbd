import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { serverSecrets } from '../db/identity/schema';

const KEY_SECRET_NAME = 'social_token_key';
const VERSION = 'v1';

/**
 * The key that encrypts social access at rest. `STUDIO_SOCIAL_TOKEN_KEY` (32 bytes, base64)
 * keeps it out of the database; without it a key is generated on first start and kept in
 * `server_secrets`, so a copy of the social tables alone does not give the tokens away.
 */
export async function loadSocialTokenKey(
  db: Pick<Database, 'insert' | 'select'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Buffer> {
  const configured = env.STUDIO_SOCIAL_TOKEN_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('STUDIO_SOCIAL_TOKEN_KEY must be 32 bytes in base64.');
    return key;
  }
  await db
    .insert(serverSecrets)
    .values({ name: KEY_SECRET_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, KEY_SECRET_NAME));
  if (!row) throw new Error('The social token key could not be stored.');
  return Buffer.from(row.value, 'base64');
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export class SocialTokenCipher {
  constructor(private readonly key: Buffer) {}

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), encrypted]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, encrypted] = stored.split('.');
    if (version !== VERSION || !iv || !tag || encrypted === undefined) {
      throw new Error('Not an encrypted social token.');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(encrypted, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
