import {
  createElement,
  useContext,
  useEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type {
  CellProps as AriaCellProps,
  ColumnProps as AriaColumnProps,
  RowProps as AriaRowProps,
  TableBodyProps as AriaTableBodyProps,
  TableHeaderProps as AriaTableHeaderProps,
  TableProps as AriaTableProps,
} from 'react-aria-components';
import {
  Collection,
  CollectionRendererContext,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  TableLayout,
  TableLoadMoreItem,
  Virtualizer,
} from 'react-aria-components';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { classNames } from '../internal/classNames';
import {
  PaginationRoot,
  StyledCell,
  StyledColumn,
  StyledRow,
  StyledTable,
  TableLoading,
} from './Table.styles';

export interface TableProps extends Omit<AriaTableProps, 'className' | 'style' | 'render'> {
  /** Every table needs a name: `aria-label` or `aria-labelledby`. */
  'aria-label'?: string;
  /**
   * Renders only the rows in view (react-aria's `Virtualizer` with `TableLayout`) for long lists.
   * The table then scrolls inside a box of `height` pixels, and every row is `rowHeight` high.
   */
  isVirtualized?: boolean;
  /** Row height in pixels for a virtualised table. */
  rowHeight?: number;
  /** Header row height in pixels for a virtualised table. */
  headingHeight?: number;
  /** Height in pixels of a virtualised table's scroll box. */
  height?: number;
  className?: string;
}

/**
 * A data table on react-aria's `Table`: sorting (`sortDescriptor`/`onSortChange`), single or
 * multiple selection, keyboard navigation and ARIA grid semantics all come from react-aria.
 */
export function Table({
  isVirtualized,
  rowHeight = 40,
  headingHeight = 40,
  height = 400,
  className,
  ...props
}: TableProps) {
  const table = (
    <StyledTable
      {...props}
      className={classNames('studio-Table', className)}
      data-virtualized={isVirtualized || undefined}
      style={
        isVirtualized ? ({ '--studio-table-height': `${height}px` } as CSSProperties) : undefined
      }
    />
  );
  if (!isVirtualized) return table;
  return (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight }}>
      {table}
    </Virtualizer>
  );
}

export interface TableHeaderProps<T extends object> extends Omit<
  AriaTableHeaderProps<T>,
  'className' | 'style' | 'render'
> {
  className?: string;
}

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={classNames('studio-Table-header', className)} />;
}

export interface ColumnProps extends Omit<
  AriaColumnProps,
  'className' | 'style' | 'render' | 'children'
> {
  children: ReactNode;
  className?: string;
}

/** A column header. With `allowsSorting` it shows the sort direction react-aria reports. */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <StyledColumn
      {...props}
      // The header renders through a function, so react-aria cannot read its text itself; its
      // sort announcement ("sorted by column Views…") needs the name. Pass `textValue` when
      // `children` is not plain text.
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={classNames('studio-Table-column', className)}
    >
      {({ allowsSorting, sortDirection }) => (
        <>
          {children}
          {allowsSorting && (
            <span className="studio-Table-sortIndicator" aria-hidden="true">
              {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
            </span>
          )}
        </>
      )}
    </StyledColumn>
  );
}

/** Loading props: as soon as the body can show a loading state it needs the words for it. */
export type TableBodyLoadingProps =
  | {
      /**
       * First load: while there are no rows yet, the body shows a spinner and `loadingText`
       * instead of `emptyText`.
       */
      isLoading?: boolean;
      /** More rows are on their way: a loading row with `loadingText` follows the last row. */
      isLoadingMore?: boolean;
      /**
       * Called when the end of the rows scrolls near the view (react-aria's load-more sentinel),
       * for infinite loading. Set `isLoadingMore` while the next rows load.
       */
      onLoadMore?: () => void;
      /** What is loading, already localised ("Loading videos"): spinner name and visible text. */
      loadingText: string;
    }
  | { isLoading?: never; isLoadingMore?: never; onLoadMore?: never; loadingText?: never };

export type TableBodyProps<T extends object> = Omit<
  AriaTableBodyProps<T>,
  'className' | 'style' | 'render'
> &
  TableBodyLoadingProps & {
    /** Shown when there are no rows ("No videos match these filters"). */
    emptyText?: ReactNode;
    className?: string;
  };

function LoadingContent({ label }: { label: string }) {
  return (
    <TableLoading className="studio-Table-loading">
      <Spinner size="sm" label={label} />
      {/* The spinner already carries the words for screen readers. */}
      <span aria-hidden="true">{label}</span>
    </TableLoading>
  );
}

