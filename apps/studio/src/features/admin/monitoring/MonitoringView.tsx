import { useTranslation } from '../../../i18n/react';
import type { DuplicateLogin, EncoderMonitor } from '@studio/api';
import {
  Breadcrumbs,
  Card,
  DataTable,
  DateTime,
  Grid,
  InlineAlert,
  Link,
  PageHeader,
  ProgressBar,
  Stack,
  type DataTableColumn,
} from '@studio/ui';

/** One panel's data: null while the first read runs; `failed` when it could not be read. */
export interface MonitoringPanel<Item> {
  readonly items: readonly Item[] | null;
  readonly failed: boolean;
}

export interface MonitoringViewProps {
  refreshSeconds: number;
  onlinePlayers: MonitoringPanel<{ id: string; count: number }>;
  encodersInError: MonitoringPanel<EncoderMonitor>;
  duplicateLogins: MonitoringPanel<DuplicateLogin & { id: string }>;
}

/** `/monitoring`: online decoders, encoders in error, duplicate venue logins and helpful links. */
export function MonitoringView(props: MonitoringViewProps) {
  const { t } = useTranslation('admin');
  const encoderColumns: DataTableColumn<EncoderMonitor>[] = [
    {
      id: 'name',
      header: t('monitoring.columns.encoder'),
      cell: (row) => <Link href={`/encoders/${row.uuid}`}>{row.name}</Link>,
      isRowHeader: true,
    },
    {
      id: 'organisation',
      header: t('monitoring.columns.organisation'),
      cell: (row) => (
        <Link href={`/admin/organizations/${row.customerId}`}>
          {row.customerName ?? row.customerId}
        </Link>
      ),
    },
    {
      id: 'error',
      header: t('monitoring.columns.error'),
      cell: (row) => row.error ?? t('none'),
      allowsWrapping: true,
    },
    {
      id: 'errorSince',
      header: t('monitoring.columns.errorSince'),
      cell: (row) => (row.errorSince ? <DateTime value={row.errorSince} /> : t('none')),
    },
    {
      id: 'lastSeen',
      header: t('monitoring.columns.lastSeen'),
      cell: (row) => <DateTime value={row.lastSeen} />,
    },
  ];
  const duplicateColumns: DataTableColumn<DuplicateLogin & { id: string }>[] = [
    {
      id: 'userName',
      header: t('monitoring.columns.userName'),
      cell: (row) => row.userName,
      isRowHeader: true,
    },
    {
      id: 'organisation',
      header: t('monitoring.columns.organisation'),
      cell: (row) => (
        <Link href={`/admin/organizations/${row.customerId}`}>{row.customerName}</Link>
      ),
    },
    { id: 'decoders', header: t('monitoring.columns.decoders'), cell: (row) => row.decoderCount },
    {
      id: 'lastLogin',
      header: t('monitoring.columns.lastLogin'),
      cell: (row) => <DateTime value={row.lastLogin} />,
    },
  ];
  const failure = <InlineAlert tone="warning">{t('monitoring.failed')}</InlineAlert>;
  const players = props.onlinePlayers.items?.[0]?.count;
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('monitoring.title')}
        description={t('monitoring.description', { seconds: props.refreshSeconds })}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              { id: 'monitoring', label: t('monitoring.title') },
            ]}
          />
        }
      />
      <Grid minColumnWidth="md" gap={4}>
        <Card title={t('monitoring.onlinePlayers')}>
          {props.onlinePlayers.failed ? (
            failure
          ) : players === undefined ? (
            <ProgressBar label={t('loading')} isIndeterminate />
          ) : (
            <p role="status" aria-live="polite">
              <strong>{players}</strong>
            </p>
          )}
        </Card>
        <Card title={t('monitoring.links')}>
          <Stack gap={2} elementType="ul">
            <li>
              <Link variant="standalone" href="/system-logs">
                {t('monitoring.linkSystemLogs')}
              </Link>
            </li>
            <li>
              <Link variant="standalone" href="/hardware-dashboard">
                {t('monitoring.linkHardware')}
              </Link>
            </li>
            <li>
              <Link variant="standalone" href="/encoder-search">
                {t('monitoring.linkEncoders')}
              </Link>
            </li>
            <li>
              <Link variant="standalone" href="/api/status/status" target="_blank" rel="noreferrer">
                {t('monitoring.linkStatus')}
              </Link>
            </li>
          </Stack>
        </Card>
      </Grid>
      <Card title={t('monitoring.encodersInError')}>
        {props.encodersInError.failed ? (
          failure
        ) : (
          <DataTable
            aria-label={t('monitoring.encodersInError')}
            columns={encoderColumns}
            rows={props.encodersInError.items}
            rowKey={(row) => row.uuid}
            loadingText={t('loading')}
            emptyText={t('monitoring.noEncodersInError')}
          />
        )}
      </Card>
      <Card title={t('monitoring.duplicateLogins')} description={t('monitoring.duplicateHint')}>
        {props.duplicateLogins.failed ? (
          failure
        ) : (
          <DataTable
            aria-label={t('monitoring.duplicateLogins')}
            columns={duplicateColumns}
            rows={props.duplicateLogins.items}
            rowKey={(row) => row.id}
            loadingText={t('loading')}
            emptyText={t('monitoring.noDuplicates')}
          />
        )}
      </Card>
    </Stack>
  );
}
