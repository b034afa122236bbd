import type { DecoderChannel } from './protocol';

/** A channel with a stream on it. */
export type LiveChannel = DecoderChannel & { playlistPath: string };

const isLive = (channel: DecoderChannel): channel is LiveChannel => channel.playlistPath !== null;

/**
 * What to play: the channel playing now while it stays live (a second channel going live does
 * not cut the one on screen), else the first live channel in the server's order (by name); none
 * when nothing is live. A new event on the same channel is a new stream to open, so the event
 * counts as well as the channel.
 */
export function chooseChannel(
  channels: readonly DecoderChannel[],
  playing: Pick<DecoderChannel, 'encoderChannelId' | 'eventId'> | null,
): LiveChannel | null {
  const live = channels.filter(isLive);
  const current =
    playing &&
    live.find(
      (channel) =>
        channel.encoderChannelId === playing.encoderChannelId &&
        channel.eventId === playing.eventId,
    );
  return current ?? live[0] ?? null;
}
