import type {
  DateRangePickerProps as AriaDateRangePickerProps,
  DateValue,
} from 'react-aria-components';
import { RangeDash, StyledDateRangePicker } from './DateRangePicker.styles';
import { RangeCalendar } from '../Calendar';
import { CalendarIcon } from '../internal/icons';
import {
  DateGroup,
  OpenButton,
  PickerDialog,
  PickerPopover,
  Segment,
  StyledDateInput,
} from '../DatePicker/DatePicker.styles';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldLabelProps } from '../Field';
import { classNames } from '../internal/classNames';

export interface DateRangePickerProps
  extends
    Omit<AriaDateRangePickerProps<DateValue>, 'className' | 'style' | 'children' | 'render'>,
    FieldLabelProps {
  className?: string;
}

/**
 * A start and end date, typed or picked from a range calendar (analytics custom range, schedule
 * filters): react-aria's `DateRangePicker`. The start and end fields are named by react-aria in
 * the current locale.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps) {
  return (
    <StyledDateRangePicker {...props} className={classNames('studio-DateRangePicker', className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <DateGroup className="studio-DateRangePicker-group">
        <StyledDateInput slot="start">{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <RangeDash aria-hidden="true">–</RangeDash>
        <StyledDateInput slot="end">{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <OpenButton className="studio-DateRangePicker-button">
          <CalendarIcon />
        </OpenButton>
      </DateGroup>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <PickerPopover placement="bottom start" offset={4}>
        <PickerDialog className="studio-DateRangePicker-dialog">
          <RangeCalendar />
        </PickerDialog>
      </PickerPopover>
    </StyledDateRangePicker>
  );
}
