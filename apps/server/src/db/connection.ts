import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema } from './areas';

/** Both drivers share this type, so repositories are written once for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements (migrations). */
  executeScript(sql: string): Promise<void>;
  /** Rows of one plain statement, for bookkeeping outside the Drizzle schema. */
  selectRows<Row>(sql: string): Promise<Row[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; wins over `dataDir`. */
  databaseUrl?: string;
  /** PGlite data folder; in memory when neither option is given (tests). */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return pgliteHandle(client);
}

/** A handle over an open PGlite (also used for the clones tests start from). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    executeScript: async (sql) => {
      try {
        await client.exec(sql);
      } catch (error) {
        // A failed script may leave its explicit transaction open on the only connection.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    selectRows: async <Row>(text: string) => (await client.query<Row>(text)).rows,
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server closes (a restart, an administrator) is emitted here; without a
  // listener it would crash the process. The pool drops that client and the next query opens a
  // new connection, so a warning is all it needs.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    executeScript: async (sql) => {
      // One dedicated connection, so a failed script's open transaction is rolled back before
      // the connection goes back to the pool.
      const connection = await pool.connect();
      try {
        await connection.query(sql);
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    selectRows: async <Row>(text: string) => {
      const result = await pool.query(text);
      return result.rows as Row[];
    },
    close: () => pool.end(),
  };
}
