import {
  ANALYTICS_EXPORTS,
  EXPORT_MAX_PAGES,
  EXPORT_PAGE_SIZE,
  type AnalyticsExportKind,
} from '@studio/domain';
import { toCsv } from './csv.js';

export type ExportRow = Readonly<Record<string, unknown>>;

/** The paging query of one export page: `max` rows after `offset` (absent on the first page). */
export interface ExportPageQuery {
  max: number;
  offset?: string;
}

export interface ExportPagerOptions {
  signal?: AbortSignal;
  pageSize?: number;
  maxPages?: number;
}

export type ExportPageFetcher<Row extends ExportRow> = (
  query: ExportPageQuery,
  signal: AbortSignal | undefined,
) => Promise<readonly Row[]>;

/** The offset that follows `row`: its two key fields joined by a comma (spec section 7). */
export function nextExportOffset(row: ExportRow, keyFields: readonly [string, string]): string {
  return keyFields.map((field) => String(row[field] ?? '')).join(',');
}

/**
 * The pages of an analytics export: `max` 1000 per page, the next `offset` taken from the last row,
 * repeated while a page comes back full and at most 100 pages (spec section 9).
 */
export async function* exportPages<Row extends ExportRow>(
  kind: AnalyticsExportKind,
  fetchPage: ExportPageFetcher<Row>,
  options: ExportPagerOptions = {},
): AsyncGenerator<readonly Row[], void, undefined> {
  const { pageSize = EXPORT_PAGE_SIZE, maxPages = EXPORT_MAX_PAGES, signal } = options;
  const { keyFields } = ANALYTICS_EXPORTS[kind];
  let offset: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const query: ExportPageQuery =
      offset === undefined ? { max: pageSize } : { max: pageSize, offset };
    const rows = await fetchPage(query, signal);
    yield rows;
    const last = rows.at(-1);
    if (rows.length < pageSize || last === undefined) return;
    offset = nextExportOffset(last, keyFields);
  }
}

/** Every row of the export, then the CSV with the export's columns, ready to download. */
export async function exportCsv<Row extends ExportRow>(
  kind: AnalyticsExportKind,
  fetchPage: ExportPageFetcher<Row>,
  options: ExportPagerOptions = {},
): Promise<string> {
  const rows: Row[] = [];
  for await (const page of exportPages(kind, fetchPage, options)) rows.push(...page);
  return toCsv(ANALYTICS_EXPORTS[kind].columns, rows);
}
