import {
  PLAYER_CONTROL_COLOR_DEFAULT,
  playerProfileSchema,
  VALIDATION_MESSAGES,
  validateFields,
} from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type {
  PlayerProfileFields,
  PlayerProfileRow,
} from '../db/settings/player-profiles-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type PlayerProfile = CentralV3['getPlayerProfile']['responses'][200]['content']['application/json'];
type PlayerProfileInput =
  CentralV3['createPlayerProfile']['requestBody']['content']['application/json'];

export function toPlayerProfile(row: PlayerProfileRow): PlayerProfile {
  return {
    uuid: row.id,
    name: row.name,
    contentType: row.contentType,
    autoplay: row.autoplay,
    loop: row.loop,
    mute: row.mute,
    backgroundMode: row.backgroundMode,
    callToAction:
      row.callToActionText !== null && row.callToActionUrl !== null
        ? { text: row.callToActionText, url: row.callToActionUrl }
        : null,
    controlColor: row.controlColor,
    qrClickLabel: row.qrClickLabel,
    restrictPlaybackWhenLive: row.restrictPlaybackWhenLive,
    hidePlaylistOnLoad: row.hidePlaylistOnLoad,
  };
}

/** The rules of spec section 5 with their messages, each on the body field it concerns. */
function playerProfileProblems(body: unknown): ApiErrorItem[] {
  return Object.entries(validateFields(playerProfileSchema, body)).map(([path, message]) => ({
    code: 'INVALID_REQUEST',
    message: message ?? VALIDATION_MESSAGES.required,
    field: `body.${path}`,
  }));
}

const nameExists = () =>
  new HttpError(409, [
    {
      code: 'NAME_EXISTS',
      message: VALIDATION_MESSAGES.playerProfileNameExists,
      field: 'body.name',
    },
  ]);

/**
 * The stored values of a valid body: texts without their surrounding spaces, an empty QRclick
 * label as none, and background mode with the autoplay, loop and mute it implies, so every reader
 * of the row (players, the studio) sees how the profile really plays.
 */
function valuesOf(body: PlayerProfileInput): PlayerProfileFields {
  const problems = playerProfileProblems(body);
  if (problems.length > 0) throw badRequest(problems);
  const backgroundMode = body.backgroundMode ?? false;
  const qrClickLabel = body.qrClickLabel?.trim() ?? '';
  return {
    name: body.name.trim(),
    contentType: body.contentType,
    autoplay: backgroundMode || (body.autoplay ?? false),
    loop: backgroundMode || (body.loop ?? false),
    mute: backgroundMode || (body.mute ?? false),
    backgroundMode,
    callToActionText: body.callToAction ? body.callToAction.text.trim() : null,
    callToActionUrl: body.callToAction ? body.callToAction.url.trim() : null,
    controlColor: body.controlColor ?? PLAYER_CONTROL_COLOR_DEFAULT,
    qrClickLabel: qrClickLabel === '' ? null : qrClickLabel,
    restrictPlaybackWhenLive: body.restrictPlaybackWhenLive ?? false,
    hidePlaylistOnLoad: body.hidePlaylistOnLoad ?? false,
  };
}

/**
 * The spec's messages for the player profile bodies, also where the contract's schema already
 * refused a field (a call to action text over 12 characters): see contract/request-rules.ts.
 */
export const playerProfileRequestRules: RequestRules = {
  createPlayerProfile: playerProfileProblems,
  updatePlayerProfile: playerProfileProblems,
};

/**
 * Player profiles (`configs`, spec sections 3 and 5). The router has checked the capability
 * (playerConfig.manage) and the organisation; the repository keeps every query inside it, so
 * another organisation's id is simply not found (404).
 */
export function playerProfileHandlers(services: Services) {
  const profilesOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).playerProfiles;

  return {
    listPlayerProfiles: async ({ organisation, query, request, reply }) => {
      const page = await profilesOf(organisation).list({ page: query.page, size: query.size });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toPlayerProfile) };
    },

    createPlayerProfile: async ({ organisation, body, request, reply }) => {
      const values = valuesOf(body);
      const profiles = profilesOf(organisation);
      if (await profiles.nameTaken(values.name)) throw nameExists();
      const row = await profiles.insert(values).catch(rethrowNameConflict);
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toPlayerProfile(row) };
    },

    getPlayerProfile: async ({ organisation, params }) => {
      const row = await profilesOf(organisation).findById(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toPlayerProfile(row) };
    },

    updatePlayerProfile: async ({ organisation, params, body }) => {
      const profiles = profilesOf(organisation);
      if (!(await profiles.findById(params.id))) throw notFound();
      const values = valuesOf(body);
      if (await profiles.nameTaken(values.name, params.id)) throw nameExists();
      const row = await profiles.replace(params.id, values).catch(rethrowNameConflict);
      if (!row) throw notFound();
      return { status: 200, body: toPlayerProfile(row) };
    },

    deletePlayerProfile: async ({ organisation, params }) => {
      if (!(await profilesOf(organisation).delete(params.id))) throw notFound();
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
