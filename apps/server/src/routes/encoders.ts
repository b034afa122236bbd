import type { AuthContext } from '../auth/context';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import type { EncoderRow } from '../db/encoders/encoders-repository';
import type { EncoderNetworkSettings } from '../db/encoders/schema';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { isUniqueViolation } from '../db/errors';
import { badRequest, forbidden, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { setPageHeaders } from '../http/paging';
import type { AgentCommand } from '../live/encoders/agent-protocol';
import type { NewAgentCommand } from '../live/encoders/agent-hub';
import { ENCODER_MESSAGES, ERROR_MESSAGES } from '@studio/domain';
import { EncoderUnreachableError } from '../live/encoder-control';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type Encoder = CentralV3['getEncoder']['responses'][200]['content']['application/json'];
type EncoderStatus = CentralV3['getEncoderStatus']['responses'][200]['content']['application/json'];
type EncoderNetwork =
  CentralV3['getEncoderNetwork']['responses'][200]['content']['application/json'];

/** The studio's online window when `minutes` is not given (spec section 5: minutes=2). */
export const DEFAULT_ONLINE_MINUTES = 2;
const STREAMING_STATES: ReadonlyArray<EncoderRow['state']> = ['SET_UP', 'STARTING', 'STARTED'];
const BUSY_STATES: ReadonlyArray<EncoderRow['state']> = [...STREAMING_STATES, 'STOPPING'];

const conflict = (code: string, message: string, field?: string) =>
  new HttpError(409, [{ code, message, ...(field ? { field } : {}) }]);

export const isOnline = (row: EncoderRow, now: Date, minutes: number) =>
  row.lastSeenAt !== null && now.getTime() - row.lastSeenAt.getTime() <= minutes * 60_000;

/** Section 4's live status: what viewers of the encoder's stream see. */
function liveStatusOf(row: EncoderRow, online: boolean): EncoderStatus['liveStatus'] {
  if (!online) return 'OFFLINE';
  if (row.state === 'STOPPING') return 'STOPPING';
  if (row.state === 'STARTED') return row.hasInput ? 'LIVE' : 'NO_INPUT';
  return 'STOPPED';
}

/** Organisation admins and staff see the remote support password (contract: getEncoder). */
const seesRemotePassword = (auth: AuthContext | null) =>
  auth !== null &&
  auth.apiClient === undefined &&
  (auth.isPlatformAdmin || auth.user.roles.includes('customerAdmin'));

function updateStatusOf(row: EncoderRow): Encoder['updateStatus'] {
  if (!row.availableVersion || row.availableVersion === row.version) return null;
  return row.updateRequired ? 'required' : 'available';
}

/** Registration's own messages for a missing name or device identifier (spec section 8). */
function registrationProblems(body: unknown): ApiErrorItem[] {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems: ApiErrorItem[] = [];
  if (typeof fields.name !== 'string' || fields.name.trim() === '')
    problems.push({ code: 'REQUIRED', message: ENCODER_MESSAGES.nameRequired, field: 'body.name' });
  if (typeof fields.deviceId !== 'string' || fields.deviceId === '')
    problems.push({
      code: 'DEVICE_ID_MISSING',
      message: ENCODER_MESSAGES.missingDeviceId,
      field: 'body.deviceId',
    });
  return problems;
}

/** The spec's messages where the contract's schema refused first (contract/request-rules.ts). */
export const encoderRequestRules: RequestRules = {
  registerSoftwareEncoder: registrationProblems,
};

/**
 * An encoder as the contract shows it, `online` when seen within `minutes`. Staff encoder search
 * shows the same (routes/monitoring.ts).
 */
export async function presentEncoder(
  services: Services,
  row: EncoderRow,
  auth: AuthContext | null,
  minutes: number,
): Promise<Encoder> {
  const channel = row.assignedChannelId
    ? await services
        .forOrganisation(trustedOrganisationId(row.organisationId))
        .encoderChannels.findById(row.assignedChannelId)
    : undefined;
  const showPassword = seesRemotePassword(auth);
  const encoder: Encoder = {
    uuid: row.id,
    customerId: row.organisationId,
    name: row.name,
    serialNumber: row.serialNumber,
    type: row.kind,
    model: row.model,
    operatingSystem: row.operatingSystem,
    version: row.version,
    updateStatus: updateStatusOf(row),
    temperatureSensors: row.temperatureSensors,
    videoInputSource: row.videoInputSource,
    teamViewerId: row.teamViewerId,
    teamViewerPassword: showPassword ? row.teamViewerPassword : null,
    proPresenterVersion: row.proPresenterVersion,
    peakCloudUploadMbps: row.peakUploadMbps,
    assignedChannel: channel ? { uuid: channel.id, name: channel.name } : null,
    state: row.state,
    reportedState: row.reportedState,
    networkApplied: row.networkApplied,
    online: isOnline(row, services.now(), minutes),
    lastSeen: row.lastSeenAt?.toISOString() ?? null,
  };
  return encoder;
}

/**
 * Encoders (`customers/{id}/encoders`, spec sections 3 and 4). The router has checked the
 * permission and the organisation; commands go to the encoder's agent through the agent hub and
 * the answer says the command was sent: the agent's reports move the encoder on.
 */
export function encoderHandlers(services: Services) {
  const encodersOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).encoders;

  const find = async (organisation: CheckedOrganisation, encoderId: string) => {
    const row = await encodersOf(organisation).findById(encoderId);
    if (!row) throw notFound();
    return row;
  };

  const toEncoder = (row: EncoderRow, auth: AuthContext | null, minutes: number) =>
    presentEncoder(services, row, auth, minutes);

  function toStatus(row: EncoderRow): EncoderStatus {
    const online = isOnline(row, services.now(), DEFAULT_ONLINE_MINUTES);
    return {
      uuid: row.id,
      state: row.state,
      uiState: row.uiState,
      liveStatus: liveStatusOf(row, online),
      online,
      eventId: row.eventId,
      reportedAt: (row.reportedAt ?? row.updatedAt).toISOString(),
    };
  }

  /** Sends a command; an encoder without a connected agent answers 409 with the offline message. */
  async function send(row: EncoderRow, command: NewAgentCommand) {
    try {
      const { encoder, sent } = await services.encoderAgentHub.command(row, command);
      return accepted(sent, encoder);
    } catch (error) {
      if (error instanceof EncoderUnreachableError)
        throw conflict('ENCODER_OFFLINE', ENCODER_MESSAGES.offline);
      throw error;
    }
  }

  const accepted = (sent: AgentCommand, encoder: EncoderRow) => ({
    status: 202 as const,
    body: {
      id: sent.id,
      status: encoder.uiState ?? encoder.state,
      requestedAt: services.now().toISOString(),
    },
  });

  function versionsOf(row: EncoderRow): string[] {
    return [row.availableVersion, row.version].filter(
      (version, index, all): version is string => !!version && all.indexOf(version) === index,
    );
  }

  const hardwareOnly = (row: EncoderRow) => {
    if (row.kind !== 'hardware') throw notFound();
  };

  const toNetwork = (row: EncoderRow): EncoderNetwork => ({
    dhcp: row.network?.dhcp ?? true,
    ipAddress: row.network?.ipAddress ?? null,
    netmask: row.network?.netmask ?? null,
    gateway: row.network?.gateway ?? null,
    dnsServers: row.network?.dnsServers ?? [],
    applied: row.networkApplied,
  });

  return {
    listEncoders: async ({ organisation, query, auth, request, reply }) => {
      const page = await encodersOf(organisation).list({ page: query.page, size: query.size });
      setPageHeaders(request, reply, page);
      const minutes = query.minutes ?? DEFAULT_ONLINE_MINUTES;
      return {
        status: 200,
        body: await Promise.all(page.items.map((row) => toEncoder(row, auth, minutes))),
      };
    },

    getEncoder: async ({ organisation, params, auth }) => ({
      status: 200,
      body: await toEncoder(
        await find(organisation, params.encoderId),
        auth,
        DEFAULT_ONLINE_MINUTES,
      ),
    }),

    updateEncoder: async ({ organisation, params, body, auth }) => {
      const row = await find(organisation, params.encoderId);
      const name = body.name?.trim();
      if (body.name !== undefined && !name)
        throw badRequest([
          { code: 'REQUIRED', message: ENCODER_MESSAGES.nameRequired, field: 'body.name' },
        ]);
      if (body.assignedChannelId) {
        const channel = await services
          .forOrganisation(organisation.id)
          .encoderChannels.findById(body.assignedChannelId);
        if (!channel)
          throw badRequest([
            {
              code: 'UNKNOWN_CHANNEL',
              message: ENCODER_MESSAGES.unknownChannel,
              field: 'body.assignedChannelId',
            },
          ]);
      }
      if (
        body.videoInputSource !== undefined &&
        row.videoInputSources.length > 0 &&
        !row.videoInputSources.includes(body.videoInputSource)
      )
        throw badRequest([
          {
            code: 'UNKNOWN_INPUT',
            message: ENCODER_MESSAGES.unknownInput,
            field: 'body.videoInputSource',
          },
        ]);
      try {
        const updated = await encodersOf(organisation).update(row.id, {
          ...(name ? { name } : {}),
          ...(body.assignedChannelId !== undefined
            ? { assignedChannelId: body.assignedChannelId }
            : {}),
          ...(body.videoInputSource !== undefined
            ? { videoInputSource: body.videoInputSource }
            : {}),
          updatedAt: services.now(),
        });
        if (!updated) throw notFound();
        return { status: 200, body: await toEncoder(updated, auth, DEFAULT_ONLINE_MINUTES) };
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('NAME_EXISTS', ENCODER_MESSAGES.duplicateName, 'body.name');
        throw error;
      }
    },

    /** Unregistering frees a software encoder's licence (ON DELETE CASCADE) and ends its agent's line. */
    deleteEncoder: async ({ organisation, params }) => {
      const row = await find(organisation, params.encoderId);
      // An encoder told to stop whose agent then went (the app closed or crashed) never reports
      // STOPPED: with no agent connected nothing of it streams, so it may go. Streaming states
      // stay refused, connected or not: an agent only reconnecting would stream again.
      const leftStopping =
        row.state === 'STOPPING' && !services.encoderAgentHub.isConnected(row.id);
      if (BUSY_STATES.includes(row.state) && !leftStopping)
        throw conflict('ENCODER_STREAMING', ENCODER_MESSAGES.streaming);
      if (leftStopping) {
        // The event it was stopping for ends with it rather than stay started with no encoder.
        const event = await services.broadcaster.eventRunningOn(organisation.id, row.id);
        if (event) await services.broadcaster.stopEvent(organisation.id, event.id);
      }
      if (!(await encodersOf(organisation).delete(row.id))) throw notFound();
      services.encoderAgentHub.forget(row.id);
      return { status: 204, body: undefined };
    },

    registerSoftwareEncoder: async ({ organisation, body, auth, request, reply }) => {
      // The contract lets staff and organisation admins through; an API client is neither.
      if (auth?.apiClient) throw forbidden(ERROR_MESSAGES.softwareEncoderAdminRequired);
      const problems = registrationProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const name = body.name.trim();
      const result = await encodersOf(organisation)
        .registerSoftware({ name, deviceId: body.deviceId })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return { refused: 'duplicateName' as const };
          throw error;
        });
      if ('refused' in result) {
        switch (result.refused) {
          case 'duplicateName':
            throw conflict('NAME_EXISTS', ENCODER_MESSAGES.duplicateName, 'body.name');
          case 'noLicence':
            throw new HttpError(403, [{ code: 'NO_LICENSE', message: ENCODER_MESSAGES.noLicence }]);
          case 'notWaiting':
            throw badRequest([
              {
                code: 'DEVICE_NOT_WAITING',
                message: ENCODER_MESSAGES.notWaiting,
                field: 'body.deviceId',
              },
            ]);
        }
      }
      const path = new URL(request.url, 'http://origin.invalid').pathname.replace(
        /\/software\/?$/,
        '',
      );
      reply.header('location', `${path}/${result.registered.id}`);
      return {
        status: 201,
        body: await toEncoder(result.registered, auth, DEFAULT_ONLINE_MINUTES),
      };
    },

    startEncoder: async ({ organisation, params, body }) => {
      const row = await find(organisation, params.encoderId);
      const eventId = body?.eventId ?? null;
      const runningForAnother =
        STREAMING_STATES.includes(row.state) && row.eventId !== null && row.eventId !== eventId;
      if (runningForAnother && eventId !== null && !body?.force)
        throw conflict('ENCODER_LIVE_FOR_ANOTHER_EVENT', ENCODER_MESSAGES.liveForAnotherEvent);
      const assignment = await services.streamAssignments.assignmentFor(
        organisation.id,
        row.id,
        eventId,
      );
      if (!assignment) throw conflict('NOTHING_TO_STREAM', ENCODER_MESSAGES.nothingToStream);
      return send(row, { type: 'start', assignment });
    },

    stopEncoder: async ({ organisation, params }) => {
      const row = await find(organisation, params.encoderId);
      const reply = await send(row, { type: 'stop' });
      // A person stopping an encoder that streams for an event ends that event as stopped, its
      // recording closed, rather than leaving the ingest to abort it as a lost input 30 s later.
      if (row.eventId !== null && STREAMING_STATES.includes(row.state))
        await services.broadcaster.stopEvent(organisation.id, row.eventId);
      return reply;
    },

    restartEncoder: async ({ organisation, params }) =>
      send(await find(organisation, params.encoderId), { type: 'restart' }),

    updateEncoderVersion: async ({ organisation, params, body }) => {
      const row = await find(organisation, params.encoderId);
      if (!versionsOf(row).includes(body.version))
        throw badRequest([
          {
            code: 'UNKNOWN_VERSION',
            message: ENCODER_MESSAGES.unknownVersion,
            field: 'body.version',
          },
        ]);
      if (BUSY_STATES.includes(row.state))
        throw conflict('ENCODER_STREAMING', ENCODER_MESSAGES.streaming);
      return send(row, { type: 'update', version: body.version });
    },

    uploadEncoderLogs: async ({ organisation, params }) =>
      send(await find(organisation, params.encoderId), { type: 'uploadLogs' }),

    getEncoderStatus: async ({ organisation, params }) => ({
      status: 200,
      body: toStatus(await find(organisation, params.encoderId)),
    }),

    getEncoderOptions: async ({ organisation, params }) => {
      const row = await find(organisation, params.encoderId);
      const hardware = row.kind === 'hardware';
      return {
        status: 200,
        body: {
          videoInputSources: row.videoInputSources,
          videoFormats: ['auto', 'NTSC', 'PAL'],
          // A hardware unit maps up to 16 embedded channels; a software encoder has stereo input.
          audioChannels: hardware ? Array.from({ length: 17 }, (_, index) => index) : [0, 1, 2],
          videoChannels: hardware ? [0, 1, 2] : [0],
          versions: versionsOf(row),
        },
      };
    },

    getEncoderNetwork: async ({ organisation, params }) => {
      const row = await find(organisation, params.encoderId);
      hardwareOnly(row);
      return { status: 200, body: toNetwork(row) };
    },

    /** Stored now; the agent gets it with its next poll and reports when it is in effect. */
    updateEncoderNetwork: async ({ organisation, params, body }) => {
      const row = await find(organisation, params.encoderId);
      hardwareOnly(row);
      const network: EncoderNetworkSettings = body.dhcp
        ? { dhcp: true, ipAddress: null, netmask: null, gateway: null, dnsServers: [] }
        : {
            dhcp: false,
            ipAddress: body.ipAddress ?? null,
            netmask: body.netmask ?? null,
            gateway: body.gateway ?? null,
            dnsServers: body.dnsServers ?? [],
          };
      if (!network.dhcp && (!network.ipAddress || !network.netmask))
        throw badRequest([
          {
            code: 'REQUIRED',
            message: 'A static address needs an IP address and a netmask.',
            field: network.ipAddress ? 'body.netmask' : 'body.ipAddress',
          },
        ]);
      const updated = await encodersOf(organisation).update(row.id, {
        network,
        networkApplied: false,
        updatedAt: services.now(),
      });
      if (!updated) throw notFound();
      return { status: 200, body: toNetwork(updated) };
    },

    getEncoderTeamViewer: async ({ organisation, params }) => {
      const row = await find(organisation, params.encoderId);
      return {
        status: 200,
        body: {
          teamViewerId: row.teamViewerId,
          teamViewerPassword: row.teamViewerPassword,
          enabled: row.kind === 'hardware' && row.teamViewerEnabled,
        },
      };
    },

    /** Turning it off forgets the id and password; on, the agent reports new ones. */
    updateEncoderTeamViewer: async ({ organisation, params, body }) => {
      const row = await find(organisation, params.encoderId);
      if (row.kind === 'software' && body.enabled)
        throw badRequest([
          {
            code: 'NO_REMOTE_SUPPORT',
            message: ENCODER_MESSAGES.softwareHasNoRemoteSupport,
            field: 'body.enabled',
          },
        ]);
      const updated = await encodersOf(organisation).update(row.id, {
        teamViewerEnabled: body.enabled,
        ...(body.enabled ? {} : { teamViewerId: null, teamViewerPassword: null }),
        updatedAt: services.now(),
      });
      if (!updated) throw notFound();
      return {
        status: 200,
        body: {
          teamViewerId: updated.teamViewerId,
          teamViewerPassword: updated.teamViewerPassword,
          enabled: updated.teamViewerEnabled,
        },
      };
    },

    /** Staff: the encoder leaves its channel; a streaming one must be stopped first. */
    moveEncoder: async ({ organisation, params, body }) => {
      const row = await find(organisation, params.encoderId);
      if (body.customerId === organisation.id)
        throw conflict('SAME_ORGANISATION', ENCODER_MESSAGES.sameOrganisation, 'body.customerId');
      if (!(await services.organisations.findById(body.customerId)))
        throw badRequest([
          {
            code: 'UNKNOWN_ORGANISATION',
            message: 'The organisation does not exist.',
            field: 'body.customerId',
          },
        ]);
      if (BUSY_STATES.includes(row.state))
        throw conflict('ENCODER_STREAMING', ENCODER_MESSAGES.streaming);
      const moved = await services.encoderAgents.move(
        row.id,
        trustedOrganisationId(body.customerId),
      );
      if (moved === 'duplicateName')
        throw conflict('NAME_EXISTS', ENCODER_MESSAGES.duplicateName, 'body.customerId');
      if (moved === 'noLicence')
        throw conflict('NO_LICENSE', ENCODER_MESSAGES.targetHasNoLicence, 'body.customerId');
      if (!moved) throw notFound();
      return {
        status: 202,
        body: { id: moved.id, status: moved.state, requestedAt: services.now().toISOString() },
      };
    },
  } satisfies HandlerMap<CentralV3>;
}
