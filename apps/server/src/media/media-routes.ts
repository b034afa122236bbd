import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enforceAccess, type AccessPolicy } from '../contract/access';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { MediaRepository } from '../db/media/media-repository';
import { mediaUploads } from '../db/media/schema';
import { HttpError, notFound } from '../http/errors';
import type { Services } from '../services';
import type { StorageKey } from '../storage/object-storage';
import { MEDIA_FILE_ROUTE, type LinkQuery } from './file-links';
import { contentTypeOfMediaFile, HLS_FOLDER, mediaPrefix } from './media-files';
import { byteRangeOf } from './player-preview-video';
import { isSubtitleFile } from './subtitle-links';
import { registerTusRoute } from './tus-uploads';
import { eq } from 'drizzle-orm';

/** Playing an item: what getMedia needs (spec section 6: media library get, On Demand plan). */
const PLAY_POLICY: AccessPolicy = {
  requirement: 'mediaLibrary.get',
  scope: 'path',
  plan: 'onDemand',
  forbiddenMessage: undefined,
};

/** Sending an upload's bytes: what createUpload needs. */
const UPLOAD_POLICY: AccessPolicy = {
  requirement: 'videoUpload',
  scope: 'path',
  plan: 'onDemand',
  forbiddenMessage: undefined,
};

/** HLS file names ffmpeg writes: `master.m3u8`, `<rung>/index.m3u8`, `<rung>/segment_00001.ts`. */
const HLS_FILE = /^(master\.m3u8|[0-9a-z]+\/(index\.m3u8|segment_\d{5}\.ts))$/;

/**
 * The media routes beside the contract, each checked like an operation:
 * - the tus endpoint for an upload's bytes (the session's token, videoUpload, the upload's
 *   organisation);
 * - an item's HLS (master and rung playlists, segments) for the studio player, under the
 *   organisation's path: the player sends the session's bearer token (hls.js `xhrSetup`), so
 *   only a signed-in person of that organisation (or Platform Admin) plays it; another
 *   organisation's item is not found;
 * - signed links to one file each (thumbnails for `<img>`, downloads of the original, subtitle
 *   tracks for `<track>`, which any origin may read).
 * Bytes served are metered for the organisation (AccountedStorage.serve).
 */
export async function registerMediaRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const gate = { findOrganisation: (id: string) => services.organisations.findById(id) };

  await registerTusRoute(app, {
    uploads: services.tusUploads,
    authorise: async (request, uploadId) => {
      const [upload] = /^[0-9a-f-]{36}$/i.test(uploadId)
        ? await services.db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId))
        : [];
      const auth = await services.authenticate(request);
      // An unknown upload and another organisation's look the same.
      const organisationId = upload?.organisationId ?? '00000000-0000-4000-8000-000000000000';
      await enforceAccess(
        {
          operationId: 'tusUpload',
          policy: UPLOAD_POLICY,
          auth,
          params: { customerId: organisationId },
        },
        gate,
      );
      if (!upload || upload.cancelledAt || upload.completedAt) throw notFound();
    },
  });

  app.get<{ Params: { customerId: string; mediaId: string; '*': string } }>(
    '/api/v3/customers/:customerId/media/:mediaId/hls/*',
    async (request, reply) => {
      const auth = await services.authenticate(request);
      const organisation = await enforceAccess(
        { operationId: 'playMedia', policy: PLAY_POLICY, auth, params: request.params },
        gate,
      );
      if (!organisation) throw notFound();
      const file = request.params['*'];
      if (!HLS_FILE.test(file) || !/^[0-9a-f-]{36}$/i.test(request.params.mediaId))
        throw notFound();
      const media = new MediaRepository(services.db, trustedOrganisationId(organisation.id));
      const row = await media.findVisible(request.params.mediaId);
      if (!row || row.processingStatus !== 'COMPLETE') throw notFound();
      const key = {
        organisationId: organisation.id,
        path: `${mediaPrefix(row.id)}${HLS_FOLDER}/${file}`,
      };
      // The session's files: never kept by shared caches.
      await sendStored(services, request, reply, key, { cacheControl: 'private, max-age=3600' });
    },
  );

  app.get<{
    Params: { organisationId: string; mediaId: string; file: string };
    Querystring: LinkQuery;
  }>(MEDIA_FILE_ROUTE, async (request, reply) => {
    const grant = services.mediaFileLinks.verify(request.params, request.query);
    if (!grant) throw notFound();
    // A player on another site's page loads captions with `crossorigin="anonymous"`; the signed
    // link is the whole grant, so letting any origin read it gives away nothing the link did not.
    if (isSubtitleFile(grant.file)) reply.raw.setHeader('access-control-allow-origin', '*');
    await sendStored(
      services,
      request,
      reply,
      { organisationId: grant.organisationId, path: `${mediaPrefix(grant.mediaId)}${grant.file}` },
      {
        cacheControl: 'private, max-age=600',
        ...(grant.downloadName ? { downloadName: grant.downloadName } : {}),
      },
    );
  });
}

export interface SendOptions {
  cacheControl: string;
  downloadName?: string;
}

/** One stored object (or the byte range asked), streamed and metered. */
export async function sendStored(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  key: StorageKey,
  options: SendOptions,
): Promise<void> {
  const stat = await services.storage.stat(key);
  if (!stat) throw notFound();
  const rangeHeader = request.headers.range;
  const range = byteRangeOf(typeof rangeHeader === 'string' ? rangeHeader : undefined, stat.size);
  if (range === 'unsatisfiable')
    throw new HttpError(
      416,
      [{ code: 'RANGE_NOT_SATISFIABLE', message: 'An invalid request was sent.' }],
      {
        'content-range': `bytes */${stat.size}`,
      },
    );
  const served = await services.storage.serve(key, range);
  if (!served) throw notFound();
  served.recorded.catch((error: unknown) =>
    request.log.warn({ err: error }, 'media bytes not counted'),
  );
  const bytes = range ?? { start: 0, end: stat.size - 1 };
  reply.hijack();
  reply.raw.writeHead(range ? 206 : 200, {
    'content-type': stat.contentType ?? contentTypeOfMediaFile(key.path),
    'content-length': String(stat.size === 0 ? 0 : bytes.end - bytes.start + 1),
    'accept-ranges': 'bytes',
    'cache-control': options.cacheControl,
    ...(range ? { 'content-range': `bytes ${bytes.start}-${bytes.end}/${stat.size}` } : {}),
    ...(options.downloadName
      ? {
          'content-disposition': `attachment; filename="${options.downloadName.replace(/["\\\r\n]/g, '_')}"`,
        }
      : {}),
  });
  try {
    await pipeline(served.body, reply.raw);
  } catch (error) {
    request.log.debug({ err: error }, 'media file not sent to the end');
  }
}
