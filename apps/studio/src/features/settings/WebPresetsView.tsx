import { useTranslation } from '../../i18n/react';
import type { WebPreset } from '@studio/api';
import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  Link,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { channelLabel } from './web-preset-format';

export interface WebPresetsViewProps {
  /** null until the first page has arrived. */
  presets: readonly WebPreset[] | null;
  /** Whether a further page exists (the Link header's next). */
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/web-presets`: the organisation's web presets by name, each opening its details. */
export function WebPresetsView({
  presets,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: WebPresetsViewProps) {
  const { t } = useTranslation('settings');
  const columns: DataTableColumn<WebPreset>[] = [
    {
      id: 'name',
      header: t('webPresets.columns.name'),
      cell: (preset) => preset.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'videoChannel',
      header: t('webPresets.columns.videoChannel'),
      cell: (preset) => channelLabel(t, preset.videoChannel),
    },
    {
      id: 'audioChannels',
      header: t('webPresets.columns.audioChannels'),
      cell: (preset) =>
        t('webPresets.audioPair', {
          left: channelLabel(t, preset.leftAudioChannel),
          right: channelLabel(t, preset.rightAudioChannel),
        }),
    },
    {
      id: 'deinterlace',
      header: t('webPresets.columns.deinterlace'),
      cell: (preset) => (preset.deinterlace ? t('webPresets.yes') : t('webPresets.no')),
    },
  ];
  const createLink = (
    <Link variant="standalone" href="/settings/web-presets/create">
      {t('webPresets.create')}
    </Link>
  );
  const header = (
    <PageHeader
      title={t('webPresets.title')}
      description={t('webPresets.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'web-presets', label: t('webPresets.title') },
          ]}
        />
      }
      actions={createLink}
    />
  );
  if (presets !== null && presets.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('webPresets.emptyTitle')}
          description={t('webPresets.emptyBody')}
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
        aria-label={t('webPresets.listLabel')}
        columns={columns}
        rows={presets}
        rowKey={(preset) => preset.uuid}
        rowHref={(preset) => `/settings/web-presets/${preset.uuid}`}
        loadingText={t('webPresets.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('webPresets.showMore')}
      />
    </Stack>
  );
}
