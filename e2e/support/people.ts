import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, RIVERSIDE_ADMIN, tokenFor } from './demo';
import { linkFromMail } from './outbox';

const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';

/**
 * A Riverside person of the calling journey's own, invited by the admin and accepted with the
 * demo password: a journey that changes a person (their password) changes no one another
 * journey signs in as. The invitation is the person's first mail.
 */
export async function invitedPerson(
  request: APIRequestContext,
  { prefix, name }: { prefix: string; name: string },
): Promise<string> {
  const admin = await tokenFor(request, RIVERSIDE_ADMIN);
  const person = `${prefix}.${Date.now()}@riverside.example`;
  const invited = await request.post(`/api/v3/customers/${RIVERSIDE}/userinvites`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { email: person, roles: ['campusReview'], studio: true },
  });
  expect(invited.status()).toBe(201);
  const invitation = await linkFromMail(person, 'userinvites');
  const accepted = await request.post(`/api/v3/userinvites/${invitation}/accept`, {
    data: { name, password: DEMO_PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  return person;
}
