import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixture } from '@studio/api/mocks';
import type { Role } from '@studio/domain';
import { createI18n } from '../i18n';
import { App } from './App';
import { FEATURE_ROUTES } from './feature-registry';
import { createStudioRuntime } from './runtime';

const ORIGIN = 'http://studio.test';
const customer = fixture('Customer');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Scenario {
  path: string;
  roles?: Role[];
  /** Answers to the dashboard's organisation reads, in order; the last one repeats. */
  dashboardAnswers?: (() => Response | Promise<Response>)[];
}

/**
 * The whole studio on a fake network: a session restored from the refresh cookie, the person of
 * the contract's example with the given roles, and the organisation answers a test needs.
 */
function renderStudio({ path, roles = ['customerAdmin'], dashboardAnswers = [] }: Scenario) {
  const customerReads: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const { pathname } = new URL(input instanceof Request ? input.url : input);
    if (pathname === '/api/v3/auth/token') {
      return json(200, { access_token: 'token', token_type: 'Bearer', expires_in: 3600 });
    }
    if (pathname === '/api/v2/users/me') return json(200, fixture('CurrentUser', { roles }));
    if (pathname === '/api/v3/regions') return json(200, []);
    if (pathname === `/api/v3/customers/${customer.uuid}`) {
      customerReads.push(pathname);
      // The first read is the session's own; the dashboard's follow.
      const answer =
        customerReads.length === 1
          ? undefined
          : (dashboardAnswers[customerReads.length - 2] ?? dashboardAnswers.at(-1));
      return answer ? answer() : json(200, customer);
    }
    return json(404, [{ code: 'NOT_FOUND', message: `No mock for ${pathname}` }]);
  };
  const runtime = createStudioRuntime({ fetch, origin: ORIGIN });
  runtime.session.start();
  render(<App runtime={runtime} i18n={createI18n('en')} initialPath={path} />);
  return { customerReads };
}

/** The first render of a test file transforms every lazy chunk, which can outlast the default second. */
const findRole = (role: string, options?: Parameters<typeof screen.findByRole>[1]) =>
  screen.findByRole(role, options, { timeout: 20_000 });

const shellNavigation = () => findRole('navigation', { name: 'Main navigation' });

/** jsdom lacks what the error fallback checks a browser for; a real browser has both. */
function stubBrowserChecks() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('CSS', { supports: () => true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('feature routes inside the shell', () => {
  it('shows the dashboard to an organisation admin, with the navigation derived from the routes', async () => {
    renderStudio({ path: '/' });
    expect(await findRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const links = within(await shellNavigation()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Go Live',
      'Schedule',
      'Analytics',
      'Settings',
      'Help',
    ]);
  });

  it('shows the 401 page inside the shell on a direct URL the person may not open, and calls nothing for it', async () => {
    const { customerReads } = renderStudio({ path: '/', roles: ['campusReview'] });
    expect(await findRole('heading', { name: 'Not authorized' })).toBeTruthy();
    const navigation = await shellNavigation();
    expect(within(navigation).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(navigation).getByRole('link', { name: 'Help' })).toBeTruthy();
    expect(customerReads).toHaveLength(1);
  });

  it('shows "Resource does not exist." inside the shell when the record answers 404', async () => {
    renderStudio({
      path: '/',
      dashboardAnswers: [
        () => json(404, [{ code: 'NOT_FOUND', message: 'No such organisation.' }]),
      ],
    });
    expect(await findRole('heading', { name: 'Resource does not exist.' })).toBeTruthy();
    expect(await shellNavigation()).toBeTruthy();
  });

  it('shows the 401 page inside the shell when the record answers 403', async () => {
    renderStudio({
      path: '/',
      dashboardAnswers: [() => json(403, [{ code: 'FORBIDDEN', message: 'No.' }])],
    });
    expect(await findRole('heading', { name: 'Not authorized' })).toBeTruthy();
    expect(await shellNavigation()).toBeTruthy();
  });

  it('shows the error fallback for other failures; Retry runs the load again', async () => {
    stubBrowserChecks();
    const { customerReads } = renderStudio({
      path: '/',
      dashboardAnswers: [
        () => json(500, [{ code: 'INTERNAL', message: 'Boom.' }]),
        () => json(200, customer),
      ],
    });
    expect(await findRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(await shellNavigation()).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(customerReads).toHaveLength(3);
  });

  it('shows a labelled progress bar while the record loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { customerReads } = renderStudio({
      path: '/',
      dashboardAnswers: [() => new Promise<Response>((resolve) => (answer = resolve))],
    });
    // The same bar shows while the page's code downloads: wait for the page's own read.
    await vi.waitFor(() => expect(customerReads).toHaveLength(2), { timeout: 5000 });
    expect(await findRole('progressbar', { name: 'Loading page…' })).toBeTruthy();
    answer(json(200, customer));
    expect(await findRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the error fallback inside the shell when a page's code fails to download; Retry downloads it again", async () => {
    stubBrowserChecks();
    const help = FEATURE_ROUTES.find((route) => route.id === 'help');
    if (!help) throw new Error('the help route is registered');
    const download = vi
      .spyOn(help, 'page')
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    renderStudio({ path: '/help' });
    expect(await findRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(await shellNavigation()).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(download).toHaveBeenCalledTimes(2);
  });

  it("shows a labelled progress bar inside the shell while a page's code downloads", async () => {
    const help = FEATURE_ROUTES.find((route) => route.id === 'help');
    if (!help) throw new Error('the help route is registered');
    const downloaded = await help.page();
    let arrive: (page: ComponentType) => void = () => undefined;
    vi.spyOn(help, 'page').mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    renderStudio({ path: '/help' });
    expect(await findRole('progressbar', { name: 'Loading page…' })).toBeTruthy();
    expect(await shellNavigation()).toBeTruthy();
    arrive(downloaded);
    expect(await findRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the 404 page inside the shell for an unknown address', async () => {
    renderStudio({ path: '/no-such-page' });
    expect(await findRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(await shellNavigation()).toBeTruthy();
  });
});
