import { describe, expect, it } from 'vitest';
import { segmentDurations } from './playlist';
import { refreshCookieOf } from './session';

describe('refreshCookieOf', () => {
  it('finds the refresh cookie among the cookies an answer sets', () => {
    expect(
      refreshCookieOf([
        'other=1; Path=/',
        'studio_refresh=abc.DEF-123; Max-Age=2592000; Path=/api/v3/auth; HttpOnly; SameSite=Strict',
      ]),
    ).toBe('abc.DEF-123');
  });

  it('finds none when it is missing or cleared', () => {
    expect(refreshCookieOf([])).toBeUndefined();
    expect(refreshCookieOf(['studio_refresh=; Max-Age=0; Path=/api/v3/auth'])).toBeUndefined();
    expect(refreshCookieOf(['studio_refresh_old=x'])).toBeUndefined();
  });
});

describe('segmentDurations', () => {
  it('reads the duration of each segment of a live playlist', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:4',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-25T00:00:00.000Z',
      '#EXTINF:1.001,',
      'v1/segment_000004.ts',
      '#EXT-X-DISCONTINUITY',
      '#EXTINF:2.000000,',
      'v1/segment_000005.ts',
      '',
    ].join('\n');
    expect([...segmentDurations(playlist)]).toEqual([
      ['v1/segment_000004.ts', 1.001],
      ['v1/segment_000005.ts', 2],
    ]);
  });
});
