import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../connection';
import type { OrganisationId } from '../organisation-scoped-repository';
import { organisationToggles, toggleRegistrations } from './schema';

export type ToggleRegistrationRow = typeof toggleRegistrations.$inferSelect;

export interface EffectiveToggle {
  toggleId: string;
  enabled: boolean;
}

/**
 * Feature toggles: the registered ids with their defaults (product-wide), and one
 * organisation's state of each, its own switch where staff set one, the default otherwise.
 */
export class FeatureTogglesRepository {
  constructor(private readonly db: Database) {}

  registrations(): Promise<ToggleRegistrationRow[]> {
    return this.db.select().from(toggleRegistrations).orderBy(asc(toggleRegistrations.toggleId));
  }

  async forOrganisation(organisationId: OrganisationId): Promise<EffectiveToggle[]> {
    const rows = await this.db
      .select({
        toggleId: toggleRegistrations.toggleId,
        defaultEnabled: toggleRegistrations.defaultEnabled,
        enabled: organisationToggles.enabled,
      })
      .from(toggleRegistrations)
      .leftJoin(
        organisationToggles,
        and(
          eq(organisationToggles.toggleId, toggleRegistrations.toggleId),
          eq(organisationToggles.organisationId, organisationId),
        ),
      )
      .orderBy(asc(toggleRegistrations.toggleId));
    return rows.map((row) => ({
      toggleId: row.toggleId,
      enabled: row.enabled ?? row.defaultEnabled,
    }));
  }

  async isEnabled(organisationId: OrganisationId, toggleId: string): Promise<boolean> {
    const toggles = await this.forOrganisation(organisationId);
    return toggles.find((toggle) => toggle.toggleId === toggleId)?.enabled ?? false;
  }

  /** Sets the organisation's toggle; undefined when the id is not registered. */
  async set(
    organisationId: OrganisationId,
    toggleId: string,
    enabled: boolean,
  ): Promise<EffectiveToggle | undefined> {
    const [registered] = await this.db
      .select()
      .from(toggleRegistrations)
      .where(eq(toggleRegistrations.toggleId, toggleId));
    if (!registered) return undefined;
    const updatedAt = new Date();
    await this.db
      .insert(organisationToggles)
      .values({ organisationId, toggleId, enabled, updatedAt })
      .onConflictDoUpdate({
        target: [organisationToggles.organisationId, organisationToggles.toggleId],
        set: { enabled, updatedAt },
      });
    return { toggleId, enabled };
  }
}
