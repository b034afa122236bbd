import type { ReactNode } from 'react';
import { AlertDialog, Button, DialogTrigger } from '@studio/ui';

export interface ConfirmDeleteButtonProps {
  /** The button's words, e.g. "Delete" or "Cancel post". */
  label: string;
  /** The dialog's heading, naming what goes. */
  title: string;
  /** What deleting means, in the dialog's body. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while the delete runs. */
  pendingLabel: string;
  onDelete(): Promise<unknown>;
}

/**
 * A delete that asks first: a danger button opening an alert dialog that stays pending until
 * the delete settles. The caller translates; views load it lazily, so the dialog is fetched only
 * by people who may delete.
 */
export function ConfirmDeleteButton({
  label,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  onDelete,
}: ConfirmDeleteButtonProps) {
  return (
    <DialogTrigger>
      <Button variant="danger">{label}</Button>
      <AlertDialog
        variant="danger"
        title={title}
        actionLabel={confirmLabel}
        cancelLabel={cancelLabel}
        pendingLabel={pendingLabel}
        onAction={onDelete}
      >
        {children}
      </AlertDialog>
    </DialogTrigger>
  );
}