export function TableBody<T extends object>({
  emptyText,
  isLoading,
  isLoadingMore,
  onLoadMore,
  loadingText,
  className,
  items,
  dependencies,
  children,
  ...props
}: TableBodyProps<T>) {
  const renderEmptyState =
    props.renderEmptyState ??
    (isLoading && loadingText !== undefined
      ? () => <LoadingContent label={loadingText} />
      : emptyText
        ? () => <div className="studio-Table-empty">{emptyText}</div>
        : undefined);
  const { isVirtualized } = useContext(CollectionRendererContext);
  const hasLoadMore = loadingText !== undefined && (isLoadingMore !== undefined || !!onLoadMore);
  if (!hasLoadMore) {
    return (
      <AriaTableBody
        {...props}
        items={items}
        dependencies={dependencies}
        renderEmptyState={renderEmptyState}
        className={classNames('studio-Table-body', className)}
      >
        {children}
      </AriaTableBody>
    );
  }
  // The load-more row has to follow the rows inside the body, so the rows move into a Collection.
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={renderEmptyState}
      className={classNames('studio-Table-body', className)}
    >
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
      <TableLoadMoreItem
        isLoading={isLoadingMore}
        onLoadMore={onLoadMore}
        className="studio-Table-loadMore"
        // react-aria gives the loading row `aria-level`, which only rows of a treegrid may carry
        // (axe: aria-conditional-attr); this table is a flat grid, so the row is drawn without it.
        render={({ 'aria-level': _level, ...rowProps }) =>
          createElement(isVirtualized ? 'div' : 'tr', rowProps)
        }
      >
        <LoadingContent label={loadingText} />
      </TableLoadMoreItem>
    </AriaTableBody>
  );
}

export interface RowProps<T extends object> extends Omit<
  AriaRowProps<T>,
  'className' | 'style' | 'render'
> {
  className?: string;
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return (
    <StyledRow
      // styled() drops react-aria's item generic; columns and children keep the caller's type.
      {...(props as AriaRowProps<unknown>)}
      className={classNames('studio-Table-row', className)}
    />
  );
}

export interface CellProps extends Omit<AriaCellProps, 'className' | 'style' | 'render'> {
  /**
   * Long text wraps onto more lines instead of ending in an ellipsis. Use it for the cells people
   * need to read in full (titles, names): a truncated cell hides the rest from sighted users.
   */
  allowsWrapping?: boolean;
  className?: string;
}

export function Cell({ allowsWrapping, className, ...props }: CellProps) {
  return (
    <StyledCell
      {...props}
      data-wrap={allowsWrapping || undefined}
      className={classNames('studio-Table-cell', className)}
    />
  );
}

export interface TablePaginationProps {
  /** Current page, starting at 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Name of the pagination landmark ("Video pages"). */
  'aria-label': string;
  /** Label of the previous-page button ("Previous"). */
  previousLabel: string;
  /** Label of the next-page button ("Next"). */
  nextLabel: string;
  /** The position text, already localised ("Page 2 of 5"). */
  pageText: ReactNode;
  className?: string;
}

/** Previous and next buttons around the page position; buttons disable at either end. */
export function TablePagination({
  page,
  pageCount,
  onPageChange,
  previousLabel,
  nextLabel,
  pageText,
  className,
  ...props
}: TablePaginationProps) {
  const rootRef = useRef<HTMLElement>(null);
  const keepFocus = useRef(false);
  // Reaching the first or last page disables the button just pressed, which would drop keyboard
  // focus onto the page body; move it to the button that is still enabled instead.
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const root = rootRef.current;
    const active = document.activeElement;
    if (root && (!active || !root.contains(active) || active.matches(':disabled'))) {
      root.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    }
  }, [page]);
  const go = (target: number) => {
    keepFocus.current = rootRef.current?.contains(document.activeElement) ?? false;
    onPageChange(target);
  };
  return (
    <PaginationRoot
      ref={rootRef}
      aria-label={props['aria-label']}
      className={classNames('studio-TablePagination', className)}
    >
      <Button size="sm" isDisabled={page <= 1} onPress={() => go(page - 1)}>
        {previousLabel}
      </Button>
      <span aria-live="polite">{pageText}</span>
      <Button size="sm" isDisabled={page >= pageCount} onPress={() => go(page + 1)}>
        {nextLabel}
      </Button>
    </PaginationRoot>
  );
}
