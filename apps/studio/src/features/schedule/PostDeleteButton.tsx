import { AlertDialog, Button, DialogTrigger } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

export interface PostDeleteButtonProps {
  title: string;
  onDelete(): Promise<unknown>;
}

/** Cancelling a post asks first; the dialog stays pending until the delete settles. */
export function PostDeleteButton({ title, onDelete }: PostDeleteButtonProps) {
  const { t } = useTranslation('schedulePosts');
  return (
    <DialogTrigger>
      <Button variant="danger">{t('remove.action')}</Button>
      <AlertDialog
        variant="danger"
        title={t('remove.title', { title })}
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
