export type DurationUnit = 'year' | 'day' | 'hour' | 'minute' | 'second';

export const durationUnits: readonly DurationUnit[] = ['year', 'day', 'hour', 'minute', 'second'];

/** Seconds in each unit. A year is 365 days: durations here are elapsed time, not calendar spans. */
const unitSeconds: Record<DurationUnit, number> = {
  year: 365 * 24 * 3600,
  day: 24 * 3600,
  hour: 3600,
  minute: 60,
  second: 1,
};

export interface FormatDurationOptions {
  /** BCP 47 locale for numbers and unit names. Defaults to the runtime's locale. */
  locale?: string;
  /**
   * Unit names supplied by the app's translations, each a function of the amount
   * (`{ hour: (n) => \`${n} h\` }`). Units without one use `Intl.NumberFormat`'s unit names.
   */
  unitLabels?: Partial<Record<DurationUnit, (formattedAmount: string) => string>>;
  /** How `Intl` spells units: `narrow` gives 1y 2d 3h 4m 5s in English. */
  unitDisplay?: 'narrow' | 'short' | 'long';
  /** At most this many units, largest first; the rest is dropped (not rounded up). */
  maxUnits?: number;
  /**
   * Totals of at least this many seconds are shown as compact hours (3.4K h), as analytics
   * totals are. Defaults to 1,000 hours; `Infinity` turns it off.
   */
  compactHoursFrom?: number;
}

export const DEFAULT_COMPACT_HOURS_FROM = 1000 * 3600;

/** One part of a duration: `{ unit: 'hour', amount: 3 }`. */
export interface DurationPart {
  unit: DurationUnit;
  amount: number;
}

/**
 * Splits whole seconds into years, days, hours, minutes and seconds, skipping zero units.
 * Zero is `[{ unit: 'second', amount: 0 }]` so it still reads "0s".
 */
export function durationParts(totalSeconds: number): DurationPart[] {
  let remaining = Math.round(Math.abs(totalSeconds));
  const parts: DurationPart[] = [];
  for (const unit of durationUnits) {
    const amount = Math.floor(remaining / unitSeconds[unit]);
    remaining -= amount * unitSeconds[unit];
    if (amount > 0) parts.push({ unit, amount });
  }
  return parts.length > 0 ? parts : [{ unit: 'second', amount: 0 }];
}

function formatAmount(
  amount: number,
  unit: DurationUnit,
  options: FormatDurationOptions,
  compact = false,
): string {
  const label = options.unitLabels?.[unit];
  if (label) {
    const number = new Intl.NumberFormat(
      options.locale,
      compact ? { notation: 'compact', maximumFractionDigits: 1 } : {},
    );
    return label(number.format(amount));
  }
  return new Intl.NumberFormat(options.locale, {
    style: 'unit',
    unit,
    unitDisplay: options.unitDisplay ?? 'narrow',
    ...(compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}),
  }).format(amount);
}

/**
 * Formats a number of seconds for display: "0s", "1h 2m 3s", "2y 3d"; large totals as compact
 * hours ("3.4K h" style, spelled by the locale). Unit names come from `unitLabels` or `Intl`, so
 * nothing here is English. A negative duration is shown with the locale's minus sign.
 */
export function formatDuration(totalSeconds: number, options: FormatDurationOptions = {}): string {
  if (!Number.isFinite(totalSeconds)) return '';
  const sign = totalSeconds < 0 ? -1 : 1;
  const compactFrom = options.compactHoursFrom ?? DEFAULT_COMPACT_HOURS_FROM;
  if (Math.abs(totalSeconds) >= compactFrom) {
    return formatAmount((sign * Math.abs(totalSeconds)) / unitSeconds.hour, 'hour', options, true);
  }
  const parts = durationParts(totalSeconds).slice(0, options.maxUnits ?? durationUnits.length);
  const words = parts.map((part, index) =>
    formatAmount(index === 0 ? sign * part.amount : part.amount, part.unit, options),
  );
  return new Intl.ListFormat(options.locale, {
    type: 'unit',
    style: options.unitDisplay ?? 'narrow',
  }).format(words);
}

/** The ISO 8601 duration (`PT1H2M3S`) for a `<time dateTime>` attribute, machine-readable. */
export function isoDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds)) return 'PT0S';
  const seconds = Math.round(Math.abs(totalSeconds));
  // ISO durations have no fixed-length year, so days carry everything above hours.
  const days = Math.floor(seconds / unitSeconds.day);
  const hours = Math.floor((seconds % unitSeconds.day) / unitSeconds.hour);
  const minutes = Math.floor((seconds % unitSeconds.hour) / unitSeconds.minute);
  const rest = seconds % unitSeconds.minute;
  const date = days > 0 ? `${days}D` : '';
  const time = [
    hours > 0 ? `${hours}H` : '',
    minutes > 0 ? `${minutes}M` : '',
    rest > 0 || seconds === 0 ? `${rest}S` : '',
  ].join('');
  return `${totalSeconds < 0 ? '-' : ''}P${date}${time ? `T${time}` : ''}`;
}
