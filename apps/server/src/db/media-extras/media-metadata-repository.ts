import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { mediaMetadata, type StoredMediaFacts } from './schema';

export type MediaMetadataRow = typeof mediaMetadata.$inferSelect;

/** One organisation's probed media facts, one row per library item. */
export class MediaMetadataRepository extends OrganisationScopedRepository<typeof mediaMetadata> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, mediaMetadata, organisationId);
  }

  /** Stores the facts of a probe, replacing those of an earlier one. */
  async record(mediaId: string, facts: StoredMediaFacts, probedAt: Date): Promise<void> {
    await this.db
      .insert(mediaMetadata)
      .values({ id: mediaId, organisationId: this.organisationId, facts, probedAt })
      .onConflictDoUpdate({ target: mediaMetadata.id, set: { facts, probedAt } });
  }
}
