import type { User } from '@studio/api';
import type { Role } from '@studio/domain';
import type { DataTableSort } from '@studio/ui';

export const ACCOUNT_STATUSES = ['verified', 'unverified', 'invalid'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export interface UserFilters {
  /** Matched against the name and the e-mail, ignoring case. */
  search: string;
  role: Role | 'any';
  status: AccountStatus | 'any';
}

export const NO_FILTERS: UserFilters = { search: '', role: 'any', status: 'any' };
export const DEFAULT_SORT: DataTableSort = { column: 'name', direction: 'ascending' };

const SORT_KEYS: Record<string, (user: User) => string> = {
  name: (user) => user.name,
  userName: (user) => user.userName,
  accountStatus: (user) => user.accountStatus,
};

/**
 * The loaded users that pass the search and filters, in the chosen order. The contract's list
 * takes only `page` and `size`, so the studio filters and sorts what it has loaded; "show more"
 * loads the next page into the same view.
 */
export function filterUsers(
  users: readonly User[],
  filters: UserFilters,
  sort: DataTableSort,
  locale: string,
): User[] {
  const needle = filters.search.trim().toLocaleLowerCase(locale);
  const key = SORT_KEYS[sort.column] ?? SORT_KEYS.name!;
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return users
    .filter(
      (user) =>
        (needle === '' ||
          user.name.toLocaleLowerCase(locale).includes(needle) ||
          user.userName.toLocaleLowerCase(locale).includes(needle)) &&
        (filters.role === 'any' || user.roles.includes(filters.role)) &&
        (filters.status === 'any' || user.accountStatus === filters.status),
    )
    .sort((a, b) => {
      const order = collator.compare(key(a), key(b)) || collator.compare(a.name, b.name);
      return sort.direction === 'ascending' ? order : -order;
    });
}
