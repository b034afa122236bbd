import {
  Breadcrumbs,
  DataTable,
  DateTime,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  StatusBadge,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { FeedItem } from './feeds';

export interface FeedsViewProps {
  /** null until the first page has arrived. */
  feeds: readonly FeedItem[] | null;
  /** Playlist names by id, once read (a feed shows its playlist's name). */
  playlistNames: ReadonlyMap<string, string>;
  /** mediaLibrary.update: Create. */
  canManage: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/media/feeds`: the organisation's podcast feeds by name, each linking to its page. Pure. */
export function FeedsView({
  feeds,
  playlistNames,
  canManage,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: FeedsViewProps) {
  const { t } = useTranslation('libraryFeeds');
  const columns: DataTableColumn<FeedItem>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (feed) => feed.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'source',
      header: t('columns.source'),
      cell: (feed) =>
        feed.playlistId === null ? t('wholeLibrary') : (playlistNames.get(feed.playlistId) ?? '…'),
      allowsWrapping: true,
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (feed) => (
        <StatusBadge
          tone={feed.enabled ? 'success' : 'neutral'}
          label={feed.enabled ? t('states.enabled') : t('states.disabled')}
        />
      ),
    },
    {
      id: 'updated',
      header: t('columns.updated'),
      cell: (feed) => <DateTime value={feed.updatedDate} />,
    },
  ];
  const createLink = canManage ? (
    <Link variant="standalone" href="/media/feeds/create">
      {t('create')}
    </Link>
  ) : undefined;
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={createLink}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('library:breadcrumbs')}
            items={[
              { id: 'library', label: t('library:title'), href: '/media/library' },
              { id: 'feeds', label: t('title') },
            ]}
          />
        }
      />
      {feeds !== null && feeds.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyBody')}
          headingLevel={2}
          actions={createLink}
        />
      ) : (
        <DataTable
          aria-label={t('listLabel')}
          columns={columns}
          rows={feeds}
          rowKey={(feed) => feed.uuid}
          rowHref={(feed) => `/media/feeds/${feed.uuid}`}
          loadingText={t('loading')}
          hasMore={hasMore}
          isLoadingMore={isLoadingMore}
          onLoadMore={onLoadMore}
          loadMoreLabel={t('library:showMore')}
        />
      )}
    </Stack>
  );
}
