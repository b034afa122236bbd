import { AlertDialog, Button, DialogTrigger } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

export interface FeedDeleteButtonProps {
  name: string;
  onDelete(): Promise<unknown>;
}

/** Deleting a feed asks first; the dialog stays pending until the delete settles. */
export function FeedDeleteButton({ name, onDelete }: FeedDeleteButtonProps) {
  const { t } = useTranslation('libraryFeeds');
  return (
    <DialogTrigger>
      <Button variant="danger">{t('remove.action')}</Button>
      <AlertDialog
        variant="danger"
        title={t('remove.title', { name })}
        actionLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        pendingLabel={t('remove.deleting')}
        onAction={onDelete}
      >
        {t('remove.body')}
      </AlertDialog>
    </DialogTrigger>
  );
}
