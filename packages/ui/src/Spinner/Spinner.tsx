import { SpinnerCircle, SpinnerRoot } from './Spinner.styles';
import { classNames } from '../internal/classNames';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading media"). Required: a spinner must say why. */
  label: string;
  size?: SpinnerSize;
  className?: string;
}

/** An indeterminate progress indicator with an accessible name. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <SpinnerRoot
      isIndeterminate
      aria-label={label}
      className={classNames('studio-Spinner', className)}
    >
      <SpinnerCircle data-size={size} aria-hidden="true" />
    </SpinnerRoot>
  );
}
