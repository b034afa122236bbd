import { isWebVideoActive, LIFECYCLE_MESSAGES } from '@studio/domain';
import { isUniqueViolation } from '../db/errors';
import type { OrganisationId } from '../db/organisation-scoped-repository';
import type { MediaRepository } from '../db/media/media-repository';
import type { WebVideosRepository } from '../db/web-videos/web-videos-repository';
import { newWebVideoRow } from '../live/web-videos/new-web-video';
import type { WebVideoPlayout } from '../live/web-videos/web-video-playout';
import { occurrenceCues, WEB_VIDEO_OCCURRENCE_OVER } from './occurrence-cues';
import type { OccurrenceRunner } from './scheduler';

export interface ReplayRunnerOptions {
  repositories: (organisationId: OrganisationId) => {
    media: MediaRepository;
    webVideos: WebVideosRepository;
  };
  playout: Pick<WebVideoPlayout, 'play' | 'stopWebVideo'>;
  /** Whether a live event plays on the web channel now (the broadcaster knows). */
  channelLive: (webChannelId: string) => Promise<boolean>;
  now: () => Date;
}

/**
 * Runs a replay occurrence (a saved video, or a web channel replay: spec section 3) or a
 * scheduled web video (SIMLIVE) as a web video: the event's library video plays out in real time
 * on the event's web channel (the one web destination these kinds allow, section 5), and to its
 * custom RTMP destinations, for as long as the event lasts or the video does (`occurrenceCues`
 * says from where). Social destinations are not streamed by replays yet; they stay on the event
 * and in its log. A reason is thrown, and lands in the
 * event log, when the video is missing or still processing or the channel is taken.
 */
export function replayRunner(options: ReplayRunnerOptions): OccurrenceRunner {
  return {
    async start(organisationId, record, occurrence) {
      const { event, destinations } = record;
      if (!event.mediaId) throw new Error('The event has no saved video.');
      const channel = destinations.find((destination) => destination.type === 'EMBED');
      if (!channel?.webChannelId) throw new Error('The event has no web channel to play on.');
      const { media, webVideos } = options.repositories(organisationId);
      const video = await media.findVisible(event.mediaId);
      if (!video) throw new Error('The saved video is no longer in the library.');
      if (video.processingStatus !== 'COMPLETE' || video.durationSeconds == null) {
        throw new Error('The saved video is still processing.');
      }
      if (
        (await webVideos.holdingChannel(channel.webChannelId)) ||
        (await options.channelLive(channel.webChannelId))
      ) {
        throw new Error(LIFECYCLE_MESSAGES.webChannelInUse);
      }
      const cues = occurrenceCues(
        event.kind,
        Math.floor(video.durationSeconds * 1000),
        occurrence,
        options.now(),
      );
      if (!cues) throw new Error(WEB_VIDEO_OCCURRENCE_OVER);
      const row = await webVideos
        .insert(
          newWebVideoRow(organisationId, {
            name: event.name,
            description: event.description,
            mediaId: video.id,
            webChannelId: channel.webChannelId,
            playoutBehaviour: 'realtime',
            ...cues,
            rtmpDestinationIds: [
              ...new Set(
                destinations.flatMap((destination) =>
                  destination.type === 'RTMP' && destination.rtmpDestinationId
                    ? [destination.rtmpDestinationId]
                    : [],
                ),
              ),
            ],
          }),
        )
        .catch((error: unknown) => {
          // Another start took the channel between the check and the insert.
          if (isUniqueViolation(error)) throw new Error(LIFECYCLE_MESSAGES.webChannelInUse);
          throw error;
        });
      options.playout.play(organisationId, row);
      return { liveEventId: null, webVideoId: row.id };
    },

    /** Ends the web video if it still plays (a realtime one ends by itself at its stop cue). */
    async stop(organisationId, { webVideoId }) {
      if (!webVideoId) return;
      const row = await options.repositories(organisationId).webVideos.findById(webVideoId);
      if (row && isWebVideoActive(row.status)) {
        await options.playout.stopWebVideo(organisationId, row);
      }
    },
  };
}
