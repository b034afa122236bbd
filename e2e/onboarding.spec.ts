import { expect, test } from '@playwright/test';
import { linkFromMail } from './support/outbox';

test('a new organisation signs up, verifies its address and works through the getting-started checklist', async ({
  page,
  request,
}) => {
  // An organisation of this journey's own, so a rerun on the same data meets a fresh one.
  const run = Date.now().toString(36);
  const email = `founder.${run}@newchurch.example`;
  const password = `Founder-${run}-2026A`;

  await test.step('sign-up creates the organisation and its first admin', async () => {
    const signedUp = await request.post('/api/onboarding/signup', {
      data: {
        organisationName: `New Life Chapel ${run}`,
        firstName: 'Fran',
        lastName: 'Founder',
        email,
        password,
        planId: 'live-web-starter',
        termsAccepted: true,
      },
    });
    expect(signedUp.status()).toBe(201);
    const again = await request.post('/api/onboarding/signup', {
      data: {
        organisationName: `Another Chapel ${run}`,
        firstName: 'Fran',
        lastName: 'Founder',
        email,
        password,
        planId: 'live-web-starter',
        termsAccepted: true,
      },
    });
    expect(again.status()).toBe(409);
  });

  await test.step('the new admin signs in and meets the checklist', async () => {
    await page.goto('/login');
    await page.getByLabel('Username or email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Get started' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '0 of 5 steps done' })).toBeVisible();
  });

  await test.step('the address is verified through the mailed link', async () => {
    const token = await linkFromMail(email, 'verify-email');
    await page.goto(`/verify-email/${token}`);
    await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('progressbar', { name: '1 of 5 steps done' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend the e-mail' })).toHaveCount(0);
  });

  await test.step('a step links to its page; another is skipped', async () => {
    await page.getByRole('link', { name: 'Create a web channel' }).click();
    await expect(page).toHaveURL(/\/settings\/web-channels\/create$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Skip “Invite your team”' }).click();
    await expect(page.getByRole('progressbar', { name: '2 of 5 steps done' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('progressbar', { name: '2 of 5 steps done' })).toBeVisible();
  });
});
