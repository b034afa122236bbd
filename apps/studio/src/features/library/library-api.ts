import type { DurationRange, LibrarySearchPage, StudioApi } from '@studio/api';

export type {
  DurationRange,
  LibraryFacets,
  LibraryItem,
  LibraryItemUpdate,
  UploadRequest,
} from '@studio/api';

/** The five library sorts of spec section 9, most recent first (the default). */
export const LIBRARY_SORTS = [
  'desc.start_time',
  'score',
  'asc.title',
  'desc.title',
  'asc.start_time',
] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

/** The facets a person ticked (spec section 3, library search filters). */
export interface LibraryFilters {
  /** Items in any of these ranges. */
  readonly durationRanges: readonly DurationRange[];
  /** Items from any of these sources. */
  readonly mediaSources: ReadonlyArray<'LIVE' | 'UPLOADED'>;
  /** Only items with (true) or without (false) a thumbnail; null for both. */
  readonly hasThumbnail: boolean | null;
  /** Items carrying every one of these tags. */
  readonly tags: readonly string[];
}

export const NO_LIBRARY_FILTERS: LibraryFilters = {
  durationRanges: [],
  mediaSources: [],
  hasThumbnail: null,
  tags: [],
};

export interface LibraryQuery {
  /** Words of a title, tags or description; empty lists the whole library. */
  readonly text: string;
  readonly sort: LibrarySort;
  /** The ticked facets; none when absent. */
  readonly filters?: LibraryFilters;
}

/**
 * One page of the library through the search document's `searchLibrary`: words found in title,
 * tags, description and transcript with the server's full-text search, the ticked facets, and
 * the facet counts of the whole result.
 */
export function listLibraryPage(
  api: StudioApi,
  customerId: string,
  query: LibraryQuery,
  url: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LibrarySearchPage> {
  const text = query.text.trim();
  const filters = query.filters ?? NO_LIBRARY_FILTERS;
  return api.searchLibrary(customerId, {
    url,
    signal,
    sort: query.sort,
    ...(text === '' ? {} : { query: text }),
    durationRanges: filters.durationRanges,
    mediaSources: filters.mediaSources,
    tags: filters.tags,
    ...(filters.hasThumbnail === null ? {} : { hasThumbnail: filters.hasThumbnail }),
  });
}
