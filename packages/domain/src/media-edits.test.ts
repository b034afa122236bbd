import { describe, expect, it } from 'vitest';
import {
  formatMediaPosition,
  MEDIA_EDIT_MESSAGES,
  mediaRangeProblems,
  parseMediaPosition,
  snapRangeToKeyframes,
} from './media-edits.js';

describe('media positions', () => {
  it('reads and writes HH:MM:SS.mmm', () => {
    expect(parseMediaPosition('01:02:03.456')).toBe(3_723_456);
    expect(formatMediaPosition(3_723_456)).toBe('01:02:03.456');
    expect(parseMediaPosition('1:02:03')).toBeNull();
    expect(parseMediaPosition('00:60:00.000')).toBeNull();
  });
});

describe('mediaRangeProblems', () => {
  it('names the field and the rule', () => {
    expect(mediaRangeProblems('00:00:05.000', '00:00:02.000', 20)).toEqual([
      { field: 'end', rule: 'startBeforeEnd', message: MEDIA_EDIT_MESSAGES.startBeforeEnd },
    ]);
    expect(mediaRangeProblems('00:00:05.000', '00:00:25.000', 20)).toEqual([
      expect.objectContaining({ field: 'end', rule: 'outsideContent' }),
    ]);
    expect(mediaRangeProblems('x', '00:00:02.000', 20)).toEqual([
      expect.objectContaining({ field: 'start', rule: 'positionFormat' }),
    ]);
    expect(mediaRangeProblems('00:00:02.000', '00:00:12.000', 20)).toEqual([]);
  });

  it('holds clips to 3 seconds to 3 minutes', () => {
    expect(mediaRangeProblems('00:00:00.000', '00:00:02.999', 600, { clip: true })).toEqual([
      expect.objectContaining({ rule: 'clipLength' }),
    ]);
    expect(mediaRangeProblems('00:00:00.000', '00:03:00.001', 600, { clip: true })).toEqual([
      expect.objectContaining({ rule: 'clipLength' }),
    ]);
    expect(mediaRangeProblems('00:00:00.000', '00:03:00.000', 600, { clip: true })).toEqual([]);
  });
});

describe('snapRangeToKeyframes', () => {
  const keyframes = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18];
  it('moves the start earlier and the end later, onto keyframes', () => {
    expect(snapRangeToKeyframes({ startMs: 3_100, endMs: 12_500 }, keyframes, 20)).toEqual({
      startMs: 2_000,
      endMs: 14_000,
    });
  });
  it('keeps points already on keyframes, and ends at the content end past the last keyframe', () => {
    expect(snapRangeToKeyframes({ startMs: 4_000, endMs: 19_000 }, keyframes, 20)).toEqual({
      startMs: 4_000,
      endMs: 20_000,
    });
  });
});
