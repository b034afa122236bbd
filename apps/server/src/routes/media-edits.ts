import { randomUUID } from 'node:crypto';
import {
  formatMediaPosition,
  MEDIA_EDIT_MESSAGES,
  mediaRangeProblems,
  parseMediaPosition,
  TEXT_LIMITS,
  TRIM_PRECISION_SECONDS,
  VALIDATION_MESSAGES,
  type MediaRangeProblem,
} from '@studio/domain';
import type { FastifyRequest } from 'fastify';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import type { ClipWithItem } from '../db/clips/clips-repository';
import type { MediaRow } from '../db/media/media-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { setPageHeaders } from '../http/paging';
import { requestOrigin } from '../http/public-urls';
import { mediaPrefix } from '../media/media-files';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type CentralV4 = DocumentOperations['central-v4'];
type Clip = CentralV4['getClip']['responses'][200]['content']['application/json'];

/** Thumbnails stay valid for a working day, as in the library's lists. */
const THUMBNAIL_LINK_SECONDS = 12 * 60 * 60;

/** Only a processed item can be cut: its original and length are known. */
function assertProcessed(item: MediaRow): void {
  if (item.processingStatus !== 'COMPLETE' || item.durationSeconds === null)
    throw new HttpError(409, [
      { code: 'MEDIA_PROCESSING', message: MEDIA_EDIT_MESSAGES.stillProcessing },
    ]);
}

const asFieldErrors = (problems: readonly MediaRangeProblem[]): ApiErrorItem[] =>
  problems.map((problem) => ({
    code:
      problem.rule === 'positionFormat' || problem.rule === 'startBeforeEnd'
        ? 'INVALID_REQUEST'
        : 'OUT_OF_RANGE',
    message: problem.message,
    field: `body.${problem.field}`,
  }));

/**
 * A range's problems as the contract answers them: the shape of the fields (format, start before
 * end) is a 400 naming the field; a range that does not fit the video (outside it, or a clip
 * shorter than 3 s or longer than 3 min) is a 422.
 */
function assertRange(start: string, end: string, item: MediaRow, clip: boolean): void {
  const problems = mediaRangeProblems(start, end, item.durationSeconds, { clip });
  const shape = problems.filter(
    (problem) => problem.rule === 'positionFormat' || problem.rule === 'startBeforeEnd',
  );
  if (shape.length > 0) throw badRequest(asFieldErrors(shape));
  if (problems.length > 0) throw new HttpError(422, asFieldErrors(problems));
}

function clipTextProblems(body: unknown): ApiErrorItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const { title, description } = body as { title?: unknown; description?: unknown };
  const problems: ApiErrorItem[] = [];
  if (typeof title === 'string' && title.trim() === '')
    problems.push({
      code: 'INVALID_REQUEST',
      message: VALIDATION_MESSAGES.required,
      field: 'body.title',
    });
  else if (typeof title === 'string' && title.trim().length > TEXT_LIMITS.videoTitle)
    problems.push({
      code: 'INVALID_REQUEST',
      message: VALIDATION_MESSAGES.videoTitleMax,
      field: 'body.title',
    });
  if (typeof description === 'string' && /[<>]/.test(description))
    problems.push({
      code: 'INVALID_REQUEST',
      message: MEDIA_EDIT_MESSAGES.descriptionAngleBrackets,
      field: 'body.description',
    });
  return problems;
}

/** The spec's messages where the contract's schema already refused the field too. */
export const clipRequestRules: RequestRules = {
  createClip: clipTextProblems,
  updateClip: clipTextProblems,
};

/**
 * Trims (central v3 `trimMedia`) and clips (central v4 `clips`). The router has checked the
 * permission (mediaLibrary.*), the On Demand plan and the organisation. The cutting runs in the
 * `media.trim` and `media.clip` jobs (src/media/media-edits.ts); both go through the processing
 * states again, live on the event stream.
 */
