import { describe, expect, it } from 'vitest';
import { addSample, formatBytes, transferRate } from './upload-entry';

describe('transfer rate', () => {
  it('needs two samples half a second apart, then gives speed and time left', () => {
    expect(transferRate([{ at: 0, bytes: 0 }], 100)).toBeNull();
    expect(
      transferRate(
        [
          { at: 0, bytes: 0 },
          { at: 100, bytes: 10 },
        ],
        100,
      ),
    ).toBeNull();
    expect(
      transferRate(
        [
          { at: 0, bytes: 0 },
          { at: 2000, bytes: 20 },
        ],
        100,
      ),
    ).toEqual({
      bytesPerSecond: 10,
      secondsLeft: 8,
    });
  });

  it('forgets samples outside the window and after a restart from fewer bytes', () => {
    const samples = addSample(addSample([{ at: 0, bytes: 0 }], { at: 5000, bytes: 50 }), {
      at: 12_000,
      bytes: 120,
    });
    expect(samples).toEqual([
      { at: 5000, bytes: 50 },
      { at: 12_000, bytes: 120 },
    ]);
    expect(addSample(samples, { at: 13_000, bytes: 10 })).toEqual([{ at: 13_000, bytes: 10 }]);
  });

  it('writes sizes as people read them', () => {
    expect(formatBytes(512)).toBe('1 KB');
    expect(formatBytes(5 * 1024 ** 2)).toBe('5.0 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});
