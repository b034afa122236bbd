import {
  Breadcrumbs,
  DataTable,
  DateTime,
  Duration,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { RecordingStateBadge } from './RecordingStateBadge';
import type { RecordingItem } from './recordings';

export interface RecordingsViewProps {
  /** null until the first page has arrived. */
  recordings: readonly RecordingItem[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
  /** `/media/save` without a recording: the same list, headed as the first step of saving. */
  purpose?: 'browse' | 'save';
}

/**
 * `/media/encoder-videos`: every live event's recording, newest first, with its state and
 * whether it is in the library yet. A row opens the recording, where it is saved.
 */
export function RecordingsView({
  recordings,
  hasMore,
  isLoadingMore,
  onLoadMore,
  purpose = 'browse',
}: RecordingsViewProps) {
  const { t } = useTranslation('libraryRecordings');
  const columns: DataTableColumn<RecordingItem>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (video) => video.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'start',
      header: t('columns.start'),
      cell: (video) => <DateTime value={video.startTime} />,
    },
    {
      id: 'length',
      header: t('columns.length'),
      cell: (video) =>
        typeof video.durationSeconds === 'number' ? (
          <Duration seconds={video.durationSeconds} />
        ) : (
          t('library:untitledLength')
        ),
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (video) => <RecordingStateBadge video={video} />,
    },
    {
      id: 'library',
      header: t('columns.library'),
      cell: (video) =>
        video.savedMediaId ? (
          <Link href={`/media/library/${video.savedMediaId}`}>{t('openSaved')}</Link>
        ) : (
          t('notSaved')
        ),
    },
    {
      id: 'deleteAt',
      header: t('columns.deleteAt'),
      cell: (video) => (video.deleteAt ? <DateTime value={video.deleteAt} /> : t('kept')),
    },
  ];
  const title = purpose === 'save' ? t('saveTitle') : t('title');
  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        description={purpose === 'save' ? t('saveDescription') : t('description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('library:breadcrumbs')}
            items={[
              { id: 'library', label: t('library:title'), href: '/media/library' },
              { id: 'recordings', label: title },
            ]}
          />
        }
      />
      {recordings !== null && recordings.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyBody')} headingLevel={2} />
      ) : (
        <DataTable
          aria-label={t('listLabel')}
          columns={columns}
          rows={recordings}
          rowKey={(video) => video.uuid}
          rowHref={(video) => `/media/encoder-videos/${video.uuid}`}
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
