import type { SocialPostStatus } from '@studio/domain';
import { StatusBadge, type Tone } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

const POST_TONES: Record<SocialPostStatus, Tone> = {
  scheduled: 'info',
  pending: 'progress',
  posted: 'success',
  failed: 'danger',
};

/**
 * A social post among the schedule's events (calendar and list): the words say it is a post and
 * its state ("Social post, failed"), so colour is never the only signal.
 */
export function PostStateBadge({ status }: { status: SocialPostStatus }) {
  const { t } = useTranslation('schedule');
  return <StatusBadge label={t(`calendar.postStates.${status}`)} tone={POST_TONES[status]} />;
}
