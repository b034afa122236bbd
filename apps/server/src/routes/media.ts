import { randomUUID } from 'node:crypto';
import {
  formatDuration,
  LIFECYCLE_MESSAGES,
  RECORDING_IN_PROGRESS_STATES,
  mediaTagsTooLong,
  TEXT_LIMITS,
  UPLOAD_LIMITS,
  uploadProgressLabel,
  VALIDATION_MESSAGES,
  WEB_VIDEO_MESSAGES,
} from '@studio/domain';
import type { FastifyRequest } from 'fastify';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { EncoderVideoRow } from '../db/broadcast/broadcast-repository';
import { webVideoPlayingMedia } from '../db/web-videos/web-videos-repository';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import {
  MEDIA_SORTS,
  type MediaRow,
  type MediaSort,
  type UploadRow,
} from '../db/media/media-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import { requestOrigin } from '../http/public-urls';
import { originalDownload } from '../media/original-download';
import { customThumbnailFile, mediaFileKey, mediaPrefix } from '../media/media-files';
import { tusUploadPath } from '../media/tus-uploads';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type MediaStatusDocument = DocumentOperations['media-status'];
type LibraryItem = CentralV3['getMedia']['responses'][200]['content']['application/json'];
type Upload = CentralV3['getUpload']['responses'][200]['content']['application/json'];
type LibraryItemUpdate = CentralV3['updateMedia']['requestBody']['content']['application/json'];
type MediaStatus =
  MediaStatusDocument['getMediaStatus']['responses'][200]['content']['application/json'];

/** Thumbnails stay valid for a working day; the lists that carry them are re-read long before. */
const THUMBNAIL_LINK_SECONDS = 12 * 60 * 60;
/** A download link is for starting the download now. */
const DOWNLOAD_LINK_SECONDS = 10 * 60;

/** The player's address of an item's HLS master playlist (served with the session's token). */
export const hlsPath = (organisationId: string, mediaId: string) =>
  `/api/v3/customers/${organisationId}/media/${mediaId}/hls/master.m3u8`;

/** The contract spells the labels with underscores (`processing_failed`). */
const contractLabel = (status: string) =>
  uploadProgressLabel(status).replaceAll(' ', '_') as NonNullable<Upload['progressLabel']>;

const conflict = (code: string, message: string) => new HttpError(409, [{ code, message }]);

/** `Sunday Service: 9 AM` becomes `Sunday-Service-9-AM`, a file name any system accepts. */
function titleToFileName(title: string): string {
  return (
    title
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'recording'
  );
}

/** The rules of spec sections 3 and 5 on the fields a person edits, each on its field. */
function libraryItemProblems(body: unknown): ApiErrorItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const changes = body as Partial<Record<keyof LibraryItemUpdate, unknown>>;
  const problems: ApiErrorItem[] = [];
  if (typeof changes.title === 'string') {
    const title = changes.title.trim();
    if (title === '')
      problems.push({
        code: 'INVALID_REQUEST',
        message: VALIDATION_MESSAGES.required,
        field: 'body.title',
      });
    else if (title.length > TEXT_LIMITS.videoTitle)
      problems.push({
        code: 'INVALID_REQUEST',
        message: VALIDATION_MESSAGES.videoTitleMax,
        field: 'body.title',
      });
  }
  if (
    Array.isArray(changes.tags) &&
    changes.tags.every((tag) => typeof tag === 'string') &&
    mediaTagsTooLong(changes.tags)
  )
    problems.push({
      code: 'INVALID_REQUEST',
      message: VALIDATION_MESSAGES.videoTagsMax,
      field: 'body.tags',
    });
  return problems;
}

function uploadRequestProblems(body: unknown): ApiErrorItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const { expiresAt, title } = body as { expiresAt?: unknown; title?: unknown };
  const problems: ApiErrorItem[] = [];
  if (typeof expiresAt === 'string' && Date.parse(expiresAt) <= Date.now())
    problems.push({
      code: 'INVALID_REQUEST',
      message: VALIDATION_MESSAGES.uploadExpiresInPast,
      field: 'body.expiresAt',
    });
  if (typeof title === 'string' && title.trim().length > TEXT_LIMITS.videoTitle)
    problems.push({
      code: 'INVALID_REQUEST',
      message: VALIDATION_MESSAGES.videoTitleMax,
      field: 'body.title',
    });
  return problems;
}

/** The spec's messages where the contract's schema already refused the field too. */
export const mediaRequestRules: RequestRules = {
  updateMedia: libraryItemProblems,
  createUpload: uploadRequestProblems,
};

/** The image format the bytes are in, by their signature (never by the name or header alone). */
export function thumbnailTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return null;
}

