import {
  encoderChannelSchema,
  maxDeleteAfterDays,
  validateFields,
  VALIDATION_MESSAGES,
} from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type {
  ChannelUser,
  EncoderChannelFields,
  EncoderChannelWithUsers,
} from '../db/settings/encoder-channels-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type EncoderChannel =
  CentralV3['getEncoderChannel']['responses'][200]['content']['application/json'];
type EncoderChannelUser =
  CentralV3['listEncoderChannelUsers']['responses'][200]['content']['application/json'][number];
type EncoderChannelInput =
  CentralV3['createEncoderChannel']['requestBody']['content']['application/json'];

export function toEncoderChannel(row: EncoderChannelWithUsers): EncoderChannel {
  return {
    uuid: row.id,
    name: row.name,
    provisioned: row.provisioned,
    bucket: row.bucket,
    deleteAfter: row.deleteAfter,
    lanOnly: row.lanOnly,
    regionId: row.regionId,
    users: row.userIds,
  };
}

const toChannelUser = (user: ChannelUser): EncoderChannelUser => ({
  uuid: user.id,
  userName: user.userName,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

/** The rules of spec section 5 with their messages, each on the body field it concerns. */
function encoderChannelProblems(body: unknown, maxDeleteAfter: number): ApiErrorItem[] {
  return Object.entries(validateFields(encoderChannelSchema(maxDeleteAfter), body)).map(
    ([path, message]) => ({
      code: 'INVALID_REQUEST',
      message: message ?? VALIDATION_MESSAGES.required,
      field: `body.${path}`,
    }),
  );
}

/**
 * The spec's messages where the contract's schema already refused a field. The retention bound
 * depends on the organisation, which the handler knows; here only the contract's own bound
 * (3650 days) applies, so the handler still checks the organisation's.
 */
export const encoderChannelRequestRules: RequestRules = {
  createEncoderChannel: (body) => encoderChannelProblems(body, 3650),
  updateEncoderChannel: (body) => encoderChannelProblems(body, 3650),
};

const nameExists = () =>
  new HttpError(409, [
    {
      code: 'NAME_EXISTS',
      message: VALIDATION_MESSAGES.encoderChannelNameExists,
      field: 'body.name',
    },
  ]);

/**
 * Encoder channels (`eventprofiles`, spec sections 3 and 5). The router has checked the
 * permission (manageEncoderAndWebSettings) and the organisation; the repository keeps every
 * query inside it, so another organisation's id is simply not found (404).
 */
export function encoderChannelHandlers(services: Services) {
  const channelsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).encoderChannels;

  /** The stored values of a valid body; refuses users who are not the organisation's. */
  async function valuesOf(
    organisation: CheckedOrganisation,
    body: EncoderChannelInput,
  ): Promise<{ fields: EncoderChannelFields; userIds: string[] | undefined }> {
    const problems = encoderChannelProblems(body, maxDeleteAfterDays(organisation));
    const userIds = body.users === undefined ? undefined : [...new Set(body.users)];
    if (userIds && (await channelsOf(organisation).unknownUsers(userIds)).length > 0)
      problems.push({
        code: 'INVALID_REQUEST',
        message: VALIDATION_MESSAGES.encoderChannelUsersUnknown,
        field: 'body.users',
      });
    if (body.regionId && !(await regionExists(services, body.regionId)))
      problems.push(regionUnknown());
    if (problems.length > 0) throw badRequest(problems);
    return {
      fields: {
        name: body.name.trim(),
        regionId: body.regionId,
        lanOnly: body.lanOnly ?? false,
        deleteAfter: body.deleteAfter ?? null,
      },
      userIds,
    };
  }

  return {
    listEncoderChannels: async ({ organisation, query, request, reply }) => {
      const channels = channelsOf(organisation);
      const page = await channels.list({ page: query.page, size: query.size });
      const users = await channels.userIdsOf(page.items.map((row) => row.id));
      setPageHeaders(request, reply, page);
      return {
        status: 200,
        body: page.items.map((row) =>
          toEncoderChannel({ ...row, userIds: users.get(row.id) ?? [] }),
        ),
      };
    },

    createEncoderChannel: async ({ organisation, body, request, reply }) => {
      const { fields, userIds } = await valuesOf(organisation, body);
      const channels = channelsOf(organisation);
      if (await channels.nameTaken(fields.name)) throw nameExists();
      const row = await channels.create(fields, userIds ?? []).catch(rethrowNameConflict);
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toEncoderChannel(row) };
    },

    getEncoderChannel: async ({ organisation, params }) => {
      const row = await channelsOf(organisation).findWithUsers(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toEncoderChannel(row) };
    },

    updateEncoderChannel: async ({ organisation, params, body }) => {
      const channels = channelsOf(organisation);
      if (!(await channels.findById(params.id))) throw notFound();
      const { fields, userIds } = await valuesOf(organisation, body);
      if (await channels.nameTaken(fields.name, params.id)) throw nameExists();
      const row = await channels.replace(params.id, fields, userIds).catch(rethrowNameConflict);
      if (!row) throw notFound();
      return { status: 200, body: toEncoderChannel(row) };
    },

    deleteEncoderChannel: async ({ organisation, params }) => {
      if (!(await channelsOf(organisation).delete(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },

    listEncoderChannelUsers: async ({ organisation, params }) => {
      const channels = channelsOf(organisation);
      if (!(await channels.findById(params.id))) throw notFound();
      return { status: 200, body: (await channels.usersOf(params.id)).map(toChannelUser) };
    },

    listEncoderChannelUserOptions: async ({ organisation }) => ({
      status: 200,
      body: (await channelsOf(organisation).studioUsers()).map(toChannelUser),
    }),
  } satisfies HandlerMap<CentralV3>;
}

/** Whether the region is one of `GET /regions` (the foreign key would refuse it with a 500). */
export async function regionExists(services: Services, regionId: string): Promise<boolean> {
  return (await services.regions.list()).some((region) => region.id === regionId);
}

export const regionUnknown = (): ApiErrorItem => ({
  code: 'INVALID_REQUEST',
  message: VALIDATION_MESSAGES.regionUnknown,
  field: 'body.regionId',
});

/** Two requests may pass the name check together; the unique index lets one in. */
function rethrowNameConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw nameExists();
  throw error;
}
