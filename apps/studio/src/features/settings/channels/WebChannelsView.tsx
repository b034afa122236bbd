import { useTranslation } from '../../../i18n/react';
import type { Region, WebChannel } from '@studio/api';
import { formatStreamDelay } from '@studio/domain';
import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { regionName } from './region-name';

export interface WebChannelsViewProps {
  /** null until the first page has arrived. */
  channels: readonly WebChannel[] | null;
  /** The regions the channels name; null while they load. */
  regions: readonly Region[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/web-channels`: the organisation's web channels by name. */
export function WebChannelsView({
  channels,
  regions,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: WebChannelsViewProps) {
  const { t } = useTranslation('settingsChannels');
  const columns: DataTableColumn<WebChannel>[] = [
    {
      id: 'name',
      header: t('webChannels.columns.name'),
      cell: (channel) => channel.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'loadBalancer',
      header: t('webChannels.columns.loadBalancer'),
      cell: (channel) => channel.loadBalancerName,
    },
    {
      id: 'region',
      header: t('webChannels.columns.region'),
      cell: (channel) =>
        regions === null
          ? ''
          : (regionName(regions, channel.regionId) ?? t('webChannels.unknownRegion')),
    },
    {
      id: 'embedType',
      header: t('webChannels.columns.embedType'),
      cell: (channel) => t(`webChannels.embedTypes.${channel.embedType}`),
    },
    {
      id: 'streamDelay',
      header: t('webChannels.columns.streamDelay'),
      align: 'end',
      cell: (channel) =>
        channel.streamDelaySeconds == null
          ? t('webChannels.none')
          : formatStreamDelay(channel.streamDelaySeconds),
    },
  ];
  const createLink = (
    <Link variant="standalone" href="/settings/web-channels/create">
      {t('webChannels.create')}
    </Link>
  );
  const header = (
    <PageHeader
      title={t('webChannels.title')}
      description={t('webChannels.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'web-channels', label: t('webChannels.title') },
          ]}
        />
      }
      actions={createLink}
    />
  );
  if (channels !== null && channels.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('webChannels.emptyTitle')}
          description={t('webChannels.emptyBody')}
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
        aria-label={t('webChannels.listLabel')}
        columns={columns}
        rows={channels}
        rowKey={(channel) => channel.uuid}
        rowHref={(channel) => `/settings/web-channels/${channel.uuid}`}
        loadingText={t('webChannels.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('webChannels.showMore')}
      />
    </Stack>
  );
}
