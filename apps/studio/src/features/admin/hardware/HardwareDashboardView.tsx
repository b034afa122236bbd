import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import type { HardwareDashboard } from '@studio/api';
import { HARDWARE_TOTAL_STATUS } from '@studio/domain';
import { Breadcrumbs, Card, DateTime, Grid, PageHeader, Stack, vars } from '@studio/ui';

export interface HardwareDashboardViewProps {
  dashboard: HardwareDashboard;
}

const BAR_HEIGHT = 18;
const ROW_GAP = 10;
const LABEL_WIDTH = 190;
const CHART_WIDTH = 560;

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    max-width: ${CHART_WIDTH}px;
  }
  .encoders {
    fill: ${vars.color.accent};
  }
  .decoders {
    fill: ${vars.color.textMuted};
  }
  text {
    fill: ${vars.color.text};
    font-size: 12px;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: ${vars.space[1]} ${vars.space[2]};
    border-bottom: 1px solid ${vars.color.border};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * `/hardware-dashboard`: units per status, type, model and cycle (issue 17), each as a bar chart
 * (a picture, hidden from screen readers) with the same numbers in a table under it, which is
 * what they read.
 */
export function HardwareDashboardView({ dashboard }: HardwareDashboardViewProps) {
  const { t } = useTranslation('admin');
  const statuses = dashboard.counts.filter((count) => count.status !== HARDWARE_TOTAL_STATUS);
  const total = dashboard.counts.find((count) => count.status === HARDWARE_TOTAL_STATUS) ?? {
    status: HARDWARE_TOTAL_STATUS,
    encoders: statuses.reduce((sum, count) => sum + count.encoders, 0),
    decoders: statuses.reduce((sum, count) => sum + count.decoders, 0),
  };
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              { id: 'hardware', label: t('hardware.title'), href: '/hardware' },
              { id: 'dashboard', label: t('dashboard.title') },
            ]}
          />
        }
      >
        <p>
          {t('dashboard.generatedAt')} <DateTime value={dashboard.generatedAt} />
        </p>
      </PageHeader>
      <Grid minColumnWidth="lg" gap={4}>
        <Card title={t('dashboard.byStatus')}>
          <BarChart
            caption={t('dashboard.byStatus')}
            rows={statuses.map((count) => ({
              label: count.status,
              values: [count.encoders, count.decoders],
            }))}
            seriesLabels={[t('dashboard.columns.encoders'), t('dashboard.columns.decoders')]}
            firstColumn={t('dashboard.columns.status')}
            totalRow={{ label: t('dashboard.total'), values: [total.encoders, total.decoders] }}
          />
        </Card>
        <Card title={t('dashboard.byType')}>
          <BarChart
            caption={t('dashboard.byType')}
            rows={[
              { label: t('hardware.types.encoder'), values: [total.encoders] },
              { label: t('hardware.types.decoder'), values: [total.decoders] },
            ]}
            seriesLabels={[t('dashboard.typeColumns.units')]}
            firstColumn={t('dashboard.typeColumns.type')}
          />
        </Card>
        <Card title={t('dashboard.byModel')}>
          <BarChart
            caption={t('dashboard.byModel')}
            rows={(dashboard.byModel ?? []).map(({ model, count }) => ({
              label: model.name,
              values: [count],
            }))}
            seriesLabels={[t('dashboard.typeColumns.units')]}
            firstColumn={t('dashboard.modelColumn')}
          />
        </Card>
        <Card title={t('dashboard.byCycle')}>
          <BarChart
            caption={t('dashboard.byCycle')}
            rows={(dashboard.byCycle ?? []).map(({ cycle, count }) => ({
              label: cycle.name,
              values: [count],
            }))}
            seriesLabels={[t('dashboard.typeColumns.units')]}
            firstColumn={t('dashboard.cycleColumn')}
          />
        </Card>
      </Grid>
    </Stack>
  );
}

interface ChartRow {
  label: string;
  values: readonly number[];
}

function BarChart({
  caption,
  rows,
  seriesLabels,
  firstColumn,
  totalRow,
}: {
  caption: string;
  rows: readonly ChartRow[];
  seriesLabels: readonly string[];
  firstColumn: string;
  totalRow?: ChartRow;
}) {
  const captionId = useId();
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  const series = seriesLabels.length;
  const rowHeight = series * BAR_HEIGHT + ROW_GAP;
  const barSpace = CHART_WIDTH - LABEL_WIDTH - 50;
  const classes = ['encoders', 'decoders'];
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${rows.length * rowHeight}`}
        aria-hidden="true"
        focusable="false"
      >
        {rows.map((row, rowIndex) => (
          <g key={row.label} transform={`translate(0 ${rowIndex * rowHeight})`}>
            <text x={0} y={(series * BAR_HEIGHT) / 2 + 4}>
              {row.label}
            </text>
            {row.values.map((value, seriesIndex) => (
              <g key={seriesLabels[seriesIndex]}>
                <rect
                  className={classes[seriesIndex] ?? 'encoders'}
                  x={LABEL_WIDTH}
                  y={seriesIndex * BAR_HEIGHT}
                  width={(value / max) * barSpace}
                  height={BAR_HEIGHT - 3}
                />
                <text
                  x={LABEL_WIDTH + (value / max) * barSpace + 4}
                  y={seriesIndex * BAR_HEIGHT + 12}
                >
                  {value}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
      <table>
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            {seriesLabels.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...rows, ...(totalRow ? [totalRow] : [])].map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={seriesLabels[index]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Figure>
  );
}
