import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  PEOPLE_MESSAGES,
  VALIDATION_MESSAGES,
  VERIFY_TOKEN_EXPIRED_MESSAGE,
} from '@studio/domain';
import type { DatabaseHandle } from '../db/connection';
import { JobWorker } from '../jobs/worker';
import { readOutbox } from '../mail/transport';
import { DEMO_API_CLIENT_SECRET, USER_INVITE_IDS } from '../seed/demo-data';
import { createServices } from '../services';
import {
  buildTestApp,
  ContractResponseValidator,
  DEMO_PASSWORD,
  DEMO_USERS,
  openTestDatabase,
  ORGANISATION_IDS,
  refreshCookieOf,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: SignedIn;
let folder: string;
let outboxDir: string;
let clock: Date;
const now = () => clock;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  clock = new Date('2026-11-23T10:00:00Z');
  folder = await mkdtemp(join(tmpdir(), 'people-'));
  outboxDir = join(folder, 'outbox');
  database = await openTestDatabase();
  app = await buildTestApp({
    database,
    now,
    storageDir: join(folder, 'storage'),
    mail: { outboxDir, publicStudioUrl: 'https://studio.example' },
  });
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

/** Runs the queued mail as the server's worker would, then answers the outbox. */
async function deliverMail(): Promise<string[]> {
  const services = await createServices(database, {
    now,
    storageDir: join(folder, 'storage'),
    mail: { outboxDir, publicStudioUrl: 'https://studio.example' },
  });
  const outcomes = await new JobWorker({ queue: services.jobs }).drain();
  expect(outcomes.every((outcome) => outcome === 'completed')).toBe(true);
  return readOutbox(outboxDir);
}

/** The path of the first studio link in a message (quoted-printable soft breaks undone). */
function linkIn(message: string, path: string): string {
  const unfolded = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https://studio\\.example/${path}/([A-Za-z0-9_-]+)`).exec(unfolded);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${message}`);
  return match[1];
}

const RIVERSIDE = ORGANISATION_IDS.riverside;
const HARBOR = ORGANISATION_IDS.harbor;
const users = (organisationId: string = RIVERSIDE) => `/api/v3/customers/${organisationId}/users`;
const invites = (organisationId: string = RIVERSIDE) =>
  `/api/v3/customers/${organisationId}/userinvites`;
const clients = (organisationId: string = RIVERSIDE) =>
  `/api/v3/customers/${organisationId}/clients`;
const EVENTS_USER = DEMO_USERS[1]!;

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const get = (url: string, who: SignedIn = admin) =>
  app.inject({ method: 'GET', url, headers: who.headers });
const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  who?: SignedIn,
) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: (who ?? admin).headers });

