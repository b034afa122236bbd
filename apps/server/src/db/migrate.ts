import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from './connection';

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * Applies `NNNN_name.sql` files in name order, each once, each with its bookkeeping row in the
 * same script so a failed migration leaves no trace. Plain SQL files keep the schema readable
 * and identical for PGlite and PostgreSQL. Two servers migrating one PostgreSQL at once: the
 * loser fails on the schema_migrations primary key, rolls back, and succeeds on restart.
 */
export async function applyMigrations(
  handle: DatabaseHandle,
  directory: string,
): Promise<string[]> {
  const files = (await readdir(directory)).filter((file) => MIGRATION_FILE.test(file)).sort();
  await handle.executeScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  const done = await handle.selectRows<{ name: string }>('SELECT name FROM schema_migrations');
  const doneNames = new Set(done.map((row) => row.name));
  for (const file of files) {
    if (doneNames.has(file)) continue;
    const body = await readFile(join(directory, file), 'utf8');
    // The file name matched MIGRATION_FILE, so it is safe inside a quoted literal.
    await handle.executeScript(
      `BEGIN;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`,
    );
    applied.push(file);
  }
  return applied;
}
