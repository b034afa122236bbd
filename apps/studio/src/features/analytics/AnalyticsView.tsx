import styled from 'styled-components';
import { ANALYTICS_STAT_ORDER } from '@studio/domain';
import type { LocationPoint, StatisticsSummary } from '@studio/api';
import {
  Button,
  Duration,
  Grid,
  InlineAlert,
  NativeSelect,
  PageHeader,
  ProgressBar,
  Stack,
  Stat,
  TabNav,
  TextField,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { previousValue, RANGE_PRESETS, type RangePreset } from './analytics-range';

export type AnalyticsSource = 'webevents' | 'contentLibrary';
type MetricName = StatisticsSummary['metrics'][number]['metric'];

/** The export's state: one call whose only states are running and its outcome. */
export type ExportState = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export interface AnalyticsViewProps {
  source: AnalyticsSource;
  preset: RangePreset;
  customFrom: string;
  customTo: string;
  /** The custom dates run backwards (or one is missing): nothing is read until they are fixed. */
  isCustomInvalid: boolean;
  /** null while the figures load. */
  summary: StatisticsSummary | null;
  locations: readonly LocationPoint[] | null;
  exportState: ExportState;
  onPresetChange(preset: RangePreset): void;
  onCustomChange(dates: { from?: string; to?: string }): void;
  onExport(): void;
  onCancelExport(): void;
}

/** Metrics whose value is seconds of watching (shown as a duration). */
const DURATION_METRICS: ReadonlySet<MetricName> = new Set([
  'avgTimeWatched',
  'totalTimeWatched',
  'medianTimeWatched',
]);

const byStatOrder = (a: { metric: MetricName }, b: { metric: MetricName }) =>
  ANALYTICS_STAT_ORDER[a.metric] - ANALYTICS_STAT_ORDER[b.metric];

const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  align-items: end;
`;

const Bars = styled.svg`
  width: 100%;
  max-width: 48rem;
  height: auto;
  text {
    font-size: 11px;
    fill: ${vars.color.text};
  }
  .current {
    fill: ${vars.color.accent};
  }
  .previous {
    fill: ${vars.color.border};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 48rem;
  caption {
    text-align: start;
    font-weight: ${vars.font.weight.semibold};
    padding-block-end: ${vars.space[2]};
  }
  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-block-end: 1px solid ${vars.color.border};
    text-align: start;
  }
  td[data-align='end'],
  th[data-align='end'] {
    text-align: end;
  }
`;

/**
 * `/analytics` and `/analytics/media-library`: the summary cards in section 9's stat order with
 * the change against the previous period, a chart of this period against the previous one (drawn
 * for the eye and hidden from screen readers) with the same figures in a table under it, where
 * viewers watched, and the CSV export.
 */
export function AnalyticsView(props: AnalyticsViewProps) {
  const { source, preset, summary, locations, exportState } = props;
  const { t, language } = useTranslation('analytics');
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const metrics = summary ? [...summary.metrics].sort(byStatOrder) : null;
  const formatted = (metric: MetricName, value: number | null) =>
    value === null ? (
      t('unknown')
    ) : DURATION_METRICS.has(metric) ? (
      <Duration seconds={Math.round(value)} />
    ) : (
      number.format(value)
    );
  return (
    <Stack gap={6}>
      <PageHeader title={t('title')} description={t(`descriptions.${source}`)} />
      <TabNav
        aria-label={t('tabsLabel')}
        current={source}
        items={[
          { id: 'webevents', label: t('sources.webevents'), href: '/analytics' },
          {
            id: 'contentLibrary',
            label: t('sources.contentLibrary'),
            href: '/analytics/media-library',
          },
        ]}
      />
      <Filters>
        <NativeSelect<RangePreset>
          label={t('range.label')}
          value={preset}
          options={RANGE_PRESETS.map((value) => ({ value, label: t(`range.${value}`) }))}
          onChange={props.onPresetChange}
        />
        {preset === 'custom' ? (
          <>
            <TextField
              label={t('range.from')}
              type="date"
              value={props.customFrom}
              onChange={(from) => props.onCustomChange({ from })}
              isInvalid={props.isCustomInvalid}
            />
            <TextField
              label={t('range.to')}
              type="date"
              value={props.customTo}
              onChange={(to) => props.onCustomChange({ to })}
              isInvalid={props.isCustomInvalid}
              errorMessage={props.isCustomInvalid ? t('range.invalid') : undefined}
            />
          </>
        ) : null}
      </Filters>
      {metrics === null ? (
        props.isCustomInvalid ? null : (
          <ProgressBar label={t('loading')} isIndeterminate />
        )
      ) : (
        <>
          <Grid minColumnWidth="xs" gap={4}>
            {metrics.map((metric) => (
              <Stat
                key={metric.metric}
                label={t(`metrics.${metric.metric}`)}
                value={
                  DURATION_METRICS.has(metric.metric) ? (
                    <Duration seconds={Math.round(metric.value)} />
                  ) : (
                    metric.value
                  )
                }
                percentageIncrease={metric.percentageIncrease}
                trendLabels={{
                  positive: t('trend.positive'),
                  negative: t('trend.negative'),
                  none: t('trend.none'),
                }}
                comparison={
                  metric.percentageIncrease === null ? t('noComparison') : t('comparison')
                }
              />
            ))}
          </Grid>
          <Section aria-labelledby="analytics-chart">
            <h2 id="analytics-chart">{t('chartTitle')}</h2>
            <ComparisonChart
              metrics={metrics.filter((metric) => !DURATION_METRICS.has(metric.metric))}
              labelOf={(metric) => t(`metrics.${metric}`)}
              legend={{ current: t('chartLegendCurrent'), previous: t('chartLegendPrevious') }}
            />
            <Table>
              <caption>{t('tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.metric')}</th>
                  <th scope="col" data-align="end">
                    {t('columns.current')}
                  </th>
                  <th scope="col" data-align="end">
                    {t('columns.previous')}
                  </th>
                  <th scope="col" data-align="end">
                    {t('columns.change')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {metrics.map((metric) => (
                  <tr key={metric.metric}>
                    <th scope="row">{t(`metrics.${metric.metric}`)}</th>
                    <td data-align="end">{formatted(metric.metric, metric.value)}</td>
                    <td data-align="end">
                      {formatted(
                        metric.metric,
                        previousValue(metric.value, metric.percentageIncrease),
                      )}
                    </td>
                    <td data-align="end">
                      {metric.percentageIncrease === null
                        ? t('unknown')
                        : `${t(`trend.${metric.trend}`)} ${number.format(Math.abs(metric.percentageIncrease))} %`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Section>
        </>
      )}
      {locations === null ? null : (
        <Section aria-labelledby="analytics-locations">
          <h2 id="analytics-locations">{t('locationsTitle')}</h2>
          {locations.length === 0 ? (
            <p>{t('locationsEmpty')}</p>
          ) : (
            <Table>
              <caption>{t('locationsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('locationColumns.place')}</th>
                  <th scope="col" data-align="end">
                    {t('locationColumns.viewers')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...locations]
                  .sort((a, b) => b.weight - a.weight)
                  .map((place) => (
                    <tr key={`${place.country}:${place.city}:${place.latitude}:${place.longitude}`}>
                      <th scope="row">
                        {place.city}, {place.country}
                      </th>
                      <td data-align="end">{number.format(place.weight)}</td>
                    </tr>
                  ))}
              </tbody>
            </Table>
          )}
        </Section>
      )}
      <Section aria-labelledby="analytics-export">
        <h2 id="analytics-export">{t('export.title')}</h2>
        <p>{t('export.description')}</p>
        {exportState === 'running' ? (
          <Stack gap={3}>
            <ProgressBar label={t('export.progress')} isIndeterminate />
            <div>
              <Button onPress={props.onCancelExport}>{t('export.cancel')}</Button>
            </div>
          </Stack>
        ) : (
          <div>
            <Button variant="primary" onPress={props.onExport} isDisabled={props.isCustomInvalid}>
              {t('export.start')}
            </Button>
          </div>
        )}
        {exportState === 'failed' ? (
          <InlineAlert tone="error">{t('export.failed')}</InlineAlert>
        ) : exportState === 'cancelled' ? (
          <InlineAlert tone="info">{t('export.cancelled')}</InlineAlert>
        ) : exportState === 'done' ? (
          <InlineAlert tone="success">{t('export.done')}</InlineAlert>
        ) : null}
      </Section>
    </Stack>
  );
}

/**
 * Bars of this period and the previous one per count: drawn in SVG for the eye, hidden from
 * screen readers, who read the same figures in the table under it.
 */
function ComparisonChart({
  metrics,
  labelOf,
  legend,
}: {
  metrics: StatisticsSummary['metrics'];
  labelOf(metric: MetricName): string;
  legend: { current: string; previous: string };
}) {
  const rowHeight = 28;
  const labelWidth = 190;
  const barWidth = 360;
  const values = metrics.flatMap((metric) => [
    metric.value,
    previousValue(metric.value, metric.percentageIncrease) ?? 0,
  ]);
  const largest = Math.max(1, ...values);
  const height = metrics.length * rowHeight + 24;
  return (
    <Bars
      viewBox={`0 0 ${labelWidth + barWidth + 20} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect className="current" x={labelWidth} y={2} width={10} height={10} />
      <text x={labelWidth + 14} y={11}>
        {legend.current}
      </text>
      <rect className="previous" x={labelWidth + 140} y={2} width={10} height={10} />
      <text x={labelWidth + 154} y={11}>
        {legend.previous}
      </text>
      {metrics.map((metric, index) => {
        const y = 24 + index * rowHeight;
        const previous = previousValue(metric.value, metric.percentageIncrease) ?? 0;
        return (
          <g key={metric.metric}>
            <text x={0} y={y + 14}>
              {labelOf(metric.metric)}
            </text>
            <rect
              className="current"
              x={labelWidth}
              y={y}
              width={(metric.value / largest) * barWidth}
              height={11}
            />
            <rect
              className="previous"
              x={labelWidth}
              y={y + 12}
              width={(previous / largest) * barWidth}
              height={11}
            />
          </g>
        );
      })}
    </Bars>
  );
}
