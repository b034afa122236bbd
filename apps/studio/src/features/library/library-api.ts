import type { LibraryItem, LinkedPage, StudioApi } from '@studio/api';

export type { LibraryItem, LibraryItemUpdate, UploadRequest } from '@studio/api';

/** The five library sorts of spec section 9, most recent first (the default). */
export const LIBRARY_SORTS = [
  'desc.start_time',
  'score',
  'asc.title',
  'desc.title',
  'asc.start_time',
] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

export interface LibraryQuery {
  /** Words of a title; empty lists the whole library. */
  readonly text: string;
  readonly sort: LibrarySort;
}

/**
 * One page of the library through `listMedia`: words found in title, tags and description with
 * the server's full-text search; "most relevant" is the server's `desc.score`.
 */
export function listLibraryPage(
  api: StudioApi,
  customerId: string,
  query: LibraryQuery,
  url: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LinkedPage<LibraryItem>> {
  const text = query.text.trim();
  return api.listMedia(customerId, {
    url,
    signal,
    sort: query.sort === 'score' ? 'desc.score' : query.sort,
    ...(text === '' ? {} : { query: text }),
  });
}
