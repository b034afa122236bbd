import type { WebVideo } from '@studio/api';
import { StatusBadge } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { WEB_VIDEO_STATUS_TONES } from './web-videos';

/** Where the web video is: waiting, playing, or ended (and how). */
export function WebVideoStatusBadge({ video }: { video: Pick<WebVideo, 'status'> }) {
  const { t } = useTranslation('libraryWebVideos');
  return (
    <StatusBadge
      label={t(`statuses.${video.status}`)}
      tone={WEB_VIDEO_STATUS_TONES[video.status]}
    />
  );
}
