import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { cues, type CueSourceKind } from './schema';

export type CueRow = typeof cues.$inferSelect;

/** One source's cues: its kind and id. */
export interface CueSource {
  kind: CueSourceKind;
  id: string;
}

/**
 * One organisation's cues. A person sees the shared and public cues of a source and their own
 * private ones; someone else's private cue is not found.
 */
export class CuesRepository extends OrganisationScopedRepository<typeof cues> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, cues, organisationId);
  }

  private seenBy(source: CueSource, viewerId: string) {
    return this.inOrganisation(
      eq(cues.sourceKind, source.kind),
      eq(cues.sourceId, source.id),
      or(inArray(cues.visibility, ['shared', 'public']), eq(cues.ownerId, viewerId)),
    );
  }

  /** By position, then by when they were made. */
  async listSeenBy(source: CueSource, viewerId: string): Promise<CueRow[]> {
    return this.db
      .select()
      .from(cues)
      .where(this.seenBy(source, viewerId))
      .orderBy(asc(cues.positionMs), asc(cues.createdAt), asc(cues.id));
  }

  async findSeenBy(source: CueSource, id: string, viewerId: string): Promise<CueRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cues)
      .where(and(this.seenBy(source, viewerId), eq(cues.id, id)));
    return row;
  }
}
