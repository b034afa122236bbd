import type { TimeFieldProps as AriaTimeFieldProps, TimeValue } from 'react-aria-components';
import { StyledTimeField, TimeInput } from './TimeField.styles';
import { Segment } from '../DatePicker/DatePicker.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { classNames } from '../internal/classNames';

export interface TimeFieldProps
  extends
    Omit<AriaTimeFieldProps<TimeValue>, 'className' | 'style' | 'children' | 'render'>,
    FieldLabelProps {
  className?: string;
}

/**
 * A time of day typed hour and minute segment by segment: react-aria's `TimeField`, on a 24-hour
 * clock unless `hourCycle={12}` is passed. Arrow keys step each segment.
 */
export function TimeField({
  label,
  description,
  errorMessage,
  hourCycle = 24,
  className,
  ...props
}: TimeFieldProps) {
  return (
    <StyledTimeField
      {...props}
      hourCycle={hourCycle}
      className={classNames('studio-TimeField', className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <TimeInput className="studio-TimeField-input">
        {(segment) => <Segment segment={segment} />}
      </TimeInput>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </StyledTimeField>
  );
}
