import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/demo';

const RIVERSIDE_EVENT_ADMIN = 'events@riverside.example';

test('the Event Admin opening /settings/users by its address sees the 401 page', async ({
  page,
}) => {
  await page.goto('/settings/users');
  // Signed out first: sign-in returns to the address asked for.
  await page.getByLabel('Username or email').fill(RIVERSIDE_EVENT_ADMIN);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/users$/);
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
});
