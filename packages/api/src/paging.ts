import { parseLinkHeader } from './link-header.js';
import type { FetchLike } from './transport.js';
import { unwrap, type DataOf, type FetchResult } from './unwrap.js';

export interface PagingOptions {
  signal?: AbortSignal;
}

/** The absolute URL of the Link header's `rel="next"`, null on the last page. */
export function nextPageUrlOf(response: Response): string | null {
  return nextPageUrl(response) ?? null;
}

function nextPageUrl(response: Response): string | undefined {
  const next = parseLinkHeader(response.headers.get('Link')).get('next');
  if (next === undefined) return undefined;
  const base = response.url || globalThis.location?.href;
  return base ? new URL(next, base).href : next;
}

/**
 * The pages of a `size=50` list (media, playlists, vod search), first call included, following the
 * `Link` header's `rel="next"` until there is none. Later pages go through the same semantics as
 * every call (token, retries, refresh). A next link seen before ends the walk, so a server that
 * links in a circle cannot keep the studio fetching forever.
 */
export async function* followLinkPages<Result extends FetchResult>(
  fetch: FetchLike,
  first: Promise<Result>,
  options: PagingOptions = {},
): AsyncGenerator<DataOf<Result>, void, undefined> {
  const firstResult = await first;
  yield await unwrap(Promise.resolve(firstResult));
  const seen = new Set<string>();
  let next = nextPageUrl(firstResult.response);
  while (next !== undefined && !seen.has(next)) {
    seen.add(next);
    const response = await fetch(
      new Request(next, { method: 'GET', signal: options.signal ?? null }),
    );
    const text = await response.text();
    yield (text ? JSON.parse(text) : undefined) as DataOf<Result>;
    next = nextPageUrl(response);
  }
}

/** Every item of every page, in order. */
export async function collectAllPages<Item>(
  pages: AsyncIterable<readonly Item[] | undefined>,
): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of pages) items.push(...(page ?? []));
  return items;
}

/** One page of a list and where the next one is: what a screen's list machine keeps. */
export interface LinkedPage<Item> {
  items: Item[];
  /** The absolute URL of the next page (the Link header's `rel="next"`); null on the last. */
  nextUrl: string | null;
}

/**
 * One page of a `size=50` list: the first from a typed call, or a later one from the `nextUrl`
 * an earlier page gave, fetched through the same semantics as every call (token, retries,
 * refresh). The list-resource machine of `@studio/machines` asks for pages this way.
 */
export async function fetchLinkedPage<Result extends FetchResult>(
  fetch: FetchLike,
  first: () => Promise<Result>,
  url: string | null,
  options: PagingOptions = {},
): Promise<LinkedPage<DataOf<Result> extends readonly (infer Item)[] ? Item : never>> {
  type Item = DataOf<Result> extends readonly (infer Each)[] ? Each : never;
  if (url === null) {
    const result = await first();
    const items = (await unwrap(Promise.resolve(result))) as unknown as Item[] | undefined;
    return { items: items ?? [], nextUrl: nextPageUrl(result.response) ?? null };
  }
  const response = await fetch(new Request(url, { method: 'GET', signal: options.signal ?? null }));
  const text = await response.text();
  return {
    items: (text ? JSON.parse(text) : []) as Item[],
    nextUrl: nextPageUrl(response) ?? null,
  };
}
