import { expect, type Page } from '@playwright/test';

/** Ticks a checkbox as a person does: on its label (the input itself is visually hidden). */
export async function tick(page: Page, name: string | RegExp) {
  await page.locator('label', { has: page.getByRole('checkbox', { name }) }).click();
  await expect(page.getByRole('checkbox', { name })).toBeChecked();
}
