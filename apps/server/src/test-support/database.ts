import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../db/connection';
import { applyMigrations } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';
import {
  createFromTemplate,
  databaseUrl,
  waitUntilNoSessions,
  withAdminClient,
} from './server-template';

let pgliteTemplate: Promise<PGlite> | undefined;

/** One migrated, seeded PGlite per test process; tests get clones of it. */
function template(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = new PGlite();
    await client.waitReady;
    const handle = pgliteHandle(client);
    await applyMigrations(handle);
    await seedIfEmpty(handle.db);
    return client;
  })();
  return pgliteTemplate;
}

/**
 * A fresh database for one test, already migrated and seeded: a clone of an in-memory PGlite
 * template (cloning is much cheaper than starting PGlite), or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a new database on it copied from a seeded template database (see
 * server-template.ts), dropped when the handle closes. The app applies migrations and seeds again
 * on top; both find nothing left to do.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const clone = await (await template()).clone();
    if (!(clone instanceof PGlite)) throw new Error('PGlite.clone() returned an unexpected client');
    return pgliteHandle(clone);
  }
  return openServerTestDatabase(serverUrl, 'seeded');
}

/**
 * A database with nothing in it, not even migrations (tests of the migration runner): a new
 * in-memory PGlite, or a new database on TEST_DATABASE_URL's server, dropped when it closes.
 */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openServerTestDatabase(serverUrl, 'empty');
  const client = new PGlite();
  await client.waitReady;
  return pgliteHandle(client);
}

async function openServerTestDatabase(
  serverUrl: string,
  content: 'seeded' | 'empty',
): Promise<DatabaseHandle & { url: string }> {
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  if (content === 'seeded') await createFromTemplate(serverUrl, name);
  else await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, async (client) => {
        await waitUntilNoSessions(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
