import { describe, expect, it } from 'vitest';
import { fixture } from '@studio/api/mocks';
import { isRunLive, liveEventHref, watchLinksOf } from './event-run';
import {
  OVERFLOW_WEB_CHANNEL_ID,
  WEB_CHANNEL_ID,
  demoEventChoices,
  sundayRunFailed,
  sundayRunFinished,
  sundayRunLive,
  sundayService,
} from './schedule-fixtures';

describe('the latest run of an event', () => {
  it('is live while starting or running, not once finished or failed', () => {
    expect(isRunLive({ ...sundayRunLive, state: 'starting' })).toBe(true);
    expect(isRunLive(sundayRunLive)).toBe(true);
    expect(isRunLive(sundayRunFinished)).toBe(false);
    expect(isRunLive(sundayRunFailed)).toBe(false);
  });

  it("opens on its live event's recording page, and nowhere for a failed start or a replay", () => {
    expect(liveEventHref(sundayRunLive)).toBe(
      `/media/encoder-videos/${sundayRunLive.encoderVideoId}`,
    );
    expect(liveEventHref(sundayRunFailed)).toBeNull();
    expect(
      liveEventHref({
        ...sundayRunFinished,
        liveEventId: null,
        encoderVideoId: null,
        webVideoId: '1c3e5a70-2b4d-4f6a-8c0e-9d1f3b5d7f01',
      }),
    ).toBeNull();
  });
});

describe('watchLinksOf', () => {
  const channels = demoEventChoices.webChannels;

  it("lists the watch page of each of the event's web channels once, in its order", () => {
    const web = (id: string) =>
      fixture('ContentDestination', { type: 'EMBED', webEventProfileId: id });
    const event = {
      contentDestinations: [
        web(OVERFLOW_WEB_CHANNEL_ID),
        fixture('ContentDestination', { type: 'RTMP', webEventProfileId: null }),
        web(WEB_CHANNEL_ID),
        web(OVERFLOW_WEB_CHANNEL_ID),
      ],
    };
    const overflow = channels.find((channel) => channel.uuid === OVERFLOW_WEB_CHANNEL_ID)!;
    const main = channels.find((channel) => channel.uuid === WEB_CHANNEL_ID)!;
    expect(watchLinksOf(event, channels)).toEqual([
      { channelId: OVERFLOW_WEB_CHANNEL_ID, name: 'Overflow room', url: overflow.playerUrl },
      { channelId: WEB_CHANNEL_ID, name: 'Main web channel', url: main.playerUrl },
    ]);
  });

  it('leaves out a channel the organisation no longer has', () => {
    expect(watchLinksOf(sundayService, [])).toEqual([]);
  });
});
