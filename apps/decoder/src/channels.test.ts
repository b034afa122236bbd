import { describe, expect, it } from 'vitest';
import { chooseChannel } from './channels';
import type { DecoderChannel } from './protocol';

const channel = (id: string, eventId: string | null): DecoderChannel => ({
  encoderChannelId: id,
  name: `Channel ${id}`,
  eventId,
  playlistPath: eventId ? `/api/decoder/v1/channels/${id}/index.m3u8` : null,
});

describe('chooseChannel', () => {
  it('plays nothing while nothing is live', () => {
    expect(chooseChannel([channel('a', null), channel('b', null)], null)).toBeNull();
    expect(chooseChannel([], null)).toBeNull();
  });

  it('plays the first live channel in the server’s order', () => {
    expect(
      chooseChannel([channel('a', null), channel('b', 'e1'), channel('c', 'e2')], null),
    ).toEqual(channel('b', 'e1'));
  });

  it('keeps the channel on screen while it stays live', () => {
    const channels = [channel('a', 'e3'), channel('b', 'e1')];
    expect(chooseChannel(channels, { encoderChannelId: 'b', eventId: 'e1' })).toEqual(
      channel('b', 'e1'),
    );
  });

  it('moves on when the channel on screen ends, or starts a new event', () => {
    const playing = { encoderChannelId: 'b', eventId: 'e1' };
    expect(chooseChannel([channel('a', 'e3'), channel('b', null)], playing)).toEqual(
      channel('a', 'e3'),
    );
    expect(chooseChannel([channel('b', 'e4')], playing)).toEqual(channel('b', 'e4'));
  });
});
