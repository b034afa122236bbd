import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRuntime, useSession } from '../../app/runtime-context';
import { RouteFailureView } from '../errors/RouteFailureView';
import { isSupportedBrowser } from '../errors/browser-support';
import { useSharedList } from '../settings/shared-list';
import {
  LIBRARY_SORTS,
  type DurationRange,
  type LibraryFilters,
  type LibraryQuery,
  type LibrarySort,
} from './library-api';
import { libraryFacets, libraryList, type LibraryListActor } from './library-list';
import { LibraryView } from './LibraryView';
import { keepLibraryView, readLibraryView, type LibraryView as ViewKind } from './view-preference';

const sortFrom = (value: string | null): LibrarySort =>
  LIBRARY_SORTS.find((sort) => sort === value) ?? 'desc.start_time';

const DURATION_RANGES: readonly DurationRange[] = [
  'UNDER_FIVE_MINUTES',
  'FIVE_TO_THIRTY_MINUTES',
  'OVER_THIRTY_MINUTES',
];
const MEDIA_SOURCES = ['LIVE', 'UPLOADED'] as const;

/** The ticked facets from the address (`?duration=&source=&thumbnail=&tag=`); unknown values dropped. */
function filtersFrom(params: URLSearchParams): LibraryFilters {
  const thumbnail = params.get('thumbnail');
  return {
    durationRanges: DURATION_RANGES.filter((range) => params.getAll('duration').includes(range)),
    mediaSources: MEDIA_SOURCES.filter((source) => params.getAll('source').includes(source)),
    hasThumbnail: thumbnail === 'true' ? true : thumbnail === 'false' ? false : null,
    tags: params.getAll('tag').filter((tag) => tag.trim() !== ''),
  };
}

/**
 * `/media/library`: the words, sort and ticked facets live in the address (`?q=&sort=&duration=`),
 * so Back returns to the same search; each search is a kept list (120 s fresh), the view preference is kept locally.
 */
export function LibraryPage() {
  const { api } = useRuntime();
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const canUpload = useSession(
    (snapshot) => snapshot.context.user?.capabilities.includes('videoUpload') ?? false,
  );
  const [params, setParams] = useSearchParams();
  const query: LibraryQuery = {
    text: params.get('q') ?? '',
    sort: sortFrom(params.get('sort')),
    filters: filtersFrom(params),
  };
  const [view, setView] = useState<ViewKind>(() => readLibraryView());
  if (!customerId) return null;

  const change = (next: LibraryQuery) => {
    const search = new URLSearchParams();
    if (next.text.trim() !== '') search.set('q', next.text.trim());
    if (next.sort !== 'desc.start_time') search.set('sort', next.sort);
    for (const range of next.filters?.durationRanges ?? []) search.append('duration', range);
    for (const source of next.filters?.mediaSources ?? []) search.append('source', source);
    if (next.filters && next.filters.hasThumbnail !== null)
      search.set('thumbnail', String(next.filters.hasThumbnail));
    for (const tag of next.filters?.tags ?? []) search.append('tag', tag);
    setParams(search, { replace: true });
  };
  return (
    <LibraryList
      key={JSON.stringify(query)}
      list={libraryList(api, customerId, query)}
      query={query}
      onQueryChange={change}
      view={view}
      onViewChange={(next) => {
        setView(next);
        keepLibraryView(next);
      }}
      canUpload={canUpload}
    />
  );
}

interface LibraryListProps {
  list: LibraryListActor;
  query: LibraryQuery;
  onQueryChange(query: LibraryQuery): void;
  view: ViewKind;
  onViewChange(view: ViewKind): void;
  canUpload: boolean;
}

function LibraryList({
  list,
  query,
  onQueryChange,
  view,
  onViewChange,
  canUpload,
}: LibraryListProps) {
  const state = useSharedList(list);
  if (state.failure) {
    return (
      <RouteFailureView
        status={state.failure.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={state.retry}
      />
    );
  }
  return (
    <LibraryView
      items={state.items}
      hasMore={state.hasMore}
      isLoadingMore={state.isLoadingMore}
      onLoadMore={state.loadMore}
      searchText={query.text}
      onSearch={(text) => onQueryChange({ ...query, text })}
      sort={query.sort}
      onSortChange={(sort) => onQueryChange({ ...query, sort })}
      facets={libraryFacets(list)}
      filters={query.filters}
      onFiltersChange={(filters) => onQueryChange({ ...query, filters })}
      view={view}
      onViewChange={onViewChange}
      canUpload={canUpload}
    />
  );
}
