import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { trustedOrganisationId } from '../../db/organisation-scoped-repository';
import {
  VenueDecodersRepository,
  type DecoderVenue,
} from '../../db/settings/venue-decoders-repository';
import { forbidden, HttpError, notFound, unauthenticated } from '../../http/errors';
import type { Services } from '../../services';
import { LIVE_WINDOW_SEGMENTS, renderViewerPlaylist } from '../broadcast/playlist';
import {
  DECODER_PROTOCOL_PREFIX,
  type DecoderChannel,
  type DecoderChannels,
  type DecoderReport,
} from './decoder-protocol';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';
/** The relay's live segments (live/broadcast/hls-relay.ts). */
const SEGMENT_FILE = /^segment_\d{6}\.ts$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const shortText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/**
 * Null first: the server's validator coerces types, and tried first a number branch would turn
 * null into 0 (a decoder that measured nothing would report 0 kbps).
 */
const nullable = <Schema extends object>(schema: Schema) => ({ anyOf: [{ type: 'null' }, schema] });
/** Memory sizes up to 16 TiB: far above any decoder, well inside a double's exact integers. */
const MEMORY_BYTES = { type: 'integer', minimum: 0, maximum: 2 ** 44 } as const;

/** The venue schema's rules for the same fields (openapi/components/schemas/user.yaml#/Venue). */
const reportSchema = {
  type: 'object',
  required: [
    'status',
    'playerVersion',
    'bufferSeconds',
    'freeMemoryBytes',
    'totalMemoryBytes',
    'averageBandwidthKbps',
    'playheadPosition',
    'streamUrl',
  ],
  additionalProperties: false,
  properties: {
    status: { enum: ['playing', 'online', 'offline'] },
    playerVersion: { type: 'string', minLength: 1, maxLength: 50 },
    bufferSeconds: nullable({ type: 'number', minimum: 0, maximum: 86_400 }),
    freeMemoryBytes: MEMORY_BYTES,
    totalMemoryBytes: MEMORY_BYTES,
    averageBandwidthKbps: nullable({ type: 'number', minimum: 0, maximum: 10_000_000 }),
    playheadPosition: nullable({
      type: 'string',
      pattern: '^\\d{2}:[0-5]\\d:[0-5]\\d(\\.\\d{3})?$',
    }),
    streamUrl: nullable({ ...shortText(2000), format: 'uri' }),
    serialNumber: nullable({ type: 'string', pattern: '^D\\d{8}$' }),
  },
} as const;

const channelParams = {
  type: 'object',
  required: ['encoderChannelId'],
  properties: { encoderChannelId: { type: 'string', format: 'uuid' } },
} as const;

const offAir = () =>
  new HttpError(404, [{ code: 'OFFLINE', message: 'Nothing is live on this channel.' }]);

/** Where a channel's live playlist is served: the segments sit beside it, under the recording. */
export const decoderPlaylistPath = (encoderChannelId: string) =>
  `${DECODER_PROTOCOL_PREFIX}/channels/${encoderChannelId}/index.m3u8`;

/**
 * The decoder protocol's routes (decoder-protocol.ts), beside the contract: a decoder is not a
 * person using the studio, and what it reads (its venue's channels and their live streams) and
 * writes (its report) belongs to its own venue only.
 */
