import { join } from 'node:path';
import { openDatabase } from './db/connection';
import { applyMigrations } from './db/migrate';
import { readJobConcurrency } from './jobs/concurrency';
import { JobWorker, type WorkerLogger } from './jobs/worker';
import { serverPaths } from './paths';
import { createServices } from './services';

/**
 * A job worker as a process of its own, beside one or more servers on the same PostgreSQL:
 *
 *   DATABASE_URL=postgres://... STUDIO_JOB_CONCURRENCY=2 node apps/server/dist/worker.js
 *
 * It runs the same job definitions as the server, and what its jobs publish reaches the
 * servers' event streams through NOTIFY.
 */
const jsonLogger: WorkerLogger = {
  info: (details, message) => console.log(JSON.stringify({ level: 'info', message, ...details })),
  error: (details, message) =>
    console.error(JSON.stringify({ level: 'error', message, ...serialisable(details) })),
};

function serialisable(details: object): object {
  return Object.fromEntries(
    Object.entries(details).map(([name, value]) => [
      name,
      value instanceof Error ? value.message : value,
    ]),
  );
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error(
      'A separate worker needs DATABASE_URL: PGlite (the default database) belongs to the one ' +
        'server process that opened it, and that server runs the jobs itself.',
    );
  }
  const paths = serverPaths();
  const dataDir = process.env.STUDIO_DATA_DIR ?? paths.defaultDataDir;
  const database = await openDatabase({ databaseUrl });
  await applyMigrations(database);
  // The same mail settings as the servers: a worker sends what they queue.
  const services = await createServices(database, {
    storageDir: join(dataDir, 'storage'),
    mail: {
      smtpUrl: process.env.SMTP_URL || undefined,
      outboxDir: join(dataDir, 'outbox'),
      ...(process.env.STUDIO_PUBLIC_URL ? { publicStudioUrl: process.env.STUDIO_PUBLIC_URL } : {}),
      ...(process.env.MAIL_FROM ? { from: process.env.MAIL_FROM } : {}),
    },
  });
  const worker = new JobWorker({
    queue: services.jobs,
    concurrency: readJobConcurrency(process.env, 2),
    logger: jsonLogger,
  });
  const stop = async (signal: string) => {
    jsonLogger.info({ signal }, 'worker shutting down');
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
  await worker.start();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
