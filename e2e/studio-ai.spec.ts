import { expect, test } from '@playwright/test';
import { signIn, tokenFor } from './support/demo';

/**
 * Studio AI (issue 13) on the real server: the demo's Christmas Eve video has a transcript and no
 * enrichment. The Media Library Admin asks Studio AI, the server's worker runs the built-in engine
 * on the transcript, the suggestions are reviewed field by field and approved, and the item shows
 * the summary drawn from its own transcript.
 */
const LIBRARY_ADMIN = 'library@riverside.example';
const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const CHRISTMAS_EVE = '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e02';

test.describe.configure({ timeout: 240_000 });

test('the library admin enriches a video with Studio AI and applies the summary', async ({
  page,
  request,
}) => {
  // The demo's videos are processed by ffmpeg on first start: wait for this one.
  const token = await tokenFor(request, LIBRARY_ADMIN);
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/v3/customers/${RIVERSIDE}/media/${CHRISTMAS_EVE}`,
          {
            headers: { Authorization: `Bearer ${token}` },
          },
        );
        return ((await response.json()) as { processingStatus?: string }).processingStatus;
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .toBe('COMPLETE');

  await signIn(page, LIBRARY_ADMIN);
  await page.goto(`/media/library/${CHRISTMAS_EVE}`);
  const panel = page
    .getByRole('region', { name: 'Studio AI' })
    .or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'Studio AI' }) }));
  await expect(page.getByRole('heading', { name: 'Studio AI' })).toBeVisible();
  await expect(page.getByText(/of 10 videos this month/)).toBeVisible();
  await page.getByRole('button', { name: 'Ask Studio AI' }).click();

  // The worker runs the engine; the panel polls until the suggestions are there.
  const table = page.getByRole('table', { name: /Suggestions to review/ });
  await expect(table).toBeVisible({ timeout: 60_000 });
  const suggestedSummary = table
    .getByRole('row', { name: /Summary/ })
    .getByRole('cell')
    .nth(1);
  const summaryText = (await suggestedSummary.innerText()).trim();
  // Drawn from the transcript, sentence for sentence.
  expect(summaryText).toContain('candle');

  // Decline the title, keep the rest.
  // By keyboard: the tick is a react-aria checkbox, its input under the sticky header when scrolled.
  const useTitle = page.getByRole('checkbox', { name: 'Use the suggested Title' });
  await useTitle.focus();
  await page.keyboard.press('Space');
  await expect(useTitle).not.toBeChecked();
  await page.getByRole('button', { name: 'Apply chosen suggestions' }).click();

  await expect(page.getByRole('heading', { name: 'Applied by Studio AI' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel.getByText(summaryText)).toBeVisible();
  // The declined title is kept.
  await expect(page.getByRole('textbox', { name: /Title/ }).first()).toHaveValue(
    'Christmas Eve 2025',
  );
});
