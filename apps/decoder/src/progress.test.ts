import { describe, expect, it } from 'vitest';
import { formatPlayhead, parseClock, ProgressParser } from './progress';

const block = (outTimeUs: string, speed: string, progress = 'continue') =>
  [
    'frame=150',
    'fps=30.00',
    'stream_0_0_q=-0.0',
    'bitrate=N/A',
    'total_size=N/A',
    `out_time_us=${outTimeUs}`,
    `out_time_ms=${outTimeUs}`,
    'out_time=00:00:05.000000',
    'dup_frames=0',
    'drop_frames=0',
    `speed=${speed}`,
    `progress=${progress}`,
    '',
  ].join('\n');

describe('ProgressParser', () => {
  it('reads each block of ffmpeg -progress output', () => {
    const parser = new ProgressParser();
    expect(parser.push(block('5000000', '1.01x') + block('7500000', '1x', 'end'))).toEqual([
      { outTimeSeconds: 5, speed: 1.01, ended: false },
      { outTimeSeconds: 7.5, speed: 1, ended: true },
    ]);
  });

  it('keeps a line split between two chunks for the next one', () => {
    const parser = new ProgressParser();
    const text = block('2500000', '0.98x');
    const cut = text.indexOf('out_time_us=') + 15;
    expect(parser.push(text.slice(0, cut))).toEqual([]);
    expect(parser.push(text.slice(cut))).toEqual([
      { outTimeSeconds: 2.5, speed: 0.98, ended: false },
    ]);
  });

  it('falls back on out_time, and says nothing of N/A values', () => {
    const parser = new ProgressParser();
    expect(parser.push('out_time=00:01:02.250000\nspeed=N/A\nprogress=continue\n')).toEqual([
      { outTimeSeconds: 62.25, speed: null, ended: false },
    ]);
    expect(parser.push('out_time_us=N/A\nout_time=N/A\nprogress=continue\n')).toEqual([
      { outTimeSeconds: null, speed: null, ended: false },
    ]);
  });
});

describe('the playhead', () => {
  it('reads ffmpeg clocks', () => {
    expect(parseClock('01:02:03.500000')).toBe(3723.5);
    expect(parseClock('-00:00:00.033333')).toBeNull();
    expect(parseClock('N/A')).toBeNull();
  });

  it('is written as the venue schema wants it, HH:MM:SS.mmm', () => {
    expect(formatPlayhead(0)).toBe('00:00:00.000');
    expect(formatPlayhead(62.5)).toBe('00:01:02.500');
    expect(formatPlayhead(3723.4567)).toBe('01:02:03.457');
    expect(formatPlayhead(-3)).toBe('00:00:00.000');
    expect(formatPlayhead(400 * 3600)).toBe('99:59:59.999');
  });
});
