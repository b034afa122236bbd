import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  maxDeleteAfterDays,
  OFFLINE_IMAGE_LIMITS,
  validateFields,
  VALIDATION_MESSAGES,
  webChannelSchema,
} from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import {
  findWebChannelByEmbedId,
  newEmbedId,
  type WebChannelFields,
  type WebChannelRow,
} from '../db/settings/web-channels-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import { requestOrigin, webChannelAddresses } from '../http/public-urls';
import { playerSubtitleTracks } from '../media/subtitle-links';
import { replaysRecording } from '../live/broadcast/recording-retention';
import type { Services } from '../services';
import type { StorageKey } from '../storage/object-storage';
import { regionExists, regionUnknown } from './encoder-channels';

type CentralV3 = DocumentOperations['central-v3'];
type PlayerConfig = DocumentOperations['player-config'];
type WebChannel = CentralV3['getWebChannel']['responses'][200]['content']['application/json'];
type WebChannelInput = CentralV3['createWebChannel']['requestBody']['content']['application/json'];
type OfflineImageType = (typeof OFFLINE_IMAGE_LIMITS.contentTypes)[number];

/** Where an organisation's offline images are kept (storage paths are per organisation). */
const OFFLINE_IMAGE_FOLDER = 'web-channels/offline-images';
const offlineImageKey = (organisationId: string, imageId: string): StorageKey => ({
  organisationId,
  path: `${OFFLINE_IMAGE_FOLDER}/${imageId}`,
});
const imageIdOf = (path: string | null) =>
  path?.startsWith(`${OFFLINE_IMAGE_FOLDER}/`) ? path.slice(OFFLINE_IMAGE_FOLDER.length + 1) : null;

export function toWebChannel(row: WebChannelRow, origin: string): WebChannel {
  const addresses = webChannelAddresses(origin, row.embedId);
  const hasImage = row.offlineContentType === 'uploaded_image' && row.offlineImageKey !== null;
  return {
    uuid: row.id,
    name: row.name,
    description: row.description,
    loadBalancerName: row.loadBalancerName,
    regionId: row.regionId,
    embedId: row.embedId,
    embedType: row.embedType,
    playerUrl: addresses.playerUrl,
    hlsUrl: row.streamUrlsEnabled ? addresses.hlsUrl : null,
    dashUrl: row.streamUrlsEnabled ? addresses.dashUrl : null,
    streamUrlsEnabled: row.streamUrlsEnabled,
    streamDelaySeconds: row.streamDelaySeconds,
    deleteAfter: row.deleteAfter,
    showLogo: row.showLogo,
    automatedSubtitles: row.automatedSubtitles,
    qrClickOverlayEnabled: row.qrClickOverlayEnabled,
    type: 'public',
    detectQrCodes: row.detectQrCodes,
    offlineContent: {
      type: row.offlineContentType,
      imageId: hasImage ? imageIdOf(row.offlineImageKey) : null,
      imageUrl: hasImage ? addresses.offlineImageUrl : null,
      mediaId: row.offlineMediaId,
      playlistId: row.offlinePlaylistId,
    },
  };
}

function webChannelProblems(body: unknown, maxDeleteAfter: number): ApiErrorItem[] {
  return Object.entries(validateFields(webChannelSchema(maxDeleteAfter), body)).map(
    ([path, message]) => ({
      code: 'INVALID_REQUEST',
      message: message ?? VALIDATION_MESSAGES.required,
      field: `body.${path}`,
    }),
  );
}

/**
 * The spec's messages where the contract's schema already refused a field (a name over 40, a
 * stream delay out of 1:30 to 10:00, a load balancer with a space). The organisation's
 * retention bound is the handler's to check.
 */
export const webChannelRequestRules: RequestRules = {
  createWebChannel: (body) => webChannelProblems(body, 3650),
  updateWebChannel: (body) => webChannelProblems(body, 3650),
};

const loadBalancerExists = () =>
  new HttpError(409, [
    {
      code: 'LOAD_BALANCER_EXISTS',
      message: VALIDATION_MESSAGES.loadBalancerExists,
      field: 'body.loadBalancerName',
    },
  ]);

/** The image format the bytes are in, by their signature; null for anything else. */
function imageTypeOf(bytes: Uint8Array): OfflineImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return null;
}

const mediaTypeOf = (header: string | undefined) =>
  header?.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Web channels (`webeventprofiles`, spec sections 3, 4 and 5) and their offline images. The
 * router has checked the permission (manageEncoderAndWebSettings) and the organisation; the
 * repository keeps every query inside it, so another organisation's id is not found (404). The
 * load balancer is the one thing compared across organisations: it is the channel's address on
 * the delivery network.
 */
