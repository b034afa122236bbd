import { describe, expect, it } from 'vitest';
import { rangeOfCustom, rangeOfWindow } from './log-window';

describe('system log windows', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('turns each window into the start it covers, up to now', () => {
    expect(rangeOfWindow('15m', now)).toEqual({ start: '2026-11-22T11:45:00.000Z' });
    expect(rangeOfWindow('60m', now)).toEqual({ start: '2026-11-22T11:00:00.000Z' });
    expect(rangeOfWindow('6h', now)).toEqual({ start: '2026-11-22T06:00:00.000Z' });
    expect(rangeOfWindow('2d', now)).toEqual({ start: '2026-11-20T12:00:00.000Z' });
  });

  it('accepts a custom window only when it starts before it ends', () => {
    expect(rangeOfCustom('2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z')).toEqual({
      start: '2026-11-22T10:00:00.000Z',
      end: '2026-11-22T11:00:00.000Z',
    });
    expect(rangeOfCustom('2026-11-22T11:00:00Z', '2026-11-22T10:00:00Z')).toBeNull();
    expect(rangeOfCustom('', '2026-11-22T10:00:00Z')).toBeNull();
  });
});
