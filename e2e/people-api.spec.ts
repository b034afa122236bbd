import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, RIVERSIDE_ADMIN, tokenFor } from './support/demo';
import { linkFromMail } from './support/outbox';
import { invitedPerson } from './support/people';

/**
 * People and accounts through the API, as a script or another app would use them, with the mail
 * the real server writes to its outbox. The browser journeys of the same issue build on these.
 */
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signInWith(request: APIRequestContext, username: string, password: string) {
  return request.post('/api/v3/auth/token', {
    data: { grant_type: 'password_cookie', username, password },
  });
}

test('an invited person accepts from the mailed link, signs in, and is not a user manager', async ({
  request,
}) => {
  const admin = await tokenFor(request, RIVERSIDE_ADMIN);
  const email = `invitee.${Date.now()}@riverside.example`;
  const invited = await request.post(`/api/v3/customers/${RIVERSIDE}/userinvites`, {
    headers: bearer(admin),
    data: { email, roles: ['eventAdmin'], studio: true },
  });
  expect(invited.status()).toBe(201);
  const again = await request.post(`/api/v3/customers/${RIVERSIDE}/userinvites`, {
    headers: bearer(admin),
    data: { email, roles: ['eventAdmin'], studio: true },
  });
  expect(again.status()).toBe(409);
  expect((await again.json())[0].message).toBe('Invitation already exists for the email');

  const link = await linkFromMail(email, 'userinvites');
  const accepted = await request.post(`/api/v3/userinvites/${link}/accept`, {
    data: { name: 'Ivy Invitee', password: 'Invited-Person-2026' },
  });
  expect(accepted.status()).toBe(200);
  const signedIn = await signInWith(request, email, 'Invited-Person-2026');
  expect(signedIn.status()).toBe(200);
  const token = (await signedIn.json()).access_token as string;
  const users = await request.get(`/api/v3/customers/${RIVERSIDE}/users`, {
    headers: bearer(token),
  });
  expect(users.status()).toBe(403);
});

test('a forgotten password is reset from the mailed link; the old one stops working', async ({
  request,
}) => {
  // A person of this test's own, so no other journey meets a changed password.
  const person = await invitedPerson(request, { prefix: 'forgetful', name: 'Fay Forgetful' });
  expect((await signInWith(request, person, DEMO_PASSWORD)).status()).toBe(200);

  const asked = await request.post('/api/v3/password/reset/request', { data: { email: person } });
  expect(asked.status()).toBe(204);
  // The invitation was this person's first mail; the reset link is the second.
  const token = await linkFromMail(person, 'reset-password', 2);
  expect((await request.post('/api/v3/password/reset/verify', { data: { token } })).status()).toBe(
    204,
  );
  const reset = await request.post('/api/v3/password/reset', {
    data: { token, password: 'Reset-Review-2026' },
  });
  expect(reset.status()).toBe(204);
  expect((await signInWith(request, person, DEMO_PASSWORD)).status()).toBe(401);
  expect((await signInWith(request, person, 'Reset-Review-2026')).status()).toBe(200);
});

test('an API client gets a token with its secret, reads what its role allows, and a new secret ends the old', async ({
  request,
}) => {
  const admin = await tokenFor(request, RIVERSIDE_ADMIN);
  const created = await request.post(`/api/v3/customers/${RIVERSIDE}/clients`, {
    headers: bearer(admin),
    data: { name: `Script ${Date.now()}`, roles: ['onDemandApi'], termsAccepted: true },
  });
  expect(created.status()).toBe(201);
  const { uuid, clientId, clientSecret } = await created.json();
  const grant = (secret: string) =>
    request.post('/api/v3/auth/token', {
      data: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
    });
  const issued = await grant(clientSecret);
  expect(issued.status()).toBe(200);
  const clientToken = (await issued.json()).access_token as string;
  expect(
    (
      await request.get(`/api/v3/customers/${RIVERSIDE}`, { headers: bearer(clientToken) })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.get(`/api/v3/customers/${RIVERSIDE}/users`, { headers: bearer(clientToken) })
    ).status(),
  ).toBe(403);

  const regenerated = await request.post(`/api/v3/customers/${RIVERSIDE}/clients/${uuid}/secret`, {
    headers: bearer(admin),
  });
  expect(regenerated.status()).toBe(200);
  expect((await grant(clientSecret)).status()).toBe(401);
  expect((await grant((await regenerated.json()).clientSecret)).status()).toBe(200);
});
