import { describe, expect, it } from 'vitest';
import type { User } from '@studio/api';
import { filterUsers, NO_FILTERS } from './user-filters';

const user = (name: string, userName: string, extra: Partial<User> = {}): User => ({
  uuid: name,
  name,
  userName,
  roles: ['eventAdmin'],
  accountStatus: 'verified',
  ...extra,
});

const users = [
  user('Zoe Park', 'zoe@riverside.example'),
  user('ángel Ruiz', 'angel@riverside.example', { roles: ['customerAdmin'] }),
  user('Mia Chen', 'mia@riverside.example', { accountStatus: 'unverified' }),
];

describe('filterUsers', () => {
  it('sorts by name in the person’s language, either way', () => {
    const names = (sorted: User[]) => sorted.map((each) => each.name);
    expect(
      names(filterUsers(users, NO_FILTERS, { column: 'name', direction: 'ascending' }, 'en')),
    ).toEqual(['ángel Ruiz', 'Mia Chen', 'Zoe Park']);
    expect(
      names(filterUsers(users, NO_FILTERS, { column: 'name', direction: 'descending' }, 'en'))[0],
    ).toBe('Zoe Park');
  });

  it('searches names and e-mails and applies the role and status filters together', () => {
    const sort = { column: 'name', direction: 'ascending' } as const;
    expect(filterUsers(users, { ...NO_FILTERS, search: 'MIA@' }, sort, 'en')).toHaveLength(1);
    expect(filterUsers(users, { ...NO_FILTERS, role: 'customerAdmin' }, sort, 'en')[0]?.name).toBe(
      'ángel Ruiz',
    );
    expect(
      filterUsers(users, { search: '', role: 'eventAdmin', status: 'unverified' }, sort, 'en'),
    ).toEqual([users[2]]);
  });
});
