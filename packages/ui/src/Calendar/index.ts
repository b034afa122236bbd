export { Calendar } from './Calendar';
export type { CalendarProps } from './Calendar';
export { RangeCalendar } from './RangeCalendar';
export type { RangeCalendarProps } from './RangeCalendar';
