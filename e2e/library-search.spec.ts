import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';

/**
 * Library search with facets (issue 13) on the real server: the Media Library Admin finds a demo
 * video by a word of its title, then by the "Under 5 minutes" facet (the demo videos are ten
 * seconds of ffmpeg's test pattern, processed on first start), and a facet no video has
 * empties the list. The facets and words live in the address, so the search survives a reload.
 */
const LIBRARY_ADMIN = 'library@riverside.example';
const TITLE = 'Christmas Eve 2025';

test('the Media Library Admin finds a video by a word of its title and by the "Under 5 minutes" facet', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const step = (name: string) => console.log(`${name}: ${Date.now() - started} ms`);
  await signIn(page, LIBRARY_ADMIN);
  await page.goto('/media/library');
  const search = page.getByRole('searchbox', { name: 'Search titles' });

  await test.step('a word of its title', async () => {
    await search.fill('christmas');
    await search.press('Enter');
    await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Baptism Sunday' })).toHaveCount(0);
    step('found by a word');
  });

  await test.step('the "Under 5 minutes" facet, with its count', async () => {
    await search.fill('');
    await search.press('Enter');
    // The demo videos get their length once the worker has processed them on first start.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page
            .getByRole('checkbox', { name: /^Under 5 minutes/ })
            .waitFor({ state: 'attached' });
          return page.getByRole('checkbox', { name: /^Under 5 minutes \([1-9]\d*\)$/ }).count();
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);
    await page.getByText(/^Under 5 minutes/).click();
    await expect(page).toHaveURL(/duration=UNDER_FIVE_MINUTES/);
    await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();
    step('found by the facet');
  });

  await test.step('a facet no video has empties the list', async () => {
    await page.getByText(/^Under 5 minutes/).click();
    await page.getByText(/^Over 30 minutes/).click();
    await expect(page).toHaveURL(/duration=OVER_THIRTY_MINUTES/);
    await expect(page.getByRole('heading', { name: 'No videos match' })).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);
    step('emptied by another facet');
  });
});
