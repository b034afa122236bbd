import type { DatePickerProps as AriaDatePickerProps, DateValue } from 'react-aria-components';
import {
  DateGroup,
  OpenButton,
  PickerDialog,
  PickerPopover,
  Segment,
  StyledDateInput,
  StyledDatePicker,
} from './DatePicker.styles';
import { Calendar } from '../Calendar';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { classNames } from '../internal/classNames';
import { CalendarIcon } from '../internal/icons';

export interface DatePickerProps
  extends
    Omit<AriaDatePickerProps<DateValue>, 'className' | 'style' | 'children' | 'render'>,
    FieldLabelProps {
  className?: string;
}

/**
 * A date typed segment by segment or picked from a calendar popover: react-aria's `DatePicker`.
 * Segment order, placeholders and the calendar button's name follow the locale. Pass a
 * `ZonedDateTime` with `granularity="minute"` to pick a time too (24-hour with `hourCycle={24}`).
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps) {
  return (
    <StyledDatePicker {...props} className={classNames('studio-DatePicker', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <DateGroup className="studio-DatePicker-group">
        <StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <OpenButton className="studio-DatePicker-button">
          <CalendarIcon />
        </OpenButton>
      </DateGroup>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <PickerPopover placement="bottom start" offset={4}>
        <PickerDialog className="studio-DatePicker-dialog">
          <Calendar />
        </PickerDialog>
      </PickerPopover>
    </StyledDatePicker>
  );
}
