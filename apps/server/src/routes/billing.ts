import {
  findPlan,
  MS_PER_DAY,
  ON_DEMAND_TRIAL_DAYS,
  paymentMethodSchema,
  paymentMethodValid,
  PLAN_REQUIREMENT_RULES,
  TRIAL_MESSAGES,
  trialStartSchema,
  validateFields,
  VALIDATION_MESSAGES,
  type TrialCode,
} from '@studio/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import type {
  PaymentMethodRow,
  SubscriptionRow,
  TrialPlan,
  TrialRow,
} from '../db/billing/billing-repository';
import type { TrialProduct } from '../db/billing/schema';
import { users } from '../db/identity/schema';
import { badRequest, forbidden, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf } from '../http/paging';
import type { Services } from '../services';

type CentralV4 = DocumentOperations['central-v4'];
type Json<Operation, Status extends number> = Operation extends {
  responses: { [S in Status]: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
type Trial = Json<CentralV4['cancelTrial'], 200>;
type TrialEligibility = Json<CentralV4['listTrials'], 200>[number];
type Subscription = Json<CentralV4['changeSubscription'], 200>;
type PaymentMethod = Json<CentralV4['createPaymentMethod'], 201>;

const TRIAL_PRODUCTS: readonly TrialProduct[] = ['on_demand', 'studio_ai'];

/** The toggle that opens trial sign-up (organisations/0005_feature_toggles.sql). */
export const TRIAL_SIGNUP_TOGGLE = 'trial-signup';
const STUDIO_AI_TOGGLE = 'studio-ai';

/** What the On Demand trial gives for its 30 days: the Pro library plan. */
const ON_DEMAND_TRIAL_PLAN: TrialPlan = { family: 'vod', planId: 'library-pro', planName: 'Pro' };
const trialPlanOf = (product: TrialProduct) =>
  product === 'on_demand' ? ON_DEMAND_TRIAL_PLAN : null;

const trialRefused = (code: TrialCode, field?: string) =>
  new HttpError(422, [{ code, message: TRIAL_MESSAGES[code], ...(field ? { field } : {}) }]);

function toTrial(row: TrialRow): Trial {
  return {
    product: row.product,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    uuid: row.id,
    planId: row.planId,
    planName: findPlan(row.planId)?.name ?? row.planId,
    family: row.family,
    status: row.status,
    startDate: row.startDate,
    renewsOn: row.renewsOn,
    quantity: row.quantity,
    addOns: row.addOns,
  };
}

function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    uuid: row.id,
    label: row.label,
    lastFour: row.lastFour,
    expiryMonth: row.expiryMonth,
    createdAt: row.createdAt.toISOString(),
  };
}

const fieldProblems = (found: Partial<Record<string, string>>): ApiErrorItem[] =>
  Object.entries(found).map(([path, message]) => ({
    code: 'INVALID_REQUEST',
    message: message ?? VALIDATION_MESSAGES.required,
    field: `body.${path}`,
  }));

/**
 * The spec's words for the trial's contact and terms, and the payment method's fields, also where
 * the contract's schema already refused them (see contract/request-rules.ts). The expiry month's
 * "has passed" needs the server's clock and is the handler's.
 */
export const billingRequestRules: RequestRules = {
  startTrial: (body) => fieldProblems(validateFields(trialStartSchema, body)),
  createPaymentMethod: (body) =>
    fieldProblems(validateFields(paymentMethodSchema(new Date(0)), body)),
};

/**
 * Trials, subscriptions and payment methods (central v4). The router has checked the
 * organisation, the permission (`subscription.manage` to change anything) and, for a start, that
 * the plans are beyond Social Only; the rest of the On Demand trial's rules (spec sections 4, 5
 * and 8) are here.
 */
