/**
 * CSV as RFC 4180 describes it (CRLF rows, fields quoted when they hold a quote, comma, line break
 * or edge whitespace, quotes doubled), for the analytics downloads.
 */
export type CsvValue = string | number | boolean | null | undefined | bigint | object;

/**
 * Spreadsheets run a cell that starts with one of these as a formula; analytics rows carry
 * visitor-controlled text (user agents, cities), so such text cells are prefixed with a quote mark
 * (the OWASP advice). Numbers, including negative ones, are left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERIC = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    return FORMULA_START.test(value) && !NUMERIC.test(value) ? `'${value}` : value;
  }
  if (typeof value === 'object')
    return value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return String(value);
}

export function csvCell(value: CsvValue): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row of `columns`, then one row per record with the values of those columns in order. */
export function toCsv(
  columns: readonly string[],
  rows: Iterable<Readonly<Record<string, unknown>>>,
): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows)
    lines.push(columns.map((column) => csvCell(row[column] as CsvValue)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
