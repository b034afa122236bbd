import type { MouseEvent, ReactNode } from 'react';
import { DrawerDialog, DrawerHeader, DrawerModal, DrawerOverlay } from './ShellDrawer.styles';
import { Button } from '../Button';
import { CloseIcon } from '../internal/icons';

export interface ShellDrawerProps {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The drawer's accessible name ("Menu"). */
  label: string;
  /** The close button's accessible name ("Close menu"). */
  closeLabel: string;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

/** The navigation as a modal drawer on narrow screens; its own module (see `AppShell`). */
export default function ShellDrawer({
  id,
  isOpen,
  onOpenChange,
  label,
  closeLabel,
  onClickCapture,
  children,
}: ShellDrawerProps) {
  return (
    <DrawerOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="studio-AppShell-drawerOverlay"
    >
      <DrawerModal className="studio-AppShell-drawer">
        <DrawerDialog id={id} aria-label={label} onClickCapture={onClickCapture}>
          <DrawerHeader>
            <Button
              variant="quiet"
              size="sm"
              isIconOnly
              aria-label={closeLabel}
              onPress={() => onOpenChange(false)}
            >
              <CloseIcon />
            </Button>
          </DrawerHeader>
          {children}
        </DrawerDialog>
      </DrawerModal>
    </DrawerOverlay>
  );
}
