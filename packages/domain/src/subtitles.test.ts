import { describe, expect, it } from 'vitest';
import {
  cueBeyondVideo,
  escapeCueText,
  formatSubtitleTime,
  formatWebVtt,
  parseSrt,
  parseWebVtt,
  SUBTITLE_CUE_MAX_CHARACTERS,
} from './subtitles';

describe('parseWebVtt', () => {
  it('reads cues with and without identifiers, hours and settings, skipping notes', () => {
    const result = parseWebVtt(
      'WEBVTT - sermon\r\n\r\nNOTE written by hand\r\n\r\nintro\r\n00:01.000 --> 00:04.500 align:start\r\nWelcome, church.\r\n\r\n01:00:05.000 --> 01:00:07.000\r\nTwo\nlines\r\n',
    );
    expect(result).toEqual({
      ok: true,
      cues: [
        { start: 1, end: 4.5, text: 'Welcome, church.' },
        { start: 3605, end: 3607, text: 'Two\nlines' },
      ],
    });
  });

  it('refuses a file without the WEBVTT line', () => {
    expect(parseWebVtt('00:01.000 --> 00:02.000\nHi')).toEqual({
      ok: false,
      message: 'The file does not start with the line WEBVTT: it is not a WebVTT file.',
    });
  });

  it('names the cue and line of a malformed timing', () => {
    const result = parseWebVtt(
      'WEBVTT\n\n00:01.000 --> 00:02.000\nOne\n\n00:03,000 --> 00:04.000\nTwo',
    );
    expect(result).toEqual({
      ok: false,
      message:
        'Cue 2 (line 6) has a malformed timing line "00:03,000 --> 00:04.000"; expected 00:00:01.000 --> 00:00:04.000.',
    });
  });

  it('refuses a cue that ends before it starts and cues out of order', () => {
    expect(parseWebVtt('WEBVTT\n\n00:05.000 --> 00:02.000\nBack')).toMatchObject({
      ok: false,
      message: 'Cue 1 (line 3) ends at 00:00:02.000, not after its start at 00:00:05.000.',
    });
    expect(
      parseWebVtt('WEBVTT\n\n00:05.000 --> 00:06.000\nOne\n\n00:02.000 --> 00:03.000\nTwo'),
    ).toMatchObject({
      ok: false,
      message:
        'Cue 2 (line 6) starts at 00:00:02.000, before the cue above it (00:00:05.000): cues must be in time order.',
    });
  });

  it('refuses over-long cue text and a file without cues', () => {
    const long = 'a'.repeat(SUBTITLE_CUE_MAX_CHARACTERS + 1);
    expect(parseWebVtt(`WEBVTT\n\n00:01.000 --> 00:02.000\n${long}`)).toMatchObject({
      ok: false,
      message: `Cue 1 (line 3) has ${SUBTITLE_CUE_MAX_CHARACTERS + 1} characters of text; a cue can have at most ${SUBTITLE_CUE_MAX_CHARACTERS}.`,
    });
    expect(parseWebVtt('WEBVTT\n')).toEqual({ ok: false, message: 'The file has no cues.' });
  });
});

describe('parseSrt', () => {
  it('reads numbered cues with commas', () => {
    expect(
      parseSrt(
        '1\n00:00:01,000 --> 00:00:02,500\nHello\n\n2\n00:00:03,000 --> 00:00:04,000\nWorld\n',
      ),
    ).toEqual({
      ok: true,
      cues: [
        { start: 1, end: 2.5, text: 'Hello' },
        { start: 3, end: 4, text: 'World' },
      ],
    });
  });

  it('names a malformed cue', () => {
    expect(parseSrt('1\n00:00:01 --> 00:00:02,500\nHello')).toMatchObject({
      ok: false,
      message:
        'Cue 1 (line 2) has a malformed timing line "00:00:01 --> 00:00:02,500"; expected 00:00:01,000 --> 00:00:04,000.',
    });
  });
});

describe('writing WebVTT', () => {
  it('formats times with hours and reads back what it wrote', () => {
    expect(formatSubtitleTime(3723.4567)).toBe('01:02:03.457');
    const cues = [
      { start: 0.5, end: 2, text: escapeCueText('Faith & <hope>') },
      { start: 2.5, end: 4, text: 'Amen' },
    ];
    const vtt = formatWebVtt(cues);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nFaith &amp; &lt;hope&gt;\n\n00:00:02.500 --> 00:00:04.000\nAmen\n',
    );
    expect(parseWebVtt(vtt)).toEqual({ ok: true, cues });
  });

  it('says which cue ends after the video', () => {
    const cues = [
      { start: 0, end: 5, text: 'In' },
      { start: 6, end: 12.5, text: 'Out' },
    ];
    expect(cueBeyondVideo(cues, 12)).toBeNull();
    expect(cueBeyondVideo(cues, 10)).toBe(
      'Cue 2 ends at 00:00:12.500, after the end of the video (00:00:10.000).',
    );
  });
});
