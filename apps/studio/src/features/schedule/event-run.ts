import type { EventRun, ScheduledEvent, WebChannel } from '@studio/api';
import type { WatchLink } from '../live/GoLiveView';

/** Starting or running: the page says "Live now" and offers the watch pages. */
export const isRunLive = (run: EventRun): boolean =>
  run.state === 'starting' || run.state === 'running';

/**
 * The studio page of the live event a run went live as: its recording's, which shows the live
 * event's state, Stop while it records and its content destinations with their totals. None for
 * a replay (a web video) or a start that failed.
 */
export const liveEventHref = (run: EventRun): string | null =>
  run.encoderVideoId ? `/media/encoder-videos/${run.encoderVideoId}` : null;

/** The watch pages of the event's web channels, in the order of its destinations, each once. */
export function watchLinksOf(
  event: Pick<ScheduledEvent, 'contentDestinations'>,
  webChannels: readonly Pick<WebChannel, 'uuid' | 'name' | 'playerUrl'>[],
): WatchLink[] {
  const channelIds = new Set(
    event.contentDestinations.flatMap((destination) =>
      destination.type === 'EMBED' && destination.webEventProfileId
        ? [destination.webEventProfileId]
        : [],
    ),
  );
  return [...channelIds].flatMap((channelId) => {
    const channel = webChannels.find((candidate) => candidate.uuid === channelId);
    return channel ? [{ channelId, name: channel.name, url: channel.playerUrl }] : [];
  });
}
