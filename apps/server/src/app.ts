import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadContracts, type LoadedContract } from './contract/document';
import { apiReference } from './docs/reference';
import type { AccessDecision } from './contract/access';
import type { ContractHandlers } from './contract/handlers';
import { registerContract } from './contract/register';
import { staffActingHooks } from './routes/switch-organisation';
import type { DatabaseHandle } from './db/connection';
import { applyMigrations, type MigrationSource } from './db/migrate';
import { registerCompression } from './http/compression';
import { installErrorHandler } from './http/error-handler';
import {
  scheduleEventTrim,
  scheduleRecordingRetention,
  type ServerJobPayloads,
} from './jobs/server-jobs';
import { JobWorker } from './jobs/worker';
import { registerStaticSite } from './http/static-site';
import { registerMediaRoutes } from './media/media-routes';
import { registerEncoderAgentRoutes } from './live/encoders/agent-routes';
import { registerDecoderRoutes } from './live/decoders/decoder-routes';
import { registerLiveHlsRoutes } from './routes/live-hls';
import { registerSandboxSocialRoutes } from './social/sandbox-routes';
import { prepareDemoMedia } from './media/demo-media';
import { serverPaths } from './paths';
import { contractHandlers, contractRequestRules } from './routes';
import { seedIfEmpty } from './seed/seed';
import { createServices, type ServiceOptions, type Services } from './services';

export interface AppOptions extends Partial<ServiceOptions> {
  /** An open database; closed with the app. */
  database: DatabaseHandle;
  /** Built studio to serve; `null` serves the API only. Default `apps/studio/dist`. */
  staticDir?: string | null;
  contractsDir?: string;
  /** Where the migrations are read from; default every area of DATABASE_AREAS. */
  migrations?: MigrationSource;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the handler map (tests of the contract layer). */
  handlers?: (services: Services) => ContractHandlers;
  seed?: boolean;
  /** Told of every access decision of the contract router (audit logging, the access sweep). */
  onAccessDecision?: (decision: AccessDecision) => void;
  /**
   * Jobs this server runs at the same time (0: none, when separate `worker` processes do the
   * work on a shared PostgreSQL). Default 0, so tests drive workers themselves; main.ts reads
   * STUDIO_JOB_CONCURRENCY.
   */
  jobConcurrency?: number;
  /**
   * Makes the player preview video (ffmpeg) before answering, when the storage folder has none.
   * main.ts turns it on; tests that play it make their own.
   */
  preparePlayerPreview?: boolean;
  /**
   * Gives the seeded library items real files (a tiny ffmpeg video each, processed by the job
   * queue) when they have none yet. main.ts turns it on; tests upload their own media.
   */
  prepareDemoMedia?: boolean;
}

/**
 * Secrets never reach the logs: Fastify's default serializers omit headers and bodies, and these
 * paths cover anything logged by hand.
 */
export const LOG_REDACTION = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    'headers.authorization',
    'headers.cookie',
    'headers["set-cookie"]',
    'body.password',
    'body.currentPassword',
    'body.client_secret',
    'body.clientSecret',
    'body.token',
    'body.access_token',
    'body.streamKey',
    'password',
    'access_token',
    'refresh_token',
    'token',
    '*.password',
    '*.access_token',
    '*.refresh_token',
    '*.token',
    'streamKey',
    '*.streamKey',
    'client_secret',
    '*.client_secret',
    'clientSecret',
    '*.clientSecret',
    'currentPassword',
    '*.currentPassword',
    // An encoder agent's secret (live/encoders/agent-protocol.ts).
    'body.secret',
    'secret',
    '*.secret',
  ],
  censor: '[redacted]',
};

/**
 * The bundled contracts, read once per folder and process: they do not change while it runs, and
 * sharing the same objects lets apps share their compiled request validators (RequestValidators).
 */
