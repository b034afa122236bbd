import { AlertDialog, Button, DialogTrigger } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

export interface ClipDeleteButtonProps {
  title: string;
  onDelete(): Promise<unknown>;
}

/** Deleting a clip asks first; the dialog stays pending until the delete settles. */
export function ClipDeleteButton({ title, onDelete }: ClipDeleteButtonProps) {
  const { t } = useTranslation('libraryEdits');
  return (
    <DialogTrigger>
      <Button variant="danger">{t('clip.delete')}</Button>
      <AlertDialog
        variant="danger"
        title={t('clip.deleteTitle', { title })}
        actionLabel={t('clip.deleteConfirm')}
        cancelLabel={t('clip.cancel')}
        pendingLabel={t('clip.deleting')}
        onAction={onDelete}
      >
        {t('clip.deleteBody')}
      </AlertDialog>
    </DialogTrigger>
  );
}
