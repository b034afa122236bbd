import type { ReactNode } from 'react';
import { LayoutRoot, LayoutRow } from './FormLayout.styles';
import { classNames } from '../internal/classNames';

export interface FormLayoutProps {
  children: ReactNode;
  /** `narrow` (40rem, the default) suits most forms; `wide` follows the content width. */
  width?: 'narrow' | 'wide' | 'full';
  className?: string;
}

/**
 * Vertical rhythm for a form's fields, groups and actions. Put it inside `Form` (which owns
 * submission and the errors summary); it only lays things out and adds no semantics.
 */
export function FormLayout({ children, width = 'narrow', className }: FormLayoutProps) {
  return (
    <LayoutRoot data-width={width} className={classNames('studio-FormLayout', className)}>
      {children}
    </LayoutRoot>
  );
}

export interface FormRowProps {
  children: ReactNode;
  /** Fields side by side when there is room (start date and time); they stack on narrow screens. */
  columns?: 2 | 3;
  className?: string;
}

/** Several short fields on one line. */
export function FormRow({ children, columns = 2, className }: FormRowProps) {
  return (
    <LayoutRow data-columns={columns} className={classNames('studio-FormLayout-row', className)}>
      {children}
    </LayoutRow>
  );
}
