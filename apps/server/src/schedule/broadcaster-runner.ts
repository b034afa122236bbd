import { isEncoderKind } from '@studio/domain';
import {
  MAX_EVENT_MINUTES,
  type Broadcaster,
  type GoLiveDestination,
} from '../live/broadcast/broadcaster';
import type { OccurrenceRunner } from './scheduler';

const STREAMED_TYPES = ['EMBED', 'SAVEONLY', 'RTMP', 'FACEBOOK', 'YOUTUBE'] as const;
const isStreamedType = (type: string): type is (typeof STREAMED_TYPES)[number] =>
  (STREAMED_TYPES as readonly string[]).includes(type);
const PRIVACIES = ['private', 'org', 'public'] as const;
const PUBLISH_STATUSES = ['published', 'scheduled_published', 'unpublished'] as const;
/** The stored text as one of the values the schedule accepted (the contract's enums), or null. */
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/**
 * Runs encoder occurrences through the broadcaster: a live occurrence is a Go Live of the event's
 * encoder and channel (the broadcaster has the encoder start through `EncoderControl`, relays
 * the stream to the web channels, records it and restreams it to the custom RTMP destinations and
 * social channels, each with its own restreamer), stopped by the broadcaster at its end. Venue and encoder
 * destinations of the event are kept on it and not streamed here. Replays play as web videos
 * (replay-runner.ts).
 */
export function broadcasterRunner(broadcaster: Broadcaster, now: () => Date): OccurrenceRunner {
  return {
    async start(organisationId, record, occurrence) {
      const { event, destinations } = record;
      if (!isEncoderKind(event.kind)) {
        throw new Error('Replays play as web videos, not through the broadcaster.');
      }
      if (!event.encoderId || !event.encoderChannelId) {
        throw new Error('The event has no encoder or encoder channel.');
      }
      const running = await broadcaster.eventRunningOn(organisationId, event.encoderId);
      if (running) throw new Error('The encoder is live for another event.');
      const streamed: GoLiveDestination[] = destinations.flatMap((destination) =>
        isStreamedType(destination.type)
          ? [
              {
                type: destination.type,
                webChannelId: destination.webChannelId,
                rtmpDestinationId: destination.rtmpDestinationId,
                channelId: destination.channelId,
                privacy: oneOf(PRIVACIES, destination.privacy),
                publishStatus: oneOf(PUBLISH_STATUSES, destination.publishStatus),
                title: destination.title ?? event.name,
                description: destination.description,
                startOffsetMinutes: destination.startOffsetMinutes,
                endOffsetMinutes: destination.endOffsetMinutes,
                webPresetId: destination.webPresetId,
                autosaveToLibrary: destination.autosaveToLibrary,
              },
            ]
          : [],
      );
      const bufferMinutes = Math.max(
        0,
        Math.round((occurrence.start.getTime() - now().getTime()) / 60_000),
      );
      const request = await broadcaster.goLive(organisationId, {
        name: event.name,
        encoderId: event.encoderId,
        encoderChannelId: event.encoderChannelId,
        encoderPresetId: event.automaticSettings ? null : event.encoderPresetId,
        // The broadcaster ends a Go Live after its duration: the buffer counts, up to the 12 hours.
        durationMinutes: Math.min(MAX_EVENT_MINUTES, event.durationMinutes + bufferMinutes),
        destinations: streamed,
      });
      if (request.state === 'FAILED' || request.state === 'NOT_EXIST') {
        throw new Error(request.error?.message ?? 'The encoder failed to start.');
      }
      return { liveEventId: request.eventId };
    },
    async stop(organisationId, { liveEventId }) {
      if (liveEventId) await broadcaster.stopEvent(organisationId, liveEventId);
    },
  };
}
