import { and, asc, ne, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type ScopedRowChanges,
} from '../organisation-scoped-repository';
import { playerProfiles } from './schema';

export type PlayerProfileRow = typeof playerProfiles.$inferSelect;
/** What a person sets on a profile (the rest is the row's identity and timestamps). */
export type PlayerProfileFields = Omit<
  PlayerProfileRow,
  'id' | 'organisationId' | 'createdAt' | 'updatedAt'
>;

/** One organisation's player profiles, listed by name (any case). */
export class PlayerProfilesRepository extends OrganisationScopedRepository<typeof playerProfiles> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, playerProfiles, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${playerProfiles.name})`)];
  }

  /** Whether another profile of the organisation has this name, compared as the unique index does. */
  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const sameName = sql`lower(${playerProfiles.name}) = lower(${name})`;
    const others = exceptId === undefined ? undefined : ne(playerProfiles.id, exceptId);
    return (await this.count(and(sameName, others))) > 0;
  }

  /** Replaces what a person sets, and stamps the change. */
  replace(id: string, fields: PlayerProfileFields): Promise<PlayerProfileRow | undefined> {
    const changes: ScopedRowChanges<typeof playerProfiles> = { ...fields, updatedAt: new Date() };
    return this.update(id, changes);
  }
}
