import { expect, test } from '@playwright/test';
import type { RtmpDestination } from '../packages/api/src/models';
import { currentUser, HARBOR_ADMIN, RIVERSIDE_ADMIN, tokenFor, signIn } from './support/demo';

const KEY_MESSAGE =
  'Stream key cannot contain spaces or special characters (letters, numbers, _ and - only).';

test('the admin adds an RTMP destination, has a key with a space refused, and sees the key masked', async ({
  page,
}) => {
  await test.step('from the settings hub to the list', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('link', { name: 'Open RTMP destinations' }).click();
    await expect(page.getByRole('rowheader', { name: 'Vimeo backup' })).toBeVisible();
    // Saved keys are never shown: the list has the last four characters only.
    await expect(page.getByText('vimeo-4471-backup-7f3a')).toHaveCount(0);
    await expect(page.getByText('Hidden, ends in 7f3a')).toBeVisible();
  });

  const name = page.getByRole('textbox', { name: /^Name/ });
  const streamUrl = page.getByRole('textbox', { name: /^Stream URL/ });
  const viewUrl = page.getByRole('textbox', { name: /^View URL/ });
  // A password field has no textbox role: it is found by its label.
  const streamKey = page.getByLabel(/^Stream key/);

  await test.step('a key with a space is refused on its field, and nothing typed is lost', async () => {
    await page.getByRole('link', { name: 'New RTMP destination' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'New RTMP destination' }),
    ).toBeVisible();
    await name.fill('Diocese relay');
    await streamUrl.fill('rtmp://relay.diocese.example/live');
    await streamKey.fill('riverside 2026 main');
    await viewUrl.fill('https://diocese.example/watch/riverside');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(streamKey).toHaveAccessibleDescription(new RegExp(escape(KEY_MESSAGE)));
    await expect(name).toHaveValue('Diocese relay');
    await expect(streamUrl).toHaveValue('rtmp://relay.diocese.example/live');
    await expect(viewUrl).toHaveValue('https://diocese.example/watch/riverside');
  });

  await test.step('fixed and saved: the view pane shows the key masked', async () => {
    await streamKey.fill('riverside-2026-main');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('RTMP destination “Diocese relay” added.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Diocese relay' })).toBeVisible();
    await expect(page.getByText('Hidden, ends in main')).toBeVisible();
    await expect(page.getByText('riverside-2026-main')).toHaveCount(0);
  });

  await test.step('and so does the list', async () => {
    await page.getByRole('link', { name: 'RTMP destinations' }).last().click();
    const row = page.getByRole('row', { name: /Diocese relay/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('Hidden, ends in main')).toBeVisible();
    await expect(page.getByText('riverside-2026-main')).toHaveCount(0);
  });

  await test.step('an edit without a new key keeps the saved one', async () => {
    await page.getByRole('link', { name: 'Diocese relay' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel(/^New stream key/)).toHaveValue('');
    await name.fill('Diocese relay (main)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('RTMP destination “Diocese relay (main)” saved.')).toBeVisible();
    await expect(page.getByText('Hidden, ends in main')).toBeVisible();
  });

  await test.step('the API never answers the key either', async () => {
    const token = await tokenFor(page.request, RIVERSIDE_ADMIN);
    const me = await currentUser(page.request, token);
    const response = await page.request.get(`/api/v3/customers/${me.customerId}/rtmp/destination`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text).not.toContain('riverside-2026-main');
    const destinations = JSON.parse(text) as RtmpDestination[];
    expect(
      destinations.find((destination) => destination.name === 'Diocese relay (main)'),
    ).toMatchObject({ streamKeyEnding: 'main' });
  });
});

test('Harbor, without an RTMP subscription, sees no RTMP destinations and gets the 401 page', async ({
  page,
}) => {
  await signIn(page, HARBOR_ADMIN);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open QRclick overlays' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open RTMP destinations' })).toHaveCount(0);
  await page.goto('/settings/rtmp-destinations');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
