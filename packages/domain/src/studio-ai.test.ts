import { describe, expect, it } from 'vitest';
import {
  aiOverageCostUsd,
  aiOverageVideos,
  aiRequestNeedsOverage,
  aiUsagePeriod,
  aiVideosIncluded,
} from './studio-ai.js';

describe('Studio AI allowance', () => {
  it('includes 10 videos unless the organisation has a count of its own', () => {
    expect(aiVideosIncluded(0)).toBe(10);
    expect(aiVideosIncluded(null)).toBe(10);
    expect(aiVideosIncluded(25)).toBe(25);
  });

  it('bills $6 for each video beyond the allowance', () => {
    expect(aiOverageVideos({ videosUsed: 7, videosIncluded: 10 })).toBe(0);
    expect(aiOverageCostUsd({ videosUsed: 12, videosIncluded: 10 })).toBe(12);
  });

  it('needs overage for the video after the last included one', () => {
    expect(aiRequestNeedsOverage({ videosUsed: 9, videosIncluded: 10 })).toBe(false);
    expect(aiRequestNeedsOverage({ videosUsed: 10, videosIncluded: 10 })).toBe(true);
  });

  it('counts by calendar month in UTC', () => {
    const period = aiUsagePeriod(new Date('2026-12-31T23:30:00Z'));
    expect(period.start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(period.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