const contractsByFolder = new Map<string, Promise<LoadedContract[]>>();
function contractsIn(folder: string): Promise<LoadedContract[]> {
  let contracts = contractsByFolder.get(folder);
  if (!contracts) {
    contracts = loadContracts(folder);
    contractsByFolder.set(folder, contracts);
    // A failed read is not kept: the next app tries again.
    contracts.catch(() => contractsByFolder.delete(folder));
  }
  return contracts;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const paths = serverPaths();
  const { database } = options;
  await applyMigrations(database, options.migrations);
  if (options.seed ?? true) await seedIfEmpty(database.db);
  const services = await createServices(database, {
    ...options,
    storageDir: options.storageDir ?? join(paths.defaultDataDir, 'storage'),
  });
  await services.eventHub.start();
  const startedAt = (options.now ?? (() => new Date()))();
  await scheduleEventTrim(services.jobs, startedAt);
  await scheduleRecordingRetention(services.jobs, startedAt);
  let worker: JobWorker<ServerJobPayloads> | undefined;
  const contracts = await contractsIn(options.contractsDir ?? paths.bundledContracts);

  const app = Fastify({
    logger: options.logger ?? false,
    // The contract lists HEAD where it wants one.
    exposeHeadRoutes: false,
  });
  // Streams and running jobs end before the HTTP server waits for its connections to close.
  app.addHook('preClose', async () => {
    // Web videos publish into the broadcaster's ingest: they end before it closes.
    await services.webVideoPlayout.stop();
    await services.broadcaster.stop();
    // After the broadcaster: its restreamers send to the sandbox's RTMP servers.
    await Promise.all(
      Object.values(services.social.providers).map((provider) => provider.close?.()),
    );
    await services.eventHub.close();
    services.encoderAgentHub.close();
    await worker?.stop();
  });
  app.addHook('onClose', async () => database.close());
  // An empty JSON body (a POST without payload) is "no body", not a parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (source.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(source));
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON.'), { statusCode: 400 });
      done(error, undefined);
    }
  });
  await app.register(fastifyCookie);
  installErrorHandler(app);
  // The site first: its files are compressed at build time, and the compression hook attaches
  // only to the routes registered after it (the API's), so they are never compressed again.
  await registerStaticSite(
    app,
    options.staticDir === undefined ? paths.defaultStaticDir : options.staticDir,
  );
  await registerCompression(app);
  await app.register(apiReference, { bundledDir: options.contractsDir ?? paths.bundledContracts });
  registerContract(app, {
    contracts,
    handlers: (options.handlers ?? contractHandlers)(services),
    authenticate: services.authenticate,
    findOrganisation: (id) => services.organisations.findById(id),
    onAccessDecision: options.onAccessDecision,
    requestRules: contractRequestRules,
    hooks: staffActingHooks(services),
  });
  // Beside the contract: the tus endpoint, HLS for the player, signed file links.
  await registerMediaRoutes(app, services);
  // The encoders' agent protocol (live/encoders/agent-protocol.ts).
  await registerEncoderAgentRoutes(app, services);
  // Venues' decoders (live/decoders/decoder-protocol.ts).
  await registerDecoderRoutes(app, services);
  // Web channels' public HLS (live, the newest recording), and the RTMP ingest when configured.
  registerLiveHlsRoutes(app, services);
  // The sandbox social providers' authorisation page (src/social/sandbox-routes.ts).
  await registerSandboxSocialRoutes(app, services);
  services.broadcaster.log = (message, details) => app.log.warn(details ?? {}, message);
  await services.broadcaster.start();
  services.webVideoPlayout.log = (message, details) => app.log.warn(details ?? {}, message);
  await services.webVideoPlayout.start();
  const ingest = services.broadcaster.ingest;
  if (ingest) app.log.info({ publishUrl: ingest.publishUrl() }, 'RTMP ingest listening');
  // Every series not over yet has its next start job (enqueueing is idempotent per occurrence).
  await services.scheduler.planAll();
  await services.socialPostPublisher.scheduleWaiting();
  if (options.preparePlayerPreview) {
    // Once per storage folder, about a second; a machine without ffmpeg still serves the studio,
    // and the preview says its video is unavailable.
    await services.playerPreview.ensure().catch((error: unknown) => {
      app.log.warn(
        { err: error },
        'could not make the player preview video (is ffmpeg installed?)',
      );
    });
  }
  if (options.prepareDemoMedia) {
    await prepareDemoMedia({
      db: database.db,
      storage: services.storage,
      jobs: services.jobs,
      storageDir: options.storageDir ?? join(paths.defaultDataDir, 'storage'),
    }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not prepare the demo library (is ffmpeg installed?)');
    });
  }
  if ((options.jobConcurrency ?? 0) > 0) {
    worker = new JobWorker({
      queue: services.jobs,
      concurrency: options.jobConcurrency,
      logger: app.log.child({ component: 'jobs' }),
    });
    await worker.start();
  }
  return app;
}