/** A title from a file name: `christmas-eve_2025.mp4` reads `christmas eve 2025`. */
function titleFromFileName(fileName: string): string {
  const bare = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return (bare || fileName).slice(0, TEXT_LIMITS.videoTitle);
}

function thumbnailUrl(services: Services, request: FastifyRequest, row: MediaRow): string | null {
  const file = row.thumbnailPath?.slice(mediaPrefix(row.id).length);
  if (!file) return null;
  const { url } = services.mediaFileLinks.sign(
    { organisationId: row.organisationId, mediaId: row.id, file },
    THUMBNAIL_LINK_SECONDS,
  );
  return `${requestOrigin(request)}${url}`;
}

/** A library item as every operation answers it (the media and search documents share it). */
export async function libraryItemOf(
  services: Services,
  request: FastifyRequest,
  row: MediaRow,
): Promise<LibraryItem> {
  return {
    mediaId: row.id,
    title: row.title,
    tags: row.tags,
    startTime: row.startTime?.toISOString() ?? null,
    dateCreated: row.dateCreated.toISOString(),
    airDate: row.airDate,
    airTime: row.airTime,
    length: row.durationSeconds === null ? null : formatDuration(row.durationSeconds),
    durationSeconds: row.durationSeconds,
    thumbnailUrl: thumbnailUrl(services, request, row),
    description: row.description,
    ...(row.regionId ? { regionId: row.regionId } : {}),
    source: row.source,
    mediaSource: row.mediaSource,
    documents: [],
    summary: row.summary,
    transcript: row.transcript,
    discussionQuestions: row.discussionQuestions,
    aiStatus: row.aiStatus,
    state: row.state,
    processingStatus: row.processingStatus,
  };
}

/**
 * The media library (central v3 `media`, `uploads`; the media-status document): library items,
 * uploads (the bytes go over tus, src/media/tus-uploads.ts) and their processing state. The
 * router has checked the permission (mediaLibrary.*, videoUpload), the On Demand plan and the
 * organisation; the repositories keep every query inside it, so another organisation's item is
 * not found (404). Processing runs in the `media.process` job (src/media/processing.ts).
 */
