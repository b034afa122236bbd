import type { ScheduledEvent } from '@studio/api';
import { StatusBadge } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

/** Paused, live now or scheduled, in words (colour is never the only signal). */
export function EventStateBadge({ event }: { event: ScheduledEvent }) {
  const { t } = useTranslation('schedule');
  if (event.paused) return <StatusBadge label={t('states.paused')} tone="warning" />;
  if (event.liveStatus === 'LIVE') return <StatusBadge label={t('states.live')} tone="live" />;
  return <StatusBadge label={t('states.scheduled')} tone="info" />;
}
