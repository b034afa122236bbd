import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trustedOrganisationId } from '../../db/organisation-scoped-repository';
import type { EncoderRow } from '../../db/encoders/encoders-repository';
import { EncoderLogsRepository } from '../../db/encoders/encoders-repository';
import { HttpError, unauthenticated } from '../../http/errors';
import type { Services } from '../../services';
import { hashAgentSecret } from './agent-hub';
import {
  AGENT_PROTOCOL_PREFIX,
  type AgentCommand,
  type AgentLogEntry,
  type AgentReport,
} from './agent-protocol';

/** How long a registration request waits for a person at /uploader. */
const REQUEST_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The longest poll the server holds: below common proxy idle timeouts. */
const MAX_POLL_SECONDS = 30;

const deviceIdSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{4,64}$' } as const;
const secretSchema = { type: 'string', minLength: 32, maxLength: 200 } as const;
const shortText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/**
 * Null first: the server's validator coerces types, and tried first a string or number branch
 * would turn null into "" or 0 (an encoder with no error would report an empty one).
 */
const nullable = <Schema extends object>(schema: Schema) => ({ anyOf: [{ type: 'null' }, schema] });

const registrationRequestSchema = {
  type: 'object',
  required: ['deviceId', 'secret'],
  additionalProperties: false,
  properties: {
    deviceId: deviceIdSchema,
    secret: secretSchema,
    operatingSystem: shortText(100),
    version: shortText(50),
  },
} as const;

const reportSchema = {
  type: 'object',
  required: [
    'state',
    'uiState',
    'eventId',
    'hasInput',
    'version',
    'videoInputSource',
    'videoInputSources',
    'temperatureSensors',
    'peakCloudUploadMbps',
    'error',
  ],
  additionalProperties: false,
  properties: {
    state: { enum: ['IDLE', 'STARTING', 'STARTED', 'STOPPING', 'STOPPED', 'ERROR'] },
    uiState: { enum: ['restarting', 'updating', 'uploadingLogs', null] },
    reportedState: shortText(50),
    eventId: nullable({ type: 'string', format: 'uuid' }),
    hasInput: { type: 'boolean' },
    version: { type: 'string', minLength: 1, maxLength: 50 },
    operatingSystem: shortText(100),
    videoInputSource: nullable(shortText(50)),
    videoInputSources: { type: 'array', maxItems: 20, items: shortText(50) },
    temperatureSensors: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['name', 'celsius'],
        additionalProperties: false,
        properties: {
          name: shortText(50),
          celsius: { type: 'number', minimum: -40, maximum: 150 },
        },
      },
    },
    peakCloudUploadMbps: nullable({ type: 'number', minimum: 0 }),
    error: nullable(shortText(1000)),
    networkApplied: { type: 'boolean' },
    teamViewerId: nullable(shortText(20)),
    teamViewerPassword: nullable(shortText(50)),
  },
} as const;

