import { expect, test, type Page } from '@playwright/test';
import type { WebPreset } from '../packages/api/src/models';
import {
  currentUser,
  HARBOR_ADMIN,
  RIVERSIDE_ADMIN,
  RIVERSIDE_VIDEO_REVIEW,
  tokenFor,
  signIn,
} from './support/demo';

/** A number field takes its value when it loses focus, as a person tabbing on would do. */
async function setChannel(page: Page, label: RegExp, value: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(value);
  await field.press('Tab');
}

const VIDEO = /^Encoder video channel/;
const LEFT = /^Left audio channel/;
const RIGHT = /^Right audio channel/;

test('the admin creates a web preset through the field messages, edits it and deletes it', async ({
  page,
}) => {
  await test.step('from the navigation to the list, through the settings hub', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('link', { name: 'Open Web presets' }).click();
    await expect(page.getByRole('rowheader', { name: 'Spanish translation' })).toBeVisible();
  });

  const name = page.getByRole('textbox', { name: /^Name/ });

  await test.step('the default channels and left = right are refused on their fields', async () => {
    await page.getByRole('link', { name: 'New web preset' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New web preset' })).toBeVisible();
    await name.fill('Youth room');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: VIDEO })).toHaveAccessibleDescription(
      /A preset must differ from the default \(video channel 1, audio channels 1 and 2\)\./,
    );
    await setChannel(page, LEFT, '5');
    await setChannel(page, RIGHT, '5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: RIGHT })).toHaveAccessibleDescription(
      /Left and right audio channels must differ\./,
    );
    // Nothing typed is lost.
    await expect(name).toHaveValue('Youth room');
    await expect(page.getByRole('textbox', { name: LEFT })).toHaveValue('5');
  });

  await test.step('a name another preset has is refused by the server, on the name', async () => {
    await setChannel(page, RIGHT, '6');
    await name.fill('spanish TRANSLATION');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(name).toHaveAccessibleDescription(/A web preset with this name already exists\./);
    await expect(page.getByRole('textbox', { name: RIGHT })).toHaveValue('6');
  });

  await test.step('saved: announced, and shown', async () => {
    await name.fill('Youth room');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Web preset “Youth room” created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Youth room' })).toBeVisible();
  });

  await test.step('edited', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(name).toHaveValue('Youth room');
    await name.fill('Youth room (balcony)');
    // The switch's input is visually hidden under its track: a person clicks its label.
    await page.getByText('Deinterlace to progressive').click();
    await expect(page.getByRole('switch', { name: 'Deinterlace to progressive' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Web preset “Youth room (balcony)” saved.')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Youth room (balcony)' }),
    ).toBeVisible();
  });

  await test.step('deleted after confirming', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Youth room (balcony)?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Youth room (balcony)' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Web preset “Youth room (balcony)” deleted.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Spanish translation' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Youth room (balcony)' })).toHaveCount(0);
  });
});

test('the Video Review user sees no Settings, and its address shows the 401 page', async ({
  page,
}) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/settings/web-presets');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});

test('the Harbor admin cannot read a Riverside preset by its id', async ({ page, request }) => {
  const riversideToken = await tokenFor(request, RIVERSIDE_ADMIN);
  const riverside = await currentUser(request, riversideToken);
  const list = await request.get(`/api/v3/customers/${riverside.customerId}/webencoderprofiles`, {
    headers: { Authorization: `Bearer ${riversideToken}` },
  });
  const spanish = ((await list.json()) as WebPreset[]).find(
    (preset) => preset.name === 'Spanish translation',
  );
  expect(spanish).toBeDefined();

  await signIn(page, HARBOR_ADMIN);
  await page.goto(`/settings/web-presets/${spanish?.uuid}`);
  await expect(page.getByRole('heading', { name: 'Resource does not exist.' })).toBeVisible();
  // Harbor's own presets are there.
  await page.goto('/settings/web-presets');
  await expect(page.getByRole('rowheader', { name: 'Gym camera' })).toBeVisible();
});
