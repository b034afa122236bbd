import { join } from 'node:path';
import { buildApp, LOG_REDACTION } from './app';
import { openDatabase } from './db/connection';
import { readJobConcurrency } from './jobs/concurrency';
import { serverPaths } from './paths';

/** Configuration from the environment (docs/TEAM-INTERFACES.md, apps/server/README.md). */
function readPort(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name} is not a port: ${value}`);
  return port;
}

function readConfig(env: NodeJS.ProcessEnv) {
  const paths = serverPaths();
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir: env.STUDIO_DATA_DIR ?? paths.defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.STUDIO_STATIC_DIR ?? paths.defaultStaticDir,
    logLevel: env.LOG_LEVEL ?? 'info',
    jobConcurrency: readJobConcurrency(env, 2),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    // The RTMP ingest encoders publish to: loopback unless opened up on purpose.
    rtmpHost: env.STUDIO_RTMP_HOST || '127.0.0.1',
    rtmpPort: readPort('STUDIO_RTMP_PORT', env.STUDIO_RTMP_PORT ?? '1935'),
    // Links in e-mails: the address people open the studio at (behind a proxy, its public one).
    publicStudioUrl: env.STUDIO_PUBLIC_URL || `http://localhost:${port}`,
  };
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: join(config.dataDir, 'pglite') },
  );
  const app = await buildApp({
    database,
    staticDir: config.staticDir,
    storageDir: join(config.dataDir, 'storage'),
    jobConcurrency: config.jobConcurrency,
    preparePlayerPreview: true,
    mail: {
      smtpUrl: config.smtpUrl,
      outboxDir: join(config.dataDir, 'outbox'),
      publicStudioUrl: config.publicStudioUrl,
      ...(config.mailFrom ? { from: config.mailFrom } : {}),
    },
    prepareDemoMedia: true,
    liveIngest: { host: config.rtmpHost, port: config.rtmpPort },
    liveDir: join(config.dataDir, 'live'),
    logger: { level: config.logLevel, redact: LOG_REDACTION },
  });
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database:
        database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`,
      mail: config.smtpUrl ? 'SMTP (SMTP_URL)' : join(config.dataDir, 'outbox'),
    },
    'studio reference server ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
