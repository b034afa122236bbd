import type { ReactNode, RefObject } from 'react';
import { Menu, MenuItem, MenuSeparator } from '../Menu';
import { Popover } from '../Popover';

export interface UserMenuPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The trigger's id: the popover and the menu are named by the button (the person's name). */
  triggerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Which item takes focus when the menu opens (ArrowUp opens on the last). */
  focus: 'first' | 'last';
  signOutLabel: string;
  onSignOut: () => void;
  children?: ReactNode;
}

/**
 * The user menu's popover and items: react-aria's positioning, focus containment and menu
 * keyboard handling. Its own module, fetched on the first open (see `UserMenu`).
 */
export default function UserMenuPopover({
  triggerRef,
  triggerId,
  isOpen,
  onOpenChange,
  focus,
  signOutLabel,
  onSignOut,
  children,
}: UserMenuPopoverProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      aria-labelledby={triggerId}
      className="studio-Menu-popover"
    >
      <Menu
        aria-labelledby={triggerId}
        autoFocus={focus}
        onAction={(key) => {
          if (key === 'sign-out') onSignOut();
        }}
        onClose={() => onOpenChange(false)}
      >
        {children}
        {children ? <MenuSeparator /> : null}
        <MenuItem id="sign-out">{signOutLabel}</MenuItem>
      </Menu>
    </Popover>
  );
}
