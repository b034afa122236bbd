import type { ContentDestinationSummary } from '@studio/api';
import { Button, Grid, InlineAlert, Spinner, Stack, Stat } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

export interface DestinationTotalsViewProps {
  /** The totals once read; null while they load or when reading them failed. */
  summary: ContentDestinationSummary | null;
  /** The server's words when reading the totals failed. */
  error: string | null;
  onRetry(): void;
}

/** Totals have no earlier period to compare with: no trend is spoken. */
const NO_TREND = { positive: '', negative: '', none: '' } as const;

/**
 * What a destination that ran drew: views, viewers, the peak of concurrent viewers and the
 * minutes watched. Web channels count from their players' beacons; RTMP and social destinations
 * report zeros until their networks' statistics arrive with the social slice.
 */
export function DestinationTotalsView({ summary, error, onRetry }: DestinationTotalsViewProps) {
  const { t } = useTranslation('live');
  if (error) {
    return (
      <Stack gap={3}>
        <InlineAlert tone="error" title={t('totals.failed')}>
          {error}
        </InlineAlert>
        <Button size="sm" onPress={onRetry}>
          {t('totals.retry')}
        </Button>
      </Stack>
    );
  }
  if (!summary) return <Spinner label={t('totals.loading')} />;
  return (
    <Grid columns={2} gap={4}>
      <Stat label={t('totals.views')} value={summary.views} trendLabels={NO_TREND} />
      <Stat label={t('totals.viewers')} value={summary.viewers} trendLabels={NO_TREND} />
      <Stat
        label={t('totals.peakConcurrentViewers')}
        value={summary.peakConcurrentViewers}
        trendLabels={NO_TREND}
      />
      <Stat
        label={t('totals.totalMinutesWatched')}
        value={summary.totalMinutesWatched}
        formatOptions={{ maximumFractionDigits: 0 }}
        trendLabels={NO_TREND}
      />
    </Grid>
  );
}
