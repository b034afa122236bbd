import { pipeline } from 'node:stream/promises';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { HttpError, notFound } from '../http/errors';
import { byteRangeOf } from '../media/player-preview-video';
import type { Services } from '../services';

type PlayerConfig = DocumentOperations['player-config'];

/**
 * The player preview video (player-config document), public: a `<video>` element sends no
 * token, and the file is the same for everyone. Answers the byte range asked (206) or the whole
 * file (200), streamed from disk.
 */
export function playerPreviewHandlers(services: Services) {
  return {
    getPlayerPreviewVideo: async ({ request, reply }) => {
      const video = services.playerPreview;
      const size = await video.size();
      if (size === null) throw notFound();
      const rangeHeader = request.headers.range;
      const range = byteRangeOf(typeof rangeHeader === 'string' ? rangeHeader : undefined, size);
      if (range === 'unsatisfiable') {
        throw new HttpError(
          416,
          [{ code: 'RANGE_NOT_SATISFIABLE', message: 'An invalid request was sent.' }],
          { 'content-range': `bytes */${size}` },
        );
      }
      const bytes = range ?? { start: 0, end: size - 1 };
      // The body is a file stream: Fastify's JSON answer path is not for it, so the handler
      // answers on the raw response itself (as the event stream does).
      reply.hijack();
      reply.raw.writeHead(range ? 206 : 200, {
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'content-length': String(bytes.end - bytes.start + 1),
        // The file changes only when the storage folder is emptied; a day keeps seeks cheap.
        'cache-control': 'public, max-age=86400',
        ...(range ? { 'content-range': `bytes ${bytes.start}-${bytes.end}/${size}` } : {}),
      });
      try {
        await pipeline(video.read(bytes), reply.raw);
      } catch (error) {
        // A viewer that seeks closes the connection mid-file; nothing to answer any more.
        request.log.debug({ err: error }, 'player preview video not sent to the end');
      }
      return { status: range ? 206 : 200, body: undefined };
    },
  } satisfies HandlerMap<PlayerConfig>;
}
