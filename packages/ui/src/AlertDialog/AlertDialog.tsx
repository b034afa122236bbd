import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Text } from 'react-aria-components';
import { AlertActions } from './AlertDialog.styles';
import { Dialog, DialogTriggerContext, type DialogProps } from '../Dialog/Dialog';
import { Button } from '../Button';
import { TextField } from '../TextField';

export interface AlertDialogProps extends Pick<
  DialogProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size'
> {
  title: ReactNode;
  /** What will happen and what cannot be undone. */
  children: ReactNode;
  /** Text of the confirming button ("Remove site"). */
  actionLabel: string;
  /** Text of the cancelling button ("Cancel"); it takes focus first, the safe choice. */
  cancelLabel: string;
  /** Runs on confirm. Return a promise to keep the dialog open (pending) until it settles. */
  onAction: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** `danger` for destructive actions. */
  variant?: 'confirmation' | 'danger';
  /**
   * Typed confirmation: the action stays disabled until the person types exactly this text
   * (e.g. `CONFIRM` before removing a site, spec section 5).
   */
  confirmationText?: string;
  /** Label of the confirmation input ("Type CONFIRM to remove this site"). */
  confirmationLabel?: string;
  /** Announced while the action runs ("Removing"). */
  pendingLabel?: string;
}

/**
 * Asks for confirmation before an important or destructive action (`role="alertdialog"`). It
 * cannot be dismissed by clicking outside: the person must choose. Escape cancels.
 */
export function AlertDialog({
  title,
  size = 'sm',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...contentProps
}: AlertDialogProps) {
  // Escape runs `onCancel` like the Cancel button, except while the action is pending.
  const { onCancel } = contentProps;
  const triggerState = useContext(DialogTriggerContext);
  const [isPending, setPending] = useState(false);
  // Set when the dialog closes through its own buttons; any other close (Escape) is a cancel.
  const isSettled = useRef(false);
  // Inside a DialogTrigger the trigger's state drives the dialog, so closing goes through here.
  const isTriggered = triggerState !== null && isOpen === undefined && defaultOpen === undefined;
  const isShown = isTriggered ? triggerState.isOpen : isOpen;

  // Closed by its owner while the action ran: the next opening starts afresh.
  useEffect(() => {
    if (isShown === false) setPending(false);
  }, [isShown]);

  const handleOpenChange = (open: boolean) => {
    if (!open) {
      if (!isSettled.current) onCancel?.();
      isSettled.current = false;
    }
    if (isTriggered) triggerState.setOpen(open);
    onOpenChange?.(open);
  };

  return (
    <Dialog
      role="alertdialog"
      title={title}
      size={size}
      isDismissable={false}
      // The Cancel button is disabled while the action runs; Escape waits too.
      isKeyboardDismissDisabled={isPending}
      isOpen={isShown}
      defaultOpen={defaultOpen}
      onOpenChange={handleOpenChange}
    >
      {(close) => (
        <AlertDialogContent
          {...contentProps}
          isPending={isPending}
          setPending={setPending}
          close={() => {
            isSettled.current = true;
            close();
          }}
        />
      )}
    </Dialog>
  );
}

type ContentProps = Omit<
  AlertDialogProps,
  'title' | 'size' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
> & {
  isPending: boolean;
  setPending: (isPending: boolean) => void;
  close: () => void;
};

// Lives inside the modal, so the typed text is discarded when it closes.
function AlertDialogContent({
  children,
  actionLabel,
  cancelLabel,
  onAction,
  onCancel,
  variant = 'confirmation',
  confirmationText,
  confirmationLabel,
  pendingLabel,
  isPending,
  setPending,
  close,
}: ContentProps) {
  const [typed, setTyped] = useState('');
  const isConfirmed = confirmationText === undefined || typed === confirmationText;

  const confirm = async () => {
    if (!isConfirmed || isPending) return;
    const result = onAction();
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      close();
    } catch {
      // The caller reports the failure (toast, inline alert); the dialog stays for a retry.
      setPending(false);
    }
  };

  return (
    <>
      {/* The description slot: react-aria points the alertdialog's aria-describedby at it, so the
          message is read with the title when the dialog opens. */}
      <Text slot="description" elementType="div" className="studio-AlertDialog-message">
        {children}
      </Text>
      {confirmationText !== undefined && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label={confirmationLabel ?? confirmationText}
            value={typed}
            onChange={setTyped}
            autoComplete="off"
            spellCheck="false"
            isDisabled={isPending}
          />
        </form>
      )}
      <AlertActions className="studio-AlertDialog-actions">
        <Button
          autoFocus={confirmationText === undefined}
          isDisabled={isPending}
          onPress={() => {
            onCancel?.();
            close();
          }}
        >
          {cancelLabel}
        </Button>
        <Button
          variant={variant === 'danger' ? 'danger' : 'primary'}
          isDisabled={!isConfirmed}
          isPending={isPending}
          pendingLabel={pendingLabel}
          onPress={() => void confirm()}
        >
          {actionLabel}
        </Button>
      </AlertActions>
    </>
  );
}
