import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followPlayback, HEARTBEAT_INTERVAL_MS, playerClientId } from './player-heartbeats';

function fakeMedia() {
  const target = new EventTarget();
  return Object.assign(target, { currentTime: 0 });
}

describe('followPlayback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats when playback starts and every interval while playing, with the position', () => {
    const media = fakeMedia();
    const send = vi.fn();
    followPlayback(media, send);
    expect(send).not.toHaveBeenCalled();
    media.currentTime = 1.7;
    media.dispatchEvent(new Event('playing'));
    expect(send.mock.calls).toEqual([[1]]);
    media.currentTime = 31.2;
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(send.mock.calls).toEqual([[1], [31]]);
  });

  it('stops beating on pause; a quick resume waits for the next beat, a late one beats at once', () => {
    const media = fakeMedia();
    const send = vi.fn();
    followPlayback(media, send);
    media.dispatchEvent(new Event('playing'));
    media.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(2_000);
    media.dispatchEvent(new Event('playing'));
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(2);
    media.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3);
    expect(send).toHaveBeenCalledTimes(2);
    media.dispatchEvent(new Event('playing'));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends nothing more once stopped', () => {
    const media = fakeMedia();
    const send = vi.fn();
    const stop = followPlayback(media, send);
    media.dispatchEvent(new Event('playing'));
    stop();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    media.dispatchEvent(new Event('playing'));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('playerClientId', () => {
  it('keeps the same identifier in storage across visits', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const first = playerClientId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(playerClientId(storage)).toBe(first);
  });

  it('makes up a fresh one when storage refuses', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(playerClientId(storage)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
