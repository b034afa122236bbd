import { describe, expect, it } from 'vitest';
import { BandwidthAverage } from './bandwidth';

describe('BandwidthAverage', () => {
  it('is unknown before any byte', () => {
    expect(new BandwidthAverage().kbps(1_000)).toBeNull();
  });

  it('averages over the time since the first byte until 30 seconds have passed', () => {
    const average = new BandwidthAverage();
    // 125,000 bytes a second is 1,000 kilobits a second.
    for (let second = 0; second < 10; second += 1) average.add(125_000, second * 1000);
    expect(average.kbps(10_000)).toBe(1000);
  });

  it('counts only the last 30 seconds once they have passed', () => {
    const average = new BandwidthAverage();
    // A minute at 2,000 kb/s, then 30 seconds at 500 kb/s: the average is the newer rate.
    for (let second = 1; second <= 60; second += 1) average.add(250_000, second * 1000);
    expect(average.kbps(60_000)).toBe(2000);
    for (let second = 61; second <= 90; second += 1) average.add(62_500, second * 1000);
    expect(average.kbps(90_000)).toBe(500);
  });

  it('falls to zero when nothing arrives for 30 seconds', () => {
    const average = new BandwidthAverage();
    average.add(1_000_000, 0);
    expect(average.kbps(31_000)).toBe(0);
  });

  it('does not divide a first chunk by a few milliseconds', () => {
    const average = new BandwidthAverage();
    average.add(125_000, 5_000);
    expect(average.kbps(5_010)).toBe(1000);
  });
});
