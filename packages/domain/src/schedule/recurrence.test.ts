import { describe, expect, it } from 'vitest';
import {
  describeRecurrence,
  expandOccurrences,
  isOccurrenceStart,
  nextOccurrence,
  recurrenceProblems,
  seriesEnd,
  type RecurringEvent,
} from './recurrence';
import { SCHEDULE_MESSAGES } from './messages';

// Sunday 1 March 2026, 10:00 in London (GMT); the clocks go forward on Sunday 29 March.
const weeklySunday: RecurringEvent = {
  startTime: new Date('2026-03-01T10:00:00Z'),
  timezone: 'Europe/London',
  durationMinutes: 90,
  recurrence: { type: 'weekly', interval: 1, weekdays: ['SU'], endType: 'AFTER', occurrences: 20 },
};

describe('expandOccurrences', () => {
  it('keeps 10:00 wall-clock across the clock change', () => {
    const occurrences = expandOccurrences(
      weeklySunday,
      new Date('2026-03-20T00:00:00Z'),
      new Date('2026-04-10T00:00:00Z'),
    );
    expect(occurrences.map((occurrence) => occurrence.start.toISOString())).toEqual([
      '2026-03-22T10:00:00.000Z',
      '2026-03-29T09:00:00.000Z',
      '2026-04-05T09:00:00.000Z',
    ]);
    expect(occurrences[0]!.end.toISOString()).toBe('2026-03-22T11:30:00.000Z');
  });

  it('expands only the range asked for and stops after the count', () => {
    const all = expandOccurrences(
      weeklySunday,
      new Date('2026-01-01T00:00:00Z'),
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(all).toHaveLength(20);
    expect(all.at(-1)!.start.toISOString()).toBe('2026-07-12T09:00:00.000Z');
    expect(seriesEnd(weeklySunday)!.toISOString()).toBe('2026-07-12T10:30:00.000Z');
  });

  it('skips exception dates and keeps an occurrence that began before the range', () => {
    const occurrences = expandOccurrences(
      weeklySunday,
      new Date('2026-03-08T11:00:00Z'),
      new Date('2026-03-22T12:00:00Z'),
      [new Date('2026-03-15T10:00:00Z')],
    );
    expect(occurrences.map((occurrence) => occurrence.start.toISOString())).toEqual([
      '2026-03-08T10:00:00.000Z',
      '2026-03-22T10:00:00.000Z',
    ]);
  });

  it('places the last Friday of each month with a set position', () => {
    const event: RecurringEvent = {
      startTime: new Date('2026-01-30T18:00:00Z'),
      timezone: 'UTC',
      durationMinutes: 60,
      recurrence: {
        type: 'monthly',
        interval: 1,
        weekdays: ['FR'],
        setPosition: -1,
        endType: 'ON',
        endDate: '2026-04-30',
      },
    };
    const starts = expandOccurrences(event, new Date('2026-01-01'), new Date('2027-01-01')).map(
      (occurrence) => occurrence.start.toISOString().slice(0, 10),
    );
    expect(starts).toEqual(['2026-01-30', '2026-02-27', '2026-03-27', '2026-04-24']);
  });

  it('answers a single event once, in range only', () => {
    const single = { ...weeklySunday, recurrence: null };
    expect(expandOccurrences(single, new Date('2026-03-01'), new Date('2026-03-02'))).toHaveLength(
      1,
    );
    expect(expandOccurrences(single, new Date('2026-03-02'), new Date('2026-03-03'))).toHaveLength(
      0,
    );
  });
});

describe('nextOccurrence and isOccurrenceStart', () => {
  it('finds the next start after a moment, past exception dates', () => {
    const next = nextOccurrence(weeklySunday, new Date('2026-03-02T00:00:00Z'), [
      new Date('2026-03-08T10:00:00Z'),
    ]);
    expect(next!.start.toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(nextOccurrence(weeklySunday, new Date('2026-08-01T00:00:00Z'))).toBeNull();
  });

  it('tells occurrence starts from other instants', () => {
    expect(isOccurrenceStart(weeklySunday, new Date('2026-03-29T09:00:00Z'))).toBe(true);
    expect(isOccurrenceStart(weeklySunday, new Date('2026-03-29T10:00:00Z'))).toBe(false);
  });
});

describe('recurrenceProblems', () => {
  const field = (event: RecurringEvent) =>
    recurrenceProblems(event).map((problem) => [problem.field, problem.message]);

  it('accepts the weekly series', () => {
    expect(recurrenceProblems(weeklySunday)).toEqual([]);
  });

  it('refuses a repeat interval not longer than the event', () => {
    expect(
      field({
        ...weeklySunday,
        durationMinutes: 120,
        recurrence: { type: 'hourly', interval: 2, endType: 'AFTER', occurrences: 3 },
      }),
    ).toEqual([['body.recurrence.interval', SCHEDULE_MESSAGES.repeatIntervalTooShort]]);
  });

  it('refuses an end before the start or beyond 13 months, and counts outside 1 to 99', () => {
    const withEnd = (endDate: string): RecurringEvent => ({
      ...weeklySunday,
      recurrence: { type: 'weekly', interval: 1, endType: 'ON', endDate },
    });
    expect(field(withEnd('2026-02-28'))).toEqual([
      ['body.recurrence.endDate', SCHEDULE_MESSAGES.repeatEndBeforeStart],
    ]);
    expect(field(withEnd('2027-04-02'))).toEqual([
      ['body.recurrence.endDate', SCHEDULE_MESSAGES.repeatEndTooFar],
    ]);
    expect(field(withEnd('2027-04-01'))).toEqual([]);
    expect(
      field({
        ...weeklySunday,
        recurrence: { type: 'daily', interval: 1, endType: 'AFTER', occurrences: 100 },
      }),
    ).toEqual([['body.recurrence.occurrences', SCHEDULE_MESSAGES.occurrencesRange]]);
  });
});

describe('describeRecurrence', () => {
  it('reads the weekly series in the event zone', () => {
    expect(
      describeRecurrence({ ...weeklySunday, startTime: new Date('2026-06-07T09:00:00Z') }),
    ).toBe('Every Sunday at 10:00, 20 times');
  });

  it('reads intervals, positions and end dates', () => {
    expect(
      describeRecurrence({
        ...weeklySunday,
        recurrence: {
          type: 'weekly',
          interval: 2,
          weekdays: ['TH', 'MO'],
          endType: 'ON',
          endDate: '2026-06-01',
        },
      }),
    ).toBe('Every 2 weeks on Monday and Thursday at 10:00, until 2026-06-01');
    expect(
      describeRecurrence({
        ...weeklySunday,
        recurrence: {
          type: 'monthly',
          interval: 1,
          weekdays: ['SU'],
          setPosition: 1,
          endType: 'NEVER',
        },
      }),
    ).toBe('Every month on the first Sunday at 10:00');
    expect(describeRecurrence({ ...weeklySunday, recurrence: null })).toBe(
      'Once on 2026-03-01 at 10:00',
    );
  });
});
