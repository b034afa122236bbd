import { useTranslation } from '../../i18n/react';
import type { Site } from '@studio/api';
import { DataTable, EmptyState, Link, PageHeader, Stack, type DataTableColumn } from '@studio/ui';

export interface SitesViewProps {
  /** null until the first page has arrived. */
  sites: readonly Site[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/media/sites`: the organisation's sites by name, each linking to its page. */
export function SitesView({ sites, hasMore, isLoadingMore, onLoadMore }: SitesViewProps) {
  const { t } = useTranslation('sites');
  const columns: DataTableColumn<Site>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (site) => site.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    { id: 'slug', header: t('columns.slug'), cell: (site) => site.slug },
    {
      id: 'themeMode',
      header: t('columns.themeMode'),
      cell: (site) => t(`themeModes.${site.themeMode}`),
    },
    {
      id: 'playlists',
      header: t('columns.playlists'),
      cell: (site) => site.playlistIds.length,
      align: 'end',
    },
  ];
  const createLink = (
    <Link variant="standalone" href="/media/sites/create">
      {t('create')}
    </Link>
  );
  const header = (
    <PageHeader title={t('title')} description={t('description')} actions={createLink} />
  );
  if (sites !== null && sites.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyBody')}
          headingLevel={2}
          actions={createLink}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      {header}
      <DataTable
        aria-label={t('listLabel')}
        columns={columns}
        rows={sites}
        rowKey={(site) => site.uuid}
        rowHref={(site) => `/media/sites/${site.uuid}`}
        loadingText={t('loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('showMore')}
      />
    </Stack>
  );
}
