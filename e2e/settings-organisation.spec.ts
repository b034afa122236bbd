import { expect, test, type Page } from '@playwright/test';
import type { BandwidthUsage, TrialEligibility } from '../packages/api/src/models';
import { RIVERSIDE_ADMIN, tokenFor, signIn } from './support/demo';

const RIVERSIDE = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
const LAKESIDE = 'e3b5d7f9-2a4c-4e6f-8a0b-4c6e8a0c2e04';
const LAKESIDE_ADMIN = 'admin@lakeside.example';
const ENCODER_CONTROL = 'encoders@riverside.example';

/** The organisation page's tabs: links, one page each, the open one marked as the current page. */
const organisationTabs = (page: Page) =>
  page.getByRole('navigation', { name: 'Organization details' });

const tb = (value: number) =>
  `${new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value)} TB`;
const utcDate = (value: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
const utcMonth = (month: string) =>
  new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

test('the admin reads the three organisation tabs and changes the library retention', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, RIVERSIDE_ADMIN);
  const usage = (await (
    await request.get(`/api/data-usage/customers/${RIVERSIDE}/bandwidth`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as BandwidthUsage;

  await test.step('Subscriptions: the plans and the licences in use', async () => {
    await signIn(page, RIVERSIDE_ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('link', { name: 'Open Organization' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
    await expect(
      organisationTabs(page).getByRole('link', { name: 'Subscriptions' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^Live Web Pro \(since/)).toBeVisible();
    const professional = page.getByRole('row', { name: /^Professional/ });
    await expect(professional.getByRole('cell')).toHaveText(['4', '2']);
  });

  await test.step('Bandwidth Usage: a month with its TB and the three-month average', async () => {
    await organisationTabs(page).getByRole('link', { name: 'Bandwidth Usage' }).click();
    await expect(page).toHaveURL(/\/settings\/organization\/bandwidth-usage$/);
    const lastComplete = usage.months.at(-2)!;
    const row = page.getByRole('row', { name: new RegExp(`^${utcMonth(lastComplete.month)}`) });
    await expect(row.getByRole('cell').first()).toHaveText(
      new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(lastComplete.usedTb),
    );
    await expect(page.getByRole('group', { name: 'Three-month average' })).toContainText(
      tb(usage.threeMonthAverageTb),
    );
    await expect(page.getByRole('img', { name: 'Bandwidth used per month, in TB' })).toBeVisible();
    await page.getByRole('link', { name: 'Daily summary' }).click();
    await expect(page.getByRole('heading', { name: 'Daily bandwidth' })).toBeVisible();
  });

  const retention = page.getByRole('textbox', { name: /^Delete recordings after/ });

  await test.step('Library Settings: out of range is refused with the message, and kept as typed', async () => {
    await organisationTabs(page).getByRole('link', { name: 'Library Settings' }).click();
    await expect(retention).toHaveValue('14');
    await retention.fill('31');
    await retention.press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(retention).toHaveAccessibleDescription(
      /Delete after must be between 1 and 30 days\./,
    );
    await expect(retention).toHaveValue('31');
  });

  await test.step('in range it is saved, and still there after a reload', async () => {
    await retention.fill('21');
    await retention.press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Library settings saved.')).toBeVisible();
    await page.reload();
    await expect(retention).toHaveValue('21');
  });
});

test('the Encoder Control user has no Bandwidth Usage tab, and its address is refused', async ({
  page,
}) => {
  await signIn(page, ENCODER_CONTROL);
  await page.goto('/settings/organization');
  await expect(organisationTabs(page).getByRole('link', { name: 'Subscriptions' })).toBeVisible();
  await expect(organisationTabs(page).getByRole('link', { name: 'Bandwidth Usage' })).toHaveCount(
    0,
  );
  await page.goto('/settings/organization/bandwidth-usage');
  await expect(page.getByText(/contact your organi[sz]ation admin/i)).toBeVisible();
});

test('an eligible organisation starts the On Demand trial and cancels it', async ({
  page,
  request,
}) => {
  await signIn(page, LAKESIDE_ADMIN);
  await page.goto('/signup/plans');
  await test.step('the terms are required', async () => {
    await expect(page.getByText('Your organisation can start a 30-day trial.')).toBeVisible();
    await page.getByRole('button', { name: /Payment method/ }).click();
    await page.getByRole('option', { name: /Chapel treasurer Mastercard ending 4444/ }).click();
    await page.getByRole('button', { name: 'Start 30-day trial' }).click();
    await expect(page.getByText('Accept the terms to start the trial.').first()).toBeVisible();
  });

  await test.step('started, with its end date', async () => {
    // By keyboard, as the terms' checkbox is reached with Tab.
    const terms = page.getByRole('checkbox', { name: /I accept the On Demand trial terms/ });
    await terms.focus();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await page.getByRole('button', { name: 'Start 30-day trial' }).click();
    await expect(page.getByText('On Demand trial started.')).toBeVisible();
    const token = await tokenFor(request, LAKESIDE_ADMIN);
    const trials = (await (
      await request.get(`/api/v4/customers/${LAKESIDE}/trials`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as TrialEligibility[];
    const started = trials.find((entry) => entry.product === 'on_demand')!;
    expect(started.state).toBe('trial_started');
    await expect(
      page.getByText(`Trial started. It ends on ${utcDate(started.trial!.endsAt)}.`),
    ).toBeVisible();
  });

  await test.step('cancelled after confirming', async () => {
    await page.getByRole('button', { name: 'Cancel trial' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel the On Demand trial?' });
    await dialog.getByRole('button', { name: 'Cancel trial' }).click();
    await expect(page.getByText('On Demand trial cancelled.')).toBeVisible();
    await expect(page.getByText(/^The trial was cancelled on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start 30-day trial' })).toHaveCount(0);
  });
});
