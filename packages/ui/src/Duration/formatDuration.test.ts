import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration, isoDuration } from './formatDuration';

/** Intl separates some numbers from units with no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDuration', () => {
  it('shows zero as 0s', () => {
    expect(formatDuration(0, { locale: 'en-US' })).toBe('0s');
  });

  it('uses years, days, hours, minutes and seconds, skipping zero units', () => {
    expect(formatDuration(3723, { locale: 'en-US' })).toBe('1h 2m 3s');
    expect(formatDuration(3600, { locale: 'en-US' })).toBe('1h');
    expect(formatDuration(90061, { locale: 'en-US' })).toBe('1d 1h 1m 1s');
    expect(
      formatDuration(365 * 86400 + 2 * 86400, { locale: 'en-US', compactHoursFrom: Infinity }),
    ).toBe('1y 2d');
  });

  it('rounds to whole seconds', () => {
    expect(formatDuration(59.6, { locale: 'en-US' })).toBe('1m');
    expect(formatDuration(0.4, { locale: 'en-US' })).toBe('0s');
  });

  it('shows large totals in compact hours', () => {
    expect(formatDuration(3429.4 * 3600, { locale: 'en-US' })).toBe('3.4Kh');
    expect(formatDuration(999 * 3600, { locale: 'en-US' })).toBe('41d 15h');
    expect(formatDuration(50 * 3600, { locale: 'en-US', compactHoursFrom: 10 * 3600 })).toBe('50h');
  });

  it('spells units in the given locale through Intl', () => {
    expect(formatDuration(3723, { locale: 'es-ES' })).toBe('1h 2min 3s');
    expect(formatDuration(3723, { locale: 'en-US', unitDisplay: 'long' })).toBe(
      '1 hour, 2 minutes, 3 seconds',
    );
    expect(plain(formatDuration(3429.4 * 3600, { locale: 'es-ES' }))).toBe('3,4 milh');
  });

  it('uses unit labels from the app when given', () => {
    const unitLabels = { hour: (n: string) => `${n} horas`, minute: (n: string) => `${n} minutos` };
    expect(formatDuration(7320, { locale: 'es-ES', unitLabels })).toBe('2 horas 2 minutos');
    // Units without a label fall back to Intl.
    expect(formatDuration(7321, { locale: 'es-ES', unitLabels })).toBe('2 horas 2 minutos 1s');
  });

  it('keeps at most maxUnits, largest first', () => {
    expect(formatDuration(90061, { locale: 'en-US', maxUnits: 2 })).toBe('1d 1h');
  });

  it('keeps the sign of a negative duration and blanks non-numbers', () => {
    expect(formatDuration(-125, { locale: 'en-US' })).toBe('-2m 5s');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('durationParts', () => {
  it('splits seconds into units', () => {
    expect(durationParts(3 * 86400 + 5)).toEqual([
      { unit: 'day', amount: 3 },
      { unit: 'second', amount: 5 },
    ]);
  });
});

describe('isoDuration', () => {
  it('writes an ISO 8601 duration', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(3723)).toBe('PT1H2M3S');
    expect(isoDuration(2 * 86400 + 60)).toBe('P2DT1M');
    expect(isoDuration(86400)).toBe('P1D');
    expect(isoDuration(-30)).toBe('-PT30S');
  });
});
