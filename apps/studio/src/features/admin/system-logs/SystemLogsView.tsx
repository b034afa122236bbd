import { useTranslation } from '../../../i18n/react';
import type { SystemLog } from '@studio/api';
import {
  Breadcrumbs,
  Button,
  DataTable,
  DateTime,
  InlineAlert,
  Inline,
  Link,
  PageHeader,
  Stack,
  StatusBadge,
  TextField,
  type DataTableColumn,
  NativeSelect,
} from '@studio/ui';
import { LOG_WINDOWS, type LogWindow } from './log-window';

export type SystemLogRow = SystemLog & { readonly id: string };
export type LogLevelFilter = 'any' | SystemLog['level'];

export interface SystemLogsViewProps {
  window: LogWindow | 'custom';
  onWindowChange(window: LogWindow | 'custom'): void;
  customFrom: string;
  customTo: string;
  onCustomChange(change: { from?: string; to?: string }): void;
  onApplyCustom(): void;
  /** The custom window was applied without a start before its end. */
  customInvalid: boolean;
  level: LogLevelFilter;
  onLevelChange(level: LogLevelFilter): void;
  rows: readonly SystemLogRow[] | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** Only the studio's own routes become links: a subject link is never an outside address. */
const isStudioRoute = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** `/system-logs`: entries of a time window and level, each with a link to its subject. */
export function SystemLogsView(props: SystemLogsViewProps) {
  const { t } = useTranslation('admin');
  const columns: DataTableColumn<SystemLogRow>[] = [
    {
      id: 'time',
      header: t('logs.columns.time'),
      cell: (row) => <DateTime value={row.timestamp} />,
    },
    {
      id: 'level',
      header: t('logs.columns.level'),
      cell: (row) => (
        <StatusBadge
          label={t(`logs.levels.${row.level}`)}
          tone={row.level === 'warning' ? 'warning' : 'info'}
        />
      ),
    },
    {
      id: 'message',
      header: t('logs.columns.message'),
      cell: (row) => row.message,
      isRowHeader: true,
      allowsWrapping: true,
    },
    {
      id: 'subject',
      header: t('logs.columns.subject'),
      cell: (row) => {
        if (!row.subjectType) return t('none');
        const label = t(`logs.subjects.${row.subjectType}`);
        return row.subjectLink && isStudioRoute(row.subjectLink) ? (
          <Link href={row.subjectLink}>{label}</Link>
        ) : (
          label
        );
      },
    },
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('logs.title')}
        description={t('logs.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              { id: 'logs', label: t('logs.title') },
            ]}
          />
        }
      />
      <Inline gap={6} align="end" wrap>
        <NativeSelect
          label={t('logs.window')}
          value={props.window}
          options={[...LOG_WINDOWS, 'custom' as const].map((window) => ({
            value: window,
            label: t(`logs.windows.${window}`),
          }))}
          onChange={(window) => props.onWindowChange(window as LogWindow | 'custom')}
        />
        <NativeSelect
          label={t('logs.level')}
          value={props.level}
          options={[
            { value: 'any', label: t('logs.anyLevel') },
            { value: 'informational', label: t('logs.levels.informational') },
            { value: 'warning', label: t('logs.levels.warning') },
          ]}
          onChange={(level) => props.onLevelChange(level as LogLevelFilter)}
        />
        {props.window === 'custom' && (
          <>
            <TextField
              label={t('logs.from')}
              type="datetime-local"
              value={props.customFrom}
              onChange={(from) => props.onCustomChange({ from })}
            />
            <TextField
              label={t('logs.to')}
              type="datetime-local"
              value={props.customTo}
              onChange={(to) => props.onCustomChange({ to })}
            />
            <Button onPress={props.onApplyCustom}>{t('logs.apply')}</Button>
          </>
        )}
      </Inline>
      {props.customInvalid && (
        <InlineAlert tone="warning" role="alert">
          {t('logs.customIncomplete')}
        </InlineAlert>
      )}
      <DataTable
        aria-label={t('logs.title')}
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        loadingText={t('loading')}
        emptyText={t('logs.empty')}
        hasMore={props.hasMore}
        isLoadingMore={props.isLoadingMore}
        onLoadMore={props.onLoadMore}
        loadMoreLabel={t('showMore')}
      />
    </Stack>
  );
}
