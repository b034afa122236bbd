import type { EncoderLogEntry, LogLevel } from '@studio/api';
import {
  Breadcrumbs,
  DataTable,
  DateTime,
  EmptyState,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  StatusBadge,
  type DataTableColumn,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const satisfies readonly LogLevel[];
/** The logs open at INFO (issue 14): debug lines only when asked for. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'INFO';

const LEVEL_TONES = {
  DEBUG: 'neutral',
  INFO: 'info',
  WARN: 'warning',
  ERROR: 'danger',
} as const satisfies Record<LogLevel, string>;

export interface EncoderLogsViewProps {
  encoder: { uuid: string; name: string };
  level: LogLevel;
  /** null until the first page has arrived. */
  entries: readonly (EncoderLogEntry & { id: string })[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLevelChange(level: LogLevel): void;
  onLoadMore(): void;
}

/** `/encoders/{uuid}/logs`: the logs gateway's entries at the chosen level or above, newest first. */
export function EncoderLogsView({
  encoder,
  level,
  entries,
  hasMore,
  isLoadingMore,
  onLevelChange,
  onLoadMore,
}: EncoderLogsViewProps) {
  const { t } = useTranslation('encoders');
  const columns: DataTableColumn<EncoderLogEntry & { id: string }>[] = [
    {
      id: 'time',
      header: t('logs.columns.time'),
      cell: (entry) => <DateTime value={entry.timestamp} />,
    },
    {
      id: 'level',
      header: t('logs.columns.level'),
      cell: (entry) => (
        <StatusBadge label={t(`logs.levels.${entry.level}`)} tone={LEVEL_TONES[entry.level]} />
      ),
    },
    {
      id: 'entry',
      header: t('logs.columns.entry'),
      cell: (entry) => entry.entry,
      isRowHeader: true,
      allowsWrapping: true,
    },
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('logs.title', { name: encoder.name })}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'encoders', label: t('title'), href: '/settings/encoders' },
              { id: 'encoder', label: encoder.name, href: `/settings/encoders/${encoder.uuid}` },
              { id: 'logs', label: t('actions.logs') },
            ]}
          />
        }
      />
      <div>
        <Select
          label={t('logs.level')}
          items={LOG_LEVELS.map((id) => ({ id }))}
          selectedKey={level}
          onSelectionChange={(key) => {
            const chosen = LOG_LEVELS.find((candidate) => candidate === key);
            if (chosen) onLevelChange(chosen);
          }}
        >
          {(option) => <SelectItem id={option.id}>{t(`logs.levels.${option.id}`)}</SelectItem>}
        </Select>
      </div>
      {entries !== null && entries.length === 0 ? (
        <EmptyState
          title={t('logs.emptyTitle')}
          description={t('logs.emptyBody')}
          headingLevel={2}
        />
      ) : (
        <DataTable
          aria-label={t('logs.listLabel')}
          columns={columns}
          rows={entries}
          rowKey={(entry) => entry.id}
          loadingText={t('logs.loading')}
          hasMore={hasMore}
          isLoadingMore={isLoadingMore}
          onLoadMore={onLoadMore}
          loadMoreLabel={t('logs.showMore')}
        />
      )}
    </Stack>
  );
}
