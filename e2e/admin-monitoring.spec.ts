import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';

/**
 * Issue 17's encoder search and monitoring on the real server, as the seeded staff member. The
 * encoder in error is made the way an encoder makes one: its agent reports the ERROR state with
 * its secret (the demo hardware unit's, demo data like the demo password).
 */
const STAFF = 'staff@studio.example';
const HARBOR_GYM_AGENT_SECRET = 'demo-agent-secret-harbor-gym-2026';

test('staff search the encoders, open one, read its logs and reach its software update', async ({
  page,
}) => {
  await signIn(page, STAFF);
  await page.goto('/encoder-search');
  await page.getByRole('searchbox', { name: 'Name, serial or organization' }).fill('sanctuary');
  await page.keyboard.press('Enter');
  const row = page.getByRole('row', { name: /Main Sanctuary/ });
  await expect(row).toContainText('Riverside Community');
  await expect(page.getByRole('rowheader', { name: 'Gym Encoder' })).toHaveCount(0);

  await row.getByRole('link', { name: 'Main Sanctuary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Main Sanctuary' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Riverside Community' })).toBeVisible();
  await expect(page.getByText('4.12.0 (an update is available)')).toBeVisible();

  // The logs of another organisation's encoder open for staff, then back to the encoder.
  await page.getByRole('link', { name: 'Encoder logs' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Logs of Main Sanctuary' }),
  ).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'Update software' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Update Main Sanctuary' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /breadcrumbs/i }).getByRole('link', { name: 'Encoders' }),
  ).toHaveAttribute('href', '/encoders');
});

test('monitoring lists an encoder in error after its agent reports the error', async ({
  page,
  request,
}) => {
  const reported = await request.post('/api/agent/v1/reports', {
    headers: { authorization: `Bearer ${HARBOR_GYM_AGENT_SECRET}` },
    data: {
      state: 'ERROR',
      uiState: null,
      eventId: null,
      hasInput: false,
      version: '4.13.0',
      videoInputSource: 'SDI 1',
      videoInputSources: ['SDI 1'],
      temperatureSensors: [],
      peakCloudUploadMbps: null,
      error: 'No video input on SDI 1',
    },
  });
  expect(reported.status()).toBe(204);

  await signIn(page, STAFF);
  await page.goto('/monitoring');
  const row = page.getByRole('row', { name: /Gym Encoder/ });
  await expect(row).toContainText('No video input on SDI 1');
  await expect(row).toContainText('Harbor Schools');
  await row.getByRole('link', { name: 'Gym Encoder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gym Encoder' })).toBeVisible();
  await expect(page.getByText('ERROR', { exact: true })).toBeVisible();
});
