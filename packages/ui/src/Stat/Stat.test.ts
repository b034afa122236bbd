import { describe, expect, it } from 'vitest';
import { trendOf } from './Stat';

describe('trendOf', () => {
  it('follows the sign of the percentage increase', () => {
    expect(trendOf(12.5)).toBe('positive');
    expect(trendOf(-0.1)).toBe('negative');
    expect(trendOf(0)).toBe('none');
    expect(trendOf(-0)).toBe('none');
  });

  it('has no trend without a figure', () => {
    expect(trendOf(null)).toBe('none');
    expect(trendOf(undefined)).toBe('none');
    expect(trendOf(Number.NaN)).toBe('none');
  });
});
