import type { ReactNode } from 'react';
import { ActionsRoot } from './FormLayout.styles';
import { classNames } from '../internal/classNames';

export interface FormActionsProps {
  /** Buttons, primary last so it sits at the end of the row and of the tab order. */
  children: ReactNode;
  align?: 'end' | 'start' | 'between';
  className?: string;
}

/** The row of a form's buttons. */
export function FormActions({ children, align = 'end', className }: FormActionsProps) {
  return (
    <ActionsRoot data-align={align} className={classNames('studio-FormActions', className)}>
      {children}
    </ActionsRoot>
  );
}
