import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MS_PER_DAY, TRIAL_MESSAGES, VALIDATION_MESSAGES } from '@studio/domain';
import { organisations } from '../db/organisations/schema';
import { eq } from 'drizzle-orm';
import {
  openTestDatabase,
  buildTestApp,
  ContractResponseValidator,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';
import type { DatabaseHandle } from '../db/connection';
import { PAYMENT_METHOD_IDS, SUBSCRIPTION_IDS } from '../seed/organisation-demo-data';

let contract: ContractResponseValidator;
let app: FastifyInstance;
let database: DatabaseHandle;
let clock: Date;
let lakeside: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  clock = new Date();
  database = await openTestDatabase();
  app = await buildTestApp({ database, now: () => clock });
  lakeside = await signIn(app, 'admin@lakeside.example');
});
afterEach(async () => {
  await app.close();
});

const v4 = (organisationId: string, path: string) => `/api/v4/customers/${organisationId}/${path}`;
const LAKESIDE = ORGANISATION_IDS.lakeside;
const RIVERSIDE = ORGANISATION_IDS.riverside;

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const request = async (
  operationId: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: SignedIn,
  payload?: object,
) => checked(operationId, await app.inject({ method, url, headers: session.headers, payload }));

const trialBody = (overrides: Record<string, unknown> = {}) => ({
  product: 'on_demand',
  paymentMethodId: PAYMENT_METHOD_IDS.lakesideTreasurer,
  contact: { firstName: 'Grace', lastName: 'Holloway', email: 'admin@lakeside.example' },
  termsAccepted: true,
  ...overrides,
});

const start = (session: SignedIn, body: object = trialBody(), organisationId: string = LAKESIDE) =>
  request('startTrial', 'POST', v4(organisationId, 'trials/on_demand/start'), session, body);
const trialsOf = async (session: SignedIn, organisationId: string = LAKESIDE) =>
  (await request('listTrials', 'GET', v4(organisationId, 'trials'), session)).json<
    Array<{ product: string; state: string; trial: { endsAt: string } | null }>
  >();
const onDemand = async (session: SignedIn, organisationId: string = LAKESIDE) =>
  (await trialsOf(session, organisationId)).find((entry) => entry.product === 'on_demand')!;
const codeOf = (response: LightMyRequestResponse) => response.json()[0].code;

describe('trial eligibility', () => {
  it('reports eligible, subscribed and a running trial per product', async () => {
    expect(await trialsOf(lakeside)).toEqual([
      { product: 'on_demand', state: 'eligible', trial: null },
      { product: 'studio_ai', state: 'not_subscribed', trial: null },
    ]);
    const riverside = await signIn(app, 'admin@riverside.example');
    const states = (await trialsOf(riverside, RIVERSIDE)).map((entry) => entry.state);
    expect(states).toEqual(['subscribed', 'trial_started']);
  });

  it('says not subscribed for a Social Only plan, and refuses its start naming the plan', async () => {
    await database.db
      .update(organisations)
      .set({ webPlanId: 'live-web-social-only', webPlanName: 'Social Only' })
      .where(eq(organisations.id, LAKESIDE));
    expect((await onDemand(lakeside)).state).toBe('not_subscribed');
    const refused = await start(lakeside);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()[0]).toMatchObject({ code: 'PLAN_REQUIRED' });
  });
});

