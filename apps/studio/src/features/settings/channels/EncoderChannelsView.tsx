import { useTranslation } from '../../../i18n/react';
import type { EncoderChannel, Region } from '@studio/api';
import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { daysLabel } from './channel-messages';
import { regionName } from './region-name';

export interface EncoderChannelsViewProps {
  /** null until the first page has arrived. */
  channels: readonly EncoderChannel[] | null;
  /** The regions the channels name; null while they load (the column waits). */
  regions: readonly Region[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/encoder-channels`: the organisation's encoder channels by name. */
export function EncoderChannelsView({
  channels,
  regions,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: EncoderChannelsViewProps) {
  const { t } = useTranslation('settingsChannels');
  const columns: DataTableColumn<EncoderChannel>[] = [
    {
      id: 'name',
      header: t('encoderChannels.columns.name'),
      cell: (channel) => channel.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'region',
      header: t('encoderChannels.columns.region'),
      cell: (channel) =>
        regions === null
          ? ''
          : (regionName(regions, channel.regionId) ?? t('encoderChannels.unknownRegion')),
    },
    {
      id: 'deleteAfter',
      header: t('encoderChannels.columns.deleteAfter'),
      cell: (channel) => daysLabel(t, channel.deleteAfter),
    },
    {
      id: 'lanOnly',
      header: t('encoderChannels.columns.lanOnly'),
      cell: (channel) => (channel.lanOnly ? t('encoderChannels.yes') : t('encoderChannels.no')),
    },
    {
      id: 'users',
      header: t('encoderChannels.columns.users'),
      align: 'end',
      cell: (channel) =>
        channel.users.length === 1
          ? t('encoderChannels.oneUser')
          : t('encoderChannels.users', { count: channel.users.length }),
    },
  ];
  const createLink = (
    <Link variant="standalone" href="/settings/encoder-channels/create">
      {t('encoderChannels.create')}
    </Link>
  );
  const header = (
    <PageHeader
      title={t('encoderChannels.title')}
      description={t('encoderChannels.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'encoder-channels', label: t('encoderChannels.title') },
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
          title={t('encoderChannels.emptyTitle')}
          description={t('encoderChannels.emptyBody')}
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
        aria-label={t('encoderChannels.listLabel')}
        columns={columns}
        rows={channels}
        rowKey={(channel) => channel.uuid}
        rowHref={(channel) => `/settings/encoder-channels/${channel.uuid}`}
        loadingText={t('encoderChannels.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('encoderChannels.showMore')}
      />
    </Stack>
  );
}
