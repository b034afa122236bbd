import { VALIDATION_MESSAGES, validateFields, webPresetSchema } from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type { WebPresetFields, WebPresetRow } from '../db/settings/web-presets-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type WebPreset = CentralV3['getWebPreset']['responses'][200]['content']['application/json'];
type WebPresetInput = CentralV3['createWebPreset']['requestBody']['content']['application/json'];

export function toWebPreset(row: WebPresetRow): WebPreset {
  return {
    uuid: row.id,
    name: row.name,
    videoChannel: row.videoChannel,
    leftAudioChannel: row.leftAudioChannel,
    rightAudioChannel: row.rightAudioChannel,
    deinterlace: row.deinterlace,
  };
}

/** The rules of spec section 5 with their messages, each on the body field it concerns. */
function webPresetProblems(body: unknown): ApiErrorItem[] {
  return Object.entries(validateFields(webPresetSchema, body)).map(([path, message]) => ({
    code: 'INVALID_REQUEST',
    message: message ?? VALIDATION_MESSAGES.required,
    field: `body.${path}`,
  }));
}

const nameExists = () =>
  new HttpError(409, [
    { code: 'NAME_EXISTS', message: VALIDATION_MESSAGES.webPresetNameExists, field: 'body.name' },
  ]);

/** The stored values of a valid body: the name without its surrounding spaces. */
function valuesOf(body: WebPresetInput): WebPresetFields {
  const problems = webPresetProblems(body);
  if (problems.length > 0) throw badRequest(problems);
  return {
    name: body.name.trim(),
    videoChannel: body.videoChannel,
    leftAudioChannel: body.leftAudioChannel,
    rightAudioChannel: body.rightAudioChannel,
    deinterlace: body.deinterlace ?? false,
  };
}

/**
 * The spec's messages for the web preset bodies, also where the contract's schema already refused
 * a field (a name over 50 characters, a channel out of range): see contract/request-rules.ts.
 */
export const webPresetRequestRules: RequestRules = {
  createWebPreset: webPresetProblems,
  updateWebPreset: webPresetProblems,
};

/**
 * Web presets (`webencoderprofiles`, spec sections 3 and 5). The router has checked the
 * permission (manageEncoderAndWebSettings) and the organisation; the repository keeps every query
 * inside it, so another organisation's id is simply not found (404).
 */
export function webPresetHandlers(services: Services) {
  const presetsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).webPresets;

  return {
    listWebPresets: async ({ organisation, query, request, reply }) => {
      const page = await presetsOf(organisation).list({ page: query.page, size: query.size });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toWebPreset) };
    },

    createWebPreset: async ({ organisation, body, request, reply }) => {
      const values = valuesOf(body);
      const presets = presetsOf(organisation);
      if (await presets.nameTaken(values.name)) throw nameExists();
      const row = await presets.insert(values).catch(rethrowNameConflict);
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toWebPreset(row) };
    },

    getWebPreset: async ({ organisation, params }) => {
      const row = await presetsOf(organisation).findById(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toWebPreset(row) };
    },

    updateWebPreset: async ({ organisation, params, body }) => {
      const presets = presetsOf(organisation);
      if (!(await presets.findById(params.id))) throw notFound();
      const values = valuesOf(body);
      if (await presets.nameTaken(values.name, params.id)) throw nameExists();
      const row = await presets.replace(params.id, values).catch(rethrowNameConflict);
      if (!row) throw notFound();
      return { status: 200, body: toWebPreset(row) };
    },

    deleteWebPreset: async ({ organisation, params }) => {
      if (!(await presetsOf(organisation).delete(params.id))) throw notFound();
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