export function billingHandlers(services: Services) {
  const repositories = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id);

  /** A running trial whose 30 days are over is ended (and its plan taken back) when next read. */
  const trialsNow = async (organisation: CheckedOrganisation): Promise<TrialRow[]> => {
    const { trials } = repositories(organisation);
    const now = services.now();
    const rows = await trials.all();
    return Promise.all(
      rows.map(async (row) =>
        row.status === 'in_trial' && row.endsAt <= now
          ? ((await trials.finish(row.product, 'ended', now, trialPlanOf(row.product))) ?? row)
          : row,
      ),
    );
  };

  const eligibility = async (
    organisation: CheckedOrganisation,
    product: TrialProduct,
    trial: TrialRow | undefined,
  ): Promise<TrialEligibility> => {
    if (trial) {
      const state =
        trial.status === 'in_trial'
          ? 'trial_started'
          : trial.status === 'cancelled'
            ? 'cancelled'
            : 'expired';
      return { product, state, trial: toTrial(trial) };
    }
    if (product === 'on_demand') {
      if (!PLAN_REQUIREMENT_RULES.beyondSocialOnly.isMet(organisation)) {
        return { product, state: 'not_subscribed', trial: null };
      }
      const state = findPlan(organisation.vodPlanId) ? 'subscribed' : 'eligible';
      return { product, state, trial: null };
    }
    if (!findPlan(organisation.vodPlanId)) return { product, state: 'not_subscribed', trial: null };
    const aiOn = await services.toggles.isEnabled(organisation.id, STUDIO_AI_TOGGLE);
    return { product, state: aiOn ? 'subscribed' : 'eligible', trial: null };
  };

  return {
    listTrials: async ({ organisation }) => {
      const rows = await trialsNow(organisation);
      const body = await Promise.all(
        TRIAL_PRODUCTS.map((product) =>
          eligibility(
            organisation,
            product,
            rows.find((row) => row.product === product),
          ),
        ),
      );
      return { status: 200, body };
    },

    startTrial: async ({ organisation, params, body, request, reply }) => {
      const product = params.product;
      if (body.product !== product) {
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: 'The product in the body must be the one in the path.',
            field: 'body.product',
          },
        ]);
      }
      const problems = fieldProblems(validateFields(trialStartSchema, body));
      if (problems.length > 0) throw badRequest(problems);

      const signupOpen = await services.toggles.isEnabled(organisation.id, TRIAL_SIGNUP_TOGGLE);
      if (organisation.status !== 'active' || !signupOpen) {
        throw trialRefused('TRIAL_SIGNUP_SUSPENDED');
      }
      const trial = (await trialsNow(organisation)).find((row) => row.product === product);
      if (trial && trial.status !== 'in_trial') throw trialRefused('TRIAL_EXPIRED');
      const { state } = await eligibility(organisation, product, trial);
      if (state !== 'eligible') throw trialRefused('NOT_AUTHORIZED');

      const now = services.now();
      const { paymentMethods, trials } = repositories(organisation);
      const paymentMethod = await paymentMethods.findById(body.paymentMethodId);
      if (!paymentMethod || !paymentMethodValid(paymentMethod.expiryMonth, now)) {
        throw trialRefused('NO_PAYMENT_METHOD', 'body.paymentMethodId');
      }
      const [contact] = await services.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.organisationId, organisation.id),
            eq(users.userType, 'USER'),
            eq(sql`lower(${users.userName})`, body.contact.email.trim().toLowerCase()),
          ),
        );
      if (!contact) throw trialRefused('INVALID_CONTACT', 'body.contact.email');

      const started = await trials.start(
        {
          product,
          startedAt: now,
          endsAt: new Date(now.getTime() + ON_DEMAND_TRIAL_DAYS * MS_PER_DAY),
          paymentMethodId: paymentMethod.id,
          contactUserId: contact.id,
        },
        trialPlanOf(product),
      );
      // Another request started it in between: the same answer as coming second.
      if (!started) throw trialRefused('NOT_AUTHORIZED');
      // The trial is read back in its product's entry of the trials collection.
      const path = new URL(request.url, 'http://origin.invalid').pathname;
      reply.header('location', path.replace(/\/[^/]+\/start$/, ''));
      return { status: 201, body: toTrial(started) };
    },

    cancelTrial: async ({ organisation, params }) => {
      const trial = (await trialsNow(organisation)).find((row) => row.product === params.product);
      if (!trial) throw notFound();
      if (trial.status === 'ended') throw trialRefused('TRIAL_EXPIRED');
      if (trial.status === 'cancelled') return { status: 200, body: toTrial(trial) };
      const cancelled = await repositories(organisation).trials.finish(
        params.product,
        'cancelled',
        services.now(),
        trialPlanOf(params.product),
      );
      if (!cancelled) throw trialRefused('TRIAL_EXPIRED');
      return { status: 200, body: toTrial(cancelled) };
    },

    listSubscriptions: async ({ organisation }) => {
      const rows = await repositories(organisation).subscriptions.all();
      return { status: 200, body: rows.map(toSubscription) };
    },

    changeSubscription: async ({ organisation, params, body, auth }) => {
      const { subscriptions } = repositories(organisation);
      const current = await subscriptions.findById(params.id);
      if (!current) throw notFound();
      if (body.approveAiOverage && !auth?.user.capabilities.includes('aiVideosOverage.approve')) {
        throw forbidden();
      }
      const plan = findPlan(body.planId);
      if (!plan) {
        throw badRequest([
          { code: 'INVALID_REQUEST', message: 'This plan does not exist.', field: 'body.planId' },
        ]);
      }
      if (plan.family !== current.family) {
        throw new HttpError(422, [
          {
            code: 'PLAN_FAMILY_MISMATCH',
            message: 'Choose a plan of the same kind as the subscription.',
            field: 'body.planId',
          },
        ]);
      }
      if (current.status !== 'active') {
        throw new HttpError(422, [
          {
            code: 'SUBSCRIPTION_NOT_ACTIVE',
            message: 'Only an active subscription can change plans.',
          },
        ]);
      }
      const changed = await subscriptions.changePlan(params.id, {
        planId: plan.id,
        planName: plan.name,
        ...(body.quantity === undefined ? {} : { quantity: body.quantity }),
      });
      if (!changed) throw notFound();
      return { status: 200, body: toSubscription(changed) };
    },

    listPaymentMethods: async ({ organisation }) => {
      const page = await repositories(organisation).paymentMethods.list({ size: 100 });
      return { status: 200, body: page.items.map(toPaymentMethod) };
    },

    createPaymentMethod: async ({ organisation, body, request, reply }) => {
      const problems = fieldProblems(validateFields(paymentMethodSchema(services.now()), body));
      if (problems.length > 0) throw badRequest(problems);
      const row = await repositories(organisation).paymentMethods.insert({
        label: body.label.trim(),
        lastFour: body.lastFour,
        expiryMonth: body.expiryMonth,
      });
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toPaymentMethod(row) };
    },
  } satisfies HandlerMap<CentralV4>;
}
