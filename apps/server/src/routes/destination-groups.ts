import { destinationGroupSchema, VALIDATION_MESSAGES } from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type {
  DestinationGroupChoiceRow,
  DestinationGroupFields,
  DestinationGroupRecord,
  DestinationGroupsRepository,
} from '../db/settings/destination-groups-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';
import { fieldProblems } from './field-problems';

type CentralV3 = DocumentOperations['central-v3'];
type DestinationGroup =
  CentralV3['getDestinationGroup']['responses'][200]['content']['application/json'];
type DestinationGroupInput =
  CentralV3['createDestinationGroup']['requestBody']['content']['application/json'];
type DestinationGroupChoice =
  CentralV3['listDestinationGroupChoices']['responses'][200]['content']['application/json']['webChannels'][number];

export function toDestinationGroup(record: DestinationGroupRecord): DestinationGroup {
  return {
    uuid: record.id,
    name: record.name,
    enabled: record.enabled,
    softwareEncoderEnabled: record.softwareEncoderEnabled,
    webEventProfileId: record.webChannelId,
    encoderChannelId: record.encoderChannelId,
    rtmpDestinationIds: record.rtmpDestinationIds,
    crossposts: record.crossposts,
  };
}

const toChoice = (row: DestinationGroupChoiceRow): DestinationGroupChoice => ({
  uuid: row.id,
  name: row.name,
  regionId: row.regionId,
  regionName: row.regionName,
});

const groupProblems = fieldProblems(destinationGroupSchema);

/** The spec's messages also where the contract's schema refused first (contract/request-rules.ts). */
export const destinationGroupRequestRules: RequestRules = {
  createDestinationGroup: groupProblems,
  updateDestinationGroup: groupProblems,
};

const nameExists = () =>
  new HttpError(409, [
    {
      code: 'NAME_EXISTS',
      message: VALIDATION_MESSAGES.destinationGroupNameExists,
      field: 'body.name',
    },
  ]);

/** The body's values once the rules of spec section 5 hold: names trimmed, defaults filled. */
function fieldsOf(body: DestinationGroupInput): DestinationGroupFields {
  const problems = groupProblems(body);
  if (problems.length > 0) throw badRequest(problems);
  return {
    name: body.name.trim(),
    enabled: body.enabled ?? true,
    softwareEncoderEnabled: body.softwareEncoderEnabled ?? false,
    webChannelId: body.webEventProfileId ?? null,
    encoderChannelId: body.encoderChannelId ?? null,
    rtmpDestinationIds: body.rtmpDestinationIds ?? [],
    crossposts: (body.crossposts ?? []).map((crosspost) => ({
      destinationType: crosspost.destinationType,
      channelId: crosspost.channelId.trim(),
    })),
  };
}

/**
 * Every channel and destination a group names must be the organisation's: an id of another
 * organisation's (or of nothing) is refused on its field, so a group never points across
 * organisations and nothing reveals whether the id exists elsewhere.
 */
async function checkReferences(
  groups: DestinationGroupsRepository,
  fields: DestinationGroupFields,
): Promise<void> {
  const single = (id: string | null) => (id === null ? [] : [id]);
  const [webChannels, encoderChannels, rtmpDestinations] = await Promise.all([
    groups.foreignWebChannels(single(fields.webChannelId)),
    groups.foreignEncoderChannels(single(fields.encoderChannelId)),
    groups.foreignRtmpDestinations(fields.rtmpDestinationIds),
  ]);
  const problems: ApiErrorItem[] = [];
  if (webChannels.length > 0)
    problems.push({
      code: 'INVALID_REQUEST',
      message: VALIDATION_MESSAGES.unknownWebChannel,
      field: 'body.webEventProfileId',
    });
  if (encoderChannels.length > 0)
    problems.push({
      code: 'INVALID_REQUEST',
      message: VALIDATION_MESSAGES.unknownEncoderChannel,
      field: 'body.encoderChannelId',
    });
  if (rtmpDestinations.length > 0)
    problems.push({
      code: 'INVALID_REQUEST',
      message: VALIDATION_MESSAGES.unknownRtmpDestination,
      field: 'body.rtmpDestinationIds',
    });
  if (problems.length > 0) throw badRequest(problems);
}

/**
 * Destination groups (`destinationgroups`, spec sections 3, 5, 6 and 8). The router has checked
 * the organisation and the permission: manageDestinationGroups to read, change and remove, and
 * Admin to create (403 "Creating a destination group needs Admin permission.", declared with
 * the operation).
 */
export function destinationGroupHandlers(services: Services) {
  const groupsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).destinationGroups;

  return {
    listDestinationGroups: async ({ organisation, query, request, reply }) => {
      const page = await groupsOf(organisation).listRecords({
        page: query.page,
        size: query.size,
      });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toDestinationGroup) };
    },

    listDestinationGroupChoices: async ({ organisation }) => {
      const choices = await groupsOf(organisation).choices();
      return {
        status: 200,
        body: {
          webChannels: choices.webChannels.map(toChoice),
          encoderChannels: choices.encoderChannels.map(toChoice),
          rtmpDestinations: choices.rtmpDestinations.map(toChoice),
        },
      };
    },

    createDestinationGroup: async ({ organisation, body, request, reply }) => {
      const fields = fieldsOf(body);
      const groups = groupsOf(organisation);
      await checkReferences(groups, fields);
      if (await groups.nameTaken(fields.name)) throw nameExists();
      const record = await groups.create(fields).catch(rethrowNameConflict);
      reply.header('location', locationOf(request, record.id));
      return { status: 201, body: toDestinationGroup(record) };
    },

    getDestinationGroup: async ({ organisation, params }) => {
      const record = await groupsOf(organisation).findRecord(params.id);
      if (!record) throw notFound();
      return { status: 200, body: toDestinationGroup(record) };
    },

    updateDestinationGroup: async ({ organisation, params, body }) => {
      const groups = groupsOf(organisation);
      if (!(await groups.findById(params.id))) throw notFound();
      const fields = fieldsOf(body);
      await checkReferences(groups, fields);
      if (await groups.nameTaken(fields.name, params.id)) throw nameExists();
      const record = await groups.replace(params.id, fields).catch(rethrowNameConflict);
      if (!record) throw notFound();
      return { status: 200, body: toDestinationGroup(record) };
    },

    deleteDestinationGroup: async ({ organisation, params }) => {
      if (!(await groupsOf(organisation).delete(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}

/**
 * Two requests may pass the name check together; the unique index lets one in and the other
 * gets the same 409 as if it had come second.
 */
function rethrowNameConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw nameExists();
  throw error;
}
