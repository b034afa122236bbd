import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../test-support';
import { serverPaths } from '../paths';
import { DATABASE_AREAS } from './areas';
import type { DatabaseHandle } from './connection';
import { applyMigrations, listMigrations, RENAMED_MIGRATIONS } from './migrate';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase(): Promise<DatabaseHandle> {
  const handle = await openEmptyTestDatabase();
  cleanups.push(() => handle.close());
  return handle;
}

/** A folder of areas, `{ area: { file: sql } }`, for the runner to read. */
function areaFolder(areas: Record<string, Record<string, string>>): string {
  const directory = mkdtempSync(join(tmpdir(), 'studio-migrations-'));
  cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
  for (const [area, files] of Object.entries(areas)) {
    mkdirSync(join(directory, area, 'migrations'), { recursive: true });
    for (const [file, body] of Object.entries(files)) {
      writeFileSync(join(directory, area, 'migrations', file), body);
    }
  }
  return directory;
}

const recorded = async (handle: DatabaseHandle) =>
  (
    await handle.selectRows<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
  ).map((row) => row.name);

const tableExists = async (handle: DatabaseHandle, table: string) =>
  (
    await handle.selectRows<{ found: string | null }>(
      `SELECT to_regclass('${table}')::text AS found`,
    )
  )[0]?.found === table;

describe('applyMigrations', () => {
  it('applies areas in list order, files in name order, once, recorded as <area>/<file>', async () => {
    const handle = await emptyDatabase();
    const directory = areaFolder({
      // `later` comes first on disk and alphabetically; the list puts it after `first`.
      later: {
        '0001_children.sql': 'CREATE TABLE children (parent_id int REFERENCES parents(id));',
      },
      first: {
        '0002_more.sql': 'ALTER TABLE parents ADD COLUMN name text;',
        '0001_parents.sql': 'CREATE TABLE parents (id int PRIMARY KEY);',
        'notes.txt': 'not a migration',
      },
    });
    const source = { directory, areas: ['first', 'later'] };

    expect(await applyMigrations(handle, source)).toEqual([
      'first/0001_parents.sql',
      'first/0002_more.sql',
      'later/0001_children.sql',
    ]);
    expect(await applyMigrations(handle, source)).toEqual([]);
    expect(await recorded(handle)).toEqual([
      'first/0001_parents.sql',
      'first/0002_more.sql',
      'later/0001_children.sql',
    ]);
  });

  it('leaves no trace of a migration that fails, and keeps the ones before it', async () => {
    const handle = await emptyDatabase();
    const directory = areaFolder({
      good: { '0001_good.sql': 'CREATE TABLE good (id int);' },
      broken: { '0001_broken.sql': 'CREATE TABLE half_done (id int);\nSELECT 1 / 0;' },
    });

    await expect(applyMigrations(handle, { directory, areas: ['good', 'broken'] })).rejects.toThrow(
      /division by zero/,
    );
    expect(await recorded(handle)).toEqual(['good/0001_good.sql']);
    expect(await tableExists(handle, 'good')).toBe(true);
    expect(await tableExists(handle, 'half_done')).toBe(false);
  });

  it('refuses a listed area whose migrations folder is missing', async () => {
    const handle = await emptyDatabase();
    const directory = areaFolder({ present: { '0001_present.sql': 'SELECT 1;' } });
    await expect(
      applyMigrations(handle, { directory, areas: ['present', 'absent'] }),
    ).rejects.toThrow('No migrations folder for the database area "absent"');
  });

  it('takes over a database migrated by the single-folder runner without running its migration again', async () => {
    const handle = await emptyDatabase();
    // What the old runner left: the tables of 0001_auth.sql (now split over three areas) and
    // one bookkeeping row under the bare file name.
    const { databaseAreas } = serverPaths();
    const oldMigration = RENAMED_MIGRATIONS['0001_auth.sql'] ?? [];
    const oldBody = oldMigration
      .map((name) => readFileSync(join(databaseAreas, name.replace('/', '/migrations/')), 'utf8'))
      .join('\n;\n');
    await handle.executeScript(
      'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());\n' +
        `BEGIN;\n${oldBody}\n;INSERT INTO schema_migrations (name) VALUES ('0001_auth.sql');\nCOMMIT;`,
    );

    // Only the areas that came after the single-folder runner are applied; its own file is not.
    const applied = await applyMigrations(handle);
    expect(applied.filter((name) => oldMigration.includes(name))).toEqual([]);
    expect(await recorded(handle)).toEqual([...oldMigration, ...applied].sort());
  });
});

describe('the database areas', () => {
  it('are every folder beside areas.ts that holds migrations', () => {
    const { databaseAreas } = serverPaths();
    const folders = readdirSync(databaseAreas, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => existsSync(join(databaseAreas, entry.name, 'migrations')))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(DATABASE_AREAS.map((area) => area.name).sort());
  });

  it('each have a migrations folder, and every migration the old runner knew still exists', async () => {
    const migrations = await listMigrations({
      directory: serverPaths().databaseAreas,
      areas: DATABASE_AREAS.map((area) => area.name),
    });
    const names = migrations.map((migration) => migration.name);
    expect(names.length).toBeGreaterThanOrEqual(DATABASE_AREAS.length);
    for (const newNames of Object.values(RENAMED_MIGRATIONS)) {
      for (const name of newNames) expect(names).toContain(name);
    }
  });
});
