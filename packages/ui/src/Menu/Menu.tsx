import { Children, type ReactNode } from 'react';
import {
  Collection,
  MenuTrigger as AriaMenuTrigger,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import {
  CheckMark,
  StyledMenu,
  StyledMenuHeader,
  StyledMenuItem,
  StyledMenuSection,
  StyledSeparator,
} from './Menu.styles';
import { Popover } from '../Popover';
import { classNames } from '../internal/classNames';

export interface MenuTriggerProps extends AriaMenuTriggerProps {
  placement?: PopoverProps['placement'];
}

/**
 * Pairs a trigger (first child, usually a `Button`) with a `Menu` (second child) shown in a
 * popover. Keyboard: Enter, Space or ArrowDown open it; arrows move; Escape closes.
 */
export function MenuTrigger({ children, placement = 'bottom start', ...props }: MenuTriggerProps) {
  const [trigger, menu] = Children.toArray(children);
  return (
    <AriaMenuTrigger {...props}>
      {trigger}
      <Popover placement={placement} className="studio-Menu-popover">
        {menu}
      </Popover>
    </AriaMenuTrigger>
  );
}

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  className?: string;
}

export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return <StyledMenu {...props} className={classNames('studio-Menu', className)} />;
}

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, 'className' | 'style'> {
  /** `danger` for destructive actions (delete, sign out of every device). */
  variant?: 'default' | 'danger';
  className?: string;
}

export function MenuItem<T extends object>({
  variant = 'default',
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <StyledMenuItem
      {...props}
      textValue={textValue}
      data-variant={variant}
      className={classNames('studio-MenuItem', className)}
    >
      {composeRenderProps(children, (content, { selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' && (
            <CheckMark aria-hidden="true">{isSelected ? '✓' : ''}</CheckMark>
          )}
          {content}
        </>
      ))}
    </StyledMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<AriaMenuSectionProps<T>, 'className' | 'style'> {
  title?: ReactNode;
}

export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <StyledMenuSection {...props} className="studio-MenuSection">
      {title && <StyledMenuHeader>{title}</StyledMenuHeader>}
      <Collection items={props.items}>{children}</Collection>
    </StyledMenuSection>
  );
}

export function MenuSeparator() {
  return <StyledSeparator className="studio-MenuSeparator" />;
}
