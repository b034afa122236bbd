import type { EncoderVideo } from '@studio/api';
import { StatusBadge } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

/** Where the recording is: being written, recorded, or ended by a fault (spec section 4 states). */
export function RecordingStateBadge({ video }: { video: Pick<EncoderVideo, 'state'> }) {
  const { t } = useTranslation('libraryRecordings');
  const state = video.state ?? 'IDLE';
  return <StatusBadge label={t(`states.${state}`)} set="encoder" status={state} />;
}
