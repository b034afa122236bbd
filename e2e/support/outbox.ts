import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The server's outbox: playwright.config.ts keeps the data folder in E2E_DATA_DIR. */
export function outboxDirectory(): string {
  const dataDirectory = process.env.E2E_DATA_DIR;
  if (!dataDirectory) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dataDirectory, 'outbox');
}

/** A message's text with quoted-printable soft line breaks and `=3D` undone. */
const unfolded = (message: string) => message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function messagesTo(address: string): Promise<string[]> {
  const folder = outboxDirectory();
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const messages = await Promise.all(
    names.map((name) => readFile(path.join(folder, name), 'utf8')),
  );
  return messages.filter((message) => new RegExp(`^To: ${address}$`, 'im').test(message));
}

/**
 * Waits for the `count`-th message to `address` (the mail queue sends it shortly after the
 * request) and answers the path of its link under `/${linkPath}/`, e.g. the token of
 * `/reset-password/<token>` or the invitation id of `/userinvites/<id>/accept`.
 */
export async function linkFromMail(address: string, linkPath: string, count = 1): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(address);
        const message = messages[count - 1];
        const match =
          message && new RegExp(`/${linkPath}/([A-Za-z0-9_-]+)`).exec(unfolded(message));
        found = match?.[1] ?? '';
        return found;
      },
      { message: `mail ${count} to ${address} with a /${linkPath}/ link`, timeout: 30_000 },
    )
    .not.toBe('');
  return found;
}
