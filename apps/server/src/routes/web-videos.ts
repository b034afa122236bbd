import { isUniqueViolation } from '../db/errors';
import { rm } from 'node:fs/promises';
import {
  formatCuePosition,
  isWebVideoActive,
  LIFECYCLE_MESSAGES,
  parseCuePosition,
  VALIDATION_MESSAGES,
  WEB_VIDEO_ENDED_STATUSES,
  WEB_VIDEO_MESSAGES,
  webVideoSchema,
  webVideoTrimSchema,
  WEB_VIDEO_VALIDATION_MESSAGES,
} from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import type { WebVideoRow } from '../db/web-videos/web-videos-repository';
import { newWebVideoRow } from '../live/web-videos/new-web-video';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';
import { fieldProblems } from './field-problems';

type CentralV3 = DocumentOperations['central-v3'];
type WebVideo = CentralV3['getWebVideo']['responses'][200]['content']['application/json'];
type WebVideoInput = CentralV3['createWebVideo']['requestBody']['content']['application/json'];

export function toWebVideo(row: WebVideoRow): WebVideo {
  return {
    uuid: row.id,
    name: row.name,
    description: row.description,
    mediaId: row.mediaId,
    webChannelId: row.webChannelId,
    playoutBehaviour: row.playoutBehaviour,
    startCue: formatCuePosition(row.startCueMs),
    stopCue: formatCuePosition(row.stopCueMs),
    status: row.status,
    startedAt: row.startedAt?.toISOString() ?? null,
  };
}

const inputProblems = fieldProblems(webVideoSchema);
const trimProblems = fieldProblems(webVideoTrimSchema);

/** The spec's messages also where the contract's schema refused first (contract/request-rules.ts). */
export const webVideoRequestRules: RequestRules = {
  createWebVideo: inputProblems,
  updateWebVideo: inputProblems,
  trimWebVideo: trimProblems,
};

const conflict = (code: string, message: string) => new HttpError(409, [{ code, message }]);
const channelInUse = () => conflict('WEB_CHANNEL_IN_USE', LIFECYCLE_MESSAGES.webChannelInUse);
const fieldProblem = (field: string, message: string): ApiErrorItem => ({
  code: 'INVALID_REQUEST',
  message,
  field: `body.${field}`,
});

/** Cues as milliseconds; the schema has checked their form. */
function cuesOf(start: string, stop: string) {
  return { startCueMs: parseCuePosition(start) ?? 0, stopCueMs: parseCuePosition(stop) ?? 0 };
}

/**
 * Web videos (sim-live, `webvideos`, spec sections 3 to 5 and 8): a library video played out as
 * a live stream on a web channel (live/web-videos/web-video-playout.ts). The router has checked
 * the permission and the organisation. Creating one starts it; it plays until its stop cue or
 * until stopped, and never again after (a stopped web video cannot restart).
 */