export function mediaEditHandlers(services: Services) {
  const repositories = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id);

  async function findItem(organisation: CheckedOrganisation, mediaId: string) {
    const item = await repositories(organisation).media.findVisible(mediaId);
    if (!item) throw notFound();
    return item;
  }

  async function findClip(organisation: CheckedOrganisation, id: string) {
    const clip = await repositories(organisation).clips.findWithItem(id);
    if (!clip) throw notFound();
    return clip;
  }

  function toClip(request: FastifyRequest, clip: ClipWithItem): Clip {
    const file = clip.thumbnailPath?.slice(mediaPrefix(clip.clipMediaId).length);
    const thumbnail = file
      ? services.mediaFileLinks.sign(
          { organisationId: clip.organisationId, mediaId: clip.clipMediaId, file },
          THUMBNAIL_LINK_SECONDS,
        ).url
      : null;
    return {
      uuid: clip.id,
      mediaId: clip.sourceMediaId,
      clipMediaId: clip.clipMediaId,
      title: clip.title,
      description: clip.description,
      start: formatMediaPosition(clip.startMs),
      end: formatMediaPosition(clip.endMs),
      aspectRatio: clip.aspectRatio,
      status: clip.processingStatus,
      thumbnailUrl: thumbnail ? `${requestOrigin(request)}${thumbnail}` : null,
      createdAt: clip.createdAt.toISOString(),
    };
  }

  const enqueueClip = (organisation: CheckedOrganisation, clipId: string) =>
    services.jobs.enqueue(
      'media.clip',
      { clipId },
      { organisationId: organisation.id, uniqueKey: `media.clip:${clipId}` },
    );

  const centralV3 = {
    trimMedia: async ({ organisation, params, body, auth }) => {
      const item = await findItem(organisation, params.mediaId);
      assertProcessed(item);
      assertRange(body.start, body.end, item, false);
      const { media, trims } = repositories(organisation);
      const requestedAt = services.now();
      const trim = await trims.insert({
        id: randomUUID(),
        mediaId: item.id,
        requestedStartMs: parseMediaPosition(body.start) ?? 0,
        requestedEndMs: parseMediaPosition(body.end) ?? 0,
        durationBeforeSeconds: item.durationSeconds,
        createdBy: auth?.user.id ?? null,
        createdAt: requestedAt,
        updatedAt: requestedAt,
      });
      // PENDING at once: a second trim or a clip waits (409) until this one is done.
      await media.change(item.id, { processingStatus: 'PENDING', processingError: null });
      await services.events.publish(organisation.id, 'media.processing', {
        subjectId: item.id,
        state: 'PENDING',
        data: { trimId: trim.id, state: item.state },
      });
      await services.jobs.enqueue(
        'media.trim',
        { trimId: trim.id },
        { organisationId: organisation.id, uniqueKey: `media.trim:${trim.id}` },
      );
      return {
        status: 202,
        body: {
          id: trim.id,
          status: 'PENDING',
          requestedAt: requestedAt.toISOString(),
          start: formatMediaPosition(trim.requestedStartMs),
          end: formatMediaPosition(trim.requestedEndMs),
          precisionSeconds: TRIM_PRECISION_SECONDS,
        },
      };
    },
  } satisfies HandlerMap<CentralV3>;

  const centralV4 = {
    listClips: async ({ organisation, query, request, reply }) => {
      const page = await repositories(organisation).clips.listWithItems({
        page: query.page,
        size: query.size,
        query: query.query,
      });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map((clip) => toClip(request, clip)) };
    },

    getClip: async ({ organisation, params, request }) => ({
      status: 200,
      body: toClip(request, await findClip(organisation, params.id)),
    }),

    createClip: async ({ organisation, params, body, auth, request, reply }) => {
      const problems = clipTextProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const source = await findItem(organisation, params.mediaId);
      assertProcessed(source);
      assertRange(body.start, body.end, source, true);
      const { media, clips } = repositories(organisation);
      const title = body.title.trim();
      const item = await media.insert({
        id: randomUUID(),
        title,
        description: body.description ?? null,
        tags: source.tags,
        mediaSource: 'UPLOADED',
        source: 'saved',
        regionId: source.regionId,
        originalFileName: `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'clip'}.mp4`,
        createdBy: auth?.user.id ?? null,
      });
      const clip = await clips.insert({
        id: randomUUID(),
        sourceMediaId: source.id,
        clipMediaId: item.id,
        title,
        description: body.description ?? null,
        startMs: parseMediaPosition(body.start) ?? 0,
        endMs: parseMediaPosition(body.end) ?? 0,
        aspectRatio: body.aspectRatio ?? '16:9',
        createdBy: auth?.user.id ?? null,
      });
      await enqueueClip(organisation, clip.id);
      reply.header('location', `/api/v4/customers/${organisation.id}/clips/${clip.id}`);
      return { status: 201, body: toClip(request, await findClip(organisation, clip.id)) };
    },

    updateClip: async ({ organisation, params, body, request }) => {
      const clip = await findClip(organisation, params.id);
      const problems = clipTextProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const { media, clips } = repositories(organisation);
      const startMs = parseMediaPosition(body.start);
      const endMs = parseMediaPosition(body.end);
      const aspectRatio = body.aspectRatio ?? clip.aspectRatio;
      const recut =
        startMs !== clip.startMs || endMs !== clip.endMs || aspectRatio !== clip.aspectRatio;
      if (recut) {
        const source = await findItem(organisation, clip.sourceMediaId);
        assertProcessed(source);
        assertRange(body.start, body.end, source, true);
        if (!['COMPLETE', 'FAILED', 'TIMED_OUT'].includes(clip.processingStatus))
          throw new HttpError(409, [
            { code: 'MEDIA_PROCESSING', message: MEDIA_EDIT_MESSAGES.stillProcessing },
          ]);
      }
      const title = body.title.trim();
      await clips.update(clip.id, {
        title,
        description: body.description ?? null,
        startMs: startMs ?? clip.startMs,
        endMs: endMs ?? clip.endMs,
        aspectRatio,
        updatedAt: services.now(),
      });
      await media.change(clip.clipMediaId, {
        title,
        description: body.description ?? null,
        ...(recut ? { processingStatus: 'PENDING' as const, processingError: null } : {}),
      });
      if (recut) await enqueueClip(organisation, clip.id);
      return { status: 200, body: toClip(request, await findClip(organisation, clip.id)) };
    },

    deleteClip: async ({ organisation, params }) => {
      const clip = await findClip(organisation, params.id);
      const { media, clips } = repositories(organisation);
      // The clip's library item goes the way every deleted item goes: hidden now, files later.
      await clips.delete(clip.id);
      await media.change(clip.clipMediaId, {
        state: 'delete_pending',
        ...(clip.processingStatus === 'COMPLETE' || clip.processingStatus === 'FAILED'
          ? {}
          : { processingStatus: 'CANCELLED' as const }),
      });
      await services.jobs.enqueue(
        'media.delete',
        { mediaId: clip.clipMediaId },
        { organisationId: organisation.id, uniqueKey: `media.delete:${clip.clipMediaId}` },
      );
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV4>;

  return { centralV3, centralV4 };
}
