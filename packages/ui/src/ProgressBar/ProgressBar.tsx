import type { ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import {
  ProgressFill,
  ProgressLabel,
  ProgressTrack,
  ProgressValue,
  StyledProgressBar,
} from './ProgressBar.styles';
import { classNames } from '../internal/classNames';

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** Visible label and accessible name ("Uploading sunday-service.mp4"). */
  label: string;
  /** Hide the formatted value (e.g. when a status text next to it already says it). */
  hideValue?: boolean;
  tone?: 'accent' | 'success' | 'danger';
  className?: string;
}

/**
 * Progress of a task (upload, processing): react-aria's `ProgressBar`, value formatted with `Intl`
 * (percent by default, or `formatOptions` / `valueLabel`). `isIndeterminate` when the end is unknown.
 */
export function ProgressBar({
  label,
  hideValue,
  tone = 'accent',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <StyledProgressBar
      {...props}
      data-tone={tone}
      className={classNames('studio-ProgressBar', className)}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <ProgressLabel className="studio-ProgressBar-label">{label}</ProgressLabel>
          {!hideValue && !isIndeterminate ? (
            <ProgressValue className="studio-ProgressBar-value">{valueText}</ProgressValue>
          ) : (
            <span />
          )}
          <ProgressTrack className="studio-ProgressBar-track">
            <ProgressFill
              className="studio-ProgressBar-fill"
              data-indeterminate={isIndeterminate || undefined}
              // The one per-render value: the fill's width follows the progress.
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </ProgressTrack>
        </>
      )}
    </StyledProgressBar>
  );
}
