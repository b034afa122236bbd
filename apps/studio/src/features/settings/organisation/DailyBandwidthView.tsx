import { useId } from 'react';
import type { DailyBandwidth } from '@studio/api';
import { DataTable, Grid, Link, Stack } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { formatters } from './format';
import { UsageBarChart } from './UsageBarChart';

export interface DailyBandwidthViewProps {
  days: readonly DailyBandwidth[];
}

/** The daily summary: GB per UTC day of the running month, as a chart and a table. */
export function DailyBandwidthView({ days }: DailyBandwidthViewProps) {
  const { t, language } = useTranslation('settingsOrganisation');
  const format = formatters(language);
  const tableId = useId();
  const total = days.reduce((sum, day) => sum + day.usedGb, 0);
  return (
    <Stack gap={6}>
      <Link variant="standalone" href="/settings/organization/bandwidth-usage">
        {t('organisation.daily.back')}
      </Link>
      <h2>{t('organisation.daily.title')}</h2>
      <p>{t('organisation.daily.description')}</p>
      <p>{t('organisation.daily.total', { value: format.gb(total) })}</p>
      <Grid minColumnWidth="lg" gap={6}>
        <UsageBarChart
          label={t('organisation.daily.chartLabel')}
          describedBy={tableId}
          bars={days.map((day) => ({
            key: day.date,
            label: String(Number(day.date.slice(8, 10))),
            value: day.usedGb,
          }))}
        />
        <div id={tableId}>
          <DataTable
            aria-label={t('organisation.daily.tableCaption')}
            loadingText={t('organisation.daily.tableCaption')}
            rows={[...days].reverse()}
            rowKey={(row) => row.date}
            columns={[
              {
                id: 'day',
                header: t('organisation.daily.day'),
                isRowHeader: true,
                cell: (row) => format.date(row.date),
              },
              {
                id: 'used',
                header: t('organisation.daily.used'),
                align: 'end',
                cell: (row) => format.gb(row.usedGb),
              },
            ]}
          />
        </div>
      </Grid>
    </Stack>
  );
}
