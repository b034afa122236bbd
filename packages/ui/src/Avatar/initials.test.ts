import { describe, expect, it } from 'vitest';
import { hueOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ana María López')).toBe('AL');
    expect(initialsOf('riverside admin')).toBe('RA');
  });

  it('uses one letter for a one-word name', () => {
    expect(initialsOf('Madonna')).toBe('M');
  });

  it('reads the local part of an email address', () => {
    expect(initialsOf('events.team@riverside.example')).toBe('ET');
  });

  it('keeps accented letters whole and upper-cases them', () => {
    expect(initialsOf('élodie ñúñez')).toBe('ÉÑ');
  });

  it('returns nothing for blank input', () => {
    expect(initialsOf('   ')).toBe('');
  });
});

describe('hueOf', () => {
  it('is stable for the same name, ignoring case and surrounding spaces', () => {
    expect(hueOf('Riverside Admin')).toBe(hueOf('  riverside admin '));
  });

  it('stays within a circle of hues', () => {
    for (const name of ['a', 'Harbor Schools', 'venue.north', '']) {
      const hue = hueOf(name);
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(360);
    }
  });

  it('spreads different names across the circle', () => {
    const hues = new Set(['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana'].map(hueOf));
    expect(hues.size).toBeGreaterThan(5);
  });
});
