import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist, renderViewerPlaylist, type MediaPlaylist } from './playlist';

const start = Date.parse('2026-11-24T10:00:00.000Z');
const at = (second: number) => new Date(start + second * 1000);

/** A recording of `count` one-second segments, the relay restarted before `restartsAt`. */
function recording(count: number, restartsAt: readonly number[] = [], ended = false): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:1',
    '#EXT-X-MEDIA-SEQUENCE:0',
  ];
  for (let index = 0; index < count; index += 1) {
    if (restartsAt.includes(index)) lines.push('#EXT-X-DISCONTINUITY');
    lines.push('#EXTINF:1.000000,', `#EXT-X-PROGRAM-DATE-TIME:${at(index).toISOString()}`);
    lines.push(`segment_${String(index).padStart(6, '0')}.ts`);
  }
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

const segmentsOf = (text: string) => parseMediaPlaylist(text).segments.map((s) => s.uri);

describe('viewer playlists', () => {
  it('reads what the relay writes: durations, wall clock, discontinuities, the end', () => {
    const parsed: MediaPlaylist = parseMediaPlaylist(recording(3, [2], true));
    expect(parsed.ended).toBe(true);
    expect(parsed.segments).toEqual([
      {
        uri: 'segment_000000.ts',
        durationSeconds: 1,
        programDateTime: at(0),
        discontinuity: false,
      },
      {
        uri: 'segment_000001.ts',
        durationSeconds: 1,
        programDateTime: at(1),
        discontinuity: false,
      },
      { uri: 'segment_000002.ts', durationSeconds: 1, programDateTime: at(2), discontinuity: true },
    ]);
  });

  it('offers a live viewer the newest segments, numbered so the window slides', () => {
    const text = renderViewerPlaylist(
      parseMediaPlaylist(recording(10)),
      { liveSegments: 3, delaySeconds: 0, now: at(10) },
      'v1/',
    );
    expect(segmentsOf(text)).toEqual([
      'v1/segment_000007.ts',
      'v1/segment_000008.ts',
      'v1/segment_000009.ts',
    ]);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:7\n');
    expect(text).not.toContain('#EXT-X-ENDLIST');
  });

  it('holds back segments younger than the stream delay', () => {
    const text = renderViewerPlaylist(parseMediaPlaylist(recording(200)), {
      liveSegments: 3,
      delaySeconds: 90,
      now: at(200),
    });
    // Segment 109 ends at second 110, exactly 90 s before now: the newest one shown.
    expect(segmentsOf(text)).toEqual([
      'segment_000107.ts',
      'segment_000108.ts',
      'segment_000109.ts',
    ]);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:107\n');
  });

  it('counts the discontinuities that slid out of the window', () => {
    const text = renderViewerPlaylist(parseMediaPlaylist(recording(10, [3, 8])), {
      liveSegments: 3,
      delaySeconds: 0,
      now: at(10),
    });
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
  });

  it('serves a finished recording whole, as on-demand video, whatever the delay', () => {
    const text = renderViewerPlaylist(parseMediaPlaylist(recording(8, [], true)), {
      liveSegments: 3,
      delaySeconds: 600,
      now: at(9),
    });
    expect(segmentsOf(text)).toHaveLength(8);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});
