import { describe, expect, it } from 'vitest';
import { shiftAnchor, visibleDays, weekStart, windowOf } from './calendar-dates';

describe('calendar days', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
  });

  it('shows whole weeks around the month', () => {
    const days = visibleDays('2026-11-15', 'month');
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days.length % 7).toBe(0);
    expect(days).toContain('2026-11-30');
  });

  it('shows the seven days of the week', () => {
    expect(visibleDays('2026-11-26', 'week')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('moves by month from the first of the month, and by week', () => {
    expect(shiftAnchor('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(shiftAnchor('2026-03-31', 'month', -1)).toBe('2026-02-01');
    expect(shiftAnchor('2026-11-26', 'week', -1)).toBe('2026-11-19');
  });

  it('shows one day in the day view and moves by a day, across a month and a clock change', () => {
    expect(visibleDays('2026-11-01', 'day')).toEqual(['2026-11-01']);
    expect(shiftAnchor('2026-11-30', 'day', 1)).toBe('2026-12-01');
    expect(shiftAnchor('2026-03-08', 'day', -1)).toBe('2026-03-07');
    expect(windowOf(visibleDays('2026-11-01', 'day'))).toEqual({
      startTime: '2026-10-31T00:00:00.000Z',
      endTime: '2026-11-03T00:00:00.000Z',
    });
  });

  it('asks for a day more on each side', () => {
    expect(windowOf(['2026-11-23', '2026-11-29'])).toEqual({
      startTime: '2026-11-22T00:00:00.000Z',
      endTime: '2026-12-01T00:00:00.000Z',
    });
  });
});
