import { useId } from 'react';
import type { BandwidthUsage } from '@studio/api';
import { DataTable, Grid, Link, Stack, Stat } from '@studio/ui';
import { utcMonth } from '@studio/domain';
import { useTranslation } from '../../../i18n/react';
import { formatters } from './format';
import { UsageBarChart } from './UsageBarChart';

export interface BandwidthUsageViewProps {
  usage: BandwidthUsage;
  /** The current UTC month (`YYYY-MM`), which is still running. */
  currentMonth?: string;
}

/**
 * The Bandwidth Usage tab: TB per UTC month as a bar chart with the same figures in a table
 * beside it (the chart's text alternative), this month and the three-month average.
 */
export function BandwidthUsageView({
  usage,
  currentMonth = utcMonth(new Date()),
}: BandwidthUsageViewProps) {
  const { t, language } = useTranslation('settingsOrganisation');
  const format = formatters(language);
  const tableId = useId();
  const current = usage.months.find((entry) => entry.month === currentMonth);
  const allowance = usage.months.at(-1)?.allowanceTb ?? null;
  const tb = (value: number) => t('organisation.bandwidth.tb', { value: format.tb(value) });
  // No change is shown, so no trend is ever spoken.
  const trendLabels = { positive: '', negative: '', none: '' };
  return (
    <Stack gap={6}>
      <p>{t('organisation.bandwidth.description')}</p>
      <Grid minColumnWidth="sm" gap={4}>
        <Stat
          label={t('organisation.bandwidth.thisMonth')}
          value={tb(current?.usedTb ?? 0)}
          trendLabels={trendLabels}
        />
        <Stat
          label={
            <span title={t('organisation.bandwidth.averageHint')}>
              {t('organisation.bandwidth.average')}
            </span>
          }
          value={tb(usage.threeMonthAverageTb)}
          trendLabels={trendLabels}
        />
        {allowance !== null ? (
          <Stat
            label={t('organisation.bandwidth.allowance')}
            value={tb(allowance)}
            trendLabels={trendLabels}
          />
        ) : null}
      </Grid>
      <Grid minColumnWidth="lg" gap={6}>
        <UsageBarChart
          label={t('organisation.bandwidth.chartLabel')}
          describedBy={tableId}
          limit={allowance}
          bars={usage.months.map((entry) => ({
            key: entry.month,
            label: format.shortMonth(entry.month),
            value: entry.usedTb,
            isOver: entry.usedTb > entry.allowanceTb && entry.allowanceTb > 0,
          }))}
        />
        <div id={tableId}>
          <DataTable
            aria-label={t('organisation.bandwidth.tableCaption')}
            loadingText={t('organisation.bandwidth.tableCaption')}
            rows={[...usage.months].reverse()}
            rowKey={(row) => row.month}
            columns={[
              {
                id: 'month',
                header: t('organisation.bandwidth.month'),
                isRowHeader: true,
                cell: (row) => format.month(row.month),
              },
              {
                id: 'used',
                header: t('organisation.bandwidth.used'),
                align: 'end',
                cell: (row) => format.tb(row.usedTb),
              },
              {
                id: 'included',
                header: t('organisation.bandwidth.included'),
                align: 'end',
                cell: (row) => format.tb(row.allowanceTb),
              },
            ]}
          />
        </div>
      </Grid>
      <Link variant="standalone" href="/settings/organization/bandwidth-usage/day">
        {t('organisation.bandwidth.daily')}
      </Link>
    </Stack>
  );
}
