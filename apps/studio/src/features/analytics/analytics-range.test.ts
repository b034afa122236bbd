import { describe, expect, it } from 'vitest';
import { customRange, presetRange, previousValue, startOfDayIn } from './analytics-range';

describe('analytics ranges', () => {
  it('starts a day at midnight in the organisation’s time zone', () => {
    const now = new Date('2026-11-24T03:30:00Z');
    // 21:30 on the 23rd in Chicago (UTC-6).
    expect(startOfDayIn(now, 'America/Chicago').toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(startOfDayIn(now, 'UTC').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('makes the last 7 days whole days ending with today', () => {
    expect(presetRange('last7', new Date('2026-11-24T15:00:00Z'), 'UTC')).toEqual({
      start: '2026-11-18T00:00:00.000Z',
      end: '2026-11-25T00:00:00.000Z',
    });
  });

  it('includes both days of a custom period and refuses one that runs backwards', () => {
    expect(customRange('2026-11-01', '2026-11-02', 'America/Chicago')).toEqual({
      start: '2026-11-01T05:00:00.000Z',
      end: '2026-11-03T06:00:00.000Z',
    });
    expect(customRange('2026-11-03', '2026-11-02', 'UTC')).toBeNull();
    expect(customRange('', '2026-11-02', 'UTC')).toBeNull();
  });

  it('finds the previous period’s figure from the change', () => {
    expect(previousValue(150, 50)).toBe(100);
    expect(previousValue(0, null)).toBeNull();
  });
});
