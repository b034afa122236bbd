import { asc, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type ScopedRowChanges,
} from '../organisation-scoped-repository';
import { rtmpDestinations } from './schema';

export type RtmpDestinationRow = typeof rtmpDestinations.$inferSelect;
/** What a person sets; `streamKey` undefined on an edit keeps the stored key. */
export interface RtmpDestinationFields {
  name: string;
  streamUrl: string;
  streamKey: string;
  viewUrl: string | null;
}

/** One organisation's custom RTMP destinations, listed by name (any case). */
export class RtmpDestinationsRepository extends OrganisationScopedRepository<
  typeof rtmpDestinations
> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, rtmpDestinations, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${rtmpDestinations.name})`)];
  }

  /** Replaces what a person sets, keeping the stored stream key when no new one is given. */
  replace(
    id: string,
    fields: Omit<RtmpDestinationFields, 'streamKey'> & { streamKey?: string },
  ): Promise<RtmpDestinationRow | undefined> {
    const { streamKey, ...rest } = fields;
    const changes: ScopedRowChanges<typeof rtmpDestinations> = {
      ...rest,
      ...(streamKey === undefined ? {} : { streamKey }),
      updatedAt: new Date(),
    };
    return this.update(id, changes);
  }
}
