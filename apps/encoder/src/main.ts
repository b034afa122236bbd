#!/usr/bin/env node
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EncoderAgent } from './agent';
import { parseSource } from './source';

const VERSION = '1.0.0';

const USAGE = `studio-encoder --device-id <id> [--server http://localhost:8080] [--source test|file:<path>|device:<format>:<device>]
studio-encoder --serial E00012345 --model E2200 [--server ...]   (a hardware unit's agent)

The secret: STUDIO_ENCODER_SECRET, else one drawn once and kept in --state-dir (~/.studio-encoder).`;

/** The agent's secret: from the environment, else drawn once and kept (owner-readable only). */
async function secretFor(stateDir: string, id: string): Promise<string> {
  const fromEnvironment = process.env.STUDIO_ENCODER_SECRET;
  if (fromEnvironment) return fromEnvironment;
  const file = join(stateDir, `${id}.json`);
  const kept = await readFile(file, 'utf8')
    .then((text) => (JSON.parse(text) as { secret?: string }).secret)
    .catch(() => undefined);
  if (kept) return kept;
  const secret = randomBytes(32).toString('base64url');
  await mkdir(stateDir, { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify({ secret }), { mode: 0o600 });
  return secret;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      server: { type: 'string', default: process.env.STUDIO_SERVER_URL ?? 'http://localhost:8080' },
      studio: { type: 'string' },
      'device-id': { type: 'string' },
      serial: { type: 'string' },
      model: { type: 'string', default: 'E2200' },
      source: { type: 'string', default: 'test' },
      ffmpeg: { type: 'string', default: 'ffmpeg' },
      'state-dir': { type: 'string', default: join(os.homedir(), '.studio-encoder') },
      help: { type: 'boolean', default: false },
    },
  });
  const deviceId = values['device-id'];
  if (values.help || (!deviceId && !values.serial)) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  if (deviceId && !/^[A-Za-z0-9-]{4,64}$/.test(deviceId))
    throw new Error('The device identifier is 4 to 64 letters, digits and dashes.');
  if (values.serial && !/^E\d{8}$/.test(values.serial))
    throw new Error('A hardware serial is E followed by 8 digits.');
  const id = deviceId ?? values.serial ?? '';
  const agent = new EncoderAgent({
    serverUrl: values.server,
    ...(values.studio ? { studioUrl: values.studio } : {}),
    ...(deviceId
      ? { deviceId }
      : { hardware: { serialNumber: values.serial ?? '', model: values.model } }),
    secret: await secretFor(values['state-dir'], id),
    version: VERSION,
    source: parseSource(values.source),
    ffmpegPath: values.ffmpeg,
    print: (line) => process.stdout.write(`[encoder ${id}] ${line}\n`),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void agent.shutdown().then(() => process.exit(0));
    });
  await agent.run();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
