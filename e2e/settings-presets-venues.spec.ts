import { expect, test, type Page } from '@playwright/test';
import {
  RIVERSIDE_ADMIN,
  RIVERSIDE_ENCODER_CONTROL,
  RIVERSIDE_VIDEO_REVIEW,
  signIn,
} from './support/demo';

async function openSettingsHub(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Whether a venue login signs in (what a decoder does), through the API. */
async function venueSignInStatus(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/v3/auth/token', {
    data: { grant_type: 'password_cookie', username, password },
  });
  return response.status();
}

test('the admin creates a venue through the username messages, changes its password and removes it', async ({
  page,
}) => {
  const username = page.getByRole('textbox', { name: /^Username/ });
  const password = page.getByLabel(/^Password/);
  const confirmation = page.getByLabel(/^Confirm password/);

  await test.step('from the settings hub to the venues', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await openSettingsHub(page);
    await page.getByRole('link', { name: 'Open Venues' }).click();
    await expect(page.getByRole('rowheader', { name: 'venue.north' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Licences left' })).toContainText(
      'Professional2 left',
    );
  });

  await test.step('a username with a space is refused on the field, nothing typed is lost', async () => {
    await page.getByRole('link', { name: 'New venue' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New venue' })).toBeVisible();
    await username.fill('venue west');
    await password.fill('West-Campus-2026');
    await confirmation.fill('West-Campus-2026');
    await page.getByRole('button', { name: /Licence type/ }).click();
    await page.getByRole('option', { name: 'Professional (2 left)' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(username).toHaveAccessibleDescription(/Username cannot contain spaces\./);
    await expect(password).toHaveValue('West-Campus-2026');
  });

  await test.step('a username another login has: the server’s 409 message on the field', async () => {
    await username.fill('VENUE.NORTH');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(username).toHaveAccessibleDescription(/Venue username exists\./);
    await expect(confirmation).toHaveValue('West-Campus-2026');
  });

  await test.step('created: announced, shown, and it signs in as a decoder would', async () => {
    await username.fill('venue.west');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Venue “venue.west” created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'venue.west' })).toBeVisible();
    expect(await venueSignInStatus(page, 'venue.west', 'West-Campus-2026')).toBe(200);
  });

  await test.step('its password changed in its own dialog', async () => {
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the password of venue.west' });
    await dialog.getByLabel(/^Password/).fill('West-Campus-2027');
    await dialog.getByLabel(/^Confirm password/).fill('West-Campus-2072');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByLabel(/^Confirm password/)).toHaveAccessibleDescription(
      /Passwords must match\./,
    );
    await dialog.getByLabel(/^Confirm password/).fill('West-Campus-2027');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The password of “venue.west” was changed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await venueSignInStatus(page, 'venue.west', 'West-Campus-2026')).toBe(401);
    expect(await venueSignInStatus(page, 'venue.west', 'West-Campus-2027')).toBe(200);
  });

  await test.step('removed after confirming; its login no longer signs in', async () => {
    await page.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove venue.west?' });
    await expect(dialog).toContainText('signed out at once');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Venue “venue.west” removed.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'venue.north' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'venue.west' })).toHaveCount(0);
    expect(await venueSignInStatus(page, 'venue.west', 'West-Campus-2027')).toBe(401);
  });
});

test('the Encoder Control user edits an encoder preset and sees no Venues', async ({ page }) => {
  await signIn(page, RIVERSIDE_ENCODER_CONTROL);
  await openSettingsHub(page);
  await expect(page.getByRole('link', { name: 'Open Encoder presets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Venues' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Open Encoder presets' }).click();
  await page.getByRole('rowheader', { name: '720p30 3 Mbps' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: '720p30 3 Mbps' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  const customName = page.getByRole('textbox', { name: /^Custom name/ });
  await expect(customName).toHaveValue('Youth room');
  const bitrate = page.getByRole('textbox', { name: /^Bitrate/ });
  await bitrate.fill('9000');
  await bitrate.press('Tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(bitrate).toHaveAccessibleDescription(
    /Bitrate must be at most 8000 kbps at 30 fps or below, and 12000 kbps above 30 fps\./,
  );
  await bitrate.fill('3500');
  await bitrate.press('Tab');
  await customName.fill('Youth room (upstairs)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Encoder preset “720p30 3 Mbps” saved.')).toBeVisible();
  await expect(page.getByText('Youth room (upstairs)').first()).toBeVisible();

  await page.goto('/settings/venues');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});

test('the Video Review user sees no Settings at all', async ({ page }) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  for (const address of ['/settings', '/settings/encoder-presets', '/settings/venues']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  }
});
