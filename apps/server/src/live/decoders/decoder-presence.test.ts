import { describe, expect, it } from 'vitest';
import { DECODER_REPORT_WINDOW_MS, decoderStatusAt } from './decoder-presence';

describe('decoderStatusAt', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('keeps what the decoder reported within the window', () => {
    expect(decoderStatusAt('playing', ago(5_000), now)).toBe('playing');
    expect(decoderStatusAt('online', ago(DECODER_REPORT_WINDOW_MS), now)).toBe('online');
  });

  it('says offline once the decoder has been silent longer than the window, or never reported', () => {
    expect(decoderStatusAt('playing', ago(DECODER_REPORT_WINDOW_MS + 1), now)).toBe('offline');
    expect(decoderStatusAt('online', null, now)).toBe('offline');
    expect(decoderStatusAt('offline', ago(1_000), now)).toBe('offline');
  });
});
