import { TZDate } from '@date-fns/tz';
import { Frequency, RRule, type Options, type Weekday } from 'rrule';
import {
  RECURRENCE_MAX_MONTHS_AHEAD,
  RECURRENCE_MAX_OCCURRENCES,
  RECURRENCE_MIN_OCCURRENCES,
} from '../constants.js';
import { SCHEDULE_MESSAGES, type ScheduleProblem } from './messages.js';

export type RecurrenceFrequency = 'minutely' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly';
export type RecurrenceWeekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
export type RecurrenceEndType = 'AFTER' | 'NEVER' | 'ON';
/** First to fourth (1-4) or last (-1) weekday of the month. */
export type RecurrenceSetPosition = 1 | 2 | 3 | 4 | -1;

/** The contract's Recurrence: repeat settings, one to one with an RFC 5545 rule. */
export interface Recurrence {
  type: RecurrenceFrequency;
  interval: number;
  weekdays?: RecurrenceWeekday[];
  dayOfMonth?: number | null;
  setPosition?: RecurrenceSetPosition | null;
  month?: number | null;
  endType: RecurrenceEndType;
  /** `yyyy-mm-dd`, the last day an occurrence may start on (wall clock of the zone). */
  endDate?: string | null;
  occurrences?: number | null;
}

