import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The studio's mail outbox: without SMTP_URL the server writes every message as an `.eml` file
 * in a folder of its data folder (issue 12), which a person trying the studio opens by hand and
 * these journeys read. The data folder is the one e2e/playwright.config.ts gives the server.
 */
const dataDirectory = () => {
  const directory = process.env.E2E_DATA_DIR;
  if (!directory) throw new Error('E2E_DATA_DIR is not set (e2e/playwright.config.ts sets it)');
  return directory;
};

async function emlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return emlFiles(full);
      return Promise.resolve(entry.name.endsWith('.eml') ? [full] : []);
    }),
  );
  return nested.flat();
}

/** A message's text as a person reads it: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message sent to `address`, oldest first, decoded. */
export async function messagesTo(address: string): Promise<string[]> {
  const files = await emlFiles(dataDirectory());
  const withTimes = await Promise.all(
    files.map(async (file) => ({ file, time: (await stat(file)).mtimeMs })),
  );
  withTimes.sort((a, b) => a.time - b.time);
  const messages = await Promise.all(
    withTimes.map(async ({ file }) => decodeQuotedPrintable(await readFile(file, 'utf8'))),
  );
  const recipient = new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return messages.filter((message) => recipient.test(message));
}

/**
 * The path of the newest link to `pathPrefix` (`/userinvites/`, `/reset-password/`) in a message
 * to `address`, waiting for the mail worker to write it (it is queued, then sent).
 */
export async function linkInMail(address: string, pathPrefix: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await messagesTo(address)).slice(after);
        const pattern = new RegExp(`https?://[^\\s"'<>]*(${pathPrefix}[^\\s"'<>]*)`, 'g');
        const found = messages.flatMap((message) => [...message.matchAll(pattern)]);
        link = found.at(-1)?.[1];
        return link;
      },
      { timeout: 30_000, message: `a mail to ${address} with a ${pathPrefix} link` },
    )
    .toBeTruthy();
  return link!;
}

/** How many messages `address` has had so far (to wait for the next one). */
export async function mailCount(address: string): Promise<number> {
  return (await messagesTo(address)).length;
}