describe('users', () => {
  it('lists the people of the organisation: searched, filtered, sorted, paged; no venue logins', async () => {
    const all = checked('listUsers', await get(`${users()}?size=3&sort=asc.name`));
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('7');
    expect(all.headers.link).toContain('page=1');
    expect(all.json().map((user: { name: string }) => user.name)).toEqual([
      'Dana Whitfield',
      'Elena Ruiz',
      'Grace Nakamura',
    ]);
    const unverified = checked('listUsers', await get(`${users()}?status=unverified`)).json();
    expect(unverified.map((user: { userName: string }) => user.userName)).toEqual([
      'volunteers@riverside.example',
    ]);
    const found = (await get(`${users()}?search=RAMAN`)).json();
    expect(found.map((user: { name: string }) => user.name)).toEqual(['Priya Raman']);
    const eventAdmins = (await get(`${users()}?role=eventAdmin&sort=desc.user_name`)).json();
    expect(eventAdmins.map((user: { userName: string }) => user.userName)).toEqual([
      'volunteers@riverside.example',
      'events@riverside.example',
    ]);
    expect((await get(`${users()}?search=venue`)).json()).toEqual([]);
  });

  it('refuses people without Manage Users, and another organisation', async () => {
    const events = await signIn(app, EVENTS_USER.userName);
    expect(checked('listUsers', await get(users(), events)).statusCode).toBe(403);
    const harbor = await signIn(app, 'admin@harbor.example');
    expect(checked('listUsers', await get(users(), harbor)).statusCode).toBe(404);
    expect((await get(`${users(HARBOR)}/${DEMO_USERS[0]!.id}`, harbor)).statusCode).toBe(404);
  });

  it('lets a person read and edit their own account, and nobody else', async () => {
    const events = await signIn(app, EVENTS_USER.userName);
    const own = checked('getUser', await get(`${users()}/${EVENTS_USER.id}`, events));
    expect(own.json()).toMatchObject({ name: 'Marcus Bell', accountStatus: 'verified' });
    expect((await get(`${users()}/${DEMO_USERS[0]!.id}`, events)).statusCode).toBe(403);
    const edited = checked(
      'updateUser',
      await send(
        'PATCH',
        `${users()}/${EVENTS_USER.id}`,
        { name: 'Marcus J. Bell', phone: '+12175550199' },
        events,
      ),
    );
    expect(edited.json()).toMatchObject({ name: 'Marcus J. Bell', phone: '+12175550199' });
    // What the organisation decides about a person is Manage Users'.
    const promoted = await send(
      'PATCH',
      `${users()}/${EVENTS_USER.id}`,
      { billingContact: true },
      events,
    );
    expect(promoted.statusCode).toBe(403);
  });

  it('answers the spec messages for a bad phone and name, and stores nothing', async () => {
    const refused = checked(
      'updateUser',
      await send('PATCH', `${users()}/${EVENTS_USER.id}`, { name: 'M', phone: '2175550123' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'body.phone',
          message: VALIDATION_MESSAGES.phoneCountryCode,
        }),
        expect.objectContaining({ field: 'body.name', message: VALIDATION_MESSAGES.nameLength }),
      ]),
    );
    expect((await get(`${users()}/${EVENTS_USER.id}`)).json().name).toBe('Marcus Bell');
  });

  it('changes a password with the current one, ending the other sessions', async () => {
    const elsewhere = await signIn(app, EVENTS_USER.userName);
    const events = await signIn(app, EVENTS_USER.userName);
    const url = `${users()}/${EVENTS_USER.id}`;
    const wrong = await send(
      'PATCH',
      url,
      { password: 'New-Password-2027', currentPassword: 'nope' },
      events,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()[0]).toMatchObject({
      field: 'body.currentPassword',
      message: ERROR_MESSAGES.incorrectPassword,
    });
    const changed = await send(
      'PATCH',
      url,
      { password: 'New-Password-2027', currentPassword: DEMO_PASSWORD },
      events,
    );
    expect(changed.statusCode).toBe(200);
    expect((await get(url, events)).statusCode).toBe(200);
    expect((await get(url, elsewhere)).statusCode).toBe(401);
    await signIn(app, EVENTS_USER.userName, 'New-Password-2027');
    // Only the person themself changes their password.
    const byAdmin = await send('PATCH', url, {
      password: 'Admin-Chosen-2027',
      currentPassword: 'x',
    });
    expect(byAdmin.statusCode).toBe(403);
  });

  it('changes an e-mail address through a verification link valid 60 minutes', async () => {
    const events = await signIn(app, EVENTS_USER.userName);
    const url = `${users()}/${EVENTS_USER.id}`;
    const taken = await send('PATCH', url, { userName: 'library@riverside.example' }, events);
    expect(taken.statusCode).toBe(409);
    const asked = checked(
      'updateUser',
      await send('PATCH', url, { userName: 'marcus@riverside.example' }, events),
    );
    expect(asked.json()).toMatchObject({
      userName: EVENTS_USER.userName,
      pendingUserName: 'marcus@riverside.example',
    });
    const [mail] = await deliverMail();
    expect(mail).toContain('To: marcus@riverside.example');
    const token = linkIn(mail!, 'verify-email');

    clock = new Date(clock.getTime() + 61 * 60_000);
    const expired = checked(
      'verifyEmail',
      await app.inject({ method: 'POST', url: '/api/v3/users/verifyemail', payload: { token } }),
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json()[0].message).toBe(VERIFY_TOKEN_EXPIRED_MESSAGE);

    const resent = await app.inject({
      method: 'POST',
      url: '/api/v3/users/verifyemail/resend',
      payload: { email: 'marcus@riverside.example' },
    });
    expect(resent.statusCode).toBe(204);
    const fresh = linkIn((await deliverMail())[1]!, 'verify-email');
    const verified = checked(
      'verifyEmail',
      await app.inject({
        method: 'POST',
        url: '/api/v3/users/verifyemail',
        payload: { token: fresh },
      }),
    );
    expect(verified.json()).toEqual({
      status: 'verified',
      email: 'marcus@riverside.example',
      customerId: RIVERSIDE,
    });
    const again = checked(
      'verifyEmail',
      await app.inject({
        method: 'POST',
        url: '/api/v3/users/verifyemail',
        payload: { token: fresh },
      }),
    );
    expect(again.statusCode).toBe(409);
    await signIn(app, 'marcus@riverside.example');
  });

  it('removes a user and ends their sessions at once', async () => {
    const events = await signIn(app, EVENTS_USER.userName);
    expect(
      checked('deleteUser', await send('DELETE', `${users()}/${EVENTS_USER.id}`)).statusCode,
    ).toBe(204);
    expect((await get(`${users()}/${EVENTS_USER.id}`, events)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/token',
      cookies: { studio_refresh: events.refreshToken },
      payload: { grant_type: 'refresh_token_cookie' },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await send('DELETE', `${users(HARBOR)}/${DEMO_USERS[0]!.id}`)).statusCode).toBe(404);
  });

  it('replaces roles: at least one of the six, Platform Admin alone and only from staff', async () => {
    const url = `${users()}/${EVENTS_USER.id}/roles`;
    expect((await send('PUT', url, { roles: [] })).statusCode).toBe(400);
    const mixed = checked(
      'updateUserRoles',
      await send('PUT', url, { roles: ['resiAdmin', 'eventAdmin'] }),
    );
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()[0].message).toBe(VALIDATION_MESSAGES.platformAdminAlone);
    expect((await send('PUT', url, { roles: ['resiAdmin'] })).statusCode).toBe(403);
    const changed = checked(
      'updateUserRoles',
      await send('PUT', url, { roles: ['eventAdmin', 'controlEncoder'] }),
    );
    expect(changed.json().roles).toEqual(['eventAdmin', 'controlEncoder']);
    const roles = checked('listRoles', await get(`/api/v3/customers/${RIVERSIDE}/roles`));
    expect(roles.json()).toHaveLength(6);
  });
});

