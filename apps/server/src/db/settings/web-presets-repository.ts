import { and, asc, ne, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type ScopedRowChanges,
} from '../organisation-scoped-repository';
import { webPresets } from './schema';

export type WebPresetRow = typeof webPresets.$inferSelect;
/** What a person sets on a preset (the rest is the row's identity and timestamps). */
export type WebPresetFields = Pick<
  WebPresetRow,
  'name' | 'videoChannel' | 'leftAudioChannel' | 'rightAudioChannel' | 'deinterlace'
>;

/** One organisation's web presets, listed by name (any case). */
export class WebPresetsRepository extends OrganisationScopedRepository<typeof webPresets> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, webPresets, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${webPresets.name})`)];
  }

  /** Whether another preset of the organisation has this name, compared as the unique index does. */
  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const sameName = sql`lower(${webPresets.name}) = lower(${name})`;
    const others = exceptId === undefined ? undefined : ne(webPresets.id, exceptId);
    return (await this.count(and(sameName, others))) > 0;
  }

  /** Replaces what a person sets, and stamps the change. */
  replace(id: string, fields: WebPresetFields): Promise<WebPresetRow | undefined> {
    const changes: ScopedRowChanges<typeof webPresets> = { ...fields, updatedAt: new Date() };
    return this.update(id, changes);
  }
}
