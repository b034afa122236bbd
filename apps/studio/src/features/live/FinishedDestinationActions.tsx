import type { ReactNode } from 'react';
import { Button } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

export interface FinishedDestinationActionsProps {
  /** The destination as its row names it ("Overflow room"). */
  name: string;
  /** Which of the two is waiting for the server. */
  pending: 'download' | 'archive' | null;
  onDownload(): void;
  onArchive(): void;
  /** The totals' trigger and dialog (they read the server when opened), first in the row. */
  totals?: ReactNode;
}

/**
 * A destination that ran and ended: what it drew, its recording's download, and putting it out of
 * the list.
 */
export function FinishedDestinationActions({
  name,
  pending,
  onDownload,
  onArchive,
  totals,
}: FinishedDestinationActionsProps) {
  const { t } = useTranslation('live');
  return (
    <>
      {totals}
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
