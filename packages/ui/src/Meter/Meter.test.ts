import { describe, expect, it } from 'vitest';
import { meterLevel } from './Meter';

describe('meterLevel', () => {
  it('is normal below the warning threshold', () => {
    expect(meterLevel(0)).toBe('normal');
    expect(meterLevel(79.9)).toBe('normal');
  });

  it('warns from 80 % and is in danger when full', () => {
    expect(meterLevel(80)).toBe('warning');
    expect(meterLevel(99)).toBe('warning');
    expect(meterLevel(100)).toBe('danger');
  });

  it('follows custom thresholds', () => {
    expect(meterLevel(60, { warning: 50, danger: 90 })).toBe('warning');
    expect(meterLevel(95, { warning: 50, danger: 90 })).toBe('danger');
  });
});
