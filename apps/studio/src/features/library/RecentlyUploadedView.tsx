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
import { uploadProgressLabel } from '@studio/domain';
import { useTranslation } from '../../i18n/react';
import type { LibraryItem } from './library-api';
import { MediaStateBadge } from './MediaStateBadge';

export interface RecentlyUploadedViewProps {
  /** null until the first page has arrived. */
  uploads: readonly LibraryItem[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/media/recently-uploaded`: the latest uploads, newest first, each with where it is. */
export function RecentlyUploadedView({
  uploads,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: RecentlyUploadedViewProps) {
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
      cell: (item) => <DateTime value={item.dateCreated} />,
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (item) =>
        item.processingStatus && item.processingStatus !== 'COMPLETE' ? (
          <StatusBadge
            label={t(`uploads.progressLabels.${uploadProgressLabel(item.processingStatus)}`)}
            set="mediaProcessing"
            status={item.processingStatus}
          />
        ) : (
          <MediaStateBadge state={item.state} />
        ),
    },
  ];
  const uploadLink = (
    <Link variant="standalone" href="/media/upload">
      {t('upload')}
    </Link>
  );
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('recent.title')}
        description={t('recent.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'library', label: t('title'), href: '/media/library' },
              { id: 'recent', label: t('recent.title') },
            ]}
          />
        }
        actions={uploadLink}
      />
      {uploads !== null && uploads.length === 0 ? (
        <EmptyState
          title={t('recent.emptyTitle')}
          description={t('recent.emptyBody')}
          headingLevel={2}
          actions={uploadLink}
        />
      ) : (
        <DataTable
          aria-label={t('recent.title')}
          columns={columns}
          rows={uploads}
          rowKey={(item) => item.mediaId}
          rowHref={(item) => `/media/library/${item.mediaId}`}
          loadingText={t('loading')}
          hasMore={hasMore}
          isLoadingMore={isLoadingMore}
          onLoadMore={onLoadMore}
          loadMoreLabel={t('showMore')}
        />
      )}
    </Stack>
  );
}
