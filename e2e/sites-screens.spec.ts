import { expect, test } from '@playwright/test';
import { RIVERSIDE_ADMIN, RIVERSIDE_VIDEO_REVIEW, signIn } from './support/demo';

/**
 * The sites and analytics screens against the built server on a fresh data folder: the admin
 * creates a site (a taken slug refused while typing, a missing playlist refused on save, nothing
 * typed lost), finds it in the list, removes another by typing CONFIRM, and opens analytics; the
 * Video Review user cannot open analytics.
 */
test('the admin creates a site with a playlist, sees it in the list, and opens analytics', async ({
  page,
}) => {
  const slug = `youth-${Date.now()}`;
  const name = page.getByRole('textbox', { name: /^Name/ });
  const slugField = page.getByRole('textbox', { name: /^URL slug/ });

  await test.step('from the navigation to the sites list, with the seeded site', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sites' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Riverside Watch' })).toBeVisible();
  });

  await test.step('a taken slug is said while typing; a missing playlist is refused', async () => {
    await page.getByRole('link', { name: 'New site' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New site' })).toBeVisible();
    await name.fill('Youth Nights');
    await slugField.fill('riverside');
    await expect(slugField).toHaveAccessibleDescription(/This URL slug is already taken\./);
    await slugField.fill(slug);
    await expect(slugField).toHaveAccessibleDescription(/This URL slug is free\./);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Add at least one playlist.').first()).toBeVisible();
    await expect(name).toHaveValue('Youth Nights');
    await expect(slugField).toHaveValue(slug);
  });

  await test.step('with a playlist it is saved, and its page shows the share link', async () => {
    // As a person ticks it: on its label (the input itself is visually hidden).
    const box = page.getByRole('checkbox', { name: 'Sermons 2026' });
    await page.locator('label', { has: box }).click();
    await expect(box).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Site “Youth Nights” created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Youth Nights' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      new RegExp(`/sites/${slug}$`),
    );
  });

  await test.step('the list has it; the slug cannot be changed on edit', async () => {
    await page.getByRole('link', { name: 'Sites' }).first().click();
    await expect(page.getByRole('rowheader', { name: 'Youth Nights' })).toBeVisible();
    await page.getByRole('link', { name: 'Youth Nights' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(slugField).toHaveAttribute('readonly', '');
  });

  await test.step('removing it needs CONFIRM typed', async () => {
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Remove site' }).click();
    const dialog = page.getByRole('alertdialog');
    const remove = dialog.getByRole('button', { name: 'Remove site' });
    await expect(remove).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Type CONFIRM to remove this site' }).fill('CONFIRM');
    await remove.click();
    await expect(page.getByText('Site “Youth Nights” removed.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Youth Nights' })).toHaveCount(0);
  });

  await test.step('analytics shows the figures in cards and in a table', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const table = page.getByRole('table', { name: 'The figures of the chart' });
    await expect(table.getByRole('rowheader', { name: 'Viewers', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Media library' }).click();
    await expect(page).toHaveURL(/\/analytics\/media-library$/);
    await expect(table.getByRole('rowheader', { name: 'Views', exact: true })).toBeVisible();
  });
});

test('the Video Review user cannot open analytics', async ({ page }) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Analytics' }),
  ).toHaveCount(0);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});
