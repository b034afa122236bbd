import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@studio/ui';
import { OWN_ZONE_START_FORMAT, startSeenFrom } from './own-zone-start';

const chicago = (startDay: string, startClock: string) => ({
  startDay,
  startClock,
  timezone: 'America/Chicago',
});

/** The hint's words for the start, as the form writes them in English. */
const inMadrid = (start: Date | null) =>
  start &&
  formatDateTime(start, {
    locale: 'en',
    timeZone: 'Europe/Madrid',
    formatOptions: OWN_ZONE_START_FORMAT,
  });

describe('the start seen from the person’s own zone', () => {
  // Madrid leaves summer time on 25 October 2026, Chicago on 1 November: for that week the
  // two are six hours apart instead of seven.
  it('follows each zone’s clock change, Chicago 10:00 seen from Madrid', () => {
    const before = startSeenFrom(chicago('2026-10-21', '10:00'), 'Europe/Madrid');
    const between = startSeenFrom(chicago('2026-10-28', '10:00'), 'Europe/Madrid');
    const after = startSeenFrom(chicago('2026-11-04', '10:00'), 'Europe/Madrid');
    expect(before?.toISOString()).toBe('2026-10-21T15:00:00.000Z');
    expect(between?.toISOString()).toBe('2026-10-28T15:00:00.000Z');
    expect(after?.toISOString()).toBe('2026-11-04T16:00:00.000Z');
    expect(inMadrid(before)).toBe('Wed, Oct 21, 17:00');
    expect(inMadrid(between)).toBe('Wed, Oct 28, 16:00');
    expect(inMadrid(after)).toBe('Wed, Nov 4, 17:00');
  });

  it('crosses midnight into the person’s next day', () => {
    const start = startSeenFrom(chicago('2026-10-31', '20:30'), 'Europe/Madrid');
    expect(inMadrid(start)).toBe('Sun, Nov 1, 02:30');
  });

  it('says nothing in the person’s own zone', () => {
    expect(startSeenFrom(chicago('2026-10-28', '10:00'), 'America/Chicago')).toBeNull();
  });

  it('says nothing of an unknown zone or a start not yet whole', () => {
    const madrid = 'Europe/Madrid';
    expect(startSeenFrom({ ...chicago('2026-10-28', '10:00'), timezone: '' }, madrid)).toBeNull();
    expect(
      startSeenFrom({ ...chicago('2026-10-28', '10:00'), timezone: 'Mars/Base' }, madrid),
    ).toBeNull();
    expect(startSeenFrom(chicago('', '10:00'), madrid)).toBeNull();
    expect(startSeenFrom(chicago('2026-10-28', ''), madrid)).toBeNull();
    expect(startSeenFrom(chicago('2026-13-40', '10:00'), madrid)).toBeNull();
  });
});
