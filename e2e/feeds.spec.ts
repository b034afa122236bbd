import { expect, request as newRequest, test } from '@playwright/test';
import { RIVERSIDE_VIDEO_REVIEW, signIn } from './support/demo';

const LIBRARY_ADMIN = 'library@riverside.example';
const NAME = 'Sermons podcast';
/** The demo videos of the Sermons 2026 playlist (processed by the server on first start). */
const SERMON_TITLES = ['Sunday 9am Service - Hope in Hard Times', 'Youth Night - Courage'];

test('the Media Library Admin publishes a playlist as a podcast; podcast apps read it without signing in', async ({
  page,
  baseURL,
}) => {
  let feedUrl = '';

  await test.step('a new feed of the Sermons 2026 playlist', async () => {
    await signIn(page, LIBRARY_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Podcast feeds' })
      .click();
    await expect(page.getByRole('rowheader', { name: 'Sunday sermons' })).toBeVisible();
    await page.getByRole('link', { name: 'Create feed' }).first().click();
    await page.getByRole('textbox', { name: /^Name/ }).fill(NAME);
    await page
      .getByRole('combobox', { name: /Videos from/ })
      .selectOption({ label: 'Sermons 2026' });
    await page.getByRole('textbox', { name: /^Author/ }).fill('Riverside Church & Friends');
    await page.getByRole('button', { name: 'Save feed' }).click();
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    feedUrl = await page.getByRole('textbox', { name: 'Feed address' }).inputValue();
    expect(feedUrl).toMatch(new RegExp(`^${baseURL}/api/v4/public/feeds/[0-9a-f-]{36}/rss\\.xml$`));
    await expect(page.getByRole('link', { name: /Open RSS/ })).toHaveAttribute('href', feedUrl);
  });

  await test.step('the RSS document, fetched with no session, lists the playlist’s videos', async () => {
    const anonymous = await newRequest.newContext();
    // The demo videos finish processing shortly after the server's first start.
    await expect
      .poll(
        async () => {
          const answer = await anonymous.get(feedUrl);
          return answer.ok() ? ((await answer.text()).match(/<item>/g)?.length ?? 0) : -1;
        },
        { timeout: 90_000 },
      )
      .toBe(SERMON_TITLES.length);
    const answer = await anonymous.get(feedUrl);
    expect(answer.headers()['content-type']).toContain('application/rss+xml');
    const xml = await answer.text();
    expect(xml).toContain(`<title>${NAME}</title>`);
    expect(xml).toContain('<itunes:author>Riverside Church &amp; Friends</itunes:author>');
    for (const title of SERMON_TITLES) expect(xml).toContain(`<title>${title}</title>`);

    const enclosure = /<enclosure url="([^"]+)" length="(\d+)" type="video\/mp4"\/>/.exec(xml);
    expect(enclosure).not.toBeNull();
    const video = await anonymous.get(enclosure![1]!);
    expect(video.status()).toBe(200);
    expect(video.headers()['content-type']).toBe('video/mp4');
    expect((await video.body()).length).toBe(Number(enclosure![2]));

    const again = await anonymous.get(feedUrl, {
      headers: { 'if-none-match': answer.headers().etag! },
    });
    expect(again.status()).toBe(304);
    await anonymous.dispose();
  });

  await test.step('a feed switched off answers not found', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByText('Published', { exact: true }).click();
    await page.getByRole('button', { name: 'Save feed' }).click();
    await expect(page.getByText(/podcast apps cannot read it/)).toBeVisible();
    const anonymous = await newRequest.newContext();
    expect((await anonymous.get(feedUrl)).status()).toBe(404);
    await anonymous.dispose();
  });
});

test('a language code that is not one is refused on its field, with what was typed kept', async ({
  page,
}) => {
  await signIn(page, LIBRARY_ADMIN);
  await page.goto('/media/feeds/create');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Youth podcast');
  await page.getByRole('textbox', { name: /^Language/ }).fill('English');
  await page.getByRole('button', { name: 'Save feed' }).click();
  await expect(page.getByText('Enter a language code such as en or es-MX.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Youth podcast');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create a podcast feed' }),
  ).toBeVisible();
});

test('the Video Review user sees no podcast feeds', async ({ page }) => {
  await signIn(page, RIVERSIDE_VIDEO_REVIEW);
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Podcast feeds' }),
  ).toHaveCount(0);
  await page.goto('/media/feeds');
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});
