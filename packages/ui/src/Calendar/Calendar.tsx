import type { CalendarProps as AriaCalendarProps, DateValue } from 'react-aria-components';
import {
  CalendarError,
  CalendarHeader,
  CalendarHeading,
  Cell,
  Grid,
  NavButton,
  StyledCalendar,
} from './Calendar.styles';
import { classNames } from '../internal/classNames';
import { ChevronIcon } from '../internal/icons';

export interface CalendarProps extends Omit<
  AriaCalendarProps<DateValue>,
  'className' | 'style' | 'children' | 'render'
> {
  /** Shown under the grid when `isInvalid` ("Events cannot start on a Sunday"). */
  errorMessage?: string;
  className?: string;
}

/**
 * A month grid to pick one date: react-aria's `Calendar` (arrow keys move by day and week, Page
 * Up/Down by month). Month and weekday names, and the previous/next buttons' names, come from
 * react-aria in the current locale. Name it with `aria-label` when no visible label is near.
 */
export function Calendar({ errorMessage, className, ...props }: CalendarProps) {
  return (
    <StyledCalendar {...props} className={classNames('studio-Calendar', className)}>
      <CalendarNavigation />
      <Grid className="studio-Calendar-grid">
        {(date) => <Cell date={date} className="studio-Calendar-cell" />}
      </Grid>
      {props.isInvalid && errorMessage && (
        <CalendarError slot="errorMessage" className="studio-Calendar-error">
          {errorMessage}
        </CalendarError>
      )}
    </StyledCalendar>
  );
}

/**
 * Previous month, the month's name, next month; shared by both calendars. React-aria hides the
 * visible month heading from screen readers because the grid itself is named with the month.
 */
export function CalendarNavigation() {
  return (
    <CalendarHeader className="studio-Calendar-header">
      <NavButton slot="previous" className="studio-Calendar-previous">
        <ChevronIcon direction="previous" />
      </NavButton>
      <CalendarHeading />
      <NavButton slot="next" className="studio-Calendar-next">
        <ChevronIcon direction="next" />
      </NavButton>
    </CalendarHeader>
  );
}
