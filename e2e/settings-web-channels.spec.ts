import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { WebChannel } from '../packages/api/src/models';
import { currentUser, HARBOR_ADMIN, RIVERSIDE_ADMIN, tokenFor, signIn } from './support/demo';

const OFFLINE_IMAGE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/offline-image.png',
);

test('the admin creates a web channel with an offline image, shares it, edits its delay, meets a taken load balancer and removes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = page.getByRole('textbox', { name: /^Name/ });
  const loadBalancer = page.getByRole('textbox', { name: /^Load balancer/ });
  const streamDelay = page.getByRole('textbox', { name: /^Stream delay/ });
  const save = page.getByRole('button', { name: 'Save' });

  await test.step('from the settings hub to the web channels', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('link', { name: 'Open Web channels' }).click();
    await expect(page.getByRole('rowheader', { name: 'Main Web Channel' })).toBeVisible();
  });

  await test.step('an offline image is required once chosen', async () => {
    await page.getByRole('link', { name: 'New web channel' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New web channel' })).toBeVisible();
    await name.fill('Campus Live');
    await loadBalancer.fill('riverside_campus');
    await streamDelay.fill('2:00');
    await page.getByText('Display an uploaded image').click();
    await save.click();
    await expect(page.getByText('Upload an offline image.').first()).toBeVisible();
    // Nothing typed is lost.
    await expect(name).toHaveValue('Campus Live');
    await expect(streamDelay).toHaveValue('2:00');
  });

  await test.step('the image is uploaded and the channel saved', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await (await chooser).setFiles(OFFLINE_IMAGE);
    await expect(page.getByText('Image ready: offline-image.png')).toBeVisible();
    await save.click();
    await expect(page.getByText('Web channel “Campus Live” created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Campus Live' })).toBeVisible();
    // The image viewers will see, served by the server under the channel's embed id.
    const image = page.getByRole('img', { name: 'Offline image preview' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(32);
  });

  await test.step('its embed code is copied', async () => {
    const code = page.getByRole('textbox', { name: 'Embed code' });
    await expect(code).toHaveValue(/^<iframe src="http:\/\/localhost:\d+\/embed\/[a-z0-9]{12}"/);
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    await expect(page.getByText('Copied to the clipboard').first()).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await code.inputValue());
  });

  await test.step('its stream delay is edited, through the range message', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(streamDelay).toHaveValue('2:00');
    await streamDelay.fill('1:00');
    await save.click();
    await expect(streamDelay).toHaveAccessibleDescription(
      /Stream delay must be between 1:30 and 10:00 minutes\./,
    );
    await streamDelay.fill('3:45');
    await save.click();
    await expect(page.getByText('Web channel “Campus Live” saved.')).toBeVisible();
    await expect(page.getByText('3:45')).toBeVisible();
  });

  await test.step('a load balancer another channel has is refused with the 409 message', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await loadBalancer.fill('riverside_main');
    await save.click();
    await expect(loadBalancer).toHaveAccessibleDescription(
      /This load balancer already exists, try another load balancer\./,
    );
    await expect(streamDelay).toHaveValue('3:45');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campus Live' })).toBeVisible();
  });

  await test.step('removed after confirming what goes with it', async () => {
    await page.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Campus Live?' });
    await expect(dialog).toContainText(
      'removed from scheduled and past events, destination groups and sites',
    );
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Web channel “Campus Live” removed.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Main Web Channel' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Campus Live' })).toHaveCount(0);
  });
});

test('the Harbor admin cannot read a Riverside web channel by its id', async ({
  page,
  request,
}) => {
  const riversideToken = await tokenFor(request, RIVERSIDE_ADMIN);
  const riverside = await currentUser(request, riversideToken);
  const list = await request.get(`/api/v3/customers/${riverside.customerId}/webeventprofiles`, {
    headers: { Authorization: `Bearer ${riversideToken}` },
  });
  const main = ((await list.json()) as WebChannel[]).find(
    (channel) => channel.name === 'Main Web Channel',
  );
  expect(main).toBeDefined();

  await test.step('through the API', async () => {
    const harborToken = await tokenFor(request, HARBOR_ADMIN);
    const harbor = await currentUser(request, harborToken);
    for (const customerId of [harbor.customerId, riverside.customerId]) {
      const response = await request.get(
        `/api/v3/customers/${customerId}/webeventprofiles/${main?.uuid}`,
        { headers: { Authorization: `Bearer ${harborToken}` } },
      );
      expect(response.status()).toBe(404);
      expect(((await response.json()) as Array<{ message: string }>)[0]?.message).toBe(
        'Resource does not exist.',
      );
    }
  });

  await test.step('on the screen', async () => {
    await signIn(page, HARBOR_ADMIN);
    await page.goto(`/settings/web-channels/${main?.uuid}`);
    await expect(page.getByRole('heading', { name: 'Resource does not exist.' })).toBeVisible();
    await page.goto('/settings/web-channels');
    await expect(page.getByRole('rowheader', { name: 'Harbor Athletics' })).toBeVisible();
  });
});
