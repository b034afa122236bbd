import type { CalendarSpan } from './schedule-view-preference';

/**
 * Calendar days as `yyyy-mm-dd` text: the server files each occurrence under its `startDay` in
 * the event's zone (the organisation's), so the grid needs no zone of its own, only day
 * arithmetic (done on UTC midnights, where no clock change can shift a day).
 */
const DAY_MS = 24 * 60 * 60_000;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) =>
  toDay(new Date(toDate(day).getTime() + days * DAY_MS));

/** Monday of the day's week (weeks start on Monday, ISO 8601). */
export function weekStart(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The days the calendar shows: whole weeks around the month, the week of the day, or the day. */
export function visibleDays(anchor: string, span: CalendarSpan): string[] {
  if (span === 'day') return [anchor];
  const first = span === 'week' ? weekStart(anchor) : weekStart(firstOfMonth(anchor));
  if (span === 'week') return Array.from({ length: 7 }, (_, index) => addDays(first, index));
  const nextMonth = firstOfMonth(addDays(firstOfMonth(anchor), 31));
  const days: string[] = [];
  for (let day = first; day < nextMonth || days.length % 7 !== 0; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** The month, week or day before or after. */
export function shiftAnchor(anchor: string, span: CalendarSpan, direction: 1 | -1): string {
  if (span === 'day') return addDays(anchor, direction);
  if (span === 'week') return addDays(anchor, 7 * direction);
  const month = firstOfMonth(anchor);
  return direction === 1 ? firstOfMonth(addDays(month, 31)) : firstOfMonth(addDays(month, -1));
}

/**
 * The instants to ask the server for: a day more on each side than the grid, so an occurrence
 * filed under a visible day in any zone is in the answer.
 */
export function windowOf(days: readonly string[]): { startTime: string; endTime: string } {
  return {
    startTime: toDate(addDays(days[0]!, -1)).toISOString(),
    endTime: toDate(addDays(days.at(-1)!, 2)).toISOString(),
  };
}

export const isSameMonth = (day: string, anchor: string) => day.slice(0, 7) === anchor.slice(0, 7);
