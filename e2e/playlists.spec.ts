import { expect, test, type Page } from '@playwright/test';
import { RIVERSIDE_VIDEO_REVIEW, signIn } from './support/demo';

const LIBRARY_ADMIN = 'library@riverside.example';
const NAME = 'Easter 2027';
const CHRISTMAS = 'Christmas Eve 2025';
const BAPTISM = 'Baptism Sunday';

const videosOf = (page: Page) => page.getByRole('grid', { name: `Videos of ${NAME}` });

async function addVideos(page: Page, titles: readonly string[]) {
  await page.getByRole('link', { name: 'Add videos' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Add videos to ${NAME}` }),
  ).toBeVisible();
  const library = page.getByRole('group', { name: /Library videos/ });
  for (const title of titles) {
    // As a person ticks it: on its label (the input itself is visually hidden).
    const box = page.getByRole('checkbox', { name: new RegExp(title) });
    await library.locator('label', { has: box }).click();
    await expect(library.getByRole('checkbox', { name: new RegExp(title) })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Add to playlist' }).click();
}

test('the Media Library Admin builds a playlist: two videos, reordered by keyboard, one removed, a duplicate refused', async ({
  page,
}) => {
  await test.step('the playlists list shows the demo playlists', async () => {
    await signIn(page, LIBRARY_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Playlists' })
      .click();
    await expect(page.getByRole('rowheader', { name: 'Sermons 2026' })).toBeVisible();
  });

  await test.step('a new playlist', async () => {
    await page.getByRole('textbox', { name: /Playlist name/ }).fill(NAME);
    await page.getByRole('button', { name: 'Create playlist' }).click();
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText('This playlist has no videos yet.')).toBeVisible();
  });

  await test.step('two library videos added', async () => {
    await addVideos(page, [CHRISTMAS, BAPTISM]);
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(videosOf(page).getByRole('row')).toHaveCount(2);
    await expect(page.getByText('2 of 100')).toBeVisible();
  });

  await test.step('reordered with the keyboard', async () => {
    const first = await videosOf(page).getByRole('row').first().textContent();
    const movedTitle = first?.includes(CHRISTMAS) ? CHRISTMAS : BAPTISM;
    const otherTitle = movedTitle === CHRISTMAS ? BAPTISM : CHRISTMAS;
    await page.getByRole('button', { name: `Move down “${movedTitle}”` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`“${movedTitle}” is now at position 2.`)).toBeVisible();
    await expect(videosOf(page).getByRole('row').first()).toContainText(otherTitle);
    // Saved: a fresh visit reads the same order from the server.
    await page.reload();
    await expect(videosOf(page).getByRole('row').first()).toContainText(otherTitle);
    await expect(videosOf(page).getByRole('row').last()).toContainText(movedTitle);
  });

  await test.step('one removed; it stays in the library', async () => {
    await page.getByRole('button', { name: `Remove “${BAPTISM}” from the playlist` }).click();
    await expect(page.getByText(`“${BAPTISM}” removed from the playlist.`)).toBeVisible();
    await expect(videosOf(page).getByRole('row')).toHaveCount(1);
    await expect(page.getByText('1 of 100')).toBeVisible();
  });

  await test.step('the same video again is refused with the spec’s message', async () => {
    await addVideos(page, [CHRISTMAS]);
    await expect(page.getByText('This video is already in the playlist.').first()).toBeVisible();
    // Nothing lost: the choice is still made, the page still the add page.
    await expect(
      page
        .getByRole('group', { name: /Library videos/ })
        .getByRole('checkbox', { name: new RegExp(CHRISTMAS) }),
    ).toBeChecked();
  });
});

test('the Video Review user reads playlists but cannot make or change one', async ({ page }) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  await page.goto('/media/playlists');
  await expect(page.getByRole('rowheader', { name: 'Sermons 2026' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create playlist' })).toHaveCount(0);
  await page.getByRole('rowheader', { name: 'Sermons 2026' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sermons 2026' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Videos of Sermons 2026' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move/ })).toHaveCount(0);
});
