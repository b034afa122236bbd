import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { badRequest, tooManyRequests, type ApiErrorItem } from '../http/errors';
import type { Services } from '../services';
import { MIN_BEACON_GAP_SECONDS } from '../db/telemetry/player-beacons-repository';
import { parseUserAgent } from '../telemetry/user-agent';

type Telemetry = DocumentOperations['telemetry'];

/** Identifiers a player makes up: visible ASCII only, so they export and compare cleanly. */
const PLAYER_ID_PATTERN = /^[\x21-\x7e]+$/;
/** User agents longer than this are cut: enough for every real one, bounded for the table. */
const USER_AGENT_MAX = 512;

export const BEACON_MESSAGES = {
  playerId: 'Must be 1 to 64 visible characters.',
  target: 'Name the library video (mediaId) or the web channel embed (embedId) that plays.',
  unknownTarget: 'No video or web channel plays under this id.',
} as const;

/**
 * The viewers' side of telemetry (issue 19): `sendPlayerHeartbeat`, public (viewers have no
 * token). The beacon names what plays; the server looks up whose it is, so a viewer cannot put
 * numbers into another organisation's analytics, and stamps it with its own clock (the body's
 * `timestamp`, the player's clock, counts for nothing). Device class,
 * brand and operating system come from the request's User-Agent (the body's device type wins
 * for the class when the player knows better, e.g. a TV app).
 */
export function playerBeaconHandlers(services: Services) {
  return {
    sendPlayerHeartbeat: async ({ body, request }) => {
      const problems: ApiErrorItem[] = [
        ...(['sessionId', 'clientId'] as const)
          .filter((field) => !PLAYER_ID_PATTERN.test(body[field]))
          .map((field) => ({
            code: 'INVALID_REQUEST',
            message: BEACON_MESSAGES.playerId,
            field: `body.${field}`,
          })),
        ...(!body.mediaId && !body.embedId
          ? [{ code: 'INVALID_REQUEST', message: BEACON_MESSAGES.target, field: 'body.mediaId' }]
          : []),
      ];
      if (problems.length > 0) throw badRequest(problems);
      const target = await services.playerBeacons.findTarget({
        mediaId: body.mediaId,
        embedId: body.embedId,
      });
      if (!target) {
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: BEACON_MESSAGES.unknownTarget,
            field: body.mediaId ? 'body.mediaId' : 'body.embedId',
          },
        ]);
      }
      const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
      const device = parseUserAgent(userAgent);
      const outcome = await services.playerBeacons.record({
        target,
        sessionId: body.sessionId,
        clientId: body.clientId,
        playbackType: body.playbackType,
        positionSeconds: body.positionSeconds,
        deviceClass: body.deviceType ?? device.deviceClass,
        deviceBrand: device.deviceBrand,
        osClass: device.osClass,
        osNameVersion: device.osNameVersion,
        userAgent,
        ipAddress: request.ip,
        occurredAt: services.now(),
      });
      if (outcome === 'tooSoon') throw tooManyRequests(MIN_BEACON_GAP_SECONDS);
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<Telemetry>;
}
