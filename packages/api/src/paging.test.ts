import { ANALYTICS_EXPORTS } from '@studio/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportCsv, exportPages, type ExportPageQuery } from './analytics-export.js';
import { csvCell, toCsv } from './csv.js';
import { createFakeFetch, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import { parseLinkHeader } from './link-header.js';
import { collectAllPages } from './paging.js';
import { createStudioApi } from './studio-api.js';

describe('Link header', () => {
  it('finds rel="next" among several links, with commas inside URLs and multi-valued rels', () => {
    const links = parseLinkHeader(
      '<https://x.test/media?page=1&sort=desc.start_time,asc.title>; rel="prev", ' +
        '<https://x.test/media?page=3&size=50>; rel="next last"; title="n", <https://x.test/media?page=0>; rel=first',
    );
    expect(links.get('next')).toBe('https://x.test/media?page=3&size=50');
    expect(links.get('last')).toBe('https://x.test/media?page=3&size=50');
    expect(links.get('prev')).toBe('https://x.test/media?page=1&sort=desc.start_time,asc.title');
    expect(links.get('first')).toBe('https://x.test/media?page=0');
    expect(parseLinkHeader(null).size).toBe(0);
  });
});

describe('size=50 lists through the Link header', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** `pages` pages of one region each; the second page answers 503 the first time it is asked. */
  function pagedServer(pages: number) {
    const failedOnce = new Set<string>();
    return createFakeFetch((request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
      if (page === 1 && !failedOnce.has(request.url)) {
        failedOnce.add(request.url);
        return json(503, []);
      }
      const headers: Record<string, string> =
        page + 1 < pages
          ? { Link: `<${TEST_ORIGIN}/api/v3/regions?page=${page + 1}&size=50>; rel="next"` }
          : {};
      const region = {
        uuid: `r${page}`,
        name: `page ${page}`,
        zone: 'us',
        defaultRegion: false,
        restricted: false,
      };
      return json(200, [region], headers);
    });
  }

  it('follows next until there is none, with retries and the token on every page', async () => {
    const fake = pagedServer(3);
    const api = createStudioApi({
      fetch: fake.fetch,
      origin: TEST_ORIGIN,
      logger: { info: () => undefined },
    });
    api.tokens.set('t');
    const all = collectAllPages(api.followPages(api.v3.GET('/regions')));
    await vi.runAllTimersAsync();
    expect((await all).map((region) => region.uuid)).toEqual(['r0', 'r1', 'r2']);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/api/v3/regions',
      '/api/v3/regions?page=1&size=50',
      '/api/v3/regions?page=1&size=50',
      '/api/v3/regions?page=2&size=50',
    ]);
    expect(
      fake.requests.every((request) => request.headers.get('Authorization') === 'Bearer t'),
    ).toBe(true);
  });

  it('stops at a link it has already followed', async () => {
    const fake = createFakeFetch(() =>
      json(200, [1], { Link: `<${TEST_ORIGIN}/api/v3/regions?page=1>; rel="next"` }),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const pages: unknown[] = [];
    for await (const page of api.followPages(api.v3.GET('/regions'))) pages.push(page);
    expect(pages).toHaveLength(2);
  });

  it('is cancellable between pages', async () => {
    const fake = createFakeFetch((request) =>
      request.path.includes('page=1')
        ? 'hang'
        : json(200, [], { Link: `<${TEST_ORIGIN}/api/v3/regions?page=1>; rel="next"` }),
    );
    const api = createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN });
    const controller = new AbortController();
    const all = collectAllPages(
      api.followPages(api.v3.GET('/regions', { signal: controller.signal }), {
        signal: controller.signal,
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(all).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('analytics export pager', () => {
  const row = (n: number) => ({
    timestamp: `2026-01-01T00:00:${String(n).padStart(5, '0')}Z`,
    sessionId: `s${n}`,
    city: 'Oslo',
  });

  it('asks max 1000, then the last row’s two key fields joined by a comma, while pages are full', async () => {
    const queries: ExportPageQuery[] = [];
    const sizes = [1000, 1000, 3];
    let served = 0;
    const fetchPage = async (query: ExportPageQuery) => {
      queries.push(query);
      const size = sizes[queries.length - 1] ?? 0;
      const rows = Array.from({ length: size }, (_, i) => row(served + i));
      served += size;
      return rows;
    };
    const pages: number[] = [];
    for await (const page of exportPages('libraryVideo', fetchPage)) pages.push(page.length);
    expect(pages).toEqual([1000, 1000, 3]);
    expect(queries).toEqual([
      { max: 1000 },
      { max: 1000, offset: `${row(999).timestamp},s999` },
      { max: 1000, offset: `${row(1999).timestamp},s1999` },
    ]);
  });

  it('stops after 100 pages even when every page is full', async () => {
    const fetchPage = vi.fn(async (query: ExportPageQuery) =>
      Array.from({ length: query.max }, (_, i) => row(i)),
    );
    let pages = 0;
    for await (const _ of exportPages('webEvent', fetchPage)) pages += 1;
    expect(pages).toBe(100);
    expect(fetchPage).toHaveBeenCalledTimes(100);
  });

  it('stops on an empty page', async () => {
    const fetchPage = vi.fn(async () => []);
    await expect(exportCsv('socialNetwork', fetchPage)).resolves.toBe(
      `${ANALYTICS_EXPORTS.socialNetwork.columns.join(',')}\r\n`,
    );
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('turns the rows into a CSV with the export’s columns in the spec’s order', async () => {
    const csv = await exportCsv('libraryVideo', async () => [
      {
        savedVideoId: 'v1',
        sessionId: 's',
        timestamp: 't',
        city: 'Zürich, CH',
        latitude: -33.86,
        userAgent: 'say "hi"',
      },
    ]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(
      'savedVideoId,clientId,sessionId,timestamp,ipAddress,city,region,country,latitude,longitude,' +
        'totalTimeWatchedSeconds,userAgent,resolution,deviceClass,deviceBrand,osClass,osNameVersion',
    );
    expect(line).toBe('v1,,s,t,,"Zürich, CH",,,-33.86,,,"say ""hi""",,,,,');
    expect(ANALYTICS_EXPORTS.webEvent.columns.slice(0, 3)).toEqual([
      'eventId',
      'eventType',
      'state',
    ]);
  });
});

describe('CSV quoting', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rx', '"cr\rx"'],
    ['"quoted"', '"""quoted"""'],
    [' padded', '" padded"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-12.5', '-12.5'],
    ['@SUM(A1)', "'@SUM(A1)"],
    [42, '42'],
    [null, ''],
    [undefined, ''],
    [true, 'true'],
    [{ a: 1 }, '"{""a"":1}"'],
  ] as const)('%j -> %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('ends every row with CRLF', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 2 }])).toBe('a,b\r\n1,2\r\n');
  });
});
