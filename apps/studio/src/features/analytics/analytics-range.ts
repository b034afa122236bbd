/** The periods of the analytics screens (spec section 9): last 7, 28 or 365 days, or custom. */
export const RANGE_PRESETS = ['last7', 'last28', 'last365', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = {
  last7: 7,
  last28: 28,
  last365: 365,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AnalyticsRange {
  /** ISO date-times; the range is [start, end). */
  start: string;
  end: string;
}

interface WallClock {
  /** The zone's date and time read as if it were UTC, in ms. */
  asUtc: number;
  /** Midnight of that date read as if it were UTC, in ms. */
  midnightAsUtc: number;
}

function wallClockIn(date: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const midnightAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'));
  return {
    asUtc: Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ),
    midnightAsUtc,
  };
}

/** The zone's offset from UTC at `instant`, in ms (the wall clock minus the instant). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockIn(new Date(whole), timeZone).asUtc - whole;
}

/** Midnight starting the day of `date` in `timeZone` (the organisation's), as an instant. */
export function startOfDayIn(date: Date, timeZone: string): Date {
  const { midnightAsUtc } = wallClockIn(date, timeZone);
  // The offset may differ at midnight from the one at `date` (a daylight saving change that
  // day): take the offset at the first guess, then at the corrected instant.
  const guess = midnightAsUtc - offsetAt(date.getTime(), timeZone);
  return new Date(midnightAsUtc - offsetAt(guess, timeZone));
}

/** A preset period: whole days in the organisation's time zone, ending with today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date, timeZone: string) {
  const end = new Date(startOfDayIn(now, timeZone).getTime() + DAY_MS);
  const start = new Date(end.getTime() - PRESET_DAYS[preset] * DAY_MS);
  return { start: start.toISOString(), end: end.toISOString() };
}

/**
 * A custom period from two calendar dates (`YYYY-MM-DD`), both days included, in the
 * organisation's time zone; null when either is missing or the start is after the end.
 */
export function customRange(from: string, to: string, timeZone: string): AnalyticsRange | null {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(from) || !pattern.test(to) || from > to) return null;
  // Noon UTC of a date is that date in every zone, so its start of day there is the date's.
  const start = startOfDayIn(new Date(`${from}T12:00:00Z`), timeZone);
  const end = new Date(startOfDayIn(new Date(`${to}T12:00:00Z`), timeZone).getTime() + DAY_MS);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** The figure of the period before, from the value and its change in percent (null: unknown). */
export function previousValue(value: number, percentageIncrease: number | null): number | null {
  if (percentageIncrease === null || percentageIncrease === -100) return null;
  return value / (1 + percentageIncrease / 100);
}
