import type { ReactNode } from 'react';
import type { DialogProps as AriaDialogProps, ModalOverlayProps } from 'react-aria-components';
import {
  DialogBody,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Overlay,
  StyledDialog,
  StyledModal,
} from './Dialog.styles';
import { Button } from '../Button';
import { CloseIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';

export { DialogTrigger } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'
> {
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Content, or a function that receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom, or a function that receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the corner close button; without it there is no close button. */
  closeLabel?: string;
  /** Close on a click outside. Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  size?: DialogSize;
  role?: AriaDialogProps['role'];
  className?: string;
}

/**
 * A modal dialog on react-aria's `ModalOverlay`/`Modal`/`Dialog`: focus is trapped inside and
 * returned to the trigger on close, the page behind is hidden from screen readers and does not
 * scroll. Open it with `DialogTrigger` (first child the trigger) or control `isOpen`.
 */
export function Dialog({
  title,
  children,
  footer,
  closeLabel,
  isDismissable = false,
  size = 'md',
  role,
  className,
  ...overlayProps
}: DialogProps) {
  return (
    <Overlay {...overlayProps} isDismissable={isDismissable} className="studio-Dialog-overlay">
      <StyledModal data-size={size} className="studio-Dialog-modal">
        <StyledDialog role={role} className={classNames('studio-Dialog', className)}>
          {({ close }) => (
            <>
              <DialogHeader>
                <DialogTitle slot="title" className="studio-Dialog-title">
                  {title}
                </DialogTitle>
                {closeLabel && (
                  <Button
                    variant="quiet"
                    size="sm"
                    isIconOnly
                    aria-label={closeLabel}
                    onPress={close}
                  >
                    <CloseIcon />
                  </Button>
                )}
              </DialogHeader>
              <DialogBody className="studio-Dialog-body">
                {typeof children === 'function' ? children(close) : children}
              </DialogBody>
              {footer && (
                <DialogFooter className="studio-Dialog-footer">
                  {typeof footer === 'function' ? footer(close) : footer}
                </DialogFooter>
              )}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}