export function webVideoHandlers(services: Services) {
  const repositoriesOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id);
  const { webVideoPlayout } = services;

  /** The body's references are the organisation's, the video is ready and the cues inside it. */
  async function checkInput(organisation: CheckedOrganisation, body: WebVideoInput) {
    const problems = inputProblems(body);
    if (problems.length > 0) throw badRequest(problems);
    const repos = repositoriesOf(organisation);
    const cues = cuesOf(body.startCue, body.stopCue);
    const found: ApiErrorItem[] = [];
    const media = await repos.media.findVisible(body.mediaId);
    if (!media) found.push(fieldProblem('mediaId', WEB_VIDEO_VALIDATION_MESSAGES.unknownMedia));
    if (!(await repos.webChannels.findById(body.webChannelId)))
      found.push(fieldProblem('webChannelId', VALIDATION_MESSAGES.unknownWebChannel));
    const destinationIds = [...new Set(body.rtmpDestinationIds ?? [])];
    for (const id of destinationIds) {
      if (!(await repos.rtmpDestinations.findById(id))) {
        found.push(fieldProblem('rtmpDestinationIds', VALIDATION_MESSAGES.unknownRtmpDestination));
        break;
      }
    }
    const durationMs = media?.durationSeconds == null ? null : media.durationSeconds * 1000;
    if (durationMs !== null && cues.startCueMs >= durationMs)
      found.push(fieldProblem('startCue', WEB_VIDEO_VALIDATION_MESSAGES.cueBeyondContent));
    if (durationMs !== null && cues.stopCueMs > Math.ceil(durationMs))
      found.push(fieldProblem('stopCue', WEB_VIDEO_VALIDATION_MESSAGES.cueBeyondContent));
    if (found.length > 0) throw badRequest(found);
    if (media && media.processingStatus !== 'COMPLETE') {
      throw conflict('MEDIA_NOT_READY', LIFECYCLE_MESSAGES.recordingNotSaved);
    }
    return { cues, destinationIds };
  }

  /**
   * A start takes the channel: 409 while another web video holds it, or (setting it active) while
   * a live event plays on it. A replay for the next scheduled replay does not take it now.
   */
  async function checkChannelFree(organisation: CheckedOrganisation, body: WebVideoInput) {
    if (await repositoriesOf(organisation).webVideos.holdingChannel(body.webChannelId))
      throw channelInUse();
    if (body.playoutBehaviour === 'faster_next_replay') return;
    const live = await services.broadcaster.channelSource(body.webChannelId);
    if (live?.live) throw channelInUse();
  }

  async function findOrFail(organisation: CheckedOrganisation, id: string) {
    const row = await repositoriesOf(organisation).webVideos.findById(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    listWebVideos: async ({ organisation, query, request, reply }) => {
      const page = await repositoriesOf(organisation).webVideos.list({
        page: query.page,
        size: query.size,
      });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toWebVideo) };
    },

    createWebVideo: async ({ organisation, body, request, reply }) => {
      const { cues, destinationIds } = await checkInput(organisation, body);
      await checkChannelFree(organisation, body);
      // The check above and this insert are two statements: a start at the same moment may
      // have taken the channel in between, which the one-holder index refuses.
      const row = await repositoriesOf(organisation)
        .webVideos.insert(
          newWebVideoRow(organisation.id, {
            name: body.name.trim(),
            description: body.description?.trim() || null,
            mediaId: body.mediaId,
            webChannelId: body.webChannelId,
            playoutBehaviour: body.playoutBehaviour ?? 'realtime',
            ...cues,
            rtmpDestinationIds: destinationIds,
          }),
        )
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw channelInUse();
          throw error;
        });
      webVideoPlayout.play(organisation.id, row);
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toWebVideo(row) };
    },

    getWebVideo: async ({ organisation, params }) => ({
      status: 200,
      body: toWebVideo(await findOrFail(organisation, params.id)),
    }),

    /** Name and description; what it plays is fixed once started (409 for any other change). */
    updateWebVideo: async ({ organisation, params, body }) => {
      const row = await findOrFail(organisation, params.id);
      const { cues, destinationIds } = await checkInput(organisation, body);
      const samePlayout =
        body.mediaId === row.mediaId &&
        body.webChannelId === row.webChannelId &&
        (body.playoutBehaviour ?? 'realtime') === row.playoutBehaviour &&
        cues.startCueMs === row.startCueMs &&
        cues.stopCueMs === row.stopCueMs &&
        (body.rtmpDestinationIds === undefined ||
          [...destinationIds].sort().join() === [...row.rtmpDestinationIds].sort().join());
      if (!samePlayout) throw conflict('WEB_VIDEO_PLAYOUT_FIXED', WEB_VIDEO_MESSAGES.playoutFixed);
      const updated = await repositoriesOf(organisation).webVideos.update(row.id, {
        name: body.name.trim(),
        description: body.description?.trim() || null,
        updatedAt: services.now(),
      });
      if (!updated) throw notFound();
      return { status: 200, body: toWebVideo(updated) };
    },

    /** Its recording goes with it. */
    deleteWebVideo: async ({ organisation, params }) => {
      const row = await findOrFail(organisation, params.id);
      if (isWebVideoActive(row.status) || webVideoPlayout.isPlaying(row.id))
        throw conflict('WEB_VIDEO_RUNNING', WEB_VIDEO_MESSAGES.stopBeforeDelete);
      await repositoriesOf(organisation).webVideos.delete(row.id);
      await rm(webVideoPlayout.recordingDir(row), { recursive: true, force: true });
      return { status: 204, body: undefined };
    },

    /** Ends its publisher and with it every source using its content; waits for the end. */
    stopWebVideo: async ({ organisation, params }) => {
      const row = await findOrFail(organisation, params.id);
      if ((WEB_VIDEO_ENDED_STATUSES as readonly string[]).includes(row.status))
        throw conflict('WEB_VIDEO_STOPPED', WEB_VIDEO_MESSAGES.alreadyEnded);
      const requestedAt = services.now();
      await webVideoPlayout.stopWebVideo(organisation.id, row);
      const stopped = await findOrFail(organisation, row.id);
      return {
        status: 202,
        body: { id: row.id, status: stopped.status, requestedAt: requestedAt.toISOString() },
      };
    },

    /**
     * New cues for a web video waiting for its next replay: it is prepared again from them.
     * Cues outside the video answer 422 (same rules as a library trim).
     */
    trimWebVideo: async ({ organisation, params, body }) => {
      const problems = trimProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const row = await findOrFail(organisation, params.id);
      if (row.status !== 'scheduled' || webVideoPlayout.isPlaying(row.id))
        throw conflict('WEB_VIDEO_NOT_WAITING', WEB_VIDEO_MESSAGES.trimOnlyWaiting);
      const cues = cuesOf(body.start, body.end);
      const media = await repositoriesOf(organisation).media.findVisible(row.mediaId);
      const durationMs = media?.durationSeconds == null ? null : media.durationSeconds * 1000;
      if (
        durationMs !== null &&
        (cues.startCueMs >= durationMs || cues.stopCueMs > Math.ceil(durationMs))
      ) {
        throw new HttpError(422, [
          { code: 'CUE_OUTSIDE_CONTENT', message: WEB_VIDEO_VALIDATION_MESSAGES.cueBeyondContent },
        ]);
      }
      const updated = await repositoriesOf(organisation).webVideos.update(row.id, {
        ...cues,
        status: 'pending',
        updatedAt: services.now(),
      });
      if (!updated) throw notFound();
      await rm(webVideoPlayout.recordingDir(row), { recursive: true, force: true });
      webVideoPlayout.play(organisation.id, updated);
      return {
        status: 202,
        body: { id: row.id, status: updated.status, requestedAt: services.now().toISOString() },
      };
    },
  } satisfies HandlerMap<CentralV3>;
}
