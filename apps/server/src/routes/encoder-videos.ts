import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { EncoderVideoRow } from '../db/broadcast/broadcast-repository';
import { encoderVideos } from '../db/broadcast/schema';
import { HttpError, notFound } from '../http/errors';
import { setPageHeaders } from '../http/paging';
import { retentionEnd } from '../live/broadcast/recording-retention';
import type { Services } from '../services';
import { ERROR_MESSAGES } from '@studio/domain';
import { eq } from 'drizzle-orm';

type CentralV3 = DocumentOperations['central-v3'];
type EncoderVideo = CentralV3['getEncoderVideo']['responses'][200]['content']['application/json'];

/** A recording as served, with when its channel's retention deletes it (`deleteAfterDays`). */
export function toEncoderVideo(row: EncoderVideoRow, deleteAfterDays: number | null): EncoderVideo {
  return {
    uuid: row.id,
    name: row.name,
    startTime: row.startTime.toISOString(),
    eventProfileId: row.encoderChannelId,
    state: row.state,
    durationSeconds: row.durationSeconds,
    savedMediaId: row.savedMediaId,
    eventId: row.eventId,
    deleteAt: retentionEnd(row.startTime, deleteAfterDays)?.toISOString() ?? null,
  };
}

/**
 * Encoder videos: the recordings of live events (every event is recorded by its relay). Newest
 * first; `eventProfileId` keeps one encoder channel's. Stopping one stops the event using it,
 * and so its destinations.
 */
export function encoderVideoHandlers(services: Services) {
  return {
    listEncoderVideos: async ({ organisation, query, request, reply }) => {
      const scoped = services.forOrganisation(organisation.id);
      const page = await scoped.encoderVideos.list({
        page: query.page,
        size: query.size,
        ...(query.eventProfileId
          ? { where: eq(encoderVideos.encoderChannelId, query.eventProfileId) }
          : {}),
      });
      setPageHeaders(request, reply, page);
      const retention = await scoped.encoderChannels.retentionDaysOf(
        page.items.map((row) => row.encoderChannelId),
      );
      return {
        status: 200,
        body: page.items.map((row) =>
          toEncoderVideo(row, retention.get(row.encoderChannelId) ?? null),
        ),
      };
    },

    getEncoderVideo: async ({ organisation, params }) => {
      const scoped = services.forOrganisation(organisation.id);
      const row = await scoped.encoderVideos.findById(params.id);
      if (!row) throw notFound();
      const retention = await scoped.encoderChannels.retentionDaysOf([row.encoderChannelId]);
      return {
        status: 200,
        body: toEncoderVideo(row, retention.get(row.encoderChannelId) ?? null),
      };
    },

    stopEncoderVideo: async ({ organisation, params }) => {
      const videos = services.forOrganisation(organisation.id).encoderVideos;
      const row = await videos.findById(params.id);
      if (!row) throw notFound();
      if (row.state !== 'STARTING' && row.state !== 'STARTED') {
        throw new HttpError(409, [{ code: 'NOT_RUNNING', message: ERROR_MESSAGES.conflict }]);
      }
      await services.broadcaster.stopEncoderVideo(organisation.id, row);
      const stopped = (await videos.findById(row.id)) ?? row;
      return {
        status: 202,
        body: { id: row.id, status: stopped.state, requestedAt: services.now().toISOString() },
      };
    },
  } satisfies HandlerMap<CentralV3>;
}
