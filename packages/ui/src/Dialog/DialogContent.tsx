import type { DialogProps as AriaDialogProps } from 'react-aria-components';
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

import type { DialogProps } from './Dialog';

export interface DialogContentProps extends Omit<DialogProps, 'isOpen' | 'defaultOpen'> {
  isOpen: boolean;
  role?: AriaDialogProps['role'];
}

/**
 * The dialog itself, on react-aria's `ModalOverlay`/`Modal`/`Dialog`: focus is trapped inside and
 * returned to the trigger on close, the page behind is hidden from screen readers and does not
 * scroll. Its own module, fetched when a dialog first opens (see `Dialog`).
 */
export default function DialogContent({
  title,
  children,
  footer,
  closeLabel,
  isDismissable = false,
  size = 'md',
  role,
  className,
  ...overlayProps
}: DialogContentProps) {
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
