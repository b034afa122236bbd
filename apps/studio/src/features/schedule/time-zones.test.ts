import { describe, expect, it } from 'vitest';
import { matchesTimeZone, timeZoneChoices } from './time-zones';

const found = (typed: string) => timeZoneChoices('').filter((zone) => matchesTimeZone(zone, typed));

describe('the time zone field’s choices', () => {
  it('offers the runtime’s IANA zones with UTC, sorted', () => {
    const zones = timeZoneChoices('');
    expect(zones).toContain('America/Chicago');
    expect(zones).toContain('Europe/Madrid');
    expect(zones).toContain('UTC');
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('keeps the event’s zone when the runtime does not list it', () => {
    expect(timeZoneChoices('Mars/Olympus_Mons')).toContain('Mars/Olympus_Mons');
    expect(
      timeZoneChoices('America/Chicago').filter((zone) => zone === 'America/Chicago'),
    ).toHaveLength(1);
  });
});

describe('finding a zone by typing', () => {
  it('finds words anywhere in the name, in any case', () => {
    expect(found('chicago')).toEqual(['America/Chicago']);
    expect(found('MADRID')).toEqual(['Europe/Madrid']);
    expect(found('europe/')).toContain('Europe/Paris');
  });

  it('reads spaces as the underscores of the name', () => {
    expect(found('new york')).toEqual(['America/New_York']);
    expect(found('New_York')).toEqual(['America/New_York']);
    expect(matchesTimeZone('America/Los_Angeles', 'los ang')).toBe(true);
  });

  it('offers every zone for nothing typed (spaces around the words do not count)', () => {
    expect(found('')).toEqual(timeZoneChoices(''));
    expect(found('  chicago ')).toEqual(['America/Chicago']);
  });

  it('offers nothing for words no zone holds', () => {
    expect(found('atlantis')).toEqual([]);
  });
});
