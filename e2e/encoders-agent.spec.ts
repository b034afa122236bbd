import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { RIVERSIDE_ADMIN, tokenFor } from './support/demo';

/**
 * A software encoder registered the way a person does it, against the built server: the real
 * agent (apps/encoder, built) prints its registration page, the Organization Admin registers it
 * with the device identifier from that page, a duplicate name is refused, and the agent comes
 * online. The /uploader screens build on these calls.
 */
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const agents: ChildProcess[] = [];

test.afterAll(() => {
  for (const agent of agents) agent.kill('SIGTERM');
});

/** Starts an agent and answers the registration page it prints. */
async function startAgent(baseURL: string, deviceId: string): Promise<URL> {
  const agent = spawn(
    process.execPath,
    [
      path.join(repositoryRoot, 'apps/encoder/dist/main.js'),
      '--device-id',
      deviceId,
      '--server',
      baseURL,
      '--state-dir',
      mkdtempSync(path.join(tmpdir(), 'studio-e2e-encoder-')),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  agents.push(agent);
  return new Promise((resolve, reject) => {
    let printed = '';
    agent.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk;
      const link = /(http\S+\/uploader\?\S+)/.exec(printed);
      if (link?.[1]) resolve(new URL(link[1]));
    });
    agent.once('exit', (code) => reject(new Error(`The agent exited (${code}): ${printed}`)));
  });
}

test('the admin registers a waiting software encoder; a duplicate name is refused', async ({
  request,
  baseURL,
}) => {
  const admin = await tokenFor(request, RIVERSIDE_ADMIN);
  const headers = { Authorization: `Bearer ${admin}` };
  const page = await startAgent(baseURL ?? '', `e2e-laptop-${Date.now()}`);
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
});
