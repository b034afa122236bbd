import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../db/connection';
import { applyMigrations } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';

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
 * PostgreSQL server, a new database on it, dropped when the handle closes. The app applies
 * migrations and seeds again on top; both find nothing left to do.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const clone = await (await template()).clone();
    if (!(clone instanceof PGlite)) throw new Error('PGlite.clone() returned an unexpected client');
    return pgliteHandle(clone);
  }
  const handle = await openServerTestDatabase(serverUrl);
  try {
    await applyMigrations(handle);
    await seedIfEmpty(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * A database with nothing in it, not even migrations (tests of the migration runner): a new
 * in-memory PGlite, or a new database on TEST_DATABASE_URL's server, dropped when it closes.
 */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openServerTestDatabase(serverUrl);
  const client = new PGlite();
  await client.waitReady;
  return pgliteHandle(client);
}

async function openServerTestDatabase(
  serverUrl: string,
): Promise<DatabaseHandle & { url: string }> {
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, async (client) => {
        // pool.end() resolves before every backend has gone; forcing the drop while one is still
        // closing makes its client emit an error nobody listens to. Wait (briefly) for them.
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const { rows } = await client.query<{ count: string }>(
            'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.count === '0') break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
