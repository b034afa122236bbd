import { asc } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { users } from './schema';

/** The users of one organisation, for the user management screens: listed by name. */
export class OrganisationUsersRepository extends OrganisationScopedRepository<typeof users> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, users, organisationId);
  }

  protected override defaultOrder() {
    return [asc(users.lastName), asc(users.firstName)];
  }
}