export function mediaHandlers(services: Services) {
  const mediaOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).media;
  const uploadsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).uploads;

  /** The recording a save names: its encoder video, or the encoder video of a destination's event. */
  async function recordingToSave(
    organisation: CheckedOrganisation,
    body: { encoderVideoId?: string | null; contentDestinationId?: string | null },
  ): Promise<EncoderVideoRow> {
    const { encoderVideos, contentDestinations } = services.forOrganisation(organisation.id);
    const named = [body.encoderVideoId, body.contentDestinationId].filter(Boolean);
    if (named.length !== 1)
      throw badRequest([
        {
          code: 'INVALID_REQUEST',
          message: LIFECYCLE_MESSAGES.recordingSourceRequired,
          field: 'body.encoderVideoId',
        },
      ]);
    if (body.encoderVideoId) {
      const video = await encoderVideos.findById(body.encoderVideoId);
      if (!video) throw notFound();
      return video;
    }
    const destination = await contentDestinations.findById(body.contentDestinationId ?? '');
    const video = destination ? await encoderVideos.ofEvent(destination.eventId) : undefined;
    if (!video) throw notFound();
    return video;
  }

  const toLibraryItem = (request: FastifyRequest, row: MediaRow) =>
    libraryItemOf(services, request, row);

  function toUpload(upload: UploadRow, media: MediaRow): Upload {
    return {
      uuid: upload.id,
      mediaId: upload.mediaId,
      uploadUrl: tusUploadPath(upload.id),
      status: media.processingStatus,
      progressLabel: contractLabel(media.processingStatus),
      error: upload.error,
    };
  }

  async function findUpload(organisation: CheckedOrganisation, id: string) {
    const upload = await uploadsOf(organisation).findById(id);
    if (!upload) throw notFound();
    const media = await mediaOf(organisation).findAnyState(upload.mediaId);
    if (!media) throw notFound();
    return { upload, media };
  }

  async function findItem(organisation: CheckedOrganisation, mediaId: string) {
    const row = await mediaOf(organisation).findVisible(mediaId);
    if (!row) throw notFound();
    return row;
  }

  return {
    listMedia: async ({ organisation, query, request, reply }) => {
      const sort = query.sort ?? 'desc.start_time';
      if (!(MEDIA_SORTS as readonly string[]).includes(sort))
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: `Sort by one of ${MEDIA_SORTS.join(', ')}.`,
            field: 'query.sort',
          },
        ]);
      const page = await mediaOf(organisation).listLibrary({
        page: query.page,
        size: query.size,
        sort: sort as MediaSort,
        query: query.query,
      });
      setPageHeaders(request, reply, page);
      const items = await Promise.all(page.items.map((row) => toLibraryItem(request, row)));
      return { status: 200, body: items };
    },

    getMedia: async ({ organisation, params, request }) => ({
      status: 200,
      body: await toLibraryItem(request, await findItem(organisation, params.mediaId)),
    }),

    updateMedia: async ({ organisation, params, body, request }) => {
      await findItem(organisation, params.mediaId);
      const problems = libraryItemProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const row = await mediaOf(organisation).change(params.mediaId, {
        ...(body.title !== undefined ? { title: body.title.trim() } : {}),
        ...(body.tags !== undefined ? { tags: body.tags.map((tag) => tag.trim()) } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.airDate !== undefined ? { airDate: body.airDate } : {}),
        ...(body.airTime !== undefined ? { airTime: body.airTime } : {}),
        ...(body.summary !== undefined ? { summary: body.summary } : {}),
        ...(body.discussionQuestions !== undefined
          ? { discussionQuestions: body.discussionQuestions }
          : {}),
      });
      if (!row) throw notFound();
      return { status: 200, body: await toLibraryItem(request, row) };
    },

    deleteMedia: async ({ organisation, params }) => {
      const row = await findItem(organisation, params.mediaId);
      if (await webVideoPlayingMedia(services.forOrganisation(organisation.id).webVideos, row.id))
        throw new HttpError(409, [
          { code: 'MEDIA_IN_WEB_VIDEO', message: WEB_VIDEO_MESSAGES.mediaPlaying },
        ]);
      // Hidden at once; the files go in the background and their bytes leave the account.
      await mediaOf(organisation).change(row.id, {
        state: 'delete_pending',
        ...(row.processingStatus === 'COMPLETE' || row.processingStatus === 'FAILED'
          ? {}
          : { processingStatus: 'CANCELLED' as const }),
      });
      await services.jobs.enqueue(
        'media.delete',
        { mediaId: row.id },
        { organisationId: organisation.id, uniqueKey: `media.delete:${row.id}` },
      );
      return { status: 204, body: undefined };
    },

    saveToLibrary: async ({ organisation, body, auth, request, reply }) => {
      const problems = libraryItemProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const recording = await recordingToSave(organisation, body);
      // Still being written (or closing): the library would get half of it.
      if (RECORDING_IN_PROGRESS_STATES.includes(recording.state))
        throw new HttpError(422, [
          { code: 'RECORDING_NOT_READY', message: LIFECYCLE_MESSAGES.recordingNotSaved },
        ]);
      if (recording.savedMediaId)
        throw conflict('ALREADY_SAVED', LIFECYCLE_MESSAGES.recordingAlreadySaved);
      const media = mediaOf(organisation);
      const item = await media.insert({
        id: randomUUID(),
        title: body.title.trim(),
        tags: (body.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
        description: body.description ?? null,
        dateCreated: new Date(body.dateCreated),
        startTime: recording.startTime,
        durationSeconds: recording.durationSeconds,
        mediaSource: 'LIVE',
        source: 'encoder',
        originalFileName: `${titleToFileName(body.title)}.mp4`,
        createdBy: auth?.user.id ?? null,
      });
      const recordings = services.forOrganisation(organisation.id).encoderVideos;
      if (!(await recordings.claimForLibrary(recording.id, item.id))) {
        // Another save of the same recording won the race.
        await media.delete(item.id);
        throw conflict('ALREADY_SAVED', LIFECYCLE_MESSAGES.recordingAlreadySaved);
      }
      await services.jobs.enqueue(
        'media.process',
        { mediaId: item.id, uploadId: null, recordingFolder: recording.folder },
        { organisationId: organisation.id, uniqueKey: `media.process:${item.id}` },
      );
      reply.header('location', locationOf(request, item.id));
      return { status: 201, body: await toLibraryItem(request, item) };
    },

    getMediaDownload: async ({ organisation, params, request }) => {
      const row = await findItem(organisation, params.mediaId);
      if (!row.originalPath)
        throw conflict('NOT_READY', 'The video is still processing; download it once it is ready.');
      const link = await originalDownload(services, request, row, DOWNLOAD_LINK_SECONDS);
      if (!link) throw notFound();
      return { status: 200, body: link };
    },

    uploadMediaThumbnail: async ({ organisation, params, body, request }) => {
      const row = await findItem(organisation, params.mediaId);
      const bytes = typeof body === 'string' ? Buffer.from(body) : (body ?? new Uint8Array());
      const contentType = thumbnailTypeOf(bytes);
      const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      // The bytes must be the image the request says it sends: a file renamed to .png is not one.
      if (!contentType || contentType !== declared)
        throw new HttpError(415, [
          { code: 'FILE_TYPE', message: VALIDATION_MESSAGES.thumbnailType, field: 'body' },
        ]);
      if (bytes.length > UPLOAD_LIMITS.thumbnailMaxBytes)
        throw new HttpError(413, [
          { code: 'FILE_SIZE', message: VALIDATION_MESSAGES.thumbnailSize, field: 'body' },
        ]);
      const file = customThumbnailFile(contentType === 'image/png' ? 'png' : 'jpg');
      const other = customThumbnailFile(contentType === 'image/png' ? 'jpg' : 'png');
      await services.storage.put(mediaFileKey(organisation.id, row.id, file), bytes, {
        contentType,
      });
      await services.storage.delete(mediaFileKey(organisation.id, row.id, other));
      const changed = await mediaOf(organisation).change(row.id, {
        thumbnailPath: `${mediaPrefix(row.id)}${file}`,
        thumbnailCustom: true,
      });
      if (!changed) throw notFound();
      return { status: 200, body: await toLibraryItem(request, changed) };
    },

    createUpload: async ({ organisation, body, auth, request, reply }) => {
      const problems = uploadRequestProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const regions = body.regionId ? await services.regions.list() : [];
      if (body.regionId && !regions.some((region) => region.id === body.regionId))
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: VALIDATION_MESSAGES.required,
            field: 'body.regionId',
          },
        ]);
      const uploads = uploadsOf(organisation);
      // The same file chosen again (after a closed tab or a restart) resumes where it stopped.
      const resumable = await uploads.findResumable(body.fileName, body.sizeBytes);
      if (resumable && (await services.tusUploads.offsetOf(resumable.id)) !== null) {
        const media = await mediaOf(organisation).findAnyState(resumable.mediaId);
        if (media) {
          reply.header('location', locationOf(request, resumable.id));
          return { status: 201, body: toUpload(resumable, media) };
        }
      }
      const mediaId = randomUUID();
      const uploadId = randomUUID();
      const media = await mediaOf(organisation).insert({
        id: mediaId,
        title: body.title?.trim() || titleFromFileName(body.fileName),
        mediaSource: 'UPLOADED',
        source: 'saved',
        videoType: body.videoType,
        availability: body.availability,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        regionId: body.regionId ?? null,
        originalFileName: body.fileName,
        createdBy: auth?.user.id ?? null,
      });
      const upload = await uploads.insert({
        id: uploadId,
        mediaId,
        fileName: body.fileName,
        sizeBytes: body.sizeBytes,
        createdBy: auth?.user.id ?? null,
      });
      await services.tusUploads.prepare(uploadId, body.sizeBytes);
      reply.header('location', locationOf(request, uploadId));
      return { status: 201, body: toUpload(upload, media) };
    },

    getUpload: async ({ organisation, params }) => {
      const { upload, media } = await findUpload(organisation, params.id);
      return { status: 200, body: toUpload(upload, media) };
    },

    cancelUpload: async ({ organisation, params }) => {
      const { upload, media } = await findUpload(organisation, params.id);
      if (media.processingStatus === 'COMPLETE')
        throw conflict(
          'UPLOAD_COMPLETE',
          'The upload is complete and the video is in the library; delete it there.',
        );
      await uploadsOf(organisation).change(upload.id, { cancelledAt: new Date() });
      await mediaOf(organisation).change(media.id, {
        processingStatus: 'CANCELLED',
        state: 'delete_pending',
      });
      await services.tusUploads.remove(upload.id);
      await services.events.publish(organisation.id, 'media.processing', {
        subjectId: media.id,
        state: 'CANCELLED',
        data: { progressPercent: media.processingProgress, state: 'delete_pending' },
      });
      await services.jobs.enqueue(
        'media.delete',
        { mediaId: media.id },
        { organisationId: organisation.id, uniqueKey: `media.delete:${media.id}` },
      );
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}

/** The processing state of items (media-status document), polled when events cannot flow. */
export function mediaStatusHandlers(services: Services) {
  const toStatus = (request: FastifyRequest, row: MediaRow): MediaStatus => ({
    mediaId: row.id,
    status: row.processingStatus,
    progressPercent: row.processingProgress,
    error: row.processingError,
    manifestUrl:
      row.processingStatus === 'COMPLETE' && row.manifestPath
        ? `${requestOrigin(request)}${hlsPath(row.organisationId, row.id)}`
        : null,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    getMediaStatus: async ({ organisation, params, request }) => {
      if (!organisation) throw notFound();
      const row = await services.forOrganisation(organisation.id).media.findVisible(params.mediaId);
      if (!row) throw notFound();
      return { status: 200, body: toStatus(request, row) };
    },

    listMediaStatuses: async ({ organisation, query, request }) => {
      const ids = Array.isArray(query.ids) ? query.ids : [query.ids];
      const rows = await services.forOrganisation(organisation.id).media.findVisibleMany(ids);
      return { status: 200, body: rows.map((row) => toStatus(request, row)) };
    },
  } satisfies HandlerMap<MediaStatusDocument>;
}
