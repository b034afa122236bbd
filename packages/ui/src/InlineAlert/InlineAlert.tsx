import { forwardRef, type ReactNode } from 'react';
import { AlertBody, AlertIcon, AlertRoot, AlertTitle } from './InlineAlert.styles';
import { ToneIcon } from '../internal/icons';
import { classNames } from '../internal/classNames';
import type { Tone } from '../tokens';

export type InlineAlertTone = 'info' | 'success' | 'warning' | 'error';

export interface InlineAlertProps {
  tone?: InlineAlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * `alert` interrupts the screen reader, `status` waits politely. Defaults to `alert` for errors
   * and warnings and `status` otherwise.
   */
  role?: 'alert' | 'status';
  /** Lets a form move focus onto the alert (e.g. its errors summary). */
  tabIndex?: number;
  className?: string;
  id?: string;
}

const iconTone: Record<InlineAlertTone, Tone> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

/** A message placed in the page flow, next to what it is about. */
export const InlineAlert = forwardRef<HTMLDivElement, InlineAlertProps>(function InlineAlert(
  { tone = 'info', title, children, role, tabIndex, className, id },
  ref,
) {
  const resolvedRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <AlertRoot
      ref={ref}
      id={id}
      role={resolvedRole}
      tabIndex={tabIndex}
      data-tone={tone}
      className={classNames('studio-InlineAlert', className)}
    >
      <AlertIcon>
        <ToneIcon tone={iconTone[tone]} />
      </AlertIcon>
      <AlertBody>
        {title && <AlertTitle className="studio-InlineAlert-title">{title}</AlertTitle>}
        {children}
      </AlertBody>
    </AlertRoot>
  );
});
