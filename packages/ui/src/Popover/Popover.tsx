import type { PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { StyledPopover } from './Popover.styles';
import { classNames } from '../internal/classNames';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style'> {
  className?: string;
}

/**
 * A floating surface anchored to its trigger, on react-aria's `Popover` (positioning, dismissal,
 * focus containment). Used by Menu, Select and ComboBox, and with `DialogTrigger` for rich content.
 */
export function Popover({ className, offset = 4, ...props }: PopoverProps) {
  return (
    <StyledPopover {...props} offset={offset} className={classNames('studio-Popover', className)} />
  );
}
