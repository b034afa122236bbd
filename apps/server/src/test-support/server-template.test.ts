import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { defaultMigrationSource, listMigrations } from '../db/migrate';
import {
  createFromTemplate,
  databaseUrl,
  TEMPLATE_MAX_AGE_MS,
  withAdminClient,
  type TemplateSpace,
} from './server-template';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Spaces of their own (prefixes that do not start with the helpers'), so the run's are safe. */
function space(prefix: string, lockKey: string): TemplateSpace {
  return { prefix, lockKey, maxAgeMs: TEMPLATE_MAX_AGE_MS };
}

interface DatabaseRow {
  datname: string;
  datistemplate: boolean;
  datallowconn: boolean;
}

async function databasesStartingWith(prefix: string): Promise<DatabaseRow[]> {
  return withAdminClient(serverUrl!, async (client) => {
    const { rows } = await client.query<DatabaseRow>(
      'SELECT datname, datistemplate, datallowconn FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname',
      [prefix],
    );
    return rows;
  });
}

async function dropDatabases(prefix: string): Promise<void> {
  for (const { datname } of await databasesStartingWith(prefix)) {
    await withAdminClient(serverUrl!, async (client) => {
      await client.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
      await client.query(`DROP DATABASE ${datname} WITH (FORCE)`);
    });
  }
}

describe.runIf(Boolean(serverUrl))('test databases copied from a template on PostgreSQL', () => {
  const copies = 'studio_tplcopy_';
  afterAll(async () => {
    for (const prefix of ['studio_tpltest_', 'studio_tplshare_', copies]) {
      await dropDatabases(prefix);
    }
  });

  it('copies a migrated, seeded template nobody can connect to; drops stale and half-built ones', async () => {
    const tests = space('studio_tpltest_', '7305210927112350722');
    const longAgo = Date.now() - 10 * TEMPLATE_MAX_AGE_MS;
    const stale = `${tests.prefix}0123456789abcdef_${longAgo}`;
    const halfBuilt = `${tests.prefix}0123456789abcdef_${Date.now()}`;
    await withAdminClient(serverUrl!, async (client) => {
      await client.query(`CREATE DATABASE ${stale}`);
      await client.query(`ALTER DATABASE ${stale} WITH IS_TEMPLATE true`);
      await client.query(`CREATE DATABASE ${halfBuilt}`);
    });

    const copy = `${copies}one`;
    await createFromTemplate(serverUrl!, copy, tests);

    const templates = await databasesStartingWith(tests.prefix);
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatchObject({ datistemplate: true, datallowconn: false });
    expect(templates[0]!.datname).not.toBe(stale);
    expect(templates[0]!.datname).not.toBe(halfBuilt);

    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl!, copy) });
    try {
      const [migrations] = await handle.selectRows<{ count: string }>(
        'SELECT count(*) AS count FROM schema_migrations',
      );
      expect(Number(migrations!.count)).toBe(
        (await listMigrations(defaultMigrationSource())).length,
      );
      const [organisations] = await handle.selectRows<{ count: string }>(
        'SELECT count(*) AS count FROM organisations',
      );
      expect(Number(organisations!.count)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it('builds one template for copies asked for at once', async () => {
    const shared = space('studio_tplshare_', '7305210927112350723');
    const names = ['a', 'b', 'c'].map((name) => `${copies}shared_${name}`);
    await Promise.all(names.map((name) => createFromTemplate(serverUrl!, name, shared)));

    expect(await databasesStartingWith(shared.prefix)).toHaveLength(1);
    const made = (await databasesStartingWith(`${copies}shared_`)).map((row) => row.datname);
    expect(made).toEqual(names);
  });
});