export async function registerDecoderRoutes(
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  const { broadcaster } = services;

  /**
   * The caller's venue. No token, an expired one or one whose login is gone (the venue was
   * removed) is 401, so a decoder knows to sign in again; a person's token, or a SITE login that
   * is not a venue (the User plan's logins are not venues, spec section 3), is 403.
   */
  async function venueOf(request: FastifyRequest): Promise<{
    venue: DecoderVenue;
    repository: VenueDecodersRepository;
  }> {
    const auth = await services.authenticate(request);
    if (!auth) throw unauthenticated();
    if (auth.user.userType !== 'SITE' || auth.apiClient)
      throw forbidden('Only a venue login may use the decoder protocol.');
    const repository = new VenueDecodersRepository(
      services.db,
      trustedOrganisationId(auth.user.organisationId),
    );
    const venue = await repository.venueOfLogin(auth.user.id);
    if (!venue) throw forbidden('This login is not a venue.');
    return { venue, repository };
  }

  /** The channel's running recording, when the venue may use the channel and it is live. */
  async function liveVideoOf(request: FastifyRequest, encoderChannelId: string) {
    const { venue, repository } = await venueOf(request);
    const channel = (await repository.channels(venue.venue.id)).find(
      (candidate) => candidate.encoderChannelId === encoderChannelId,
    );
    // Another venue's or organisation's channel is not found, as in the contract.
    if (!channel) throw notFound();
    if (!channel.live) throw offAir();
    return channel.live.video;
  }

  function privateHeaders(reply: FastifyReply, contentType: string, cacheControl: string) {
    // Only this venue's token reads these: no shared cache may keep them.
    reply.header('content-type', contentType).header('cache-control', cacheControl);
  }

  await app.register(
    async (decoderApi) => {
      decoderApi.get('/channels', async (request): Promise<DecoderChannels> => {
        const { venue, repository } = await venueOf(request);
        const channels = await repository.channels(venue.venue.id);
        return {
          venueId: venue.venue.id,
          username: venue.username,
          channels: channels.map((channel): DecoderChannel => ({
            encoderChannelId: channel.encoderChannelId,
            name: channel.name,
            eventId: channel.live?.eventId ?? null,
            playlistPath: channel.live ? decoderPlaylistPath(channel.encoderChannelId) : null,
          })),
        };
      });

      decoderApi.get<{ Params: { encoderChannelId: string } }>(
        '/channels/:encoderChannelId/index.m3u8',
        { schema: { params: channelParams } },
        async (request, reply) => {
          const video = await liveVideoOf(request, request.params.encoderChannelId);
          const recording = await broadcaster.readRecording(video);
          if (!recording) throw offAir();
          privateHeaders(reply, PLAYLIST_TYPE, 'private, no-cache');
          return reply.send(
            renderViewerPlaylist(
              recording,
              { liveSegments: LIVE_WINDOW_SEGMENTS, delaySeconds: 0, now: services.now() },
              `${video.id}/`,
            ),
          );
        },
      );

      decoderApi.get<{ Params: { encoderChannelId: string; videoId: string; segment: string } }>(
        '/channels/:encoderChannelId/:videoId/:segment',
        { schema: { params: channelParams } },
        async (request, reply) => {
          const { encoderChannelId, videoId, segment } = request.params;
          if (!UUID.test(videoId) || !SEGMENT_FILE.test(segment)) throw notFound();
          const video = await liveVideoOf(request, encoderChannelId);
          // A segment of the recording on air only: a venue replays nothing through this route.
          if (video.id !== videoId.toLowerCase()) throw notFound();
          const path = join(broadcaster.recordingDir(video), segment);
          const size = await stat(path).then(
            (found) => found.size,
            () => null,
          );
          if (size === null) throw notFound();
          privateHeaders(reply, SEGMENT_TYPE, 'private, max-age=3600, immutable');
          reply.header('content-length', String(size));
          return reply.send(createReadStream(path));
        },
      );

      decoderApi.post<{ Body: DecoderReport }>(
        '/reports',
        { schema: { body: reportSchema } },
        async (request, reply) => {
          const { venue, repository } = await venueOf(request);
          const report = request.body;
          const stored = await repository.recordReport(venue.venue.id, {
            status: report.status,
            playerVersion: report.playerVersion,
            bufferSeconds: report.bufferSeconds,
            freeMemoryBytes: report.freeMemoryBytes,
            totalMemoryBytes: report.totalMemoryBytes,
            averageBandwidthKbps: report.averageBandwidthKbps,
            playheadPosition: report.playheadPosition,
            streamUrl: report.streamUrl,
            ...(report.serialNumber !== undefined ? { serialNumber: report.serialNumber } : {}),
            lastReportAt: services.now(),
          });
          // Removed between the two queries: signed out, as a moment later.
          if (!stored) throw unauthenticated();
          // The venue page follows these; the regular report that changes no status is not an
          // event (every few seconds per decoder would flood the organisation's stream).
          if (venue.venue.status !== report.status)
            await services.events.publish(venue.venue.organisationId, 'venue.state', {
              subjectId: venue.venue.id,
              state: report.status,
            });
          return reply.status(204).send();
        },
      );
    },
    { prefix: DECODER_PROTOCOL_PREFIX },
  );
}
