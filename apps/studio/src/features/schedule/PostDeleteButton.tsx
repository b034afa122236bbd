import { AlertDialog, Button, DialogTrigger } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

export interface PostDeleteButtonProps {
  title: string;
  onDelete(): Promise<unknown>;
}

/** Cancelling a post asks first; the dialog stays pending until the delete settles. */
export function PostDeleteButton({ title, onDelete }: PostDeleteButtonProps) {
  const { t } = useTranslation('schedule');
  return (
    <DialogTrigger>
      <Button variant="danger">{t('post.remove.action')}</Button>
      <AlertDialog
        variant="danger"
        title={t('post.remove.title', { title })}
        actionLabel={t('post.remove.confirm')}
        cancelLabel={t('post.remove.cancel')}
        pendingLabel={t('post.remove.deleting')}
        onAction={onDelete}
      >
        {t('post.remove.body')}
      </AlertDialog>
    </DialogTrigger>
  );
}
