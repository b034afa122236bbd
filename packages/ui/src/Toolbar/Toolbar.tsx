import type { ToolbarProps as AriaToolbarProps } from 'react-aria-components';
import { StyledSeparator, StyledToolbar } from './Toolbar.styles';
import { classNames } from '../internal/classNames';

export interface ToolbarProps extends Omit<AriaToolbarProps, 'className' | 'style' | 'render'> {
  /** Name of the toolbar ("Video actions"). */
  'aria-label': string;
  className?: string;
}

/**
 * A row of controls reached with one Tab stop and moved through with the arrow keys:
 * react-aria's `Toolbar`. Group related buttons with `ToolbarSeparator`.
 */
export function Toolbar({ className, ...props }: ToolbarProps) {
  return <StyledToolbar {...props} className={classNames('studio-Toolbar', className)} />;
}

/** A divider between groups of a toolbar, oriented across the toolbar. */
export function ToolbarSeparator({
  orientation = 'vertical',
}: {
  orientation?: 'horizontal' | 'vertical';
}) {
  return <StyledSeparator orientation={orientation} className="studio-Toolbar-separator" />;
}
