import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { organisations } from '../organisations/schema';
import {
  paymentMethods,
  subscriptions,
  trials,
  type SubscriptionFamily,
  type TrialProduct,
} from './schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TrialRow = typeof trials.$inferSelect;

/** One organisation's payment methods, newest first. */
export class PaymentMethodsRepository extends OrganisationScopedRepository<typeof paymentMethods> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, paymentMethods, organisationId);
  }

  protected override defaultOrder() {
    return [desc(paymentMethods.createdAt)];
  }
}

const PLAN_COLUMNS = {
  web: { id: 'webPlanId', name: 'webPlanName', start: 'webStartDate' },
  vod: { id: 'vodPlanId', name: 'vodPlanName', start: 'vodStartDate' },
  multisite: { id: 'multisitePlanId', name: 'multisitePlanName', start: 'multisiteStartDate' },
} as const;

/** One organisation's subscriptions, one per plan family. */
export class SubscriptionsRepository extends OrganisationScopedRepository<typeof subscriptions> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, subscriptions, organisationId);
  }

  protected override defaultOrder() {
    return [asc(subscriptions.family)];
  }

  async all(): Promise<SubscriptionRow[]> {
    return (await this.list({ size: 100 })).items;
  }

  /**
   * Moves the subscription to another plan of its family, and the organisation's plan with it
   * (the plan gates read the organisation), in one transaction.
   */
  async changePlan(
    id: string,
    change: { planId: string; planName: string; quantity?: number },
  ): Promise<SubscriptionRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({
          planId: change.planId,
          ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
          updatedAt: new Date(),
        })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.organisationId, this.organisationId)))
        .returning();
      if (!row) return undefined;
      if (row.family !== 'user') {
        const columns = PLAN_COLUMNS[row.family];
        await tx
          .update(organisations)
          .set({ [columns.id]: change.planId, [columns.name]: change.planName })
          .where(eq(organisations.id, this.organisationId));
      }
      return row;
    });
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a trial tries: the plan family it opens a subscription in, and the plan. */
export interface TrialPlan {
  family: Exclude<SubscriptionFamily, 'user'>;
  planId: string;
  planName: string;
}

/**
 * One organisation's trials, at most one per product ever. Starting one opens its subscription
 * (in trial) and gives the organisation the plan it tries; cancelling or ending it closes both,
 * each in one transaction, so the plan gates never see half a trial.
 */
export class TrialsRepository {
  constructor(
    private readonly db: Database,
    private readonly organisationId: OrganisationId,
  ) {}

  all(): Promise<TrialRow[]> {
    return this.db
      .select()
      .from(trials)
      .where(eq(trials.organisationId, this.organisationId))
      .orderBy(asc(trials.product));
  }

  async find(product: TrialProduct): Promise<TrialRow | undefined> {
    const [row] = await this.db
      .select()
      .from(trials)
      .where(and(eq(trials.organisationId, this.organisationId), eq(trials.product, product)));
    return row;
  }

  /** Starts the trial; undefined when the organisation already had one of this product. */
  start(
    values: Pick<
      TrialRow,
      'product' | 'startedAt' | 'endsAt' | 'paymentMethodId' | 'contactUserId'
    >,
    plan: TrialPlan | null,
  ): Promise<TrialRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(trials)
        .values({ ...values, organisationId: this.organisationId, status: 'in_trial' })
        .onConflictDoNothing()
        .returning();
      if (!row || !plan) return row;
      const startDate = values.startedAt.toISOString().slice(0, 10);
      const endDate = values.endsAt.toISOString().slice(0, 10);
      await tx
        .insert(subscriptions)
        .values({
          organisationId: this.organisationId,
          family: plan.family,
          planId: plan.planId,
          status: 'in_trial',
          startDate,
          renewsOn: endDate,
        })
        .onConflictDoUpdate({
          target: [subscriptions.organisationId, subscriptions.family],
          set: { planId: plan.planId, status: 'in_trial', startDate, renewsOn: endDate },
        });
      const columns = PLAN_COLUMNS[plan.family];
      await tx
        .update(organisations)
        .set({
          [columns.id]: plan.planId,
          [columns.name]: plan.planName,
          [columns.start]: startDate,
        })
        .where(eq(organisations.id, this.organisationId));
      return row;
    });
  }

  /** Closes a running trial as cancelled (by the admin) or ended (its 30 days ran out). */
  finish(
    product: TrialProduct,
    status: 'cancelled' | 'ended',
    at: Date,
    plan: TrialPlan | null,
  ): Promise<TrialRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(trials)
        .set(status === 'cancelled' ? { status, cancelledAt: at } : { status })
        .where(
          and(
            eq(trials.organisationId, this.organisationId),
            eq(trials.product, product),
            eq(trials.status, 'in_trial'),
          ),
        )
        .returning();
      if (row && plan) await this.closeTrialSubscription(tx, plan, status);
      if (row && row.product === 'on_demand' && status === 'cancelled') {
        await tx
          .update(organisations)
          .set({ contentLibraryTrialCancelled: true })
          .where(eq(organisations.id, this.organisationId));
      }
      return row;
    });
  }

  private async closeTrialSubscription(
    tx: Transaction,
    plan: TrialPlan,
    status: 'cancelled' | 'ended',
  ): Promise<void> {
    const [closed] = await tx
      .update(subscriptions)
      .set({ status, renewsOn: null, updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.organisationId, this.organisationId),
          eq(subscriptions.family, plan.family),
          eq(subscriptions.status, 'in_trial'),
        ),
      )
      .returning();
    if (!closed) return;
    const columns = PLAN_COLUMNS[plan.family];
    await tx
      .update(organisations)
      .set({ [columns.id]: null, [columns.name]: null, [columns.start]: null })
      .where(eq(organisations.id, this.organisationId));
  }
}
