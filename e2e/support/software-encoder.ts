import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningSoftwareEncoder {
  /** The registration page the encoder printed, as a path on the studio (`/uploader?…`). */
  registrationPath: string;
  stop(): void;
}

/**
 * Starts the built software encoder (apps/encoder) as a person would on a new computer: it draws
 * its own secret, connects to the server, waits to be registered and prints the `/uploader`
 * address. Resolves with that address once printed.
 */
export function startSoftwareEncoder(
  deviceId: string,
  serverUrl: string,
): Promise<RunningSoftwareEncoder> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'studio-e2e-encoder-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repositoryRoot, 'apps/encoder/dist/main.js'),
      '--device-id',
      deviceId,
      '--server',
      serverUrl,
      '--studio',
      serverUrl,
      '--state-dir',
      stateDir,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its own secret, drawn and kept in stateDir: never the demo agents'.
      env: { ...process.env, STUDIO_ENCODER_SECRET: '' },
    },
  );
  return new Promise((resolve, reject) => {
    // The output until the address appears; null after, so a long run keeps nothing.
    let printed: string | null = '';
    child.once('exit', (code) =>
      reject(new Error(`the software encoder exited (${code}) before printing its address`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (printed === null) return;
      printed += chunk.toString('utf8');
      const address = /https?:\/\/\S+\/uploader\?\S+/.exec(printed);
      if (!address) return;
      const url = new URL(address[0]);
      printed = null;
      resolve({ registrationPath: `${url.pathname}${url.search}`, stop: () => child.kill() });
    });
  });
}

/**
 * Unregisters the organisation's software encoder of that name, freeing its licence, so a later
 * journey that registers one still finds a licence (the demo plan has few).
 */
export async function removeEncoderNamed(
  request: APIRequestContext,
  token: string,
  customerId: string,
  name: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await request.get(`/api/v3/customers/${customerId}/encoders`, { headers });
  const encoders = (await listed.json()) as Array<{ uuid: string; name: string }>;
  for (const encoder of encoders.filter((item) => item.name === name)) {
    const removed = await request.delete(
      `/api/v3/customers/${customerId}/encoders/${encoder.uuid}`,
      { headers },
    );
    if (!removed.ok()) throw new Error(`removing ${name} answered ${removed.status()}`);
  }
}
