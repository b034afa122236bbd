import { useTranslation } from '../../../i18n/react';
import type { EncoderPreset } from '@studio/api';
import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  Inline,
  Link,
  PageHeader,
  Stack,
  type DataTableColumn,
} from '@studio/ui';
import { audioChannelsLabel, bitrateLabel, videoSummary } from './encoder-preset-format';

export interface EncoderPresetsViewProps {
  /** null until the first page has arrived. */
  presets: readonly EncoderPreset[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/encoder-presets`: the organisation's encoder presets by name. */
export function EncoderPresetsView({
  presets,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: EncoderPresetsViewProps) {
  const { t } = useTranslation('settingsEncoderPresets');
  const columns: DataTableColumn<EncoderPreset>[] = [
    {
      id: 'name',
      header: t('encoderPresets.columns.name'),
      cell: (preset) => preset.name,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'customName',
      header: t('encoderPresets.columns.customName'),
      cell: (preset) => preset.customName ?? t('encoderPresets.noCustomName'),
      allowsWrapping: true,
    },
    {
      id: 'video',
      header: t('encoderPresets.columns.video'),
      cell: (preset) => videoSummary(t, preset),
    },
    {
      id: 'bitrate',
      header: t('encoderPresets.columns.bitrate'),
      cell: (preset) => bitrateLabel(t, preset),
      align: 'end',
    },
    {
      id: 'audio',
      header: t('encoderPresets.columns.audio'),
      cell: audioChannelsLabel,
    },
    {
      id: 'version',
      header: t('encoderPresets.columns.version'),
      cell: (preset) => String(preset.version ?? 1),
      align: 'end',
    },
  ];
  const createLinks = (
    <Inline gap={3}>
      <Link variant="standalone" href="/settings/encoder-presets/create">
        {t('encoderPresets.create')}
      </Link>
      <Link variant="standalone" href="/settings/encoder-presets/create/v2">
        {t('encoderPresets.createVersion2')}
      </Link>
    </Inline>
  );
  const header = (
    <PageHeader
      title={t('encoderPresets.title')}
      description={t('encoderPresets.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('settings:breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'encoder-presets', label: t('encoderPresets.title') },
          ]}
        />
      }
      actions={createLinks}
    />
  );
  if (presets !== null && presets.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('encoderPresets.emptyTitle')}
          description={t('encoderPresets.emptyBody')}
          headingLevel={2}
          actions={createLinks}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      {header}
      <DataTable
        aria-label={t('encoderPresets.listLabel')}
        columns={columns}
        rows={presets}
        rowKey={(preset) => preset.uuid}
        rowHref={(preset) => `/settings/encoder-presets/${preset.uuid}`}
        loadingText={t('encoderPresets.loading')}
        hasMore={hasMore}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
        loadMoreLabel={t('encoderPresets.showMore')}
      />
    </Stack>
  );
}
