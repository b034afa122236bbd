import { expect, test } from '@playwright/test';
import { RIVERSIDE_ADMIN, tokenFor } from './support/demo';
import {
  removeEncoderNamed,
  startSoftwareEncoder,
  type RunningSoftwareEncoder,
} from './support/software-encoder';

/**
 * A software encoder registered the way a person does it, against the built server: the real
 * agent (apps/encoder, built) prints its registration page, the Organization Admin registers it
 * with the device identifier from that page, a duplicate name is refused, and the agent comes
 * online. The /uploader screens build on these calls.
 */
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const running: RunningSoftwareEncoder[] = [];

test.afterAll(() => {
  for (const agent of running) agent.stop();
});

test('the admin registers a waiting software encoder; a duplicate name is refused', async ({
  request,
  baseURL,
}) => {
  const admin = await tokenFor(request, RIVERSIDE_ADMIN);
  const headers = { Authorization: `Bearer ${admin}` };
  const agent = await startSoftwareEncoder(`e2e-laptop-${Date.now()}`, baseURL ?? '');
  running.push(agent);
  const page = new URL(agent.registrationPath, baseURL);
  expect(page.pathname).toBe('/uploader');
  const deviceId = page.searchParams.get('deviceId') ?? '';

  const duplicate = await request.post(`/api/v3/customers/${RIVERSIDE}/encoders/software`, {
    headers,
    data: { name: 'lobby laptop', deviceId },
  });
  expect(duplicate.status()).toBe(409);
  expect((await duplicate.json())[0].code).toBe('NAME_EXISTS');

  const registered = await request.post(`/api/v3/customers/${RIVERSIDE}/encoders/software`, {
    headers,
    data: { name: 'Choir Loft Laptop', deviceId },
  });
  expect(registered.status()).toBe(201);
  const encoder = await registered.json();
  expect(encoder).toMatchObject({ type: 'software', serialNumber: `SW-${deviceId}` });

  // The agent learns it was registered and reports: the encoder is online.
  await expect
    .poll(async () => {
      const status = await request.get(
        `/api/v3/customers/${RIVERSIDE}/encoders/${encoder.uuid}/status`,
        { headers },
      );
      return (await status.json()).online;
    })
    .toBe(true);

  // Unregistered again: its licence back for the journeys after this one.
  await removeEncoderNamed(request, admin, RIVERSIDE, 'Choir Loft Laptop');
});
