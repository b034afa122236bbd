import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/demo';
import { linkFromMail } from './support/outbox';
import { invitedPerson } from './support/people';

const newPassword = 'Library-Reset-2026';

async function trySignIn(page: Page, person: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(person);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a person resets a forgotten password through the mailed link; the old one stops working', async ({
  page,
  request,
}) => {
  // A person of this journey's own: the reset changes their password, no one else's.
  const person = await invitedPerson(request, {
    prefix: 'forgetful.browser',
    name: 'Flo Forgetful',
  });

  await test.step('the request never says whether the address is known', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(person);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account uses ${person}`);
  });

  // The invitation was this person's first mail; the reset link is the second.
  const token = await test.step('the link arrives in the outbox', () =>
    linkFromMail(person, 'reset-password', 2));
  const link = `/reset-password/${token}`;

  await test.step('a weak password is refused, then a strong one is taken', async () => {
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('weakpassword');
    await page.getByLabel(/^Confirm new password/).fill('weakpassword');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription(
      /Password must contain numbers, upper case and lower case letters\./,
    );
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was changed')).toBeVisible();
  });

  await test.step('the old password is refused, the new one signs in', async () => {
    await trySignIn(page, person, DEMO_PASSWORD);
    await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
    await trySignIn(page, person, newPassword);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  await test.step('the used link now offers a new request', async () => {
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText('This reset link timed out or is not valid')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset' })).toBeVisible();
  });
});
