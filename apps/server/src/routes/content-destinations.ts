import { ERROR_MESSAGES, LIFECYCLE_MESSAGES, VALIDATION_MESSAGES } from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import {
  FINAL_DESTINATION_STATUSES,
  type ContentDestinationRow,
} from '../db/broadcast/broadcast-repository';
import { badRequest, HttpError, notFound } from '../http/errors';
import { setPageHeaders } from '../http/paging';
import { isPushedType } from '../live/broadcast/broadcaster';
import { socialDestinationProblems } from './destination-rules';
import { originalDownload } from '../media/original-download';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type ContentDestination =
  CentralV3['getContentDestination']['responses'][200]['content']['application/json'];

const DESTINATION_KINDS = {
  EMBED: 'web_channel',
  FACEBOOK: 'facebook',
  YOUTUBE: 'youtube',
  RTMP: 'custom_rtmp',
} as const;

export function toContentDestination(row: ContentDestinationRow): ContentDestination {
  const kind = DESTINATION_KINDS[row.type as keyof typeof DESTINATION_KINDS];
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    ...(kind ? { destinationType: kind } : {}),
    status: row.status,
    title: row.title,
    description: row.description,
    startRequestTime: row.startRequestTime?.toISOString() ?? null,
    webEventProfileId: row.webChannelId,
    streamType: 'live',
    privacy: row.privacy,
    publishStatus: row.publishStatus,
    scheduledPostPublishDate: null,
    crosspostTargetIds: [],
    startOffsetMinutes: row.startOffsetMinutes,
    endOffsetMinutes: row.endOffsetMinutes,
    webPresetId: row.webPresetId,
    autoAddPlaylistIds: [],
    autosaveToLibrary: row.autosaveToLibrary,
    channelId: row.channelId,
    destinationId: row.providerVideoId,
    rtmpDestinationId: row.rtmpDestinationId,
    mediaId: null,
  };
}

const conflict = (code: string) => new HttpError(409, [{ code, message: ERROR_MESSAGES.conflict }]);

/** A destination that ran and ended: only these may be archived. */
const FINISHED_STATUSES: readonly ContentDestinationRow['status'][] = [
  'stopped',
  'aborted',
  'error',
];

/** "A signed URL valid for one hour" (the contract's getContentDestinationDownload). */
const RECORDING_DOWNLOAD_SECONDS = 60 * 60;

/** "Destinations not editable within 5 minutes of start" (spec section 4). */
const EDIT_CLOSES_MINUTES_BEFORE_START = 5;

/** What publish and republish answer when the provider or the destination says no. */
function refusal(outcome: { error: string; unreachable?: boolean }, code: string): HttpError {
  return outcome.unreachable
    ? new HttpError(503, [{ code: 'PROVIDER_UNAVAILABLE', message: outcome.error }])
    : new HttpError(409, [{ code, message: outcome.error }]);
}

/** Publish statuses that publish can change: the live video is kept from its audience. */
const PUBLISHABLE_STATUSES = ['unpublished', 'scheduled_published'];

/**
 * Content destinations of live events (spec sections 3 and 4): the listing rules, start (never
 * again once stopped), stop (final), edit before the start, delete once not running, archive
 * once finished, the recording's download once saved to the library, the viewing totals,
 * publishing a social destination's live video, and republishing the recording to a finished
 * RTMP or social destination.
 */
