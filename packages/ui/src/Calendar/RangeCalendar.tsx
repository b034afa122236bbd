import type {
  DateValue,
  RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import { CalendarNavigation } from './Calendar';
import { CalendarError, Cell, Grid, StyledRangeCalendar } from './Calendar.styles';
import { classNames } from '../internal/classNames';

export interface RangeCalendarProps extends Omit<
  AriaRangeCalendarProps<DateValue>,
  'className' | 'style' | 'children' | 'render'
> {
  errorMessage?: string;
  className?: string;
}

/** A month grid to pick a start and an end date (analytics custom range, schedule filters). */
export function RangeCalendar({ errorMessage, className, ...props }: RangeCalendarProps) {
  return (
    <StyledRangeCalendar {...props} className={classNames('studio-RangeCalendar', className)}>
      <CalendarNavigation />
      <Grid className="studio-Calendar-grid">
        {(date) => <Cell date={date} className="studio-Calendar-cell" />}
      </Grid>
      {props.isInvalid && errorMessage && (
        <CalendarError slot="errorMessage" className="studio-Calendar-error">
          {errorMessage}
        </CalendarError>
      )}
    </StyledRangeCalendar>
  );
}
