import { and, asc, ne, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type ScopedRowChanges,
} from '../organisation-scoped-repository';
import { encoderPresets } from './schema';

export type EncoderPresetRow = typeof encoderPresets.$inferSelect;
/** What a person sets on a preset (the rest is the row's identity and timestamps). */
export type EncoderPresetFields = Pick<
  EncoderPresetRow,
  | 'name'
  | 'customName'
  | 'version'
  | 'videoFormat'
  | 'resolution'
  | 'frameRate'
  | 'bitrateKbps'
  | 'audioChannels'
>;

/** One organisation's encoder presets, listed by name (any case). */
export class EncoderPresetsRepository extends OrganisationScopedRepository<typeof encoderPresets> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, encoderPresets, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${encoderPresets.name})`)];
  }

  /** Whether another preset of the organisation has this name, compared as the unique index does. */
  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const sameName = sql`lower(${encoderPresets.name}) = lower(${name})`;
    const others = exceptId === undefined ? undefined : ne(encoderPresets.id, exceptId);
    return (await this.count(and(sameName, others))) > 0;
  }

  /** Replaces what a person sets, and stamps the change. */
  replace(id: string, fields: EncoderPresetFields): Promise<EncoderPresetRow | undefined> {
    const changes: ScopedRowChanges<typeof encoderPresets> = { ...fields, updatedAt: new Date() };
    return this.update(id, changes);
  }
}