describe('startTrial and cancelTrial', () => {
  it('starts a 30-day trial that gives the Pro library plan, then cancels it', async () => {
    const started = await start(lakeside);
    expect(started.statusCode).toBe(201);
    expect(started.headers.location).toBe(v4(LAKESIDE, 'trials'));
    const trial = started.json();
    expect(trial.status).toBe('in_trial');
    expect(new Date(trial.endsAt).getTime() - new Date(trial.startedAt).getTime()).toBe(
      30 * MS_PER_DAY,
    );
    expect((await onDemand(lakeside)).state).toBe('trial_started');
    const subscriptions = await request(
      'listSubscriptions',
      'GET',
      v4(LAKESIDE, 'subscriptions'),
      lakeside,
    );
    expect(subscriptions.json()).toContainEqual(
      expect.objectContaining({ family: 'vod', planId: 'library-pro', status: 'in_trial' }),
    );

    const cancelled = await request(
      'cancelTrial',
      'POST',
      v4(LAKESIDE, 'trials/on_demand/cancel'),
      lakeside,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await onDemand(lakeside)).state).toBe('cancelled');
    const [row] = await database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, LAKESIDE));
    expect(row).toMatchObject({ vodPlanId: null, contentLibraryTrialCancelled: true });

    const again = await start(lakeside);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual([
      { code: 'TRIAL_EXPIRED', message: TRIAL_MESSAGES.TRIAL_EXPIRED },
    ]);
  });

  it('ends the trial after 30 days; cancelling then answers TRIAL_EXPIRED', async () => {
    expect((await start(lakeside)).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 30 * MS_PER_DAY + 1000);
    const later = await signIn(app, 'admin@lakeside.example');
    expect((await onDemand(later)).state).toBe('expired');
    const cancel = await request(
      'cancelTrial',
      'POST',
      v4(LAKESIDE, 'trials/on_demand/cancel'),
      later,
    );
    expect(cancel.statusCode).toBe(422);
    expect(codeOf(cancel)).toBe('TRIAL_EXPIRED');
  });

  it('refuses without a valid payment method, with a contact outside the organisation, or when sign-up is suspended', async () => {
    const unknownMethod = await start(
      lakeside,
      trialBody({ paymentMethodId: PAYMENT_METHOD_IDS.riversideVisa }),
    );
    expect(unknownMethod.statusCode).toBe(422);
    expect(unknownMethod.json()).toEqual([
      {
        code: 'NO_PAYMENT_METHOD',
        message: TRIAL_MESSAGES.NO_PAYMENT_METHOD,
        field: 'body.paymentMethodId',
      },
    ]);
    const expired = await request(
      'createPaymentMethod',
      'POST',
      v4(LAKESIDE, 'paymentmethods'),
      lakeside,
      {
        label: 'Old card',
        lastFour: '0005',
        expiryMonth: '2020-01',
      },
    );
    expect(expired.statusCode).toBe(400);

    const stranger = await start(
      lakeside,
      trialBody({
        contact: { firstName: 'Dana', lastName: 'Whitfield', email: 'admin@riverside.example' },
      }),
    );
    expect(codeOf(stranger)).toBe('INVALID_CONTACT');

    const staff = await signIn(app, 'staff@studio.example');
    await app.inject({
      method: 'PUT',
      url: `/api/v3/customers/${LAKESIDE}/toggles/trial-signup`,
      headers: staff.headers,
      payload: { toggleId: 'trial-signup', enabled: false },
    });
    const suspended = await start(lakeside);
    expect(codeOf(suspended)).toBe('TRIAL_SIGNUP_SUSPENDED');
    expect((await onDemand(lakeside)).state).toBe('eligible');
  });

  it('refuses an organisation that already holds On Demand with NOT_AUTHORIZED', async () => {
    const riverside = await signIn(app, 'admin@riverside.example');
    const refused = await start(
      riverside,
      trialBody({ paymentMethodId: PAYMENT_METHOD_IDS.riversideVisa }),
      RIVERSIDE,
    );
    expect(refused.statusCode).toBe(422);
    expect(codeOf(refused)).toBe('NOT_AUTHORIZED');
  });

  it('answers the spec’s words for the contact and the terms, storing nothing', async () => {
    const refused = await start(
      lakeside,
      trialBody({
        contact: { firstName: 'G', lastName: '', email: 'admin@lakeside.example' },
        termsAccepted: false,
      }),
    );
    expect(refused.statusCode).toBe(400);
    const fields = Object.fromEntries(
      refused
        .json<Array<{ field: string; message: string }>>()
        .map((entry) => [entry.field, entry.message]),
    );
    expect(fields).toMatchObject({
      'body.contact.firstName': VALIDATION_MESSAGES.nameLength,
      'body.termsAccepted': 'Accept the terms to start the trial.',
    });
    expect((await onDemand(lakeside)).state).toBe('eligible');
  });

  it('refuses an Event Admin (403) and another organisation (404)', async () => {
    const events = await signIn(app, 'events@riverside.example');
    expect((await start(events, trialBody(), RIVERSIDE)).statusCode).toBe(403);
    const harbor = await signIn(app, 'admin@harbor.example');
    expect((await start(harbor)).statusCode).toBe(404);
  });
});

describe('subscriptions and payment methods', () => {
  it('lists subscriptions with their add-ons and changes a plan within its family', async () => {
    const riverside = await signIn(app, 'admin@riverside.example');
    const list = await request(
      'listSubscriptions',
      'GET',
      v4(RIVERSIDE, 'subscriptions'),
      riverside,
    );
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        uuid: SUBSCRIPTION_IDS.riversideVod,
        planName: 'Pro',
        addOns: [{ name: 'subtitleHours', quantity: 10 }],
      }),
    );
    const url = v4(RIVERSIDE, `subscriptions/${SUBSCRIPTION_IDS.riversideVod}`);
    const changed = await request('changeSubscription', 'PUT', url, riverside, {
      planId: 'library-premium',
    });
    expect(changed.json()).toMatchObject({ planId: 'library-premium', planName: 'Premium' });
    const [row] = await database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, RIVERSIDE));
    expect(row).toMatchObject({ vodPlanId: 'library-premium', vodPlanName: 'Premium' });
    const wrongFamily = await request('changeSubscription', 'PUT', url, riverside, {
      planId: 'live-web-pro',
    });
    expect(wrongFamily.statusCode).toBe(422);
    const unknown = await request('changeSubscription', 'PUT', url, riverside, { planId: 'gold' });
    expect(unknown.statusCode).toBe(400);
  });

  it('adds a payment method without any card number and lists it first', async () => {
    const created = await request(
      'createPaymentMethod',
      'POST',
      v4(LAKESIDE, 'paymentmethods'),
      lakeside,
      {
        label: 'Youth ministry card',
        lastFour: '1234',
        expiryMonth: '2031-12',
      },
    );
    expect(created.statusCode).toBe(201);
    const list = await request(
      'listPaymentMethods',
      'GET',
      v4(LAKESIDE, 'paymentmethods'),
      lakeside,
    );
    expect(list.json()[0]).toMatchObject({ label: 'Youth ministry card', lastFour: '1234' });
    const refused = await request(
      'createPaymentMethod',
      'POST',
      v4(LAKESIDE, 'paymentmethods'),
      lakeside,
      {
        label: 'Card',
        lastFour: '4111111111111111',
        expiryMonth: '2031-12',
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toContainEqual(
      expect.objectContaining({
        field: 'body.lastFour',
        message: 'Enter the last four digits of the card.',
      }),
    );
  });
});
