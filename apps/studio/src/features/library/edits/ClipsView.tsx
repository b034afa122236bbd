import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { ClipListItem } from './clip-list';
import { ClipStatusBadge } from './ClipStatusBadge';
import { SHAPE_KEYS } from './range-form';

export interface ClipsViewProps {
  /** null until the first page has arrived. */
  clips: readonly ClipListItem[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/media/clips`: the organisation's clips, newest first, with their state. */
export function ClipsView({ clips, hasMore, isLoadingMore, onLoadMore }: ClipsViewProps) {
  const { t } = useTranslation('libraryEdits');
  const columns: DataTableColumn<ClipListItem>[] = [
    {
      id: 'title',
      header: t('clips.columns.title'),
      cell: (clip) => clip.title,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'range',
      header: t('clips.columns.range'),
      cell: (clip) => t('clips.range', { start: clip.start, end: clip.end }),
    },
    {
      id: 'shape',
      header: t('clips.columns.shape'),
      cell: (clip) => t(`clip.shapes.${SHAPE_KEYS[clip.aspectRatio ?? '16:9']}`),
    },
    {
      id: 'status',
      header: t('clips.columns.status'),
      cell: (clip) => <ClipStatusBadge status={clip.status} />,
    },
  ];
  const header = (
    <PageHeader
      title={t('clips.title')}
      description={t('clips.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('breadcrumbs')}
          items={[
            { id: 'library', label: t('library'), href: '/media/library' },
            { id: 'clips', label: t('clips.title') },
          ]}
        />
      }
    />
  );
  if (clips !== null && clips.length === 0)
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('clips.emptyTitle')}
          description={t('clips.emptyBody')}
          headingLevel={2}
        />
      </Stack>
    );
  return (
    <Stack gap={6}>
      {header}
      <DataTable
        aria-label={t('clips.listLabel')}
        columns={columns}
        rows={clips}
        rowKey={(clip) => clip.id}
        rowHref={(clip) => `/media/clips/${clip.id}`}
        loadingText={t('clips.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('clips.showMore')}
      />
    </Stack>
  );
}
