import { expect, test, type Page } from '@playwright/test';
import {
  currentUser,
  DEMO_PASSWORD,
  HARBOR_ADMIN,
  RIVERSIDE_ADMIN,
  tokenFor,
  VENUE_USER,
} from './support/demo';

async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the admin signs in, sees the dashboard, stays signed in on reload and signs out', async ({
  page,
  request,
}) => {
  const admin = await currentUser(request, await tokenFor(request, RIVERSIDE_ADMIN));
  await signIn(page, RIVERSIDE_ADMIN);

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${admin.firstName}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByText('Riverside Community').first()).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Welcome, ${admin.firstName}`)).toBeVisible();

  await page.getByRole('button', { name: new RegExp(admin.firstName) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Studio' })).toBeVisible();

  // Signed out means the refresh cookie is gone too: a reload does not sign the person back in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to Studio' })).toBeVisible();
});

test('a wrong password shows the message and points to Forgot Password', async ({ page }) => {
  await signIn(page, RIVERSIDE_ADMIN, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('The username or password is incorrect.');
  await expect(page.getByRole('link', { name: /Forgot/ }).first()).toBeVisible();
  await expect(page.getByLabel('Username or email')).toHaveValue(RIVERSIDE_ADMIN);
});

test('empty fields are required and nothing is sent', async ({ page }) => {
  await page.goto('/');
  let tokenCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/token') && request.method() === 'POST') tokenCalls += 1;
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(tokenCalls).toBe(0);
});

test('a venue user is refused with the message and stays signed out', async ({ page }) => {
  await signIn(page, VENUE_USER);
  await expect(page.getByRole('alert')).toContainText(
    'Venue accounts cannot sign in to the Studio',
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to Studio' })).toBeVisible();
});

test("the Harbor admin cannot read Riverside's customer record", async ({ request }) => {
  const riverside = await currentUser(request, await tokenFor(request, RIVERSIDE_ADMIN));
  const harborToken = await tokenFor(request, HARBOR_ADMIN);
  const response = await request.get(`/api/v3/customers/${riverside.customerId}`, {
    headers: { Authorization: `Bearer ${harborToken}` },
  });
  expect([403, 404]).toContain(response.status());
  const own = await currentUser(request, harborToken);
  const ownRecord = await request.get(`/api/v3/customers/${own.customerId}`, {
    headers: { Authorization: `Bearer ${harborToken}` },
  });
  expect(ownRecord.status()).toBe(200);
});
