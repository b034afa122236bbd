import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findWebChannelByEmbedId } from '../db/settings/web-channels-repository';
import { HttpError, notFound } from '../http/errors';
import { LIVE_WINDOW_SEGMENTS, renderViewerPlaylist } from '../live/broadcast/playlist';
import type { Services } from '../services';

/** The public HLS address of a web channel (http/public-urls.ts gives it out as `hlsUrl`). */
export const LIVE_PLAYLIST_ROUTE = '/live/:embedId/index.m3u8';
/** A segment of a recording the channel carried: `/live/<embedId>/<encoder video>/<segment>`. */
export const LIVE_SEGMENT_ROUTE = '/live/:embedId/:videoId/:segment';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';
const SEGMENT_FILE = /^segment_\d{6}\.ts$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Viewers are anonymous and embeds live on other sites' pages: any origin may read. */
function publicHeaders(reply: FastifyReply, contentType: string, cacheControl: string) {
  reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('access-control-allow-origin', '*');
}

const offline = () =>
  new HttpError(404, [{ code: 'OFFLINE', message: 'The web channel is not live.' }]);

/**
 * Web channels' HLS for the public watch page and embeds (no bearer: viewers are anonymous):
 * - `index.m3u8` is the live window of the channel's live destination, held back by the
 *   channel's stream delay; with nothing live it is the channel's newest recording as on-demand
 *   video when its offline content is "replay event" (the player shows the other kinds of offline
 *   content itself, from the player config), else 404 `OFFLINE`;
 * - segments are served only for recordings that went to that channel.
 * A live playlist changes every second: `no-cache`. Segments never change: cached for a year.
 */
export function registerLiveHlsRoutes(app: FastifyInstance, services: Services): void {
  const { broadcaster } = services;

  app.get<{ Params: { embedId: string } }>(LIVE_PLAYLIST_ROUTE, async (request, reply) => {
    const channel = await findWebChannelByEmbedId(services.db, request.params.embedId);
    if (!channel) throw notFound();
    const source = await broadcaster.channelSource(channel.id);
    if (!source || (!source.live && channel.offlineContentType !== 'replay_event')) {
      throw offline();
    }
    const recording = await broadcaster.readRecording(source.video);
    if (!recording) throw offline();
    const body = renderViewerPlaylist(
      source.live ? recording : { ...recording, ended: true },
      {
        liveSegments: LIVE_WINDOW_SEGMENTS,
        delaySeconds: channel.streamDelaySeconds ?? 0,
        now: services.now(),
      },
      `${source.video.id}/`,
    );
    publicHeaders(reply, PLAYLIST_TYPE, source.live ? 'no-cache' : 'public, max-age=60');
    return reply.send(body);
  });

  app.get<{ Params: { embedId: string; videoId: string; segment: string } }>(
    LIVE_SEGMENT_ROUTE,
    async (request, reply) => {
      const { embedId, videoId, segment } = request.params;
      if (!UUID.test(videoId) || !SEGMENT_FILE.test(segment)) throw notFound();
      const channel = await findWebChannelByEmbedId(services.db, embedId);
      if (!channel) throw notFound();
      const video = await broadcaster.channelCarried(channel.id, videoId);
      if (!video) throw notFound();
      const path = join(broadcaster.recordingDir(video), segment);
      const size = await stat(path).then(
        (found) => found.size,
        () => null,
      );
      if (size === null) throw notFound();
      publicHeaders(reply, SEGMENT_TYPE, 'public, max-age=31536000, immutable');
      reply.header('content-length', String(size));
      return reply.send(createReadStream(path));
    },
  );
}
