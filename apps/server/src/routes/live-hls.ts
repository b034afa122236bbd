import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MediaRepository } from '../db/media/media-repository';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import {
  findWebChannelByEmbedId,
  type WebChannelRow,
} from '../db/settings/web-channels-repository';
import { webVideoOnChannel } from '../db/web-videos/web-videos-repository';
import { HLS_FOLDER, mediaPrefix } from '../media/media-files';
import { HttpError, notFound } from '../http/errors';
import { LIVE_WINDOW_SEGMENTS, renderViewerPlaylist } from '../live/broadcast/playlist';
import { replaysRecording } from '../live/broadcast/recording-retention';
import type { Services } from '../services';

/** The public HLS address of a web channel (http/public-urls.ts gives it out as `hlsUrl`). */
export const LIVE_PLAYLIST_ROUTE = '/live/:embedId/index.m3u8';
/** A segment of a recording the channel carried: `/live/<embedId>/<encoder video>/<segment>`. */
export const LIVE_SEGMENT_ROUTE = '/live/:embedId/:videoId/:segment';
/** The rungs of the channel's offline video (a library item): `/live/<embedId>/offline/<rung>/<file>`. */
export const OFFLINE_VIDEO_ROUTE = '/live/:embedId/offline/:rung/:file';
/** Where the offline video's rungs are, relative to `index.m3u8`. */
const OFFLINE_FOLDER = 'offline';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';
const SEGMENT_FILE = /^segment_\d{6}\.ts$/;
/** The library's HLS rung files (media/transcode.ts): `<rung>/index.m3u8`, `segment_NNNNN.ts`. */
const OFFLINE_RUNG = /^[0-9a-z]+$/;
const OFFLINE_FILE = /^(index\.m3u8|segment_\d{5}\.ts)$/;
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
 *   channel's stream delay; with nothing live, the channel's offline content: its newest
 *   recording as on-demand video ("replay event") or its library video ("uploaded video", the
 *   library's HLS ladder, its rungs under `offline/`); an image or a playlist the player shows
 *   from the player config, so here it is 404 `OFFLINE`;
 * - a web video playing on the channel (sim-live) comes before the offline content;
 * - segments are served only for recordings and web videos that went to that channel.
 * A live playlist changes every second: `no-cache`. Segments never change: cached for a year.
 */
export function registerLiveHlsRoutes(app: FastifyInstance, services: Services): void {
  const { broadcaster } = services;

  /** A file of the channel's offline library video, when that is its offline content and ready. */
  async function readOfflineFile(channel: WebChannelRow, file: string): Promise<Buffer | null> {
    if (channel.offlineContentType !== 'uploaded_video' || !channel.offlineMediaId) return null;
    const media = new MediaRepository(services.db, trustedOrganisationId(channel.organisationId));
    const item = await media.findVisible(channel.offlineMediaId);
    if (!item || item.processingStatus !== 'COMPLETE') return null;
    const served = await services.storage.serve({
      organisationId: channel.organisationId,
      path: `${mediaPrefix(item.id)}${HLS_FOLDER}/${file}`,
    });
    if (!served) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of served.body) chunks.push(Buffer.from(chunk as Uint8Array));
    await served.recorded.catch(() => undefined);
    return Buffer.concat(chunks);
  }

  app.get<{ Params: { embedId: string } }>(LIVE_PLAYLIST_ROUTE, async (request, reply) => {
    const channel = await findWebChannelByEmbedId(services.db, request.params.embedId);
    if (!channel) throw notFound();
    const source = await broadcaster.channelSource(channel.id);
    if (!source?.live) {
      const webVideo = await services.webVideoPlayout.channelSource(channel.id);
      const recording = webVideo ? await services.webVideoPlayout.readRecording(webVideo) : null;
      if (webVideo && recording) {
        // Realtime plays as live (the newest segments); a faster-than-realtime one is active
        // whole at once: viewers start at its beginning.
        const realtime = webVideo.playoutBehaviour === 'realtime';
        publicHeaders(reply, PLAYLIST_TYPE, recording.ended ? 'public, max-age=60' : 'no-cache');
        return reply.send(
          renderViewerPlaylist(
            recording,
            {
              liveSegments: realtime ? LIVE_WINDOW_SEGMENTS : Number.POSITIVE_INFINITY,
              delaySeconds: realtime ? (channel.streamDelaySeconds ?? 0) : 0,
              now: services.now(),
            },
            `${webVideo.id}/`,
          ),
        );
      }
    }
    if (!source?.live && channel.offlineContentType === 'uploaded_video') {
      const master = await readOfflineFile(channel, 'master.m3u8');
      if (master === null) throw offline();
      publicHeaders(reply, PLAYLIST_TYPE, 'public, max-age=60');
      return reply.send(underFolder(master.toString('utf8'), OFFLINE_FOLDER));
    }
    if (!source || (!source.live && !replaysRecording(channel, source, services.now()))) {
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

  app.get<{ Params: { embedId: string; rung: string; file: string } }>(
    OFFLINE_VIDEO_ROUTE,
    async (request, reply) => {
      const { embedId, rung, file } = request.params;
      if (!OFFLINE_RUNG.test(rung) || !OFFLINE_FILE.test(file)) throw notFound();
      const channel = await findWebChannelByEmbedId(services.db, embedId);
      if (!channel) throw notFound();
      const bytes = await readOfflineFile(channel, `${rung}/${file}`);
      if (bytes === null) throw notFound();
      const isPlaylist = file.endsWith('.m3u8');
      publicHeaders(
        reply,
        isPlaylist ? PLAYLIST_TYPE : SEGMENT_TYPE,
        // The offline choice can change: the rung playlists are re-read now and then.
        isPlaylist ? 'public, max-age=60' : 'public, max-age=86400',
      );
      return reply.send(bytes);
    },
  );

  app.get<{ Params: { embedId: string; videoId: string; segment: string } }>(
    LIVE_SEGMENT_ROUTE,
    async (request, reply) => {
      const { embedId, videoId, segment } = request.params;
      if (!UUID.test(videoId) || !SEGMENT_FILE.test(segment)) throw notFound();
      const channel = await findWebChannelByEmbedId(services.db, embedId);
      if (!channel) throw notFound();
      const video = await broadcaster.channelCarried(channel.id, videoId);
      const webVideo = video
        ? undefined
        : await webVideoOnChannel(services.db, channel.id, videoId);
      const folder = video
        ? broadcaster.recordingDir(video)
        : webVideo
          ? services.webVideoPlayout.recordingDir(webVideo)
          : null;
      if (folder === null) throw notFound();
      const path = join(folder, segment);
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

/** A master playlist moved one folder down: each variant address gets the folder in front. */
function underFolder(master: string, folder: string): string {
  return master
    .split('\n')
    .map((line) => (line.trim() === '' || line.startsWith('#') ? line : `${folder}/${line.trim()}`))
    .join('\n');
}
