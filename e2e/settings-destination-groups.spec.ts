import { expect, test } from '@playwright/test';
import { RIVERSIDE_ADMIN, signIn } from './support/demo';

const RIVERSIDE_EVENT_ADMIN = 'events@riverside.example';

test('the Event Admin manages destination groups but is told creating one needs Admin', async ({
  page,
}) => {
  await signIn(page, RIVERSIDE_EVENT_ADMIN);
  await page.goto('/settings/destination-groups');
  await expect(page.getByRole('rowheader', { name: 'Sunday Everywhere' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New destination group' })).toHaveCount(0);

  // The address typed by hand: the form opens, and the server's refusal is shown in its words.
  await page.goto('/settings/destination-groups/create');
  const name = page.getByRole('textbox', { name: /^Name/ });
  await name.fill('Youth night');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Creating a destination group needs Admin permission.').first(),
  ).toBeVisible();
  await expect(name).toHaveValue('Youth night');
});

test('the admin creates a group, is refused a taken name, and removes it after confirming', async ({
  page,
}) => {
  await signIn(page, RIVERSIDE_ADMIN);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Open Destination groups' }).click();
  await page.getByRole('link', { name: 'New destination group' }).first().click();
  const name = page.getByRole('textbox', { name: /^Name/ });

  await test.step('a name another group has is refused on the name, nothing lost', async () => {
    await name.fill('sunday EVERYWHERE');
    await page.getByText('Campus TV (cable channel 12)').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(name).toHaveAccessibleDescription(
      /A destination group with this name already exists\./,
    );
    await expect(
      page.getByRole('checkbox', { name: 'Campus TV (cable channel 12)' }),
    ).toBeChecked();
  });

  await test.step('renamed, saved and shown with its destination', async () => {
    await name.fill('Youth night');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Destination group “Youth night” created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Youth night' })).toBeVisible();
    await expect(page.getByText('Campus TV (cable channel 12)')).toBeVisible();
  });

  await test.step('removed after confirming', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Youth night?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Destination group “Youth night” deleted.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Sunday Everywhere' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Youth night' })).toHaveCount(0);
  });
});