export function webChannelHandlers(services: Services) {
  const channelsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).webChannels;

  /** The stored values of a valid body, with the offline image checked to be the organisation's. */
  async function valuesOf(
    organisation: CheckedOrganisation,
    body: WebChannelInput,
  ): Promise<WebChannelFields> {
    const problems = webChannelProblems(body, maxDeleteAfterDays(organisation));
    if (body.regionId && !(await regionExists(services, body.regionId)))
      problems.push(regionUnknown());
    const offline = body.offlineContent ?? { type: 'replay_event' as const };
    const imageKey =
      offline.type === 'uploaded_image' && offline.imageId
        ? offlineImageKey(organisation.id, offline.imageId)
        : null;
    if (imageKey && !(await services.storage.stat(imageKey)))
      problems.push({
        code: 'INVALID_REQUEST',
        message: VALIDATION_MESSAGES.offlineImageUnknown,
        field: 'body.offlineContent.imageId',
      });
    if (problems.length > 0) throw badRequest(problems);
    return {
      name: body.name.trim(),
      description: body.description?.trim() || null,
      loadBalancerName: body.loadBalancerName.trim(),
      regionId: body.regionId,
      embedType: body.embedType ?? 'iframe',
      streamUrlsEnabled: body.streamUrlsEnabled ?? false,
      streamDelaySeconds: body.streamDelaySeconds ?? null,
      deleteAfter: body.deleteAfter ?? null,
      showLogo: body.showLogo ?? true,
      automatedSubtitles: body.automatedSubtitles ?? false,
      qrClickOverlayEnabled: body.qrClickOverlayEnabled ?? false,
      detectQrCodes: body.detectQrCodes ?? false,
      offlineContentType: offline.type,
      offlineImageKey: imageKey?.path ?? null,
      // The library (media and playlists) has no tables yet, so these ids cannot be checked to
      // be the organisation's; when it lands, an unknown id is refused here like the image.
      offlineMediaId: offline.type === 'uploaded_video' ? (offline.mediaId ?? null) : null,
      offlinePlaylistId: offline.type === 'uploaded_playlist' ? (offline.playlistId ?? null) : null,
    };
  }

  /** An image no channel uses any more goes; a failure leaves a file behind, logged. */
  function deleteImageLater(organisationId: string, path: string | null, log: FastifyBaseLogger) {
    if (!path) return;
    services.storage
      .delete({ organisationId, path })
      .catch((error: unknown) => log.warn({ err: error, path }, 'offline image not deleted'));
  }

  return {
    listWebChannels: async ({ organisation, query, request, reply }) => {
      const page = await channelsOf(organisation).list({ page: query.page, size: query.size });
      setPageHeaders(request, reply, page);
      const origin = requestOrigin(request);
      return { status: 200, body: page.items.map((row) => toWebChannel(row, origin)) };
    },

    createWebChannel: async ({ organisation, body, request, reply }) => {
      const values = await valuesOf(organisation, body);
      const channels = channelsOf(organisation);
      if (await channels.loadBalancerTaken(values.loadBalancerName)) throw loadBalancerExists();
      let row: WebChannelRow | undefined;
      // A new embed id is random: should one ever collide, the next try takes another.
      for (let attempt = 0; row === undefined; attempt += 1) {
        try {
          row = await channels.insert({ ...values, embedId: newEmbedId() });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (await channels.loadBalancerTaken(values.loadBalancerName)) throw loadBalancerExists();
          if (attempt >= 2) throw error;
        }
      }
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toWebChannel(row, requestOrigin(request)) };
    },

    getWebChannel: async ({ organisation, params, request }) => {
      const row = await channelsOf(organisation).findById(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toWebChannel(row, requestOrigin(request)) };
    },

    updateWebChannel: async ({ organisation, params, body, request }) => {
      const channels = channelsOf(organisation);
      const before = await channels.findById(params.id);
      if (!before) throw notFound();
      const values = await valuesOf(organisation, body);
      if (await channels.loadBalancerTaken(values.loadBalancerName, params.id))
        throw loadBalancerExists();
      const row = await channels.replace(params.id, values).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw loadBalancerExists();
        throw error;
      });
      if (!row) throw notFound();
      if (before.offlineImageKey !== row.offlineImageKey)
        deleteImageLater(organisation.id, before.offlineImageKey, request.log);
      return { status: 200, body: toWebChannel(row, requestOrigin(request)) };
    },

    deleteWebChannel: async ({ organisation, params, request }) => {
      const removed = await channelsOf(organisation).removeWebChannel(params.id);
      if (!removed) throw notFound();
      deleteImageLater(organisation.id, removed.offlineImageKey, request.log);
      return { status: 204, body: undefined };
    },

    uploadWebChannelOfflineImage: async ({ organisation, body, request }) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : (body ?? new Uint8Array());
      const contentType = imageTypeOf(bytes);
      // The bytes must be the image the request says it sends: a file renamed to .png is not one.
      if (!contentType || contentType !== mediaTypeOf(request.headers['content-type']))
        throw new HttpError(415, [
          { code: 'FILE_TYPE', message: VALIDATION_MESSAGES.offlineImageType, field: 'body' },
        ]);
      if (bytes.length > OFFLINE_IMAGE_LIMITS.maxBytes)
        throw new HttpError(413, [
          { code: 'FILE_SIZE', message: VALIDATION_MESSAGES.offlineImageSize, field: 'body' },
        ]);
      const imageId = randomUUID();
      const stored = await services.storage.put(offlineImageKey(organisation.id, imageId), bytes, {
        contentType,
      });
      return { status: 201, body: { imageId, contentType, size: stored.size } };
    },
  } satisfies HandlerMap<CentralV3>;
}

