import {
  ENCODER_PRESET,
  encoderPresetSchema,
  maxEncoderBitrateKbps,
  meetsPlanRequirement,
  VALIDATION_MESSAGES,
  validateFields,
} from '@studio/domain';
import { planRequired, type CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type {
  EncoderPresetFields,
  EncoderPresetRow,
} from '../db/settings/encoder-presets-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type EncoderPreset = CentralV3['getEncoderPreset']['responses'][200]['content']['application/json'];
type EncoderPresetInput =
  CentralV3['createEncoderPreset']['requestBody']['content']['application/json'];
type EncoderPresetOptions =
  CentralV3['getEncoderPresetOptions']['responses'][200]['content']['application/json'];

export function toEncoderPreset(row: EncoderPresetRow): EncoderPreset {
  return {
    uuid: row.id,
    name: row.name,
    customName: row.customName,
    customerId: row.organisationId,
    version: row.version,
    videoFormat: row.videoFormat,
    resolution: row.resolution,
    frameRate: row.frameRate,
    bitrateKbps: row.bitrateKbps,
    audioChannels: row.audioChannels,
  };
}

/** The rules of spec sections 5 and 9 with their messages, each on the body field it concerns. */
function encoderPresetProblems(body: unknown): ApiErrorItem[] {
  return Object.entries(validateFields(encoderPresetSchema, body)).map(([path, message]) => ({
    code: 'INVALID_REQUEST',
    message: message ?? VALIDATION_MESSAGES.required,
    // `audioChannels[3]` is a problem of the audio channels field as the form shows it.
    field: `body.${path.replace(/\[\d+\]$/, '')}`,
  }));
}

export const encoderPresetRequestRules: RequestRules = {
  createEncoderPreset: encoderPresetProblems,
  updateEncoderPreset: encoderPresetProblems,
};

const nameExists = () =>
  new HttpError(409, [
    {
      code: 'NAME_EXISTS',
      message: VALIDATION_MESSAGES.encoderPresetNameExists,
      field: 'body.name',
    },
  ]);

/** The choices the organisation's plan allows: 2160p and its bitrates need an enterprise plan. */
export function encoderPresetOptions(organisation: CheckedOrganisation): EncoderPresetOptions {
  const uhd = meetsPlanRequirement(organisation, 'uhd4k');
  const resolutions = ENCODER_PRESET.resolutions.filter(
    (resolution) => uhd || resolution !== ENCODER_PRESET.uhdResolution,
  );
  const highestFrameRate = Math.max(...ENCODER_PRESET.frameRates);
  return {
    resolutions,
    frameRates: [...ENCODER_PRESET.frameRates],
    videoFormats: [...ENCODER_PRESET.videoFormats],
    maxBitrateKbps: Math.max(
      ...resolutions.map((resolution) => maxEncoderBitrateKbps(resolution, highestFrameRate)),
    ),
  };
}

/** The stored values of a valid body: names without their surrounding spaces, defaults filled. */
function valuesOf(
  body: EncoderPresetInput,
  organisation: CheckedOrganisation,
): EncoderPresetFields {
  const problems = encoderPresetProblems(body);
  if (problems.length > 0) throw badRequest(problems);
  if (
    body.resolution === ENCODER_PRESET.uhdResolution &&
    !meetsPlanRequirement(organisation, 'uhd4k')
  )
    throw planRequired('uhd4k');
  const customName = body.customName?.trim();
  return {
    name: body.name.trim(),
    customName: customName ? customName : null,
    version: body.version ?? 1,
    videoFormat: body.videoFormat ?? 'auto',
    resolution: body.resolution,
    frameRate: body.frameRate,
    bitrateKbps: body.bitrateKbps,
    audioChannels: body.audioChannels ?? [...ENCODER_PRESET.defaultAudioChannels],
  };
}

/**
 * Encoder presets (`encoderprofiles`, spec sections 3, 5 and 9). The router has checked the
 * permission (manageEncoderAndWebSettings) and the organisation; the repository keeps every
 * query inside it, so another organisation's id is simply not found (404).
 */
export function encoderPresetHandlers(services: Services) {
  const presetsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).encoderPresets;

  return {
    listEncoderPresets: async ({ organisation, query, request, reply }) => {
      const page = await presetsOf(organisation).list({ page: query.page, size: query.size });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toEncoderPreset) };
    },

    getEncoderPresetOptions: async ({ organisation }) => ({
      status: 200,
      body: encoderPresetOptions(organisation),
    }),

    createEncoderPreset: async ({ organisation, body, request, reply }) => {
      const values = valuesOf(body, organisation);
      const presets = presetsOf(organisation);
      if (await presets.nameTaken(values.name)) throw nameExists();
      const row = await presets.insert(values).catch(rethrowNameConflict);
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toEncoderPreset(row) };
    },

    getEncoderPreset: async ({ organisation, params }) => {
      const row = await presetsOf(organisation).findById(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toEncoderPreset(row) };
    },

    updateEncoderPreset: async ({ organisation, params, body }) => {
      const presets = presetsOf(organisation);
      if (!(await presets.findById(params.id))) throw notFound();
      const values = valuesOf(body, organisation);
      if (await presets.nameTaken(values.name, params.id)) throw nameExists();
      const row = await presets.replace(params.id, values).catch(rethrowNameConflict);
      if (!row) throw notFound();
      return { status: 200, body: toEncoderPreset(row) };
    },

    deleteEncoderPreset: async ({ organisation, params }) => {
      if (!(await presetsOf(organisation).delete(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}

/** Two requests may pass the name check together; the unique index lets only one in. */
function rethrowNameConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw nameExists();
  throw error;
}
