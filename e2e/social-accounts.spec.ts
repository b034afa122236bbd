import { expect, test } from '@playwright/test';
import { RIVERSIDE_VIDEO_REVIEW, signIn } from './support/demo';

const RIVERSIDE_EVENT_ADMIN = 'events@riverside.example';

test('the event admin links the sandbox social network, sees its pages and removes it', async ({
  page,
}) => {
  await test.step('from the settings hub to the linked accounts', async () => {
    await signIn(page, RIVERSIDE_EVENT_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('link', { name: 'Open Social media' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Social media' })).toBeVisible();
    const media = page.getByRole('region', { name: 'Riverside Media Team' });
    await expect(media.getByText('Access verified')).toBeVisible();
    await expect(media.getByText('Sandbox')).toBeVisible();
    await expect(media.getByText('Riverside Community Church', { exact: true })).toBeVisible();
    const channel = page.getByRole('region', { name: 'Riverside Church TV' });
    await expect(channel.getByText('Expires in 5 days')).toBeVisible();
  });

  await test.step('a refusal on the authorisation page comes back as the spec’s error', async () => {
    await page.getByRole('button', { name: 'Link social network' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox social network' })).toBeVisible();
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page).toHaveURL(/\/settings\/social-media\/fb-redirect\?/);
    await expect(page.getByRole('alert')).toContainText('Access to the account was denied.');
    await page.getByRole('link', { name: 'Back to social media' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Social media' })).toBeVisible();
  });

  await test.step('linking: authorisation page, Allow, fb-redirect, listed as verified', async () => {
    await page.getByRole('button', { name: 'Link social network' }).click();
    await expect(page).toHaveURL(/\/sandbox\/social\/authorize\?/);
    await page.getByRole('radio', { name: 'Jordan Rivera' }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByText('“Jordan Rivera” is linked.')).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/social-media$/);
    const jordan = page.getByRole('region', { name: 'Jordan Rivera' });
    await expect(jordan.getByText('Access verified')).toBeVisible();
    await expect(jordan.getByText('Sandbox')).toBeVisible();
  });

  await test.step('its pages are listed', async () => {
    const jordan = page.getByRole('region', { name: 'Jordan Rivera' });
    await expect(jordan.getByText('Jordan Rivera Worship', { exact: true })).toBeVisible();
  });

  await test.step('removing asks first, then the account is gone', async () => {
    const jordan = page.getByRole('region', { name: 'Jordan Rivera' });
    await jordan.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Jordan Rivera?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('“Jordan Rivera” was removed.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Jordan Rivera' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Riverside Media Team' })).toBeVisible();
  });
});

test('Video Review may not manage social media: the direct address shows the 401 page', async ({
  page,
}) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  await page.goto('/settings/social-media');
  await expect(page.getByRole('heading', { name: 'Social media' })).toHaveCount(0);
  await expect(page.getByText(/permission/i).first()).toBeVisible();
});
