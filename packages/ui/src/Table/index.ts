export { Table, TableHeader, Column, TableBody, Row, Cell, TablePagination } from './Table';
export type {
  TableProps,
  TableHeaderProps,
  ColumnProps,
  TableBodyProps,
  TableBodyLoadingProps,
  RowProps,
  CellProps,
  TablePaginationProps,
} from './Table';
