import { eq } from 'drizzle-orm';
import type { Database } from '../connection';
import type { OrganisationId } from '../organisation-scoped-repository';
import { librarySettings } from './schema';

export type LibrarySettingsRow = typeof librarySettings.$inferSelect;
export type LibrarySettingsFields = Pick<
  LibrarySettingsRow,
  'deleteAfterDays' | 'autosaveDefault' | 'defaultPlayerProfileId'
>;

/** One organisation's library settings: a row once they were changed, none before. */
export class LibrarySettingsRepository {
  constructor(
    private readonly db: Database,
    private readonly organisationId: OrganisationId,
  ) {}

  async find(): Promise<LibrarySettingsRow | undefined> {
    const [row] = await this.db
      .select()
      .from(librarySettings)
      .where(eq(librarySettings.organisationId, this.organisationId));
    return row;
  }

  async save(fields: LibrarySettingsFields, at: Date): Promise<LibrarySettingsRow> {
    const values = { ...fields, updatedAt: at };
    const [row] = await this.db
      .insert(librarySettings)
      .values({ organisationId: this.organisationId, ...values })
      .onConflictDoUpdate({ target: librarySettings.organisationId, set: values })
      .returning();
    if (!row) throw new Error('library settings were not stored');
    return row;
  }
}
