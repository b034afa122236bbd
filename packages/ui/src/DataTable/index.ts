export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableSort, SortDirection } from './DataTable';
