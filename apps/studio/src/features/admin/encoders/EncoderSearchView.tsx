import { useTranslation } from '../../../i18n/react';
import type { EncoderSearchQuery, EncoderSearchResult } from '@studio/api';
import {
  Breadcrumbs,
  DataTable,
  Inline,
  Link,
  PageHeader,
  SearchField,
  Stack,
  StatusBadge,
  type DataTableColumn,
  NativeSelect,
} from '@studio/ui';

export type EncoderSort = NonNullable<EncoderSearchQuery['sort']>;
export const ENCODER_SORTS: readonly EncoderSort[] = [
  'asc.name',
  'desc.name',
  'asc.customer',
  'desc.customer',
  'desc.last_seen',
];

export interface EncoderSearchFilters {
  /** The search box's text, applied with `onSearch`. */
  text: string;
  /** '' is 'All Versions'. */
  version: string;
  state: 'any' | 'online' | 'offline';
  sort: EncoderSort;
}

export type EncoderRow = EncoderSearchResult & { readonly id: string };

export interface EncoderSearchViewProps {
  /** `/admin/current-org/encoder`: the organisation the search is limited to. */
  organisationName?: string;
  rows: readonly EncoderRow[] | null;
  filters: EncoderSearchFilters;
  onFiltersChange(change: Partial<EncoderSearchFilters>): void;
  onSearch(text: string): void;
  /** The typed text is 1 or 2 characters: nothing is searched. */
  isTooShort: boolean;
  /** Versions to offer besides 'All Versions' (those seen in the results, and the chosen one). */
  versions: readonly string[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/encoder-search`: every encoder, by name, serial or organisation, version, state and order. */
export function EncoderSearchView(props: EncoderSearchViewProps) {
  const { t } = useTranslation('admin');
  const title = props.organisationName
    ? t('encoders.currentTitle', { organisation: props.organisationName })
    : t('encoders.title');
  const columns: DataTableColumn<EncoderRow>[] = [
    {
      id: 'name',
      header: t('encoders.columns.name'),
      cell: (row) => <Link href={`/encoders/${row.encoder.uuid}`}>{row.encoder.name}</Link>,
      isRowHeader: true,
    },
    {
      id: 'serialNumber',
      header: t('encoders.columns.serialNumber'),
      cell: (row) => row.encoder.serialNumber ?? t('none'),
    },
    {
      id: 'customer',
      header: t('encoders.columns.customer'),
      cell: (row) => (
        <Link href={`/admin/organizations/${row.customer.uuid}`}>{row.customer.name}</Link>
      ),
      allowsWrapping: true,
    },
    {
      id: 'version',
      header: t('encoders.columns.version'),
      cell: (row) => row.encoder.version ?? t('none'),
    },
    {
      id: 'state',
      header: t('encoders.columns.state'),
      cell: (row) => (
        <StatusBadge
          label={row.encoder.online ? t('encoders.online') : t('encoders.offline')}
          tone={row.encoder.online ? 'success' : 'neutral'}
        />
      ),
    },
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        description={t('encoders.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              { id: 'encoders', label: title },
            ]}
          />
        }
      />
      <Inline gap={6} align="end" wrap>
        <SearchField
          label={t('encoders.search')}
          description={props.isTooShort ? t('encoders.tooShort') : t('encoders.searchHint')}
          value={props.filters.text}
          onChange={(text) => props.onFiltersChange({ text })}
          onSubmit={props.onSearch}
          onClear={() => props.onSearch('')}
        />
        <NativeSelect
          label={t('encoders.version')}
          value={props.filters.version}
          options={[
            { value: '', label: t('encoders.allVersions') },
            ...props.versions.map((version) => ({ value: version, label: version })),
          ]}
          onChange={(version) => props.onFiltersChange({ version })}
        />
        <NativeSelect
          label={t('encoders.state')}
          value={props.filters.state}
          options={[
            { value: 'any', label: t('encoders.anyState') },
            { value: 'online', label: t('encoders.online') },
            { value: 'offline', label: t('encoders.offline') },
          ]}
          onChange={(state) =>
            props.onFiltersChange({ state: state as EncoderSearchFilters['state'] })
          }
        />
        <NativeSelect
          label={t('encoders.sort')}
          value={props.filters.sort}
          options={ENCODER_SORTS.map((sort) => ({
            value: sort,
            label: t(`encoders.sorts.${sort}`),
          }))}
          onChange={(sort) => props.onFiltersChange({ sort: sort as EncoderSort })}
        />
      </Inline>
      <DataTable
        aria-label={title}
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        loadingText={t('loading')}
        emptyText={t('encoders.empty')}
        hasMore={props.hasMore}
        isLoadingMore={props.isLoadingMore}
        onLoadMore={props.onLoadMore}
        loadMoreLabel={t('showMore')}
      />
    </Stack>
  );
}
