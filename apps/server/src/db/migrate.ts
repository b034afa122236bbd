import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATABASE_AREAS } from './areas';
import { serverPaths } from '../paths';
import type { DatabaseHandle } from './connection';

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
const AREA_NAME = /^[a-z][a-z0-9_-]*$/;

/**
 * Migrations the single-folder runner recorded under their bare file name, mapped to the area
 * files their statements moved to. A database that applied the old file already has those
 * tables, so its row is replaced by the new names instead of the files running again.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, readonly string[]>> = {
  '0001_auth.sql': [
    'regions/0001_regions.sql',
    'organisations/0001_organisations.sql',
    'identity/0001_identity.sql',
  ],
};

export interface MigrationSource {
  /** The folder holding `<area>/migrations/`: `src/db` for the sources, `dist/db` when built. */
  directory: string;
  /** Area names in migration order. */
  areas: readonly string[];
}

/** The areas of DATABASE_AREAS, read from beside the running code. */
export function defaultMigrationSource(): MigrationSource {
  return {
    directory: serverPaths().databaseAreas,
    areas: DATABASE_AREAS.map((area) => area.name),
  };
}

/**
 * Applies every area's `migrations/NNNN_name.sql`, areas in list order and each area's files in
 * name order, each once, recorded as `<area>/<file>`. A file runs in one transaction with its
 * bookkeeping row, so a failed migration leaves no trace. Plain SQL keeps the schema readable and
 * identical for PGlite and PostgreSQL. Two servers migrating one PostgreSQL at once: the loser
 * fails on the schema_migrations primary key, rolls back, and succeeds on restart.
 * Answers the names it applied.
 */
export async function applyMigrations(
  handle: DatabaseHandle,
  source: MigrationSource = defaultMigrationSource(),
): Promise<string[]> {
  const pending = await listMigrations(source);
  await handle.executeScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await handle.selectRows<{ name: string }>('SELECT name FROM schema_migrations')).map(
      (row) => row.name,
    ),
  );
  await replaceRenamedMigrations(handle, done);

  const applied: string[] = [];
  for (const migration of pending) {
    if (done.has(migration.name)) continue;
    const body = await readFile(migration.path, 'utf8');
    // Area and file names matched AREA_NAME and MIGRATION_FILE: safe inside a quoted literal.
    await handle.executeScript(
      `BEGIN;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${migration.name}');\nCOMMIT;`,
    );
    applied.push(migration.name);
  }
  return applied;
}

interface Migration {
  /** `<area>/<file>`, as recorded in schema_migrations. */
  name: string;
  path: string;
}

/** Every migration file in the order a fresh database applies them. */
export async function listMigrations(source: MigrationSource): Promise<Migration[]> {
  const migrations: Migration[] = [];
  for (const area of source.areas) {
    if (!AREA_NAME.test(area)) throw new Error(`Area name "${area}" is not ${AREA_NAME}.`);
    const folder = join(source.directory, area, 'migrations');
    let files: string[];
    try {
      files = await readdir(folder);
    } catch (error) {
      // A listed area without its folder means a broken build or checkout, not "nothing to do".
      throw new Error(`No migrations folder for the database area "${area}" at ${folder}.`, {
        cause: error,
      });
    }
    for (const file of files.filter((name) => MIGRATION_FILE.test(name)).sort()) {
      migrations.push({ name: `${area}/${file}`, path: join(folder, file) });
    }
  }
  return migrations;
}

async function replaceRenamedMigrations(handle: DatabaseHandle, done: Set<string>) {
  for (const [oldName, newNames] of Object.entries(RENAMED_MIGRATIONS)) {
    if (!done.has(oldName)) continue;
    const values = newNames.map((name) => `('${name}')`).join(', ');
    await handle.executeScript(
      `BEGIN;\nINSERT INTO schema_migrations (name) VALUES ${values} ON CONFLICT (name) DO NOTHING;\n` +
        `DELETE FROM schema_migrations WHERE name = '${oldName}';\nCOMMIT;`,
    );
    done.delete(oldName);
    for (const name of newNames) done.add(name);
  }
}