describe('invitations', () => {
  it('invites, mails the link, and the person accepts it and is signed in', async () => {
    const created = checked(
      'createUserInvite',
      await send('POST', invites(), {
        email: 'new.person@riverside.example',
        roles: ['eventAdmin'],
        studio: true,
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'pending',
      studio: true,
      roles: ['eventAdmin'],
    });
    const again = checked(
      'createUserInvite',
      await send('POST', invites(), {
        email: 'NEW.person@riverside.example',
        roles: ['eventAdmin'],
        studio: true,
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()[0].message).toBe(VALIDATION_MESSAGES.invitationExists);

    const [mail] = await deliverMail();
    expect(mail).toContain('To: new.person@riverside.example');
    expect(mail).toContain('Content-Type: text/html');
    const token = linkIn(mail!, 'userinvites');
    const weak = await app.inject({
      method: 'POST',
      url: `/api/v3/userinvites/${token}/accept`,
      payload: { name: 'N', password: 'password1' },
    });
    expect(weak.statusCode).toBe(400);
    const accepted = checked(
      'acceptUserInvite',
      await app.inject({
        method: 'POST',
        url: `/api/v3/userinvites/${token}/accept`,
        payload: { name: 'Nia Person', password: 'Event-Admin-2026' },
      }),
    );
    expect(accepted.json()).toEqual({ customerId: RIVERSIDE, customerName: 'Riverside Community' });
    expect(refreshCookieOf(accepted)).toBeTruthy();
    const person = await signIn(app, 'new.person@riverside.example', 'Event-Admin-2026');
    expect((await get(users(), person)).statusCode).toBe(403);
    const reused = await app.inject({
      method: 'POST',
      url: `/api/v3/userinvites/${token}/accept`,
      payload: { name: 'Nia Person', password: 'Event-Admin-2026' },
    });
    expect(reused.statusCode).toBe(409);
  });

  it('a revoked or expired invitation says so; a resend starts it again', async () => {
    const created = (
      await send('POST', invites(), {
        email: 'late@riverside.example',
        roles: ['campusReview'],
        studio: true,
      })
    ).json();
    const firstLink = linkIn((await deliverMail())[0]!, 'userinvites');
    clock = new Date(clock.getTime() + 15 * 24 * 60 * 60_000);
    admin = await signIn(app, 'admin@riverside.example');
    const listed = checked('listUserInvites', await get(invites())).json();
    expect(listed.find((invite: { uuid: string }) => invite.uuid === created.uuid).status).toBe(
      'expired',
    );
    const expired = await app.inject({
      method: 'POST',
      url: `/api/v3/userinvites/${firstLink}/accept`,
      payload: { name: 'Late Person', password: 'Late-Person-2026' },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()[0].message).toBe(PEOPLE_MESSAGES.invitationExpired);

    const resent = checked(
      'resendUserInvite',
      await send('POST', `${invites()}/${created.uuid}/resend`),
    );
    expect(resent.json().status).toBe('resent');
    const secondLink = linkIn((await deliverMail())[1]!, 'userinvites');
    expect(
      checked('revokeUserInvite', await send('DELETE', `${invites()}/${created.uuid}`)).statusCode,
    ).toBe(204);
    const revoked = await app.inject({
      method: 'POST',
      url: `/api/v3/userinvites/${secondLink}/accept`,
      payload: { name: 'Late Person', password: 'Late-Person-2026' },
    });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()[0].message).toBe(PEOPLE_MESSAGES.invitationRevoked);
    expect((await send('POST', `${invites()}/${created.uuid}/resend`)).statusCode).toBe(409);
  });

  it('keeps organisations apart and limits sends per address', async () => {
    expect((await send('DELETE', `${invites()}/${USER_INVITE_IDS.harborCoach}`)).statusCode).toBe(
      404,
    );
    const seeded = checked('listUserInvites', await get(invites())).json();
    expect(seeded.map((invite: { status: string }) => invite.status).sort()).toEqual([
      'pending',
      'revoked',
    ]);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await send('POST', `${invites()}/${USER_INVITE_IDS.volunteer}/resend`)).statusCode,
      ).toBe(200);
    const limited = checked(
      'resendUserInvite',
      await send('POST', `${invites()}/${USER_INVITE_IDS.volunteer}/resend`),
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('never tells whether the address exists, and a reset ends every session', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v3/password/reset/request',
      payload: { email: 'nobody@riverside.example' },
    });
    expect(unknown.statusCode).toBe(204);
    const session = await signIn(app, EVENTS_USER.userName);
    const known = await app.inject({
      method: 'POST',
      url: '/api/v3/password/reset/request',
      payload: { email: EVENTS_USER.userName },
    });
    expect(known.statusCode).toBe(204);
    const mails = await deliverMail();
    expect(mails).toHaveLength(1);
    const token = linkIn(mails[0]!, 'reset-password');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v3/password/reset/verify',
          payload: { token },
        })
      ).statusCode,
    ).toBe(204);
    const weak = checked(
      'resetPassword',
      await app.inject({
        method: 'POST',
        url: '/api/v3/password/reset',
        payload: { token, password: 'weakpassword' },
      }),
    );
    expect(weak.json()[0]).toMatchObject({
      field: 'body.password',
      message: VALIDATION_MESSAGES.passwordStrength,
    });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v3/password/reset',
      payload: { token, password: 'Reset-Password-2027' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await get(`${users()}/${EVENTS_USER.id}`, session)).statusCode).toBe(401);
    await expect(signIn(app, EVENTS_USER.userName)).rejects.toThrow(/401/);
    await signIn(app, EVENTS_USER.userName, 'Reset-Password-2027');
    const reused = checked(
      'resetPassword',
      await app.inject({
        method: 'POST',
        url: '/api/v3/password/reset',
        payload: { token, password: 'Another-Password-2027' },
      }),
    );
    expect(reused.statusCode).toBe(410);
    expect(reused.json()[0].message).toBe(PEOPLE_MESSAGES.resetLinkInvalid);
  });

  it('times a link out and limits requests per address', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v3/password/reset/request',
      payload: { email: EVENTS_USER.userName },
    });
    const token = linkIn((await deliverMail())[0]!, 'reset-password');
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v3/password/reset/verify',
          payload: { token },
        })
      ).statusCode,
    ).toBe(410);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v3/password/reset/request',
            payload: { email: EVENTS_USER.userName },
          })
        ).statusCode,
      );
    expect(answers).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('API clients', () => {
  const tokenFor = (clientId: string, secret: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/auth/token',
      payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
    });

  it('creates a client whose secret is shown once and works for exactly its roles', async () => {
    const created = checked(
      'createApiClient',
      await send('POST', clients(), {
        name: 'Website sync',
        roles: ['onDemandApi'],
        termsAccepted: true,
      }),
    );
    expect(created.statusCode).toBe(201);
    const { uuid, clientId, clientSecret } = created.json();
    expect(clientSecret).toMatch(/^cs_/);
    expect(
      checked('getApiClient', await get(`${clients()}/${uuid}`)).json().clientSecret,
    ).toBeNull();

    const issued = checked('createToken', await tokenFor(clientId, clientSecret));
    expect(issued.statusCode).toBe(200);
    const asClient = {
      accessToken: '',
      refreshToken: '',
      headers: { authorization: `Bearer ${issued.json().access_token}` },
    };
    expect((await get(`/api/v3/customers/${RIVERSIDE}`, asClient)).statusCode).toBe(200);
    expect((await get(users(), asClient)).statusCode).toBe(403);
    expect((await get(`/api/v3/customers/${HARBOR}`, asClient)).statusCode).toBe(404);

    const regenerated = checked(
      'regenerateApiClientSecret',
      await send('POST', `${clients()}/${uuid}/secret`),
    );
    expect(regenerated.json().clientSecret).not.toBe(clientSecret);
    expect((await tokenFor(clientId, clientSecret)).statusCode).toBe(401);
    expect((await get(`/api/v3/customers/${RIVERSIDE}`, asClient)).statusCode).toBe(401);
    expect((await tokenFor(clientId, regenerated.json().clientSecret)).statusCode).toBe(200);
  });

  it('checks the body, the name and the plan each role needs', async () => {
    const refused = checked(
      'createApiClient',
      await send('POST', clients(), { name: '', roles: [], termsAccepted: false }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'body.roles',
          message: VALIDATION_MESSAGES.apiClientRoleRequired,
        }),
        expect.objectContaining({
          field: 'body.termsAccepted',
          message: VALIDATION_MESSAGES.termsRequired,
        }),
      ]),
    );
    const duplicate = checked(
      'createApiClient',
      await send('POST', clients(), {
        name: 'church APP',
        roles: ['goLiveApi'],
        termsAccepted: true,
      }),
    );
    expect(duplicate.statusCode).toBe(409);
    const harbor = await signIn(app, 'admin@harbor.example');
    const noPlan = checked(
      'createApiClient',
      await send(
        'POST',
        clients(HARBOR),
        { name: 'Harbor app', roles: ['onDemandApi'], termsAccepted: true },
        harbor,
      ),
    );
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json()[0].code).toBe('PLAN_REQUIRED');
    expect(
      (await get(`${clients()}/6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b10`, harbor)).statusCode,
    ).toBe(404);
  });

  it('the demo client signs in with its documented secret; a deleted client stops at once', async () => {
    const issued = await tokenFor('rvs-app-8f2k1q', DEMO_API_CLIENT_SECRET);
    expect(issued.statusCode).toBe(200);
    const asClient = {
      accessToken: '',
      refreshToken: '',
      headers: { authorization: `Bearer ${issued.json().access_token}` },
    };
    expect(
      checked(
        'deleteApiClient',
        await send('DELETE', `${clients()}/6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b10`),
      ).statusCode,
    ).toBe(204);
    expect((await get(`/api/v3/customers/${RIVERSIDE}`, asClient)).statusCode).toBe(401);
  });
});

describe('organisation names', () => {
  it('a person sees their organisation, staff every one', async () => {
    const own = checked('listCustomerNames', await get('/api/v3/customers/names'));
    expect(own.json()).toEqual([{ uuid: RIVERSIDE, name: 'Riverside Community' }]);
    const staff = await signIn(app, 'staff@studio.example');
    const every = checked('listCustomerNames', await get('/api/v3/customers/names', staff));
    expect(every.json().length).toBeGreaterThanOrEqual(3);
  });
});
