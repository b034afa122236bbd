import type { ReactNode } from 'react';
import {
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { StyledTooltip } from './Tooltip.styles';
import { classNames } from '../internal/classNames';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The tooltip text: a supplement, never the only name of its trigger. */
  content: ReactNode;
  /** One focusable trigger (a `Button`). */
  children: ReactNode;
  placement?: AriaTooltipProps['placement'];
  className?: string;
}

/**
 * A short hint shown on hover and keyboard focus, hidden with Escape (react-aria's
 * `TooltipTrigger`). Touch devices never see it, so it must not hold essential information.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  className,
  delay = 600,
  ...props
}: TooltipProps) {
  return (
    <TooltipTrigger {...props} delay={delay}>
      {children}
      <StyledTooltip
        placement={placement}
        offset={6}
        className={classNames('studio-Tooltip', className)}
      >
        {content}
      </StyledTooltip>
    </TooltipTrigger>
  );
}
