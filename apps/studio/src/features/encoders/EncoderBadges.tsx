import type { Encoder, EncoderStatus } from '@studio/api';
import { StatusBadge } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

/** Online means seen within the last two minutes (the list asks the server with minutes=2). */
export function OnlineBadge({ online }: { online: boolean }) {
  const { t } = useTranslation('encoders');
  return (
    <StatusBadge label={t(online ? 'online' : 'offline')} tone={online ? 'success' : 'neutral'} />
  );
}

/** The encoder's stream state, or the studio's own state on top of it (restarting, updating…). */
export function EncoderStateBadge({
  state,
}: {
  state: Encoder['state'] | 'restarting' | 'updating' | 'uploading_logs';
}) {
  const { t } = useTranslation('encoders');
  return <StatusBadge label={t(`states.${state}`)} set="encoder" status={state} />;
}

/** What viewers see now: LIVE, NO_INPUT, OFFLINE, STOPPED or STOPPING. */
export function LiveStatusBadge({
  liveStatus,
}: {
  liveStatus: NonNullable<EncoderStatus['liveStatus']>;
}) {
  const { t } = useTranslation('encoders');
  return <StatusBadge label={t(`liveStatuses.${liveStatus}`)} set="live" status={liveStatus} />;
}
