import { Button } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

export interface FinishedDestinationActionsProps {
  /** The destination as its row names it ("Overflow room"). */
  name: string;
  /** Which of the two is waiting for the server. */
  pending: 'download' | 'archive' | null;
  onDownload(): void;
  onArchive(): void;
}

/** A destination that ran and ended: its recording's download, and putting it out of the list. */
export function FinishedDestinationActions({
  name,
  pending,
  onDownload,
  onArchive,
}: FinishedDestinationActionsProps) {
  const { t } = useTranslation('live');
  return (
    <>
      <Button
        size="sm"
        aria-label={t('destinations.downloadName', { name })}
        isPending={pending === 'download'}
        onPress={onDownload}
      >
        {t('destinations.download')}
      </Button>
      <Button
        size="sm"
        variant="quiet"
        aria-label={t('destinations.archiveName', { name })}
        isPending={pending === 'archive'}
        onPress={onArchive}
      >
        {t('destinations.archive')}
      </Button>
    </>
  );
}
