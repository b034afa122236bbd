import { expect, test, type APIRequestContext } from '@playwright/test';
import { currentUser, RIVERSIDE_ADMIN, tokenFor, signIn } from './support/demo';
import { tick } from './support/forms';

/** What a script does with the id and secret: OAuth 2 client credentials on auth/token. */
function clientToken(request: APIRequestContext, clientId: string, clientSecret: string) {
  return request.post('/api/v3/auth/token', {
    data: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });
}

test('the admin creates an On Demand API client whose secret lists media until it is regenerated', async ({
  page,
  request,
}) => {
  const adminToken = await tokenFor(request, RIVERSIDE_ADMIN);
  const { customerId } = await currentUser(request, adminToken);
  const name = `Media script ${Date.now().toString(36)}`;

  await test.step('created with the On Demand API role and the terms', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Open API access' }).click();
    await page.getByRole('link', { name: 'New API client' }).first().click();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await tick(page, /On Demand API/);
    await page.getByRole('button', { name: 'Save' }).click();
    // The terms are required: refused on the form, nothing lost.
    await expect(page.getByText('Accept the terms to continue.').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await tick(page, /terms of use/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Copy the client secret now')).toBeVisible();
  });

  const secretField = page.getByLabel('Client secret', { exact: true });
  await page.getByRole('button', { name: 'Show client secret' }).click();
  const secret = await secretField.inputValue();
  const clientId = await page.getByLabel('Client id', { exact: true }).inputValue();

  await test.step('a script gets a token with it and lists media', async () => {
    const answer = await clientToken(request, clientId, secret);
    expect(answer.status()).toBe(200);
    const { access_token: token } = (await answer.json()) as { access_token: string };
    const media = await request.get(`/api/v3/customers/${customerId}/media`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    // Soft: the rest of the journey (the regenerated secret) is checked whatever media answers.
    expect.soft(media.status(), 'listMedia with the client’s token').toBe(200);
  });

  await test.step('the secret is not shown again on a later visit', async () => {
    await page.reload();
    await expect(page.getByText('Hidden. Regenerate it if it was lost.')).toBeVisible();
    await expect(page.getByText('Copy the client secret now')).toHaveCount(0);
  });

  await test.step('regenerated: the old secret is refused at once', async () => {
    await page.getByRole('button', { name: 'Regenerate secret' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate secret' }).click();
    await expect(page.getByText('Copy the client secret now')).toBeVisible();
    const refused = await clientToken(request, clientId, secret);
    expect(refused.status()).toBe(401);
  });
});
