import {
  Breadcrumbs,
  DataTable,
  DateTime,
  EmptyState,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { WebVideoStatusBadge } from './WebVideoStatusBadge';
import type { WebVideoItem } from './web-videos';

export interface WebVideosViewProps {
  /** null until the first page has arrived. */
  webVideos: readonly WebVideoItem[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/media/web-videos`: every web video, newest first, with its status and playout. Pure. */
export function WebVideosView({
  webVideos,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: WebVideosViewProps) {
  const { t } = useTranslation('libraryWebVideos');
  const columns: DataTableColumn<WebVideoItem>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (video) => video.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (video) => <WebVideoStatusBadge video={video} />,
    },
    {
      id: 'playout',
      header: t('columns.playout'),
      cell: (video) => t(`playouts.${video.playoutBehaviour ?? 'realtime'}`),
      allowsWrapping: true,
    },
    {
      id: 'started',
      header: t('columns.started'),
      cell: (video) => (video.startedAt ? <DateTime value={video.startedAt} /> : t('notStarted')),
    },
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('library:breadcrumbs')}
            items={[
              { id: 'library', label: t('library:title'), href: '/media/library' },
              { id: 'web-videos', label: t('title') },
            ]}
          />
        }
      />
      {webVideos !== null && webVideos.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyBody')} headingLevel={2} />
      ) : (
        <DataTable
          aria-label={t('listLabel')}
          columns={columns}
          rows={webVideos}
          rowKey={(video) => video.uuid}
          rowHref={(video) => `/media/web-videos/${video.uuid}`}
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
