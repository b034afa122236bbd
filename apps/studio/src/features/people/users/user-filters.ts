import type { Role } from '@studio/domain';
import type { DataTableSort } from '@studio/ui';

export const ACCOUNT_STATUSES = ['verified', 'unverified', 'invalid'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export interface UserFilters {
  /** Part of the name or e-mail, any case; applied when the person submits the search. */
  search: string;
  role: Role | 'any';
  status: AccountStatus | 'any';
}

export const NO_FILTERS: UserFilters = { search: '', role: 'any', status: 'any' };
export const DEFAULT_SORT: DataTableSort = { column: 'name', direction: 'ascending' };

/** The columns the server sorts by (`listUsers`' `sort`), by the table's column ids. */
const SORT_FIELDS = { name: 'name', userName: 'user_name' } as const;
export const SORTABLE_COLUMNS = Object.keys(SORT_FIELDS);

/** The query of `listUsers` (search, role, status, sort) for the filters and the table's order. */
export interface UserQuery {
  search?: string;
  role?: Role;
  status?: AccountStatus;
  sort: `${'asc' | 'desc'}.${(typeof SORT_FIELDS)[keyof typeof SORT_FIELDS]}`;
}

export function userQueryOf(filters: UserFilters, sort: DataTableSort): UserQuery {
  const field = SORT_FIELDS[sort.column as keyof typeof SORT_FIELDS] ?? SORT_FIELDS.name;
  const search = filters.search.trim();
  return {
    ...(search === '' ? {} : { search }),
    ...(filters.role === 'any' ? {} : { role: filters.role }),
    ...(filters.status === 'any' ? {} : { status: filters.status }),
    sort: `${sort.direction === 'ascending' ? 'asc' : 'desc'}.${field}`,
  };
}

/** Whether the query is the list's default (every user by name): the kept list serves it. */
export const isDefaultQuery = (query: UserQuery) =>
  query.search === undefined &&
  query.role === undefined &&
  query.status === undefined &&
  query.sort === 'asc.name';

/** A stable key for a query: another query is another list (and another page component). */
export const userQueryKey = (query: UserQuery) =>
  [query.sort, query.role ?? '', query.status ?? '', query.search ?? ''].join('|');
