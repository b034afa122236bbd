import { eq, sql } from 'drizzle-orm';
import type { OnboardingStep } from '@studio/domain';
import type { Database } from '../connection';
import { encoders } from '../encoders/schema';
import { userInvites, users } from '../identity/schema';
import type { UserRow } from '../identity/users-repository';
import type { OrganisationId } from '../organisation-scoped-repository';
import { scheduledEvents } from '../schedule/schema';
import { webChannels } from '../settings/schema';
import { newCustomerRow, type OrganisationAdminValues } from './organisation-admin-repository';
import type { OrganisationRow } from './organisations-repository';
import { onboardingSteps, organisations } from './schema';

const exists = (table: typeof webChannels | typeof encoders | typeof scheduledEvents, id: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${table} WHERE ${table.organisationId} = ${id})`;

/**
 * Channel onboarding: what an organisation's data shows it has done, the steps marked done, and
 * self sign-up (the organisation and its first admin created together, or neither).
 */
export class OnboardingRepository {
  constructor(private readonly db: Database) {}

  /** The steps the organisation's own data shows done (one query, one row). */
  async shownByData(organisationId: OrganisationId): Promise<Set<OnboardingStep>> {
    const [row] = await this.db
      .select({
        verifyEmail: sql<boolean>`EXISTS (SELECT 1 FROM ${users} WHERE ${users.organisationId} = ${organisationId} AND ${users.userType} = 'USER' AND ${users.accountStatus} = 'verified')`,
        createWebChannel: exists(webChannels, organisationId),
        connectEncoder: exists(encoders, organisationId),
        scheduleEvent: exists(scheduledEvents, organisationId),
        inviteUsers: sql<boolean>`(EXISTS (SELECT 1 FROM ${userInvites} WHERE ${userInvites.organisationId} = ${organisationId}) OR (SELECT count(*) FROM ${users} WHERE ${users.organisationId} = ${organisationId} AND ${users.userType} = 'USER') > 1)`,
      })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    const shown = new Set<OnboardingStep>();
    if (!row) return shown;
    for (const [step, done] of Object.entries(row) as [OnboardingStep, boolean][])
      if (done) shown.add(step);
    return shown;
  }

  async marked(organisationId: OrganisationId): Promise<Set<OnboardingStep>> {
    const rows = await this.db
      .select({ step: onboardingSteps.step })
      .from(onboardingSteps)
      .where(eq(onboardingSteps.organisationId, organisationId));
    return new Set(rows.map((row) => row.step));
  }

  /** Idempotent: marking a step twice keeps the first time. */
  async mark(organisationId: OrganisationId, step: OnboardingStep): Promise<void> {
    await this.db.insert(onboardingSteps).values({ organisationId, step }).onConflictDoNothing();
  }

  /** The organisation and its first admin in one transaction (a taken e-mail undoes both). */
  async signUp(
    organisation: OrganisationAdminValues,
    admin: Omit<typeof users.$inferInsert, 'organisationId'>,
  ): Promise<{ organisation: OrganisationRow; admin: UserRow }> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(organisations)
        .values(newCustomerRow(organisation))
        .returning();
      const [person] = await tx
        .insert(users)
        .values({ ...admin, organisationId: created!.id })
        .returning();
      return { organisation: created!, admin: person! };
    });
  }
}
