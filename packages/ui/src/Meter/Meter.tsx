import type { MeterProps as AriaMeterProps } from 'react-aria-components';
import { MeterFill, MeterLabel, MeterTrack, MeterValue, StyledMeter } from './Meter.styles';
import { classNames } from '../internal/classNames';

export type MeterLevel = 'normal' | 'warning' | 'danger';

/** Percentages (0–100) from which a meter turns to warning and danger. */
export interface MeterThresholds {
  warning: number;
  danger: number;
}

export const defaultMeterThresholds: MeterThresholds = { warning: 80, danger: 100 };

/** The level of a filled percentage: used storage, licences in use, bandwidth this month. */
export function meterLevel(
  percentage: number,
  thresholds: MeterThresholds = defaultMeterThresholds,
): MeterLevel {
  if (percentage >= thresholds.danger) return 'danger';
  if (percentage >= thresholds.warning) return 'warning';
  return 'normal';
}

export interface MeterProps extends Omit<
  AriaMeterProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** Visible label and accessible name ("Library storage"). */
  label: string;
  thresholds?: MeterThresholds;
  className?: string;
}

/**
 * A known quantity within a range (storage used of a plan, licences in use): react-aria's `Meter`.
 * The fill turns to warning and danger colours at the thresholds; the value text is `Intl`-formatted
 * or `valueLabel` ("5.2 of 7 TB").
 */
export function Meter({ label, thresholds, className, ...props }: MeterProps) {
  return (
    <StyledMeter {...props} className={classNames('studio-Meter', className)}>
      {({ percentage, valueText }) => (
        <>
          <MeterLabel className="studio-Meter-label">{label}</MeterLabel>
          <MeterValue className="studio-Meter-value">{valueText}</MeterValue>
          <MeterTrack
            className="studio-Meter-track"
            data-level={meterLevel(percentage, thresholds)}
          >
            {/* The one per-render value: the fill's width follows the measure. */}
            <MeterFill className="studio-Meter-fill" style={{ width: `${percentage}%` }} />
          </MeterTrack>
        </>
      )}
    </StyledMeter>
  );
}
