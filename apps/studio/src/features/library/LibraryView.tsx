import styled from 'styled-components';
import {
  Breadcrumbs,
  DataTable,
  DateTime,
  Duration,
  EmptyState,
  Grid,
  Inline,
  Link,
  PageHeader,
  SearchField,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  vars,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import {
  LIBRARY_SORTS,
  NO_LIBRARY_FILTERS,
  type LibraryFacets,
  type LibraryFilters,
  type LibraryItem,
  type LibrarySort,
} from './library-api';
import { LibraryFacetsPanel } from './LibraryFacetsPanel';
import { MediaStateBadge } from './MediaStateBadge';
import type { LibraryView as ViewKind } from './view-preference';

export interface LibraryViewProps {
  /** null until the first page has arrived. */
  items: readonly LibraryItem[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
  /** The words searched for (empty: the whole library). */
  searchText: string;
  onSearch(text: string): void;
  sort: LibrarySort;
  onSortChange(sort: LibrarySort): void;
  view: ViewKind;
  onViewChange(view: ViewKind): void;
  /** Whether the person may upload (the link is shown only then). */
  canUpload: boolean;
  /** The facet counts of the whole result; null while loading; the panel shows when given. */
  facets?: LibraryFacets | null;
  /** The ticked facets. */
  filters?: LibraryFilters;
  onFiltersChange?(filters: LibraryFilters): void;
}

const SORT_LABELS = {
  'desc.start_time': 'sorts.mostRecent',
  score: 'sorts.mostRelevant',
  'asc.title': 'sorts.titleAscending',
  'desc.title': 'sorts.titleDescending',
  'asc.start_time': 'sorts.oldest',
} as const satisfies Record<LibrarySort, string>;

const isLibrarySort = (value: string): value is LibrarySort =>
  (LIBRARY_SORTS as readonly string[]).includes(value);

const SortField = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  font-size: ${vars.font.size.sm};
  select {
    font: inherit;
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    min-height: 2.5rem;
  }
  select:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Tile = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.surface};
  .thumbnail {
    aspect-ratio: 16 / 9;
    width: 100%;
    object-fit: cover;
    background: ${vars.color.surfaceSunken};
    display: grid;
    place-items: center;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    padding: 0 ${vars.space[3]} ${vars.space[3]};
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
`;

function Thumbnail({ item }: { item: LibraryItem }) {
  const { t } = useTranslation('library');
  // The title beside it names the video: the image is decoration for a sighted person.
  return item.thumbnailUrl ? (
    <img className="thumbnail" src={item.thumbnailUrl} alt="" loading="lazy" />
  ) : (
    <div className="thumbnail">{t('noThumbnail')}</div>
  );
}

function LengthOf({ item }: { item: LibraryItem }) {
  const { t } = useTranslation('library');
  return item.durationSeconds != null ? (
    <Duration seconds={Math.round(item.durationSeconds)} />
  ) : (
    <>{item.length ?? t('untitledLength')}</>
  );
}

/** `/media/library`: the gallery (default) or list of videos, title search and the five sorts. */
export function LibraryView({
  items,
  hasMore,
  isLoadingMore,
  onLoadMore,
  searchText,
  onSearch,
  sort,
  onSortChange,
  view,
  onViewChange,
  canUpload,
  facets,
  filters = NO_LIBRARY_FILTERS,
  onFiltersChange,
}: LibraryViewProps) {
  const { t } = useTranslation('library');
  const columns: DataTableColumn<LibraryItem>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      cell: (item) => item.title,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'date',
      header: t('columns.date'),
      cell: (item) => <DateTime value={item.startTime ?? item.dateCreated} />,
    },
    { id: 'length', header: t('columns.length'), cell: (item) => <LengthOf item={item} /> },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (item) => <MediaStateBadge state={item.state} />,
    },
  ];
  const uploadLinks = canUpload ? (
    <Inline gap={3}>
      <Link variant="standalone" href="/media/recently-uploaded">
        {t('recentlyUploaded')}
      </Link>
      <Link variant="standalone" href="/media/upload">
        {t('upload')}
      </Link>
    </Inline>
  ) : undefined;

  const controls = (
    <Inline gap={4} align="end" wrap>
      <SearchField
        label={t('search')}
        defaultValue={searchText}
        onSubmit={(text) => onSearch(text)}
        onClear={() => onSearch('')}
      />
      <SortField>
        {t('sort')}
        <select
          value={sort}
          onChange={(event) => {
            if (isLibrarySort(event.target.value)) onSortChange(event.target.value);
          }}
        >
          {LIBRARY_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(SORT_LABELS[option])}
            </option>
          ))}
        </select>
      </SortField>
      <ToggleButtonGroup
        aria-label={t('view')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view]}
        onSelectionChange={(keys) => {
          const [chosen] = [...keys];
          if ((chosen === 'GALLERY' || chosen === 'LIST') && chosen !== view) onViewChange(chosen);
        }}
      >
        <ToggleButton id="GALLERY">{t('gallery')}</ToggleButton>
        <ToggleButton id="LIST">{t('list')}</ToggleButton>
      </ToggleButtonGroup>
    </Inline>
  );

  const facetsPanel =
    facets !== undefined && onFiltersChange ? (
      <LibraryFacetsPanel facets={facets} filters={filters} onFiltersChange={onFiltersChange} />
    ) : null;
  const filtering =
    filters.durationRanges.length > 0 ||
    filters.mediaSources.length > 0 ||
    filters.tags.length > 0 ||
    filters.hasThumbnail !== null;

  const header = (
    <PageHeader
      title={t('title')}
      description={t('description')}
      breadcrumbs={
        <Breadcrumbs aria-label={t('breadcrumbs')} items={[{ id: 'library', label: t('title') }]} />
      }
      actions={uploadLinks}
    />
  );

  if (items !== null && items.length === 0) {
    const searching = searchText.trim() !== '';
    return (
      <Stack gap={6}>
        {header}
        {controls}
        {facetsPanel}
        <EmptyState
          title={searching || filtering ? t('noMatchTitle') : t('emptyTitle')}
          description={
            searching
              ? t('noMatchBody', { text: searchText })
              : filtering
                ? t('facets.noMatchBody')
                : t('emptyBody')
          }
          headingLevel={2}
          actions={searching || filtering ? undefined : uploadLinks}
        />
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      {header}
      {controls}
      {facetsPanel}
      {view === 'LIST' || items === null ? (
        <DataTable
          aria-label={t('listLabel')}
          columns={columns}
          rows={items}
          rowKey={(item) => item.mediaId}
          rowHref={(item) => `/media/library/${item.mediaId}`}
          loadingText={t('loading')}
          hasMore={hasMore}
          isLoadingMore={isLoadingMore}
          onLoadMore={onLoadMore}
          loadMoreLabel={t('showMore')}
        />
      ) : (
        <Stack gap={4}>
          <Grid elementType="ul" minColumnWidth="md" gap={4} aria-label={t('listLabel')}>
            {items.map((item) => (
              <li key={item.mediaId} style={{ listStyle: 'none' }}>
                <Tile>
                  <Thumbnail item={item} />
                  <div className="body">
                    <Link href={`/media/library/${item.mediaId}`}>{item.title}</Link>
                    <span className="meta">
                      <DateTime value={item.startTime ?? item.dateCreated} /> ·{' '}
                      <LengthOf item={item} />
                    </span>
                    <MediaStateBadge state={item.state} />
                  </div>
                </Tile>
              </li>
            ))}
          </Grid>
          {hasMore ? (
            <Inline>
              <ShowMore isLoading={isLoadingMore} onPress={onLoadMore} label={t('showMore')} />
            </Inline>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

import { Button } from '@studio/ui';

function ShowMore({
  isLoading,
  onPress,
  label,
}: {
  isLoading: boolean;
  onPress(): void;
  label: string;
}) {
  return (
    <Button variant="secondary" isPending={isLoading} onPress={onPress}>
      {label}
    </Button>
  );
}
