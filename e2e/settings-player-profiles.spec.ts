import { expect, test, type Page } from '@playwright/test';
import type { PlayerProfile } from '../packages/api/src/models';
import { currentUser, HARBOR_ADMIN, RIVERSIDE_ADMIN, tokenFor, signIn } from './support/demo';

const RIVERSIDE_ENCODER_CONTROL = 'encoders@riverside.example';

/** The value shown beside a label in a profile's facts (`dt` / `dd`). */
const fact = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Where the preview's video is, in seconds; -1 before the element exists. */
const previewTime = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector<HTMLVideoElement>('[data-testid="player-preview-video"]')
        ?.currentTime ?? -1,
  );

test('the admin creates a player profile with a call to action and a colour, watches the preview, and edits it', async ({
  page,
}) => {
  await test.step('from the settings hub to the list, built-in background mode first', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('link', { name: 'Open Player profiles' }).click();
    await expect(page.getByRole('rowheader', { name: 'Website default' })).toBeVisible();
    await expect(page.getByRole('rowheader').first()).toHaveText('Background mode(Built in)');
  });

  const name = page.getByRole('textbox', { name: /^Name/ });
  const buttonText = page.getByRole('textbox', { name: /^Button text/ });
  const preview = page.getByRole('figure', { name: 'Preview' });

  await test.step('a call to action text over 12 characters is refused on its field', async () => {
    await page.getByRole('link', { name: 'New player profile' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New player profile' })).toBeVisible();
    await name.fill('Easter service');
    // The switch's input is visually hidden under its track: a person clicks its label.
    await page.getByText('Show a call to action button').click();
    await buttonText.fill('Give to the Easter offering');
    await page
      .getByRole('textbox', { name: /^Button link/ })
      .fill('https://riverside.example/easter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(buttonText).toHaveAccessibleDescription(
      /Call to action text must be at most 12 characters\./,
    );
    await expect(name).toHaveValue('Easter service');
    await buttonText.fill('Give now');
    await expect(preview.getByRole('link', { name: 'Give now' })).toHaveAttribute(
      'href',
      'https://riverside.example/easter',
    );
  });

  await test.step('a control colour picked in the colour picker', async () => {
    await page.getByRole('button', { name: /^Control colour/ }).click();
    const hex = page
      .getByRole('dialog', { name: 'Control colour' })
      .getByRole('textbox', { name: 'Hex' });
    await hex.fill('#0F766E');
    await hex.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Control colour/ })).toHaveAccessibleName(
      /#0f766e/,
    );
  });

  await test.step('the preview plays the demo video with the call to action over it', async () => {
    await preview.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(
      () => {
        const video = document.querySelector<HTMLVideoElement>(
          '[data-testid="player-preview-video"]',
        );
        return video !== null && !video.paused && video.currentTime > 0.5;
      },
      undefined,
      { timeout: 20_000 },
    );
    const playedTo = await previewTime(page);
    await page.waitForFunction(
      (from) =>
        (document.querySelector<HTMLVideoElement>('[data-testid="player-preview-video"]')
          ?.currentTime ?? 0) >
        from + 0.5,
      playedTo,
      { timeout: 20_000 },
    );
    await expect(preview.getByRole('link', { name: 'Give now' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  await test.step('saved: announced, shown, and in the list', async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Player profile “Easter service” created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Easter service' })).toBeVisible();
    await expect(fact(page, 'Call to action')).toHaveText(
      'Give now (https://riverside.example/easter)',
    );
    await expect(fact(page, 'Control colour')).toHaveText('#0f766e');
    await page.getByRole('link', { name: 'Player profiles' }).click();
    await expect(page.getByRole('rowheader', { name: 'Easter service' })).toBeVisible();
  });

  await test.step('mute and loop switched on in the edit form, and the view shows them', async () => {
    await page.getByRole('rowheader', { name: 'Easter service' }).getByRole('link').click();
    await expect(fact(page, 'Mute')).toHaveText('No');
    await page.getByRole('link', { name: 'Edit' }).click();
    const playback = page.getByRole('group', { name: 'Playback' });
    await playback.getByText('Mute', { exact: true }).click();
    await playback.getByText('Loop', { exact: true }).click();
    await expect(playback.getByRole('switch', { name: 'Mute' })).toBeChecked();
    await expect(page.locator('[data-testid="player-preview-video"]')).toHaveJSProperty(
      'muted',
      true,
    );
    await expect(page.locator('[data-testid="player-preview-video"]')).toHaveJSProperty(
      'loop',
      true,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Player profile “Easter service” saved.')).toBeVisible();
    await expect(fact(page, 'Mute')).toHaveText('Yes');
    await expect(fact(page, 'Loop')).toHaveText('Yes');
  });
});

test('the Encoder Control user has no player profiles, and their address shows the 401 page', async ({
  page,
}) => {
  await signIn(page, RIVERSIDE_ENCODER_CONTROL);
  await page.goto('/settings');
  await expect(page.getByRole('link', { name: 'Open Web presets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Player profiles' })).toHaveCount(0);
  await page.goto('/settings/player-profiles');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});

test('the Harbor admin cannot read a Riverside profile by its id', async ({ page, request }) => {
  const riversideToken = await tokenFor(request, RIVERSIDE_ADMIN);
  const riverside = await currentUser(request, riversideToken);
  const list = await request.get(`/api/v3/customers/${riverside.customerId}/configs/list`, {
    headers: { Authorization: `Bearer ${riversideToken}` },
  });
  const website = ((await list.json()) as PlayerProfile[]).find(
    (profile) => profile.name === 'Website default',
  );
  expect(website).toBeDefined();

  await signIn(page, HARBOR_ADMIN);
  await page.goto(`/settings/player-profiles/${website?.uuid}`);
  await expect(page.getByRole('heading', { name: 'Resource does not exist.' })).toBeVisible();
  await page.goto('/settings/player-profiles');
  await expect(page.getByRole('rowheader', { name: 'Home games' })).toBeVisible();
});
