import { describe, expect, it } from 'vitest';
import { itunesDuration, rfc822, xmlEscape } from './rss';
import { checkWellFormedXml } from '../test-support/well-formed-xml';

describe('RSS pieces', () => {
  it('escapes markup, quotes and ampersands, and drops characters XML cannot carry', () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('writes RFC 822 dates and H:MM:SS durations', () => {
    expect(rfc822(new Date('2026-03-09T10:00:00Z'))).toBe('Mon, 09 Mar 2026 10:00:00 GMT');
    expect(itunesDuration(4512.4)).toBe('1:15:12');
    expect(itunesDuration(59.6)).toBe('0:01:00');
  });
});

describe('checkWellFormedXml', () => {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';

  it('accepts a well-formed document', () => {
    expect(checkWellFormedXml(`${declaration}<rss a="1"><c>x &amp; y</c><e b='2'/></rss>`)).toEqual(
      [],
    );
  });

  it('finds raw ampersands and angle brackets, misnested and unclosed tags', () => {
    expect(checkWellFormedXml(`${declaration}<rss><c>x & y</c></rss>`)).toEqual([
      expect.stringContaining('raw &'),
    ]);
    expect(checkWellFormedXml(`${declaration}<rss><c>1 < 2</c></rss>`)).not.toEqual([]);
    expect(checkWellFormedXml(`${declaration}<rss><a><b></a></b></rss>`)).not.toEqual([]);
    expect(checkWellFormedXml(`${declaration}<rss><a></rss>`)).not.toEqual([]);
    expect(checkWellFormedXml(`${declaration}<rss><e a="x & y"/></rss>`)).not.toEqual([]);
    expect(checkWellFormedXml(`${declaration}<rss a="1" a="2"></rss>`)).not.toEqual([]);
    expect(checkWellFormedXml('<rss></rss>')).not.toEqual([]);
  });
});
