import { expect, test, type Page } from '@playwright/test';
import { startFaultProxy } from './support/fault-proxy.mjs';
import { currentUser, DEMO_PASSWORD, RIVERSIDE_ADMIN, tokenFor } from './support/demo';

type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;

/**
 * The client's call semantics against the real server behind a proxy that answers 502s and
 * expires tokens (401 storms): through sign-in, moves between areas, reloads and sign-out, the
 * studio must stay signed in and keep showing correct data. Nothing waits on a clock: the test
 * expires the tokens in use when it wants a storm, and waits on the proxy's counters.
 */
let proxy: FaultProxy;

test.beforeAll(async ({ baseURL }) => {
  // 15% of idempotent calls fail with 502; token expiry happens only on demand.
  proxy = await startFaultProxy({ target: baseURL!, rate502: 0.15, rate401: 0, seed: 20261122 });
});

test.afterAll(async () => {
  await proxy?.close();
});

const customerCalls = () =>
  Object.entries(proxy.stats.forwardedByPath as Record<string, number>)
    .filter(([path]) => /^\/api\/v3\/customers\/[^/]+$/.test(path))
    .reduce((total, [, count]) => total + count, 0);

async function signIn(page: Page) {
  await page.getByLabel('Username or email').fill(RIVERSIDE_ADMIN);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the studio stays signed in and correct while the network returns 502s and 401s', async ({
  page,
  request,
}) => {
  const admin = await currentUser(request, await tokenFor(request, RIVERSIDE_ADMIN));
  await page.goto(`${proxy.url}/`);
  await signIn(page);
  await expect(page.getByText(`Welcome, ${admin.firstName}`)).toBeVisible({ timeout: 20_000 });

  for (let visit = 0; visit < 3; visit += 1) {
    await page.getByRole('link', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

    // Every token the page holds expires now: the dashboard's load meets a 401, the client
    // refreshes through the cookie and replays the call, and the person notices nothing.
    const rejectedBefore = proxy.stats.injected401;
    const loadsBefore = customerCalls();
    expect(proxy.expireTokensInUse()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`Welcome, ${admin.firstName}`)).toBeVisible();
    await expect(page.getByText(admin.customerName).first()).toBeVisible();
    expect(proxy.stats.injected401).toBeGreaterThan(rejectedBefore);
    // The organisation shown was read again on this visit, through the storm.
    expect(customerCalls()).toBeGreaterThan(loadsBefore);
  }

  // A reload starts from the refresh cookie, even after the last storm.
  proxy.expireTokensInUse();
  await page.reload();
  await expect(page.getByText(`Welcome, ${admin.firstName}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Sign in to Studio' })).toHaveCount(0);

  // The analytics of the journey reached the telemetry service despite the faults.
  await expect
    .poll(() => proxy.stats.forwardedByPath['/api/telemetry/events'] ?? 0, { timeout: 10_000 })
    .toBeGreaterThan(0);

  // Signing out ends the session for real: the sign-in page, and a reload does not sign back in.
  await page.getByRole('button', { name: new RegExp(admin.firstName) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Studio' })).toBeVisible({
    timeout: 20_000,
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to Studio' })).toBeVisible({
    timeout: 20_000,
  });

  expect(proxy.stats.injected502).toBeGreaterThan(0);
});
