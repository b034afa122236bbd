import { EMAIL_VERIFICATION_VALID_MINUTES, PASSWORD_RESET_VALID_MINUTES } from '@studio/domain';
import type { OutgoingMail } from './transport';

/** Text from data (names, organisation names) never becomes markup in the HTML body. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link under the public studio address; tokens are url-safe already, the path is encoded. */
export function studioLink(publicStudioUrl: string, path: string): string {
  return new URL(path, publicStudioUrl.endsWith('/') ? publicStudioUrl : `${publicStudioUrl}/`)
    .href;
}

interface Letter {
  to: string;
  subject: string;
  /** Paragraphs of plain text (escaped for the HTML body). */
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

function compose(letter: Letter): OutgoingMail {
  const text = [
    ...letter.paragraphs,
    `${letter.action.label}: ${letter.action.url}`,
    letter.footnote,
  ]
    .join('\n\n')
    .concat('\n');
  const url = escapeHtml(letter.action.url);
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...letter.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${url}">${escapeHtml(letter.action.label)}</a></p>`,
    `<p style="color: #555; font-size: 0.9em">${escapeHtml(letter.footnote)}<br>${url}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: letter.to, subject: letter.subject, text, html };
}

export function invitationMail(input: {
  to: string;
  organisationName: string;
  inviterName: string | null;
  link: string;
  validDays: number;
}): OutgoingMail {
  const inviter = input.inviterName ? `${input.inviterName} invited you` : 'You are invited';
  return compose({
    to: input.to,
    subject: `You are invited to ${input.organisationName} on Studio`,
    paragraphs: [
      `${inviter} to join ${input.organisationName} on Studio.`,
      'Open the link below to choose your name and password. It works once.',
    ],
    action: { label: 'Accept the invitation', url: input.link },
    footnote: `The invitation expires in ${input.validDays} days. If you did not expect it, ignore this message.`,
  });
}

export function passwordResetMail(input: { to: string; link: string }): OutgoingMail {
  return compose({
    to: input.to,
    subject: 'Reset your Studio password',
    paragraphs: [
      'Someone asked to reset the password of your Studio account.',
      'Open the link below to choose a new one. Signing in with the new password ends every other session.',
    ],
    action: { label: 'Choose a new password', url: input.link },
    footnote: `The link works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes. If you did not ask, ignore this message: your password stays as it is.`,
  });
}

export function emailVerificationMail(input: { to: string; link: string }): OutgoingMail {
  return compose({
    to: input.to,
    subject: 'Verify your new Studio e-mail address',
    paragraphs: [
      'Your Studio account asked to use this e-mail address.',
      'Open the link below to confirm it; you then sign in with it.',
    ],
    action: { label: 'Verify this address', url: input.link },
    footnote: `The link works once, for ${EMAIL_VERIFICATION_VALID_MINUTES} minutes.`,
  });
}