const logsSchema = {
  type: 'object',
  required: ['entries'],
  additionalProperties: false,
  properties: {
    entries: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        required: ['level', 'entry', 'timestamp'],
        additionalProperties: false,
        properties: {
          level: { enum: ['DEBUG', 'INFO', 'WARN', 'ERROR'] },
          entry: { type: 'string', maxLength: 10000 },
          timestamp: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;

const BEARER = /^Bearer ([^\s]+)$/;

function secretOf(request: FastifyRequest): string {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthenticated('AGENT_UNAUTHENTICATED', 'The agent secret is missing.');
  return match[1];
}

/**
 * The agent protocol's routes (agent-protocol.ts), beside the contract: an encoder's agent is not
 * a person and holds no access token, only the secret it registered with.
 */
export async function registerEncoderAgentRoutes(
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  const { encoderAgents: agents, encoderAgentHub: hub } = services;

  const encoderOf = async (request: FastifyRequest): Promise<EncoderRow> => {
    const encoder = await agents.findBySecretHash(hashAgentSecret(secretOf(request)));
    if (!encoder)
      throw unauthenticated('AGENT_UNKNOWN', 'No registered encoder holds this secret.');
    return encoder;
  };

  await app.register(
    async (agentApi) => {
      /** A software encoder waits for a person at /uploader; it may ask again (a restart). */
      agentApi.post<{
        Body: { deviceId: string; secret: string; operatingSystem?: string; version?: string };
      }>(
        '/registration-requests',
        { schema: { body: registrationRequestSchema } },
        async (request, reply) => {
          const { deviceId, secret } = request.body;
          const secretHash = hashAgentSecret(secret);
          const now = services.now();
          if (await agents.findBySerialNumber(`SW-${deviceId}`))
            throw new HttpError(409, [
              { code: 'ALREADY_REGISTERED', message: 'This device is already registered.' },
            ]);
          const waiting = await agents.findRequest(deviceId);
          // Another secret waiting for the same device: the first one keeps its claim until it expires.
          if (waiting && waiting.secretHash !== secretHash && waiting.expiresAt > now)
            throw new HttpError(409, [
              {
                code: 'DEVICE_WAITING',
                message: 'Another encoder is waiting with this device id.',
              },
            ]);
          await agents.saveRequest({
            deviceId,
            secretHash,
            operatingSystem: request.body.operatingSystem ?? null,
            version: request.body.version ?? null,
            expiresAt: new Date(now.getTime() + REQUEST_LIFETIME_MS),
          });
          return reply.status(202).send({ waiting: true });
        },
      );

      /** Whether a person registered it yet: 200 with the encoder, 202 while it waits. */
      agentApi.get('/registration', async (request, reply) => {
        const secretHash = hashAgentSecret(secretOf(request));
        const encoder = await agents.findBySecretHash(secretHash);
        if (encoder)
          return reply.send({
            encoderId: encoder.id,
            organisationId: encoder.organisationId,
            name: encoder.name,
            kind: encoder.kind,
          });
        if (await agents.findRequestBySecretHash(secretHash))
          return reply.status(202).send({ waiting: true });
        throw unauthenticated('AGENT_UNKNOWN', 'No registered encoder holds this secret.');
      });

      agentApi.get<{ Querystring: { waitSeconds?: number } }>(
        '/commands',
        {
          schema: {
            querystring: {
              type: 'object',
              additionalProperties: false,
              properties: {
                waitSeconds: { type: 'integer', minimum: 0, maximum: MAX_POLL_SECONDS },
              },
            },
          },
        },
        async (request, reply) => {
          const encoder = await encoderOf(request);
          await agents.update(encoder.id, { lastSeenAt: services.now() });
          const closed = new AbortController();
          request.raw.on('close', () => closed.abort());
          const commands: AgentCommand[] = await hub.poll(
            encoder.id,
            (request.query.waitSeconds ?? 25) * 1000,
            closed.signal,
          );
          // Network settings waiting to be applied go with every answer until the agent reports them.
          const pending = encoder.kind === 'hardware' && !encoder.networkApplied && encoder.network;
          const network: AgentCommand[] =
            pending && !commands.some((command) => command.type === 'network')
              ? [{ id: `network-${encoder.id}`, type: 'network', settings: pending }]
              : [];
          return reply.send({ commands: [...commands, ...network] });
        },
      );

      agentApi.post<{ Body: AgentReport }>(
        '/reports',
        { schema: { body: reportSchema } },
        async (request, reply) => {
          const encoder = await encoderOf(request);
          hub.touch(encoder.id);
          const report = request.body;
          const now = services.now();
          await agents.update(encoder.id, {
            state: report.state,
            uiState: report.uiState,
            reportedState: report.reportedState ?? report.state.toLowerCase(),
            eventId: report.eventId,
            hasInput: report.hasInput,
            version: report.version,
            ...(report.operatingSystem ? { operatingSystem: report.operatingSystem } : {}),
            videoInputSource: report.videoInputSource,
            videoInputSources: report.videoInputSources,
            temperatureSensors: report.temperatureSensors,
            peakUploadMbps: report.peakCloudUploadMbps,
            lastError: report.error,
            // Monitoring says since when an encoder is in error: the first ERROR report's time.
            errorSince:
              report.state === 'ERROR'
                ? encoder.state === 'ERROR'
                  ? (encoder.errorSince ?? now)
                  : now
                : null,
            ...(report.networkApplied ? { networkApplied: true } : {}),
            ...(encoder.kind === 'hardware' && report.teamViewerId !== undefined
              ? {
                  teamViewerId: report.teamViewerId,
                  teamViewerPassword: report.teamViewerPassword ?? null,
                }
              : {}),
            // The update on offer is gone once the agent runs it.
            ...(encoder.availableVersion === report.version
              ? { availableVersion: null, updateRequired: false }
              : {}),
            lastSeenAt: now,
            reportedAt: now,
          });
          // Staff see an encoder falling into error in the system log (issue 17), once per fall.
          if (report.state === 'ERROR' && encoder.state !== 'ERROR') {
            await services.systemLogs.record({
              level: 'warning',
              message: `Encoder ${encoder.name} reported an error: ${report.error ?? 'no message'}`,
              subject: { type: 'encoder', id: encoder.id },
              organisationId: encoder.organisationId,
            });
          }
          // The studio's encoder pages follow these instead of polling; a report that changes
          // nothing they show (the agent's regular one) is not an event.
          if (encoder.state !== report.state || encoder.uiState !== report.uiState) {
            await services.events.publish(encoder.organisationId, 'encoder.state', {
              subjectId: encoder.id,
              state: report.uiState ?? report.state,
              data: { eventId: report.eventId, hasInput: report.hasInput },
            });
          }
          return reply.status(204).send();
        },
      );

      /** The logs an upload-logs command asked for (the logs gateway's store). */
      agentApi.post<{ Body: { entries: AgentLogEntry[] } }>(
        '/logs',
        { schema: { body: logsSchema } },
        async (request, reply) => {
          const encoder = await encoderOf(request);
          hub.touch(encoder.id);
          const written = await new EncoderLogsRepository(
            services.db,
            trustedOrganisationId(encoder.organisationId),
          ).write(
            encoder.id,
            request.body.entries.map((entry) => ({
              level: entry.level,
              entry: entry.entry,
              loggedAt: new Date(entry.timestamp),
            })),
          );
          return reply.status(202).send({ accepted: written });
        },
      );
    },
    { prefix: AGENT_PROTOCOL_PREFIX },
  );
}
