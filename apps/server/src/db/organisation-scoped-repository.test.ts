import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS, ORGANISATION_IDS, openTestDatabase } from '../test-support';
import type { DatabaseHandle } from './connection';
import { OrganisationUsersRepository } from './identity/organisation-users-repository';
import { users } from './identity/schema';
import { UsersRepository } from './identity/users-repository';
import {
  trustedOrganisationId,
  type NewScopedRow,
  type ScopedRowChanges,
} from './organisation-scoped-repository';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

const usersOf = (organisation: keyof typeof ORGANISATION_IDS) =>
  new OrganisationUsersRepository(
    database.db,
    trustedOrganisationId(ORGANISATION_IDS[organisation]),
  );

const riversideUsers = DEMO_USERS.filter(
  (user) => user.organisationId === ORGANISATION_IDS.riverside,
);
const riversideAdmin = DEMO_USERS.find((user) => user.userName === 'admin@riverside.example');

const newUser = (userName: string): NewScopedRow<typeof users> => ({
  id: randomUUID(),
  userName,
  passwordHash: 'not-a-real-hash',
  firstName: 'New',
  lastName: 'Person',
});

describe('OrganisationScopedRepository', () => {
  it('lists only the rows of its organisation', async () => {
    const riverside = await usersOf('riverside').list();
    expect(riverside.total).toBe(riversideUsers.length);
    expect(riverside.items.map((user) => user.id).sort()).toEqual(
      riversideUsers.map((user) => user.id).sort(),
    );
    const harbor = await usersOf('harbor').list();
    expect(harbor.items.map((user) => user.userName)).toEqual(['admin@harbor.example']);
    expect(harbor.total).toBe(1);
  });

  it('pages in a stable order with the total of the whole organisation', async () => {
    const repository = usersOf('riverside');
    const everything = await repository.list({ size: 100 });
    const first = await repository.list({ page: 0, size: 5 });
    const second = await repository.list({ page: 1, size: 5 });
    const beyond = await repository.list({ page: 5, size: 5 });

    // The seed's Riverside logins (people and venues); more than one page of 5, fewer than three.
    const total = riversideUsers.length;
    expect(total).toBeGreaterThan(5);
    expect(total).toBeLessThanOrEqual(15);
    expect([first.total, second.total, beyond.total]).toEqual([total, total, total]);
    expect([first.items.length, second.items.length, beyond.items.length]).toEqual([
      5,
      Math.min(5, total - 5),
      0,
    ]);
    expect([first.hasNext, second.hasNext, beyond.hasNext]).toEqual([true, total > 10, false]);
    const third = await repository.list({ page: 2, size: 5 });
    expect([...first.items, ...second.items, ...third.items]).toEqual(everything.items);
    // The users' default order: by last name, then first name.
    const names = everything.items.map((user) => `${user.lastName} ${user.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(first.size).toBe(5);
    expect((await repository.list()).size).toBe(50);
  });

  it('adds a condition to the organisation filter, never replaces it', async () => {
    const venues = await usersOf('riverside').list({ where: eq(users.userType, 'SITE') });
    expect(venues.items.map((user) => user.userName).sort()).toEqual([
      'venue.chapel',
      'venue.east',
      'venue.north',
      'venue.youth',
    ]);
    expect(await usersOf('harbor').count(eq(users.userType, 'SITE'))).toBe(0);
    // Even a condition naming another organisation finds nothing outside its own.
    const crossing = await usersOf('harbor').list({
      where: eq(users.organisationId, ORGANISATION_IDS.riverside),
    });
    expect(crossing.items).toEqual([]);
  });

  it('refuses a page or size that is not a whole number in range', async () => {
    await expect(usersOf('riverside').list({ page: -1 })).rejects.toThrow(RangeError);
    await expect(usersOf('riverside').list({ size: 0 })).rejects.toThrow(RangeError);
    await expect(usersOf('riverside').list({ size: 2.5 })).rejects.toThrow(RangeError);
  });

  it('finds a row by id only in its own organisation', async () => {
    const id = riversideAdmin?.id ?? 'missing';
    expect((await usersOf('riverside').findById(id))?.userName).toBe('admin@riverside.example');
    expect(await usersOf('harbor').findById(id)).toBeUndefined();
  });

  it('stamps inserted rows with its organisation, whatever the values say', async () => {
    const inserted = await usersOf('harbor').insert(newUser('teacher@harbor.example'));
    expect(inserted.organisationId).toBe(ORGANISATION_IDS.harbor);

    const smuggled = {
      ...newUser('mole@harbor.example'),
      organisationId: ORGANISATION_IDS.riverside,
    };
    const stamped = await usersOf('harbor').insert(smuggled);
    expect(stamped.organisationId).toBe(ORGANISATION_IDS.harbor);
    expect(await usersOf('riverside').findById(stamped.id)).toBeUndefined();
    expect((await usersOf('harbor').list()).total).toBe(3);
  });

  it('updates its own rows and leaves another organisation’s untouched', async () => {
    const id = riversideAdmin?.id ?? 'missing';
    expect(await usersOf('harbor').update(id, { firstName: 'Hijacked' })).toBeUndefined();
    expect((await new UsersRepository(database.db).findById(id))?.firstName).toBe('Dana');

    const updated = await usersOf('riverside').update(id, { firstName: 'Danielle' });
    expect(updated?.firstName).toBe('Danielle');

    const move = { organisationId: ORGANISATION_IDS.harbor } as ScopedRowChanges<typeof users>;
    const unmoved = await usersOf('riverside').update(id, move);
    expect(unmoved?.organisationId).toBe(ORGANISATION_IDS.riverside);
  });

  it('deletes its own rows and not another organisation’s', async () => {
    const own = await usersOf('harbor').insert(newUser('leaver@harbor.example'));
    const id = riversideAdmin?.id ?? 'missing';

    expect(await usersOf('harbor').delete(id)).toBe(false);
    expect(await new UsersRepository(database.db).findById(id)).toBeDefined();
    expect(await usersOf('harbor').delete(own.id)).toBe(true);
    expect(await usersOf('harbor').findById(own.id)).toBeUndefined();
    expect(await usersOf('harbor').delete(own.id)).toBe(false);
  });

  it('takes only a checked organisation id', () => {
    // @ts-expect-error a plain string from a URL is not a checked OrganisationId
    const unchecked = new OrganisationUsersRepository(database.db, ORGANISATION_IDS.harbor);
    expect(unchecked.organisationId).toBe(ORGANISATION_IDS.harbor);
  });
});
