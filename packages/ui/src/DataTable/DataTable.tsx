import type { MouseEvent, ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';
import { Link } from '../Link';
import { Spinner } from '../Spinner';
import { classNames } from '../internal/classNames';
import { DataTableRoot, LoadingRow } from './DataTable.styles';

export type SortDirection = 'ascending' | 'descending';

export interface DataTableSort {
  /** The `id` of the column the rows are sorted by. */
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Stable id: the sort descriptor names columns by it. */
  id: string;
  /** The column's header, already localised. */
  header: string;
  /** What the column shows for one row. */
  cell: (row: Row) => ReactNode;
  /**
   * The cell that names its row (a `th scope="row"`), read out by screen readers before every
   * other cell of the row. Exactly one column should be the row header; with `rowHref` it holds
   * the link to the row's page.
   */
  isRowHeader?: boolean;
  /** A button in the header sorts by this column (`onSortChange` decides the order). */
  allowsSorting?: boolean;
  /** Long text wraps instead of ending in an ellipsis (names and titles people must read). */
  allowsWrapping?: boolean;
  /** Numbers line up on the end edge. */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** Every table needs a name: `aria-label` or `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows, or `null` before the first page has arrived (the body shows `loadingText`). */
  rows: readonly Row[] | null;
  rowKey: (row: Row) => string;
  /**
   * Where a row leads: the row header cell becomes a link, and a click anywhere else on the row
   * follows it too (keyboard and screen reader users reach the same place through the link).
   */
  rowHref?: (row: Row) => string;
  sortDescriptor?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** What is loading, already localised ("Loading web presets"). */
  loadingText: string;
  /** Shown in the body when there are no rows. */
  emptyText?: ReactNode;
  /** A further page exists: a button under the table asks for it. */
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** The label of that button ("Show more web presets"). */
  loadMoreLabel?: string;
  className?: string;
}

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [role="link"]';

/**
 * A light data table on the native `table` element: header cells with `scope`, a row header per
 * row, sortable columns as buttons inside `th aria-sort` (the sortable-table pattern of the ARIA
 * Authoring Practices), and an explicit "show more" button. For the lists of the studio, whose
 * rows lead to a page: the browser gives screen readers full table navigation, and the links and
 * buttons inside are reached with Tab. It weighs a fraction of react-aria's grid `Table`, which
 * stays the choice where a list needs grid keyboard navigation, selection or virtualisation
 * (docs/performance.md).
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowHref,
  sortDescriptor,
  onSortChange,
  loadingText,
  emptyText,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  loadMoreLabel,
  className,
  ...labelling
}: DataTableProps<Row>) {
  const followRowLink = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!rowHref || (event.target as Element).closest(INTERACTIVE)) return;
    // Selecting text in a row is not a click on it.
    if (globalThis.getSelection?.()?.toString()) return;
    event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click();
  };
  const sortBy = (column: DataTableColumn<Row>) => {
    if (!onSortChange) return;
    const direction: SortDirection =
      sortDescriptor?.column === column.id && sortDescriptor.direction === 'ascending'
        ? 'descending'
        : 'ascending';
    onSortChange({ column: column.id, direction });
  };
  const headerCell = (column: DataTableColumn<Row>) => {
    const sorted = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
    return (
      <th
        key={column.id}
        scope="col"
        data-align={column.align}
        aria-sort={column.allowsSorting ? (sorted ?? 'none') : undefined}
      >
        {column.allowsSorting && onSortChange ? (
          <AriaButton className="studio-DataTable-sort" onPress={() => sortBy(column)}>
            {column.header}
            <span className="studio-DataTable-sortIndicator" aria-hidden="true">
              {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
            </span>
          </AriaButton>
        ) : (
          column.header
        )}
      </th>
    );
  };
  const bodyCell = (column: DataTableColumn<Row>, row: Row) => {
    const content = column.cell(row);
    const props = {
      key: column.id,
      'data-align': column.align,
      'data-wrap': column.allowsWrapping || undefined,
    };
    if (!column.isRowHeader) return <td {...props}>{content}</td>;
    return (
      <th scope="row" {...props}>
        {rowHref ? <Link href={rowHref(row)}>{content}</Link> : content}
      </th>
    );
  };
  return (
    <DataTableRoot className={classNames('studio-DataTable', className)}>
      <table {...labelling} aria-busy={rows === null || isLoadingMore || undefined}>
        <thead>
          <tr>{columns.map(headerCell)}</tr>
        </thead>
        <tbody>
          {rows === null ? (
            <tr>
              <td colSpan={columns.length}>
                <LoadingRow>
                  <Spinner size="sm" label={loadingText} />
                  <span aria-hidden="true">{loadingText}</span>
                </LoadingRow>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="studio-DataTable-empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                data-href={rowHref ? '' : undefined}
                onClick={rowHref ? followRowLink : undefined}
              >
                {columns.map((column) => bodyCell(column, row))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {rows !== null && hasMore && onLoadMore && loadMoreLabel && (
        <div className="studio-DataTable-more">
          <Button
            variant="secondary"
            size="sm"
            isPending={isLoadingMore}
            pendingLabel={loadingText}
            onPress={onLoadMore}
          >
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </DataTableRoot>
  );
}
