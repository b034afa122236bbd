import type { Clip } from '@studio/api';
import { StatusBadge, type Tone } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

const toneOf = (status: Clip['status']): Tone => {
  if (status === 'COMPLETE') return 'success';
  if (status === 'FAILED' || status === 'TIMED_OUT' || status === 'CANCELLED') return 'danger';
  return 'progress';
};

/** A clip's processing state in words (spec section 4), with its tone. */
export function ClipStatusBadge({ status }: { status: Clip['status'] }) {
  const { t } = useTranslation('libraryEdits');
  return <StatusBadge label={t(`status.${status}`)} tone={toneOf(status)} />;
}
