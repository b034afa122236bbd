import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  ONBOARDING_MESSAGES,
  VALIDATION_MESSAGES,
  type OnboardingStep,
} from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { JobWorker } from '../jobs/worker';
import { readOutbox } from '../mail/transport';
import { createServices } from '../services';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let folder: string;
let outboxDir: string;
const mail = () => ({ outboxDir, publicStudioUrl: 'https://studio.example' });

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'onboarding-'));
  outboxDir = join(folder, 'outbox');
  database = await openTestDatabase();
  app = await buildTestApp({ database, storageDir: join(folder, 'storage'), mail: mail() });
});
afterEach(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

const checked = (operationId: string, response: LightMyRequestResponse) => {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
};

const NEW_ORGANISATION = {
  organisationName: 'Hillside Fellowship',
  firstName: 'Marco',
  lastName: 'Reyes',
  email: 'marco@hillside.example',
  password: 'Hillside2026',
  phone: '+12175550188',
  planId: 'live-web-starter',
  termsAccepted: true,
};

const signUp = async (body: object) =>
  checked(
    'signUp',
    await app.inject({ method: 'POST', url: '/api/onboarding/signup', payload: body }),
  );

const stateUrl = (organisationId: string) => `/api/onboarding/customers/${organisationId}/state`;

async function stateOf(organisationId: string, session: SignedIn) {
  return checked(
    'getOnboardingState',
    await app.inject({ method: 'GET', url: stateUrl(organisationId), headers: session.headers }),
  );
}

async function complete(organisationId: string, step: OnboardingStep, session: SignedIn) {
  return checked(
    'completeOnboardingStep',
    await app.inject({
      method: 'POST',
      url: `/api/onboarding/customers/${organisationId}/steps/${step}/complete`,
      headers: session.headers,
    }),
  );
}

const doneSteps = (response: LightMyRequestResponse) =>
  response
    .json<{ steps: { name: string; done: boolean }[] }>()
    .steps.filter((step) => step.done)
    .map((step) => step.name);

/** Runs the queued mail as the server's worker would, then answers the outbox. */
async function deliverMail(): Promise<string[]> {
  const services = await createServices(database, {
    storageDir: join(folder, 'storage'),
    mail: mail(),
  });
  await new JobWorker({ queue: services.jobs }).drain();
  return readOutbox(outboxDir);
}

describe('self sign-up', () => {
  it('creates the organisation with its admin, mails the verification link, and starts the checklist', async () => {
    const created = await signUp(NEW_ORGANISATION);
    expect(created.statusCode).toBe(201);
    const state = created.json<{ customerId: string; emailVerified: boolean }>();
    expect(state.emailVerified).toBe(false);
    expect(doneSteps(created)).toEqual([]);
    expect(created.headers.location).toBe(stateUrl(state.customerId));

    const [message] = await deliverMail();
    expect(message).toContain('To: marco@hillside.example');
    const unfolded = message!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /https:\/\/studio\.example\/verify-email\/([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
    expect(token).toBeDefined();

    // The new admin signs in with the chosen password and sees the new organisation.
    const admin = await signIn(app, 'marco@hillside.example', 'Hillside2026');
    const customer = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${state.customerId}`,
      headers: admin.headers,
    });
    expect(customer.json()).toMatchObject({
      name: 'Hillside Fellowship',
      webPlanId: 'live-web-starter',
    });

    const verified = await app.inject({
      method: 'POST',
      url: '/api/v3/users/verifyemail',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    const after = await stateOf(state.customerId, admin);
    expect(after.json()).toMatchObject({ emailVerified: true });
    expect(doneSteps(after)).toEqual(['verifyEmail']);
  });

  it('refuses a taken e-mail address or organisation name with 409, creating nothing', async () => {
    const taken = await signUp({ ...NEW_ORGANISATION, email: 'ADMIN@riverside.example' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual([
      { code: 'EMAIL_TAKEN', message: VALIDATION_MESSAGES.emailTaken, field: 'body.email' },
    ]);
    expect((await signUp(NEW_ORGANISATION)).statusCode).toBe(201);
    const sameName = await signUp({ ...NEW_ORGANISATION, email: 'ana@hillside.example' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()[0]).toMatchObject({
      message: ADMIN_MESSAGES.organisationNameExists,
      field: 'body.organisationName',
    });
  });

  it("answers every field's problem in the spec's words", async () => {
    const refused = await signUp({
      ...NEW_ORGANISATION,
      firstName: 'M',
      password: 'short',
      termsAccepted: false,
    });
    expect(refused.statusCode).toBe(400);
    const byField = Object.fromEntries(
      refused
        .json<{ field: string; message: string }[]>()
        .map((item) => [item.field, item.message]),
    );
    expect(byField['body.firstName']).toBe(VALIDATION_MESSAGES.nameLength);
    expect(byField['body.password']).toBe(VALIDATION_MESSAGES.passwordMin);
    expect(byField['body.termsAccepted']).toBe(VALIDATION_MESSAGES.termsRequired);

    const unknownPlan = await signUp({ ...NEW_ORGANISATION, planId: 'gold-forever' });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json()[0]).toMatchObject({
      field: 'body.planId',
      message: ONBOARDING_MESSAGES.unknownPlan,
    });
  });
});

describe('the onboarding checklist', () => {
  it("counts what the organisation's data shows, and steps marked done to skip them", async () => {
    const admin = await signIn(app, 'admin@riverside.example');
    const riverside = ORGANISATION_IDS.riverside;
    const shown = doneSteps(await stateOf(riverside, admin));
    // The demo organisation has verified people, web channels, encoders, events and colleagues.
    expect(shown).toEqual(
      expect.arrayContaining(['verifyEmail', 'createWebChannel', 'connectEncoder', 'inviteUsers']),
    );

    const created = (await signUp(NEW_ORGANISATION)).json<{ customerId: string }>();
    const newcomer = await signIn(app, 'marco@hillside.example', 'Hillside2026');
    const first = await complete(created.customerId, 'connectEncoder', newcomer);
    expect(first.statusCode).toBe(200);
    expect(doneSteps(first)).toEqual(['connectEncoder']);
    expect(doneSteps(await complete(created.customerId, 'connectEncoder', newcomer))).toEqual([
      'connectEncoder',
    ]);

    const cheat = await complete(created.customerId, 'verifyEmail', newcomer);
    expect(cheat.statusCode).toBe(400);
    expect(cheat.json()[0].message).toBe(ONBOARDING_MESSAGES.verifyByLink);
    expect((await stateOf(created.customerId, newcomer)).json()).toMatchObject({
      emailVerified: false,
    });
  });

  it("keeps another organisation's checklist out of reach", async () => {
    const created = (await signUp(NEW_ORGANISATION)).json<{ customerId: string }>();
    const admin = await signIn(app, 'admin@riverside.example');
    const read = await app.inject({
      method: 'GET',
      url: stateUrl(created.customerId),
      headers: admin.headers,
    });
    expect([403, 404]).toContain(read.statusCode);
    const write = await app.inject({
      method: 'POST',
      url: `/api/onboarding/customers/${created.customerId}/steps/inviteUsers/complete`,
      headers: admin.headers,
    });
    expect([403, 404]).toContain(write.statusCode);
  });
});
