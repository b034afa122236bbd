import {
  rtmpDestinationSchema,
  rtmpDestinationUpdateSchema,
  streamKeyEnding,
} from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import type {
  RtmpDestinationFields,
  RtmpDestinationRow,
} from '../db/settings/rtmp-destinations-repository';
import { badRequest, notFound } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';
import { fieldProblems } from './field-problems';

type CentralV3 = DocumentOperations['central-v3'];
type RtmpDestination =
  CentralV3['getRtmpDestination']['responses'][200]['content']['application/json'];
type RtmpDestinationInput =
  CentralV3['createRtmpDestination']['requestBody']['content']['application/json'];
type RtmpDestinationUpdate =
  CentralV3['updateRtmpDestination']['requestBody']['content']['application/json'];

/** The answer never holds the stream key, only its last four characters (a secret, spec 3). */
export function toRtmpDestination(row: RtmpDestinationRow): RtmpDestination {
  return {
    uuid: row.id,
    name: row.name,
    streamUrl: row.streamUrl,
    streamKeyEnding: streamKeyEnding(row.streamKey),
    viewUrl: row.viewUrl,
    createdDate: row.createdAt.toISOString(),
  };
}

const createProblems = fieldProblems(rtmpDestinationSchema);
const updateProblems = fieldProblems(rtmpDestinationUpdateSchema);

/** The spec's messages also where the contract's schema refused first (contract/request-rules.ts). */
export const rtmpDestinationRequestRules: RequestRules = {
  createRtmpDestination: createProblems,
  updateRtmpDestination: updateProblems,
};

const blankAsNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function createValues(body: RtmpDestinationInput): RtmpDestinationFields {
  const problems = createProblems(body);
  if (problems.length > 0) throw badRequest(problems);
  return {
    name: body.name.trim(),
    streamUrl: body.streamUrl.trim(),
    streamKey: body.streamKey,
    viewUrl: blankAsNull(body.viewUrl),
  };
}

function updateValues(body: RtmpDestinationUpdate) {
  const problems = updateProblems(body);
  if (problems.length > 0) throw badRequest(problems);
  return {
    name: body.name.trim(),
    streamUrl: body.streamUrl.trim(),
    ...(body.streamKey ? { streamKey: body.streamKey } : {}),
    viewUrl: blankAsNull(body.viewUrl),
  };
}

/**
 * Custom RTMP destinations (`rtmp/destination`, spec sections 3 and 5). The router has checked the
 * permission (manageEncoderAndWebSettings), the organisation and its RTMP subscription. Stream
 * keys go into the database and never out again: answers carry the last four characters, and
 * the request body (where the key travels) is never logged (LOG_REDACTION in app.ts).
 */
export function rtmpDestinationHandlers(services: Services) {
  const destinationsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).rtmpDestinations;

  return {
    listRtmpDestinations: async ({ organisation, query, request, reply }) => {
      const page = await destinationsOf(organisation).list({
        page: query.page,
        size: query.size,
      });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toRtmpDestination) };
    },

    createRtmpDestination: async ({ organisation, body, request, reply }) => {
      const row = await destinationsOf(organisation).insert(createValues(body));
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toRtmpDestination(row) };
    },

    getRtmpDestination: async ({ organisation, params }) => {
      const row = await destinationsOf(organisation).findById(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toRtmpDestination(row) };
    },

    updateRtmpDestination: async ({ organisation, params, body }) => {
      const destinations = destinationsOf(organisation);
      if (!(await destinations.findById(params.id))) throw notFound();
      const row = await destinations.replace(params.id, updateValues(body));
      if (!row) throw notFound();
      return { status: 200, body: toRtmpDestination(row) };
    },

    /** Its crosspost rows in destination groups go with it (ON DELETE CASCADE). */
    deleteRtmpDestination: async ({ organisation, params }) => {
      if (!(await destinationsOf(organisation).delete(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}
