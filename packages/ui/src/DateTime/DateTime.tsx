import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { StyledDateTime } from './DateTime.styles';
import { classNames } from '../internal/classNames';

export interface DateTimeProps {
  /** A `Date`, epoch milliseconds or an ISO 8601 string from the API. */
  value: Date | number | string;
  /** IANA zone to show the time in: the organisation's time zone. Defaults to the browser's. */
  timeZone?: string;
  /** Passed to `Intl.DateTimeFormat`; defaults to a medium date and a short time. */
  formatOptions?: Intl.DateTimeFormatOptions;
  /** Overrides the locale of the nearest `I18nProvider`. */
  locale?: string;
  /** Shown when the value is not a valid date (e.g. "Not scheduled"). */
  fallback?: string;
  className?: string;
}

const defaultFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Formats a date and time with `Intl` in the given zone and locale; nothing is spelled in code. */
export function formatDateTime(
  value: Date | number | string,
  {
    locale,
    timeZone,
    formatOptions = defaultFormat,
  }: Pick<DateTimeProps, 'locale' | 'timeZone' | 'formatOptions'> = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { ...formatOptions, timeZone }).format(date);
}

/** A date and time as text inside `<time dateTime>`, in the organisation's zone and the app's locale. */
export function DateTime({
  value,
  timeZone,
  formatOptions,
  locale,
  fallback,
  className,
}: DateTimeProps) {
  const { locale: contextLocale } = useLocale();
  const resolvedLocale = locale ?? contextLocale;
  const date = useMemo(() => (value instanceof Date ? value : new Date(value)), [value]);
  const isValid = !Number.isNaN(date.getTime());
  return (
    <StyledDateTime
      dateTime={isValid ? date.toISOString() : undefined}
      // A locale other than the app's is marked, so screen readers pronounce it in that language.
      lang={locale !== undefined && locale !== contextLocale ? locale : undefined}
      className={classNames('studio-DateTime', className)}
    >
      {isValid
        ? formatDateTime(date, { locale: resolvedLocale, timeZone, formatOptions })
        : fallback}
    </StyledDateTime>
  );
}
