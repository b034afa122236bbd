import { useTranslation } from '../../../i18n/react';
import type { RtmpDestination } from '@studio/api';
import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { StreamKeyEnding } from './StreamKeyEnding';

export interface RtmpDestinationsViewProps {
  /** null until the first page has arrived. */
  destinations: readonly RtmpDestination[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/rtmp-destinations`: the destinations by name, their keys masked. */
export function RtmpDestinationsView({
  destinations,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: RtmpDestinationsViewProps) {
  const { t } = useTranslation('settingsRtmpDestinations');
  const columns: DataTableColumn<RtmpDestination>[] = [
    {
      id: 'name',
      header: t('rtmpDestinations.columns.name'),
      cell: (destination) => destination.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'streamUrl',
      header: t('rtmpDestinations.columns.streamUrl'),
      cell: (destination) => destination.streamUrl,
    },
    {
      id: 'streamKey',
      header: t('rtmpDestinations.columns.streamKey'),
      cell: (destination) => <StreamKeyEnding ending={destination.streamKeyEnding} />,
    },
    {
      id: 'viewUrl',
      header: t('rtmpDestinations.columns.viewUrl'),
      cell: (destination) => destination.viewUrl ?? t('rtmpDestinations.none'),
    },
  ];
  const createLink = (
    <Link variant="standalone" href="/settings/rtmp-destinations/create">
      {t('rtmpDestinations.create')}
    </Link>
  );
  const header = (
    <PageHeader
      title={t('rtmpDestinations.title')}
      description={t('rtmpDestinations.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'rtmp-destinations', label: t('rtmpDestinations.title') },
          ]}
        />
      }
      actions={createLink}
    />
  );
  if (destinations !== null && destinations.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('rtmpDestinations.emptyTitle')}
          description={t('rtmpDestinations.emptyBody')}
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
        aria-label={t('rtmpDestinations.listLabel')}
        columns={columns}
        rows={destinations}
        rowKey={(destination) => destination.uuid}
        rowHref={(destination) => `/settings/rtmp-destinations/${destination.uuid}`}
        loadingText={t('rtmpDestinations.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('rtmpDestinations.showMore')}
      />
    </Stack>
  );
}
