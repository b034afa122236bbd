import {
  ERROR_MESSAGES,
  meetsPlanRequirement,
  planRequirementMessage,
  VALIDATION_MESSAGES,
} from '@studio/domain';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { GoLiveRequestRow } from '../db/broadcast/broadcast-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import type { GoLiveDestination } from '../live/broadcast/broadcaster';
import { socialDestinationProblems } from './destination-rules';
import type { Services } from '../services';

type CentralV4 = DocumentOperations['central-v4'];
type GoLiveStatus = CentralV4['getGoLiveStatus']['responses'][200]['content']['application/json'];
type GoLiveRequest = CentralV4['startGoLive']['requestBody']['content']['application/json'];

export function toGoLiveStatus(row: GoLiveRequestRow): GoLiveStatus {
  return {
    id: row.id,
    state: row.state,
    eventId: row.eventId,
    error: row.error ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const STREAMED_TYPES = ['EMBED', 'SAVEONLY', 'RTMP', 'FACEBOOK', 'YOUTUBE'] as const;
const isStreamed = (type: string): type is (typeof STREAMED_TYPES)[number] =>
  (STREAMED_TYPES as readonly string[]).includes(type);
const isSocial = (type: string): type is 'FACEBOOK' | 'YOUTUBE' =>
  type === 'FACEBOOK' || type === 'YOUTUBE';

/**
 * Go Live streams to web channels (EMBED), records (SAVEONLY), restreams to the organisation's
 * custom RTMP destinations (RTMP) and to live videos of its linked social channels (FACEBOOK,
 * YOUTUBE). Venue and encoder destinations are not streamed by Go Live.
 */
function destinationsOf(body: GoLiveRequest): GoLiveDestination[] {
  const problems: ApiErrorItem[] = [];
  const destinations: GoLiveDestination[] = [];
  body.contentDestinations.forEach((input, index) => {
    const field = `body.contentDestinations[${index}]`;
    if (!isStreamed(input.type)) {
      problems.push({
        code: 'UNSUPPORTED_DESTINATION',
        message:
          'Go Live streams to web channels, RTMP destinations and social channels; choose one of those.',
        field: `${field}.type`,
      });
      return;
    }
    if (isSocial(input.type)) {
      const social = socialDestinationProblems(input, field);
      if (social.length > 0) {
        problems.push(...social);
        return;
      }
    }
    if (input.type === 'EMBED' && !input.webEventProfileId) {
      problems.push({
        code: 'INVALID_REQUEST',
        message: VALIDATION_MESSAGES.unknownWebChannel,
        field: `${field}.webEventProfileId`,
      });
      return;
    }
    if (input.type === 'RTMP' && !input.rtmpDestinationId) {
      problems.push({
        code: 'INVALID_REQUEST',
        message: VALIDATION_MESSAGES.unknownRtmpDestination,
        field: `${field}.rtmpDestinationId`,
      });
      return;
    }
    destinations.push({
      type: input.type,
      webChannelId: input.type === 'EMBED' ? (input.webEventProfileId ?? null) : null,
      rtmpDestinationId: input.type === 'RTMP' ? (input.rtmpDestinationId ?? null) : null,
      channelId: isSocial(input.type) ? (input.channelId?.trim() ?? null) : null,
      privacy: isSocial(input.type) ? (input.privacy ?? null) : null,
      publishStatus: isSocial(input.type) ? (input.publishStatus ?? null) : null,
      title: input.title ?? null,
      description: input.description ?? null,
      startOffsetMinutes: input.startOffsetMinutes ?? 0,
      endOffsetMinutes: input.endOffsetMinutes ?? 0,
      webPresetId: input.webPresetId ?? null,
      autosaveToLibrary: input.autosaveToLibrary ?? false,
    });
  });
  if (problems.length > 0) throw new HttpError(422, problems);
  return destinations;
}

/**
 * Go Live (central-v4 `golive`): an event that starts now on one encoder and channel, streamed
 * to web channels, custom RTMP destinations and social channels. The router checked manageSched
 * (events.get to follow it) and the organisation; the channels, RTMP destinations (with the RTMP
 * plan) and linked social channels must be the organisation's. An encoder already streaming for
 * another event answers 409 unless `force`, which stops that event first.
 */
export function goLiveHandlers(services: Services) {
  return {
    startGoLive: async ({ organisation, body }) => {
      const repositories = services.forOrganisation(organisation.id);
      const destinations = destinationsOf(body);
      const webChannelIds = [
        ...new Set(destinations.flatMap((destination) => destination.webChannelId ?? [])),
      ];
      const rtmpDestinationIds = destinations.flatMap(
        (destination) => destination.rtmpDestinationId ?? [],
      );
      // Restreaming to custom RTMP destinations is part of the RTMP plan, as managing them is.
      if (
        rtmpDestinationIds.length > 0 &&
        !meetsPlanRequirement(organisation, 'rtmpSubscription')
      ) {
        throw new HttpError(403, [
          {
            code: 'PLAN_REQUIRED',
            message: planRequirementMessage('rtmpSubscription'),
            field: 'body.contentDestinations',
          },
        ]);
      }
      const [channel, preset, ...webChannels] = await Promise.all([
        repositories.encoderChannels.findById(body.encoderChannelId),
        body.encoderPresetId ? repositories.encoderPresets.findById(body.encoderPresetId) : null,
        ...webChannelIds.map((id) => repositories.webChannels.findById(id)),
      ]);
      const problems: ApiErrorItem[] = [];
      const seenRtmpDestinations = new Set<string>();
      for (const [index, destination] of destinations.entries()) {
        const id = destination.rtmpDestinationId;
        if (!id) continue;
        const field = `body.contentDestinations[${index}].rtmpDestinationId`;
        if (!(await repositories.rtmpDestinations.findById(id))) {
          problems.push({
            code: 'INVALID_REQUEST',
            message: VALIDATION_MESSAGES.unknownRtmpDestination,
            field,
          });
        } else if (seenRtmpDestinations.has(id)) {
          problems.push({
            code: 'DUPLICATE_DESTINATION',
            message: 'An RTMP destination can be chosen only once.',
            field,
          });
        }
        seenRtmpDestinations.add(id);
      }
      if (!channel) {
        problems.push({
          code: 'INVALID_REQUEST',
          message: VALIDATION_MESSAGES.unknownEncoderChannel,
          field: 'body.encoderChannelId',
        });
      }
      if (body.encoderPresetId && !preset) {
        problems.push({
          code: 'INVALID_REQUEST',
          message: ERROR_MESSAGES.badRequest,
          field: 'body.encoderPresetId',
        });
      }
      if (webChannels.some((webChannel) => !webChannel)) {
        problems.push({
          code: 'INVALID_REQUEST',
          message: VALIDATION_MESSAGES.unknownWebChannel,
          field: 'body.contentDestinations',
        });
      }
      for (const [index, destination] of destinations.entries()) {
        if (!isSocial(destination.type) || !destination.channelId) continue;
        const problem = await services.broadcaster.socialChannelProblem(
          organisation.id,
          destination.type,
          destination.channelId,
        );
        if (problem) {
          problems.push({
            code: 'INVALID_DESTINATION',
            message: problem,
            field: `body.contentDestinations[${index}].channelId`,
          });
        }
      }
      if (problems.length > 0) throw badRequest(problems);

      const running = await services.broadcaster.eventRunningOn(organisation.id, body.encoderId);
      if (running) {
        if (!(body.force ?? false)) {
          throw new HttpError(409, [
            {
              code: 'ENCODER_BUSY',
              message: ERROR_MESSAGES.conflict,
              field: 'body.encoderId',
            },
          ]);
        }
        await services.broadcaster.stopEvent(organisation.id, running.id);
      }
      const request = await services.broadcaster.goLive(organisation.id, {
        name: body.name,
        encoderId: body.encoderId,
        encoderChannelId: body.encoderChannelId,
        encoderPresetId: body.encoderPresetId ?? null,
        durationMinutes: body.durationMinutes ?? 120,
        destinations,
      });
      return { status: 202, body: toGoLiveStatus(request) };
    },

    getGoLiveStatus: async ({ organisation, params }) => {
      const row = await services
        .forOrganisation(organisation.id)
        .goLiveRequests.findById(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toGoLiveStatus(row) };
    },
  } satisfies HandlerMap<CentralV4>;
}
