import { describe, expect, it } from 'vitest';
import { occurrenceCues } from './occurrence-cues';

const occurrence = {
  start: new Date('2026-11-29T16:00:00Z'),
  end: new Date('2026-11-29T17:00:00Z'),
};
const at = (seconds: number) => new Date(occurrence.start.getTime() + seconds * 1000);
const VIDEO_MS = 20 * 60_000;

describe('occurrenceCues', () => {
  it('plays a replay from the start whenever its job runs, to the video’s end', () => {
    expect(occurrenceCues('EXISTING_MEDIA', VIDEO_MS, occurrence, at(300))).toEqual({
      startCueMs: 0,
      stopCueMs: VIDEO_MS,
    });
  });

  it('joins a web video where the occurrence has reached, from the start when on time', () => {
    expect(occurrenceCues('SIMLIVE', VIDEO_MS, occurrence, at(0))).toEqual({
      startCueMs: 0,
      stopCueMs: VIDEO_MS,
    });
    // A job that ran early (the clock of another process) still starts at the beginning.
    expect(occurrenceCues('SIMLIVE', VIDEO_MS, occurrence, at(-2))?.startCueMs).toBe(0);
    expect(occurrenceCues('SIMLIVE', VIDEO_MS, occurrence, at(90.5))).toEqual({
      startCueMs: 90_500,
      stopCueMs: VIDEO_MS,
    });
  });

  it('stops at the occurrence’s end when the video is longer, and has nothing once it is over', () => {
    expect(occurrenceCues('SIMLIVE', 2 * 3600_000, occurrence, at(60))).toEqual({
      startCueMs: 60_000,
      stopCueMs: 3600_000,
    });
    expect(occurrenceCues('SIMLIVE', VIDEO_MS, occurrence, at(20 * 60))).toBeNull();
  });
});