/**
 * The public side: players load a channel's offline image by its embed id, without a token. The
 * bytes are metered as served for the channel's organisation, like HLS.
 */
export function webChannelPlayerHandlers(services: Services) {
  return {
    /**
     * What the watch page and every embed load first: the channel's HLS address while it is live
     * or has something to play offline (its newest recording for "replay event", within the
     * channel's "Delete replays after"; its library video), else no source and the offline
     * image as the poster. Library items' and playlists' embed ids are not served yet (404). Viewers' players may keep it for 3 minutes (spec
     * section 9); the HTTP answer is `no-cache` so a page opened after Go Live sees it live.
     * With the offline library video come its subtitle tracks (signed WebVTT links). The
     * channel's QRclick overlay and player profile are not part of it yet.
     */
    getPlayerConfig: async ({ params, request, reply }) => {
      const row = await findWebChannelByEmbedId(services.db, params.embedId);
      if (!row) throw notFound();
      const addresses = webChannelAddresses(requestOrigin(request), row.embedId);
      const source = await services.broadcaster.channelSource(row.id);
      const live = source?.live === true;
      // A web video playing on the channel (sim-live) is live to its viewers.
      const webVideo = live ? null : await services.webVideoPlayout.channelSource(row.id);
      const simLive = webVideo !== null;
      const playableOffline =
        replaysRecording(row, source, services.now()) ||
        (row.offlineContentType === 'uploaded_video' && row.offlineMediaId !== null);
      const hasImage = row.offlineContentType === 'uploaded_image' && row.offlineImageKey !== null;
      // Captions come with the one source that is a library video from its start: the offline
      // "uploaded video". A live window (live, sim-live) starts mid-video, so cue times would not
      // line up, and a recording has no tracks.
      const playsLibraryVideo =
        !live && !simLive && row.offlineContentType === 'uploaded_video' && row.offlineMediaId;
      const subtitleTracks = playsLibraryVideo
        ? await playerSubtitleTracks(
            services,
            requestOrigin(request),
            trustedOrganisationId(row.organisationId),
            playsLibraryVideo,
          )
        : [];
      reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
      return {
        status: 200,
        body: {
          embedId: row.embedId,
          playbackType:
            live || webVideo?.playoutBehaviour === 'realtime'
              ? ('REAL_TIME' as const)
              : ('ON_DEMAND' as const),
          sources:
            live || simLive || playableOffline
              ? [{ url: addresses.hlsUrl, type: 'application/x-mpegURL' as const }]
              : [],
          posterUrl: hasImage ? addresses.offlineImageUrl : null,
          qrClickOverlays: [],
          liveStatus: live || simLive ? ('LIVE' as const) : ('OFFLINE' as const),
          subtitleTracks,
        },
      };
    },
    getEmbedOfflineImage: async ({ params, request, reply }) => {
      const row = await findWebChannelByEmbedId(services.db, params.embedId);
      if (!row || row.offlineContentType !== 'uploaded_image' || !row.offlineImageKey)
        throw notFound();
      const served = await services.storage.serve({
        organisationId: row.organisationId,
        path: row.offlineImageKey,
      });
      if (!served) throw notFound();
      served.recorded.catch((error: unknown) =>
        request.log.warn({ err: error }, 'offline image bytes not counted'),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of served.body) chunks.push(Buffer.from(chunk as Uint8Array));
      reply.type(served.object.contentType ?? 'application/octet-stream');
      // Players cache their configuration for 3 minutes (spec section 9); the image follows.
      reply.header('cache-control', 'public, max-age=180');
      return { status: 200, body: Buffer.concat(chunks) };
    },
  } satisfies HandlerMap<PlayerConfig>;
}
