import { useTranslation } from '../../../i18n/react';
import { VisuallyHidden } from '@studio/ui';

/**
 * A saved stream key as people may see it: dots and its last four characters (or dots alone for
 * a short key). Screen readers hear "Hidden, ends in 7f3a" instead of a row of bullets.
 */
export function StreamKeyEnding({ ending }: { ending: string | null }) {
  const { t } = useTranslation('settingsRtmpDestinations');
  return (
    <span>
      <span aria-hidden="true">
        {ending === null
          ? t('rtmpDestinations.hiddenKey')
          : t('rtmpDestinations.maskedKey', { ending })}
      </span>
      <VisuallyHidden>
        {ending === null
          ? t('rtmpDestinations.hiddenKeyLabel')
          : t('rtmpDestinations.maskedKeyLabel', { ending })}
      </VisuallyHidden>
    </span>
  );
}
