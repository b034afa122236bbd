import type { Language } from '../../../i18n/namespaces';

/** Numbers and dates as the person reads them (UTC dates: plans and usage are kept in UTC). */
export function formatters(language: Language) {
  const number = (maximumFractionDigits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const shortMonth = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return {
    tb: (value: number) => number(2).format(value),
    gb: (value: number) => number(1).format(value),
    count: (value: number) => number(0).format(value),
    /** A `YYYY-MM-DD` day or a date-time. */
    date: (value: string) =>
      date.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value)),
    /** A `YYYY-MM` month, long ("Nov 2026") or short ("Nov"). */
    month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
    shortMonth: (value: string) => shortMonth.format(new Date(`${value}-01T00:00:00Z`)),
  };
}
