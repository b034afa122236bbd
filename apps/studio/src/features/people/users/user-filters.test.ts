import { describe, expect, it } from 'vitest';
import { isDefaultQuery, NO_FILTERS, userQueryKey, userQueryOf } from './user-filters';

describe('userQueryOf', () => {
  it('asks the server for every user by name when nothing is chosen', () => {
    const query = userQueryOf(NO_FILTERS, { column: 'name', direction: 'ascending' });
    expect(query).toEqual({ sort: 'asc.name' });
    expect(isDefaultQuery(query)).toBe(true);
  });

  it('sends the search trimmed, the role, the status and the e-mail column descending', () => {
    const query = userQueryOf(
      { search: '  dana ', role: 'eventAdmin', status: 'unverified' },
      { column: 'userName', direction: 'descending' },
    );
    expect(query).toEqual({
      search: 'dana',
      role: 'eventAdmin',
      status: 'unverified',
      sort: 'desc.user_name',
    });
    expect(isDefaultQuery(query)).toBe(false);
  });

  it('gives different queries different keys and a blank search none', () => {
    const byName = userQueryOf(
      { ...NO_FILTERS, search: '   ' },
      { column: 'name', direction: 'ascending' },
    );
    expect(isDefaultQuery(byName)).toBe(true);
    const admins = userQueryOf(
      { ...NO_FILTERS, role: 'customerAdmin' },
      { column: 'name', direction: 'ascending' },
    );
    expect(userQueryKey(admins)).not.toBe(userQueryKey(byName));
  });
});