export function contentDestinationHandlers(services: Services) {
  const repositoriesOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id);
  const find = async (organisation: CheckedOrganisation, id: string) => {
    const row = await repositoriesOf(organisation).contentDestinations.findById(id);
    if (!row) throw notFound();
    return row;
  };
  const accepted = (row: ContentDestinationRow) => ({
    status: 202 as const,
    body: { id: row.id, status: row.status, requestedAt: services.now().toISOString() },
  });

  return {
    listContentDestinations: async ({ organisation, query, request, reply }) => {
      const page = await repositoriesOf(organisation).contentDestinations.listListed({
        page: query.page,
        size: query.size,
        startRequested: query.startRequested,
        eventId: query.eventId,
        statuses: query.status,
        sort: query.sort,
      });
      // Every event's destinations in one list: each says which event it belongs to.
      const eventNames = await repositoriesOf(organisation).liveEvents.namesOf(
        page.items.map((row) => row.eventId),
      );
      setPageHeaders(request, reply, page);
      return {
        status: 200,
        body: page.items.map((row) => ({
          ...toContentDestination(row),
          eventName: eventNames.get(row.eventId) ?? null,
        })),
      };
    },

    getContentDestination: async ({ organisation, params }) => {
      return { status: 200, body: toContentDestination(await find(organisation, params.destId)) };
    },

    startContentDestination: async ({ organisation, params }) => {
      const row = await find(organisation, params.destId);
      if (FINAL_DESTINATION_STATUSES.includes(row.status)) throw conflict('DESTINATION_STOPPED');
      if (['started', 'starting', 'warning', 'stopping'].includes(row.status)) {
        return accepted(row);
      }
      const event = await repositoriesOf(organisation).liveEvents.findById(row.eventId);
      if (!event || (event.state !== 'STARTING' && event.state !== 'STARTED')) {
        throw conflict('EVENT_NOT_RUNNING');
      }
      const started = await services.broadcaster.startDestination(organisation.id, row, event);
      return accepted(started ?? row);
    },

    stopContentDestination: async ({ organisation, params }) => {
      const row = await find(organisation, params.destId);
      if (!['started', 'starting', 'warning'].includes(row.status)) {
        throw conflict('DESTINATION_NOT_RUNNING');
      }
      const stopped = await services.broadcaster.stopDestination(organisation.id, row);
      return accepted(stopped ?? row);
    },

    updateContentDestination: async ({ organisation, params, body }) => {
      const repositories = repositoriesOf(organisation);
      const row = await find(organisation, params.destId);
      const startsAt = row.startRequestTime?.getTime() ?? null;
      const editClosesAt =
        startsAt === null ? null : startsAt - EDIT_CLOSES_MINUTES_BEFORE_START * 60_000;
      if (
        row.status !== 'idle' ||
        (editClosesAt !== null && services.now().getTime() >= editClosesAt)
      ) {
        throw conflict('DESTINATION_STARTED');
      }
      if (body.type !== row.type) {
        throw badRequest([
          { code: 'INVALID_REQUEST', message: ERROR_MESSAGES.badRequest, field: 'body.type' },
        ]);
      }
      if (body.type === 'EMBED') {
        const channel = body.webEventProfileId
          ? await repositories.webChannels.findById(body.webEventProfileId)
          : undefined;
        if (!channel) {
          throw badRequest([
            {
              code: 'INVALID_REQUEST',
              message: VALIDATION_MESSAGES.unknownWebChannel,
              field: 'body.webEventProfileId',
            },
          ]);
        }
      }
      if (body.type === 'RTMP') {
        const rtmp = body.rtmpDestinationId
          ? await repositories.rtmpDestinations.findById(body.rtmpDestinationId)
          : undefined;
        if (!rtmp) {
          throw badRequest([
            {
              code: 'INVALID_REQUEST',
              message: VALIDATION_MESSAGES.unknownRtmpDestination,
              field: 'body.rtmpDestinationId',
            },
          ]);
        }
      }
      const social = body.type === 'FACEBOOK' || body.type === 'YOUTUBE';
      if (body.type === 'FACEBOOK' || body.type === 'YOUTUBE') {
        const problems = socialDestinationProblems(body, 'body');
        if (problems.length > 0) throw badRequest(problems);
        const channelProblem = await services.broadcaster.socialChannelProblem(
          organisation.id,
          body.type,
          body.channelId!.trim(),
        );
        if (channelProblem) {
          throw badRequest([
            { code: 'INVALID_DESTINATION', message: channelProblem, field: 'body.channelId' },
          ]);
        }
      }
      const updated = await repositories.contentDestinations.update(row.id, {
        webChannelId: body.type === 'EMBED' ? (body.webEventProfileId ?? null) : null,
        rtmpDestinationId: body.type === 'RTMP' ? (body.rtmpDestinationId ?? null) : null,
        channelId: social ? (body.channelId?.trim() ?? null) : null,
        privacy: social ? (body.privacy ?? null) : null,
        publishStatus: social ? (body.publishStatus ?? null) : null,
        title: body.title ?? null,
        description: body.description ?? null,
        startOffsetMinutes: body.startOffsetMinutes ?? 0,
        endOffsetMinutes: body.endOffsetMinutes ?? 0,
        webPresetId: body.webPresetId ?? null,
        autosaveToLibrary: body.autosaveToLibrary ?? false,
        updatedAt: services.now(),
      });
      if (!updated) throw notFound();
      return { status: 200, body: toContentDestination(updated) };
    },

    /**
     * Makes an unpublished social live video public at its provider: 409 when there is nothing to
     * publish (not social, already published, no live video yet) or the provider refused, 503
     * when it could not be reached.
     */
    publishContentDestination: async ({ organisation, params }) => {
      const row = await find(organisation, params.destId);
      if (
        (row.type !== 'FACEBOOK' && row.type !== 'YOUTUBE') ||
        !row.providerVideoId ||
        !PUBLISHABLE_STATUSES.includes(row.publishStatus ?? '')
      ) {
        throw new HttpError(409, [
          { code: 'NOTHING_TO_PUBLISH', message: 'There is nothing to publish.' },
        ]);
      }
      const outcome = await services.broadcaster.publishDestination(organisation.id, row);
      if ('error' in outcome) throw refusal(outcome, 'PUBLISH_REFUSED');
      return accepted(outcome);
    },

    /**
     * Streams the event's recording again to a finished RTMP or social destination, in real
     * time (409 while it runs, for other kinds, or without a recording; 503 when the provider
     * could not be reached).
     */
    republishContentDestination: async ({ organisation, params }) => {
      const row = await find(organisation, params.destId);
      if (!isPushedType(row.type)) {
        throw new HttpError(409, [
          { code: 'NOT_REPUBLISHABLE', message: 'Only RTMP and social destinations republish.' },
        ]);
      }
      if (!FINISHED_STATUSES.includes(row.status)) throw conflict('DESTINATION_RUNNING');
      const outcome = await services.broadcaster.republishDestination(organisation.id, row);
      if ('error' in outcome) throw refusal(outcome, 'REPUBLISH_REFUSED');
      return accepted(outcome);
    },

    archiveContentDestination: async ({ organisation, params }) => {
      const row = await find(organisation, params.destId);
      if (!FINISHED_STATUSES.includes(row.status)) throw conflict('DESTINATION_NOT_FINISHED');
      const archived = await repositoriesOf(organisation).contentDestinations.archive(
        row.id,
        services.now(),
      );
      return accepted(archived ?? row);
    },

    /**
     * The totals of the web channel's viewers while the event ran (player beacons), or of a
     * social destination as its network counts them. Viewers of a custom RTMP destination watch
     * elsewhere and send the studio nothing: their totals are zero.
     */
    getContentDestinationSummary: async ({ organisation, params }) => {
      const row = await find(organisation, params.destId);
      const empty = {
        id: row.id,
        views: 0,
        viewers: 0,
        peakConcurrentViewers: 0,
        totalMinutesWatched: 0,
      };
      if (row.type === 'FACEBOOK' || row.type === 'YOUTUBE') {
        const read = await services.broadcaster.refreshSocialViewing(organisation.id, row);
        // The networks count a view per person who joins and give neither distinct viewers nor
        // minutes watched: viewers are the views, and the peak is the most seen watching at once
        // over the reads of the figures (each summary reads them; the network gives no peak).
        return {
          status: 200,
          body: {
            ...empty,
            views: read.providerViews,
            viewers: read.providerViews,
            peakConcurrentViewers: read.providerPeakViewers,
          },
        };
      }
      if (row.type !== 'EMBED' || !row.webChannelId) return { status: 200, body: empty };
      const event = await repositoriesOf(organisation).liveEvents.findById(row.eventId);
      const start = event?.startedAt ?? row.startRequestTime ?? row.createdAt;
      const end = event?.endedAt ?? services.now();
      const figures = await services.playerBeacons.figures({
        organisationId: organisation.id,
        source: 'webevents',
        webChannelId: row.webChannelId,
        start,
        end,
      });
      return {
        status: 200,
        body: {
          id: row.id,
          views: figures.views,
          viewers: figures.viewers,
          peakConcurrentViewers: figures.peakConcurrentViewers,
          totalMinutesWatched: Math.round((figures.totalSeconds / 60) * 10) / 10,
        },
      };
    },

    /** The event's recording as the library item it was saved as (409 until it is). */
    getContentDestinationDownload: async ({ organisation, params, request }) => {
      const row = await find(organisation, params.destId);
      const repositories = repositoriesOf(organisation);
      const recording = await repositories.encoderVideos.ofEvent(row.eventId);
      const media = recording?.savedMediaId
        ? await repositories.media.findById(recording.savedMediaId)
        : undefined;
      const link =
        media && (await originalDownload(services, request, media, RECORDING_DOWNLOAD_SECONDS));
      if (!link)
        throw new HttpError(409, [
          { code: 'RECORDING_NOT_SAVED', message: LIFECYCLE_MESSAGES.recordingNotSaved },
        ]);
      return { status: 200, body: link };
    },

    deleteContentDestination: async ({ organisation, params }) => {
      const row = await find(organisation, params.destId);
      if (['started', 'starting', 'warning', 'stopping'].includes(row.status)) {
        throw conflict('DESTINATION_RUNNING');
      }
      if (!(await repositoriesOf(organisation).contentDestinations.delete(row.id)))
        throw notFound();
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}
