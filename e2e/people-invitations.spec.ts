import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, RIVERSIDE_ADMIN } from './support/demo';
import { linkFromMail } from './support/outbox';
import { tick } from './support/forms';

async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** Reads an announcement and closes it, so it covers nothing the journey presses next. */
async function dismissToast(page: Page, text: string) {
  const toast = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
}

async function invite(page: Page, email: string, role: string) {
  await page.goto('/settings/users/invite');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await tick(page, role);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await dismissToast(page, `Invitation sent to ${email}.`);
}

// Unique per run: the journeys share one server and its data folder.
const run = Date.now().toString(36);
const newcomer = `newcomer-${run}@riverside.example`;
const second = `second-${run}@riverside.example`;
const password = 'Newcomer-2026';

test('the admin invites an Event Admin, who joins from the mailed link and sees no Users', async ({
  page,
  browser,
}) => {
  await test.step('the admin invites the newcomer as Event Admin', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await invite(page, newcomer, 'Event Admin');
    await expect(page.getByRole('table', { name: 'Invitations' })).toContainText(newcomer);
  });

  const inviteId = await test.step('the invitation arrives in the outbox', () =>
    linkFromMail(newcomer, 'userinvites'));

  await test.step('the newcomer sets a name and password, and is signed in', async () => {
    const context = await browser.newContext();
    const person = await context.newPage();
    await person.goto(`/userinvites/${inviteId}/accept`);
    await person.getByRole('textbox', { name: /^First name/ }).fill('Sam');
    await person.getByRole('textbox', { name: /^Last name/ }).fill('Ortega');
    const email = person.getByRole('textbox', { name: /^E-mail/ });
    if ((await email.inputValue()) === '') await email.fill(newcomer);
    await person.getByLabel(/^Password/).fill(password);
    await person.getByLabel(/^Confirm password/).fill(password);
    await person.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(person.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // An Event Admin may not manage users: no card on the hub, the 401 page by address.
    await person.goto('/settings');
    await expect(person.getByRole('link', { name: /^Open / }).first()).toBeVisible();
    await expect(person.getByRole('link', { name: 'Open Users' })).toHaveCount(0);
    await context.close();
  });

  await test.step('a second invitation is resent, then revoked', async () => {
    await invite(page, second, 'Video Review');
    await linkFromMail(second, 'userinvites', 1);
    await page.getByRole('button', { name: `Resend the invitation to ${second}` }).click();
    await dismissToast(page, `Invitation to ${second} sent again.`);
    await linkFromMail(second, 'userinvites', 2);
    await page.getByRole('button', { name: `Revoke the invitation to ${second}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Invitation to ${second} revoked.`)).toBeVisible();
  });

  await test.step('the revoked invitation’s link refuses', async () => {
    const revokedId = await linkFromMail(second, 'userinvites', 2);
    const context = await browser.newContext();
    const person = await context.newPage();
    await person.goto(`/userinvites/${revokedId}/accept`);
    await person.getByRole('textbox', { name: /^First name/ }).fill('Lee');
    await person.getByRole('textbox', { name: /^Last name/ }).fill('Park');
    const email = person.getByRole('textbox', { name: /^E-mail/ });
    if ((await email.inputValue()) === '') await email.fill(second);
    await person.getByLabel(/^Password/).fill(password);
    await person.getByLabel(/^Confirm password/).fill(password);
    await person.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(person.getByText('This invitation no longer works')).toBeVisible();
    await context.close();
  });
});

test('a bad address is refused on its field and nothing typed is lost', async ({ page }) => {
  await signIn(page, RIVERSIDE_ADMIN);
  await page.goto('/settings/users/invite');
  const email = page.getByRole('textbox', { name: /^E-mail/ });
  await email.fill('newcomer@');
  await tick(page, 'Event Admin');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(email).toHaveAccessibleDescription(/Enter a valid email address\./);
  await expect(email).toHaveValue('newcomer@');
  await expect(page.getByRole('checkbox', { name: 'Event Admin' })).toBeChecked();
});
