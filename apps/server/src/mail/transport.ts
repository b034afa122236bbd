import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message, ready to send: plain text and an HTML body whose data is already escaped. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: an SMTP server, or `.eml` files in the outbox folder. */
export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://...`; unset writes to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** The folder of `.eml` files when no SMTP server is configured. */
  outboxDir: string;
  /** The sender address. */
  from: string;
  /** The studio's public address: every link in a message starts with it. */
  publicStudioUrl: string;
}

export const DEFAULT_MAIL_FROM = 'Studio <no-reply@studio.localhost>';

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Without it, nodemailer composes the same MIME
 * message and it is written to the outbox as an `.eml` file (opened by any mail program), so a
 * person trying the studio on their machine can follow the links. Files are written under a
 * temporary name and renamed, so a reader never sees half a message.
 */
export function createMailTransport(settings: MailSettings): MailTransport {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport(settings.smtpUrl);
    const host = new URL(settings.smtpUrl).host;
    return {
      description: `SMTP ${host}`,
      send: async (mail) => {
        await smtp.sendMail({ from: settings.from, ...mail });
      },
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `outbox ${settings.outboxDir}`,
    send: async (mail) => {
      const info = await composer.sendMail({ from: settings.from, ...mail });
      await mkdir(settings.outboxDir, { recursive: true });
      // Sortable by time, unique across processes.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const partial = join(settings.outboxDir, `.${name}.partial`);
      await writeFile(partial, info.message);
      await rename(partial, join(settings.outboxDir, name));
    },
  };
}

/** The outbox's messages, oldest first (tests and the local setup read them). */
export async function readOutbox(outboxDir: string): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const messages = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(messages.map((name) => readFile(join(outboxDir, name), 'utf8')));
}
