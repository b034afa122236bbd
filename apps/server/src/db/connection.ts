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
  /**
   * Calls `onNotification` with the payload of every `NOTIFY channel` on this database, from any
   * process connected to it (PGlite: this process only). Resolves to the unsubscribe function.
   */
  listen(channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel names are identifiers, interpolated into LISTEN: keep them to a safe alphabet. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
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
    listen: async (channel, onNotification) => {
      assertChannelName(channel);
      const unsubscribe = await client.listen(channel, onNotification);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
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
  const listener = new NotificationListener(connectionString);
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
    listen: (channel, onNotification) => listener.listen(channel, onNotification),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to other
 * queries). One per handle, opened on the first `listen`; when it drops, it is opened again and
 * every channel listened to anew, so a PostgreSQL restart costs notifications, never the feature
 * (their consumers also poll slowly as a safety net).
 */
class NotificationListener {
  private client: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async listen(
    channel: string,
    onNotification: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    assertChannelName(channel);
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      await (await this.connection()).query(`LISTEN ${channel}`);
    }
    handlers.add(onNotification);
    return async () => {
      handlers.delete(onNotification);
    };
  }

  private connection(): Promise<pg.Client> {
    this.client ??= this.connect();
    return this.client;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? [])
        handler(message.payload ?? '');
    });
    client.on('error', (error) => {
      process.emitWarning(`PostgreSQL LISTEN connection lost: ${error.message}`);
      this.client = undefined;
      void client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.relisten(), 1_000).unref();
    });
    await client.connect();
    return client;
  }

  private async relisten(): Promise<void> {
    if (this.closed || this.handlers.size === 0) return;
    try {
      const client = await this.connection();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.client = undefined;
      process.emitWarning(`PostgreSQL LISTEN reconnection failed: ${(error as Error).message}`);
      setTimeout(() => void this.relisten(), 5_000).unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    if (client) await (await client).end();
  }
}
