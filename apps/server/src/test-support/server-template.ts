import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/connection';
import { applyMigrations, defaultMigrationSource, listMigrations } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';

/**
 * A migrated, seeded template database on a PostgreSQL server, shared by every test process of
 * a run: a test's database is `CREATE DATABASE ... TEMPLATE` of it (a file copy) instead of a
 * fresh migration and seed (about 2 s each on PostgreSQL).
 *
 * Names are `<prefix><sources hash>_<created at, ms since 1970>`. The hash covers the migration
 * files and the seed's sources, so an edited migration or seed gets a template of its own. The
 * seed places rows relative to the moment it runs (decoders that reported seconds ago, a 5-minute
 * online window), so a template serves for TEMPLATE_MAX_AGE_MS (a minute) only: a test never sees
 * data older than that, much as a test file's PGlite template lives for that file's run.
 *
 * Concurrent vitest workers (and concurrent runs on one server) coordinate through one advisory
 * lock, used as a readers-writer lock: cloning holds it shared, so clones run side by side;
 * building a template and dropping old ones holds it exclusively, so no clone ever reads a
 * template that is being built or dropped.
 */
export const TEMPLATE_MAX_AGE_MS = 60_000;

export interface TemplateSpace {
  /**
   * Every template's name starts with it, and the space drops any stale database so named: one
   * space's prefix must not start with another's.
   */
  prefix: string;
  /** The advisory lock (any fixed 64-bit number, as a string) of this space. */
  lockKey: string;
  maxAgeMs: number;
}

/** Where the test helpers keep their templates. */
export const TEST_TEMPLATES: TemplateSpace = {
  prefix: 'studio_template_',
  lockKey: '7305210927112350721',
  maxAgeMs: TEMPLATE_MAX_AGE_MS,
};

interface Template {
  name: string;
  createdAt: number;
}

/** Each space's newest template this process knows of. */
const currentTemplates = new Map<string, Template>();
let sourcesHash: Promise<string> | undefined;

/**
 * Creates `databaseName` on the server as a copy of the current template, building the template
 * first when there is none younger than the space's maximum age for these sources.
 */
export async function createFromTemplate(
  serverUrl: string,
  databaseName: string,
  space: TemplateSpace = TEST_TEMPLATES,
): Promise<void> {
  const isStale = (template: Template) => Date.now() - template.createdAt >= space.maxAgeMs;
  await withAdminClient(serverUrl, async (client) => {
    // A few rounds at most: each round that finds the template stale builds a new one.
    for (let round = 0; round < 5; round += 1) {
      let template = currentTemplates.get(space.prefix);
      if (!template || isStale(template)) {
        template = await withLock(client, space, 'exclusive', () =>
          findOrBuildTemplate(client, serverUrl, space, isStale),
        );
        currentTemplates.set(space.prefix, template);
      }
      const fresh = template;
      const cloned = await withLock(client, space, 'shared', async () => {
        // Checked again under the lock: whoever builds a template drops the stale ones while
        // holding it exclusively, so a template still fresh here is not gone.
        if (isStale(fresh)) return false;
        await client.query(
          `CREATE DATABASE ${databaseName} TEMPLATE ${fresh.name}${await copyStrategy(client)}`,
        );
        return true;
      });
      if (cloned) return;
    }
    throw new Error('No fresh test template database after five attempts.');
  });
}

/**
 * FILE_COPY where PostgreSQL (15 and later) offers a choice: its default there, WAL_LOG, writes
 * every page of the copy to the WAL, which pays off for large templates; ours is small, and
 * copying its files after a checkpoint took 69 ms instead of 383 ms a test (docs/performance.md).
 */
async function copyStrategy(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ version: string }>(
    'SELECT current_setting($1) AS version',
    ['server_version_num'],
  );
  return Number(rows[0]?.version) >= 150_000 ? ' STRATEGY FILE_COPY' : '';
}

async function withLock<T>(
  client: pg.Client,
  space: TemplateSpace,
  mode: 'shared' | 'exclusive',
  work: () => Promise<T>,
): Promise<T> {
  const suffix = mode === 'shared' ? '_shared' : '';
  await client.query(`SELECT pg_advisory_lock${suffix}($1)`, [space.lockKey]);
  try {
    return await work();
  } finally {
    await client.query(`SELECT pg_advisory_unlock${suffix}($1)`, [space.lockKey]);
  }
}

/**
 * Holding the lock exclusively: the fresh template for these sources, built when missing. Drops
 * the space's stale templates (of any sources) and builds that died half-way.
 */
async function findOrBuildTemplate(
  client: pg.Client,
  serverUrl: string,
  space: TemplateSpace,
  isStale: (template: Template) => boolean,
): Promise<Template> {
  const hash = await hashSources();
  const { rows } = await client.query<{ datname: string; datistemplate: boolean }>(
    'SELECT datname, datistemplate FROM pg_database WHERE starts_with(datname, $1)',
    [space.prefix],
  );
  const templateName = /^([0-9a-f]{16})_(\d{13})$/;
  let fresh: Template | undefined;
  for (const row of rows) {
    const match = templateName.exec(row.datname.slice(space.prefix.length));
    const template = match ? { name: row.datname, createdAt: Number(match[2]) } : undefined;
    // Not marked as a template: a build that died half-way (builds happen under this lock).
    if (!template || !row.datistemplate || isStale(template)) {
      await dropTemplate(client, row.datname);
    } else if (match?.[1] === hash && (!fresh || template.createdAt > fresh.createdAt)) {
      fresh = template;
    }
  }
  return fresh ?? (await buildTemplate(client, serverUrl, `${space.prefix}${hash}`));
}

async function buildTemplate(
  client: pg.Client,
  serverUrl: string,
  namePrefix: string,
): Promise<Template> {
  const createdAt = Date.now();
  const name = `${namePrefix}_${createdAt}`;
  await client.query(`CREATE DATABASE ${name}`);
  try {
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    try {
      await applyMigrations(handle);
      await seedIfEmpty(handle.db);
    } finally {
      await handle.close();
    }
    // CREATE DATABASE ... TEMPLATE refuses a source with sessions on it; wait until ours left,
    // then refuse new ones for good.
    await waitUntilNoSessions(client, name);
    await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (error) {
    await dropTemplate(client, name);
    throw error;
  }
  return { name, createdAt };
}

async function dropTemplate(client: pg.Client, name: string): Promise<void> {
  // PostgreSQL refuses to drop a database marked as a template.
  await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A hash of everything the template's content comes from: the migration files (names and text,
 * in applying order) and the seed's source folder.
 */
function hashSources(): Promise<string> {
  sourcesHash ??= (async () => {
    const hash = createHash('sha256');
    for (const migration of await listMigrations(defaultMigrationSource())) {
      hash
        .update(`${migration.name}\0`)
        .update(await readFile(migration.path))
        .update('\0');
    }
    const seedFolder = fileURLToPath(new URL('../seed/', import.meta.url));
    for (const file of (await readdir(seedFolder)).sort()) {
      hash
        .update(`seed/${file}\0`)
        .update(await readFile(`${seedFolder}${file}`))
        .update('\0');
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return sourcesHash;
}

/** `serverUrl` with its database name replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits (briefly) until no session is connected to `name`: pool.end() resolves before every
 * backend has gone, and dropping or copying a database while one is still closing fails or
 * makes its client emit an error nobody listens to.
 */
export async function waitUntilNoSessions(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.count === '0') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function withAdminClient<T>(
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