/** What expanding needs of an event: its first start, zone, length and repeat settings. */
export interface RecurringEvent {
  startTime: Date;
  /** IANA zone the wall-clock time is kept in. */
  timezone: string;
  durationMinutes: number;
  recurrence: Recurrence | null;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const FREQUENCIES: Record<RecurrenceFrequency, Frequency> = {
  minutely: Frequency.MINUTELY,
  hourly: Frequency.HOURLY,
  daily: Frequency.DAILY,
  weekly: Frequency.WEEKLY,
  monthly: Frequency.MONTHLY,
  yearly: Frequency.YEARLY,
};

const WEEKDAYS: Record<RecurrenceWeekday, Weekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

/** Whether the runtime knows the IANA zone. */
export function isKnownTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The wall-clock time of an instant in a zone, written as a UTC date ("floating" time). The rule
 * is expanded on floating times so that 10:00 stays 10:00 across a clock change; each floating
 * occurrence is then placed back in the zone.
 */
function toFloating(instant: Date, timezone: string): Date {
  const zoned = new TZDate(instant.getTime(), timezone);
  return new Date(
    Date.UTC(
      zoned.getFullYear(),
      zoned.getMonth(),
      zoned.getDate(),
      zoned.getHours(),
      zoned.getMinutes(),
      zoned.getSeconds(),
    ),
  );
}

/** The instant a floating wall-clock time names in the zone (a skipped hour moves forward). */
function fromFloating(floating: Date, timezone: string): Date {
  return new Date(
    new TZDate(
      floating.getUTCFullYear(),
      floating.getUTCMonth(),
      floating.getUTCDate(),
      floating.getUTCHours(),
      floating.getUTCMinutes(),
      floating.getUTCSeconds(),
      timezone,
    ).getTime(),
  );
}

/** The rrule options of the repeat settings, on floating (wall-clock) times. */
function ruleOptions(event: RecurringEvent, recurrence: Recurrence): Partial<Options> {
  const weekdays = (recurrence.weekdays ?? []).map((weekday) => WEEKDAYS[weekday]);
  const options: Partial<Options> = {
    freq: FREQUENCIES[recurrence.type],
    interval: recurrence.interval,
    dtstart: toFloating(event.startTime, event.timezone),
    wkst: RRule.MO,
  };
  if (weekdays.length > 0) options.byweekday = weekdays;
  if (recurrence.setPosition != null) options.bysetpos = recurrence.setPosition;
  if (recurrence.dayOfMonth != null) options.bymonthday = recurrence.dayOfMonth;
  if (recurrence.month != null) options.bymonth = recurrence.month;
  if (recurrence.endType === 'AFTER' && recurrence.occurrences != null) {
    options.count = recurrence.occurrences;
  }
  if (recurrence.endType === 'ON' && recurrence.endDate) {
    // The whole end day counts: an occurrence starting on it, at any hour, belongs to the series.
    options.until = new Date(`${recurrence.endDate}T23:59:59Z`);
  }
  return options;
}

/** The RFC 5545 rule text (RRULE line) of the repeat settings, as the rule's floating times. */
export function recurrenceRuleText(event: RecurringEvent): string | null {
  if (!event.recurrence) return null;
  return new RRule(ruleOptions(event, event.recurrence)).toString();
}

const occurrenceAt = (start: Date, durationMinutes: number): Occurrence => ({
  start,
  end: new Date(start.getTime() + durationMinutes * MINUTE_MS),
});

const sameInstant = (left: Date, right: Date) => left.getTime() === right.getTime();

/**
 * The occurrences of an event that overlap `[rangeStart, rangeEnd)`, skipping the exception
 * dates (occurrence starts). Only the range is expanded, so a series that never ends costs what
 * the visible range holds.
 */
export function expandOccurrences(
  event: RecurringEvent,
  rangeStart: Date,
  rangeEnd: Date,
  exdates: readonly Date[] = [],
): Occurrence[] {
  const overlapsRange = (occurrence: Occurrence) =>
    occurrence.start.getTime() < rangeEnd.getTime() &&
    occurrence.end.getTime() > rangeStart.getTime();
  const kept = (occurrence: Occurrence) =>
    overlapsRange(occurrence) && !exdates.some((exdate) => sameInstant(exdate, occurrence.start));

  if (!event.recurrence) {
    const single = occurrenceAt(event.startTime, event.durationMinutes);
    return kept(single) ? [single] : [];
  }
  const rule = new RRule(ruleOptions(event, event.recurrence));
  // A day either side covers any offset of the zone; exact filtering happens on real instants.
  const floatingFrom = new Date(
    toFloating(rangeStart, event.timezone).getTime() - event.durationMinutes * MINUTE_MS - DAY_MS,
  );
  const floatingTo = new Date(toFloating(rangeEnd, event.timezone).getTime() + DAY_MS);
  return rule
    .between(floatingFrom, floatingTo, true)
    .map((floating) => occurrenceAt(fromFloating(floating, event.timezone), event.durationMinutes))
    .filter(kept);
}

/** The first `limit` occurrences of the series (all of a single event). */
export function firstOccurrences(event: RecurringEvent, limit: number): Occurrence[] {
  if (!event.recurrence) return [occurrenceAt(event.startTime, event.durationMinutes)];
  const rule = new RRule(ruleOptions(event, event.recurrence));
  const floatingStarts = rule.all((_, index) => index < limit);
  return floatingStarts.map((floating) =>
    occurrenceAt(fromFloating(floating, event.timezone), event.durationMinutes),
  );
}

/** The end of the series' last occurrence, or null when it never ends. */
export function seriesEnd(event: RecurringEvent): Date | null {
  if (!event.recurrence) return occurrenceAt(event.startTime, event.durationMinutes).end;
  if (event.recurrence.endType === 'NEVER') return null;
  const all = firstOccurrences(event, RECURRENCE_MAX_OCCURRENCES * 1000);
  const last = all.at(-1);
  return last ? last.end : occurrenceAt(event.startTime, event.durationMinutes).end;
}

/** The start of the series' next occurrence at or after `from`, or null when none is left. */
export function nextOccurrence(
  event: RecurringEvent,
  from: Date,
  exdates: readonly Date[] = [],
): Occurrence | null {
  if (!event.recurrence) {
    const single = occurrenceAt(event.startTime, event.durationMinutes);
    const skipped = exdates.some((exdate) => sameInstant(exdate, single.start));
    return single.start.getTime() >= from.getTime() && !skipped ? single : null;
  }
  const rule = new RRule(ruleOptions(event, event.recurrence));
  let cursor = new Date(toFloating(from, event.timezone).getTime() - DAY_MS);
  // Exception dates and the day of slack can hide a few candidates; keep asking past them.
  for (let attempt = 0; attempt < exdates.length + 50; attempt += 1) {
    const floating = rule.after(cursor, false);
    if (!floating) return null;
    const occurrence = occurrenceAt(fromFloating(floating, event.timezone), event.durationMinutes);
    const skipped = exdates.some((exdate) => sameInstant(exdate, occurrence.start));
    if (occurrence.start.getTime() >= from.getTime() && !skipped) return occurrence;
    cursor = floating;
  }
  return null;
}

/** Whether `start` is an occurrence start of the series (for exception dates). */
export function isOccurrenceStart(event: RecurringEvent, start: Date): boolean {
  return expandOccurrences(event, start, new Date(start.getTime() + 1)).some((occurrence) =>
    sameInstant(occurrence.start, start),
  );
}

function addMonthsInZone(instant: Date, months: number, timezone: string): Date {
  const zoned = new TZDate(instant.getTime(), timezone);
  zoned.setMonth(zoned.getMonth() + months);
  return new Date(zoned.getTime());
}

/** The calendar day (`yyyy-mm-dd`) of an instant in a zone. */
export function dayInZone(instant: Date, timezone: string): string {
  return toFloating(instant, timezone).toISOString().slice(0, 10);
}

/**
 * The repeat rules of spec section 5: occurrences 1 to 99; an end date not before the start and
 * at most 13 months after it; and the repeat interval longer than the event (measured on the
 * series' own first occurrences, so several weekdays a week count).
 */
export function recurrenceProblems(event: RecurringEvent): ScheduleProblem[] {
  const recurrence = event.recurrence;
  if (!recurrence) return [];
  const problems: ScheduleProblem[] = [];
  const problem = (field: string, message: string) =>
    problems.push({ code: 'INVALID_RECURRENCE', message, field: `body.recurrence.${field}` });

  if (recurrence.endType === 'AFTER') {
    const count = recurrence.occurrences;
    if (count == null) problem('occurrences', SCHEDULE_MESSAGES.repeatEndRequired);
    else if (
      !Number.isInteger(count) ||
      count < RECURRENCE_MIN_OCCURRENCES ||
      count > RECURRENCE_MAX_OCCURRENCES
    ) {
      problem('occurrences', SCHEDULE_MESSAGES.occurrencesRange);
    }
  }
  if (recurrence.endType === 'ON') {
    if (!recurrence.endDate) problem('endDate', SCHEDULE_MESSAGES.repeatEndRequired);
    else {
      const startDay = dayInZone(event.startTime, event.timezone);
      const latestDay = dayInZone(
        addMonthsInZone(event.startTime, RECURRENCE_MAX_MONTHS_AHEAD, event.timezone),
        event.timezone,
      );
      if (recurrence.endDate < startDay) problem('endDate', SCHEDULE_MESSAGES.repeatEndBeforeStart);
      else if (recurrence.endDate > latestDay)
        problem('endDate', SCHEDULE_MESSAGES.repeatEndTooFar);
    }
  }
  if (problems.length > 0) return problems;

  const sample = firstOccurrences(event, 60);
  const durationMs = event.durationMinutes * MINUTE_MS;
  const tooClose = sample.some(
    (occurrence, index) =>
      index > 0 && occurrence.start.getTime() - sample[index - 1]!.start.getTime() <= durationMs,
  );
  const nominalMinutes: Record<RecurrenceFrequency, number> = {
    minutely: 1,
    hourly: 60,
    daily: 24 * 60,
    weekly: 7 * 24 * 60,
    monthly: 28 * 24 * 60,
    yearly: 365 * 24 * 60,
  };
  if (tooClose || recurrence.interval * nominalMinutes[recurrence.type] <= event.durationMinutes) {
    problem('interval', SCHEDULE_MESSAGES.repeatIntervalTooShort);
  }
  return problems;
}

const WEEKDAY_NAMES: Record<RecurrenceWeekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const WEEKDAY_ORDER: RecurrenceWeekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const POSITION_NAMES: Record<RecurrenceSetPosition, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};
const UNIT_NAMES: Record<RecurrenceFrequency, string> = {
  minutely: 'minute',
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

const listed = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * A readable summary of the repeat settings, in the event's zone: "Every Sunday at 10:00, 20
 * times", "Every 2 weeks on Monday and Thursday at 19:30, until 2027-03-01", "Every month on the
 * first Sunday at 09:00". A single event reads "Once on 2026-11-29 at 10:00".
 */
export function describeRecurrence(event: RecurringEvent): string {
  const floating = toFloating(event.startTime, event.timezone);
  const time = floating.toISOString().slice(11, 16);
  const recurrence = event.recurrence;
  if (!recurrence) return `Once on ${floating.toISOString().slice(0, 10)} at ${time}`;

  const weekdays = WEEKDAY_ORDER.filter((day) => recurrence.weekdays?.includes(day));
  const weekdayNames = listed(weekdays.map((day) => WEEKDAY_NAMES[day]));
  const unit = UNIT_NAMES[recurrence.type];
  const every =
    recurrence.interval === 1 ? `Every ${unit}` : `Every ${recurrence.interval} ${unit}s`;

  let head: string;
  if (recurrence.type === 'weekly' && weekdays.length > 0) {
    head = recurrence.interval === 1 ? `Every ${weekdayNames}` : `${every} on ${weekdayNames}`;
  } else if (recurrence.setPosition != null && weekdays.length > 0) {
    const inMonth = recurrence.month != null ? ` of ${MONTH_NAMES[recurrence.month - 1]}` : '';
    head = `${every} on the ${POSITION_NAMES[recurrence.setPosition]} ${weekdayNames}${inMonth}`;
  } else if (recurrence.dayOfMonth != null) {
    const inMonth = recurrence.month != null ? ` ${MONTH_NAMES[recurrence.month - 1]}` : '';
    head = `${every} on day ${recurrence.dayOfMonth}${inMonth}`;
  } else if (weekdays.length > 0) {
    head = `${every} on ${weekdayNames}`;
  } else {
    head = every;
  }
  const timed =
    recurrence.type === 'minutely' || recurrence.type === 'hourly'
      ? `${head} from ${time}`
      : `${head} at ${time}`;
  if (recurrence.endType === 'AFTER' && recurrence.occurrences != null) {
    return recurrence.occurrences === 1
      ? `${timed}, once`
      : `${timed}, ${recurrence.occurrences} times`;
  }
  if (recurrence.endType === 'ON' && recurrence.endDate)
    return `${timed}, until ${recurrence.endDate}`;
  return timed;
}

/** The instant of a wall-clock day (`yyyy-mm-dd`) and time (`HH:MM`) in a zone. */
export function instantInZone(day: string, time: string, timezone: string): Date {
  return fromFloating(new Date(`${day}T${time}:00Z`), timezone);
}
