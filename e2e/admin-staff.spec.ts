import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, RIVERSIDE_ADMIN, signIn } from './support/demo';

/**
 * The staff admin journeys of issue 17 on the real server, as the seeded staff member (Platform
 * Admin of "Studio Platform Staff"). The organisation search and the hardware inventory need
 * the admin operations of the server half of the issue; those journeys wait for it.
 */
const STAFF = 'staff@studio.example';

test('staff search "ecg-104233", switch into Riverside Community after a wrong password, see its library and switch back', async ({
  page,
}) => {
  await signIn(page, STAFF);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Admin' })
    .click();
  await page.getByRole('searchbox', { name: 'Find an organization' }).fill('ecg-104233');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Searched by master ECG ECG-104233.')).toBeVisible();
  await page.getByRole('rowheader', { name: 'Riverside Community' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Community' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to Organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to Organization' });
  await expect(dialog.getByText('Switching to:')).toBeVisible();
  await expect(dialog.getByText('Riverside Community')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect password.');
  // The refusal keeps the dialog open, and the password field keeps working.
  await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();

  const banner = page.getByRole('region', { name: 'Staff session' });
  await expect(banner).toContainText('acting as staff inside Riverside Community');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Library' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();

  await banner.getByRole('button', { name: 'Return to Studio Platform Staff' }).click();
  const back = page.getByRole('dialog', { name: 'Switch to Organization' });
  await back.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await back.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('region', { name: 'Staff session' })).toHaveCount(0);
});

test('staff add decoder D12345678 after "D1234" is refused, and its status count goes up by one', async ({
  page,
}) => {
  await signIn(page, STAFF);
  await page.goto('/hardware-dashboard');
  const byStatus = page.getByRole('figure', { name: 'Units by status' });
  const stockNew = byStatus.getByRole('row', { name: /^Stock - New/ });
  const decodersBefore = Number(await stockNew.getByRole('cell').nth(1).textContent());

  await page.goto('/hardware/create');
  await page.getByRole('textbox', { name: /^Serial number/ }).fill('D1234');
  await page
    .getByRole('combobox', { name: /^Model/ })
    .selectOption({ label: 'D2 Decoder (Decoder)' });
  await page.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Stock - New' });
  await page.getByRole('combobox', { name: /^Location/ }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Owner/ }).fill('c0ffee00-1a2b-4c3d-8e4f-5a6b7c8d9e03');
  await page.getByRole('textbox', { name: /^Build date/ }).fill('2026-11-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Decoder serial numbers are D followed by 8 digits, such as D12345678.').first(),
  ).toBeVisible();
  // Nothing typed is lost: only the serial needs correcting.
  await expect(page.getByRole('textbox', { name: /^Build date/ })).toHaveValue('2026-11-01');
  await page.getByRole('textbox', { name: /^Serial number/ }).fill('D12345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'D12345678' })).toBeVisible();

  await page.goto('/hardware-dashboard');
  await expect(stockNew.getByRole('cell').nth(1)).toHaveText(String(decodersBefore + 1));
});

test('an organisation admin opening /admin/organizations sees the 401 page', async ({ page }) => {
  await page.goto('/admin/organizations');
  // Signed out first: sign-in returns to the address asked for.
  await page.getByLabel('Username or email').fill(RIVERSIDE_ADMIN);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/organizations$/);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
});

test('staff see the admin area in the navigation and can open the search', async ({ page }) => {
  await signIn(page, STAFF);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Hardware' })).toBeVisible();
  // The demo view hides the staff entries (Admin stays, to switch it back).
  await page.getByText('Demo view', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Demo view' })).toBeChecked();
  await expect(navigation.getByRole('link', { name: 'Hardware' })).toHaveCount(0);
  await page.getByText('Demo view', { exact: true }).click();
  await expect(navigation.getByRole('link', { name: 'Hardware' })).toBeVisible();
});
