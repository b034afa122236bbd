import type { Encoder } from '@studio/api';
import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { EncoderStateBadge, OnlineBadge } from './EncoderBadges';

export interface EncodersViewProps {
  /** null until the first page has arrived. */
  encoders: readonly Encoder[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/encoders`: every encoder, whether it was seen in the last two minutes, its state. */
export function EncodersView({ encoders, hasMore, isLoadingMore, onLoadMore }: EncodersViewProps) {
  const { t } = useTranslation('encoders');
  const columns: DataTableColumn<Encoder>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (encoder) => encoder.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'model',
      header: t('columns.model'),
      cell: (encoder) => `${t(`types.${encoder.type}`)} · ${encoder.model}`,
    },
    {
      id: 'serialNumber',
      header: t('columns.serialNumber'),
      cell: (encoder) => encoder.serialNumber,
    },
    {
      id: 'online',
      header: t('columns.online'),
      cell: (encoder) => <OnlineBadge online={encoder.online} />,
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (encoder) => <EncoderStateBadge state={encoder.state} />,
    },
    {
      id: 'channel',
      header: t('columns.channel'),
      cell: (encoder) => encoder.assignedChannel?.name ?? t('none'),
      allowsWrapping: true,
    },
  ];
  const header = (
    <PageHeader
      title={t('title')}
      description={t('description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'encoders', label: t('title') },
          ]}
        />
      }
    />
  );
  if (encoders !== null && encoders.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState title={t('emptyTitle')} description={t('emptyBody')} headingLevel={2} />
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      {header}
      <DataTable
        aria-label={t('listLabel')}
        columns={columns}
        rows={encoders}
        rowKey={(encoder) => encoder.uuid}
        rowHref={(encoder) => `/settings/encoders/${encoder.uuid}`}
        loadingText={t('loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('showMore')}
      />
    </Stack>
  );
}
