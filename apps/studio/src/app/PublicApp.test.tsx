import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixture } from '@studio/api/mocks';
import { createI18n } from '../i18n';
import { TranslationProvider } from '../i18n/react';
import { App } from './App';
import { memoryAddress } from './address';
import { isStandalonePath, matchPath, PublicApp, publicAddressFor } from './PublicApp';
import { RuntimeProvider } from './runtime-context';
import { createStudioRuntime } from './runtime';

const ORIGIN = 'http://studio.test';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Nobody is signed in on start (the refresh cookie is refused); a password sign-in succeeds. */
async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const { pathname } = new URL(request.url);
  if (pathname === '/api/v3/auth/token') {
    const { grant_type: grant } = (await request.json()) as { grant_type?: string };
    return grant === 'refresh_token_cookie'
      ? json(401, [{ code: 'INVALID_REFRESH_TOKEN', message: 'No refresh token.' }])
      : json(200, { access_token: 'token', token_type: 'Bearer', expires_in: 3600 });
  }
  if (pathname === '/api/v2/users/me') return json(200, fixture('CurrentUser'));
  if (pathname === '/api/v3/regions') return json(200, []);
  if (pathname.startsWith('/api/v3/customers/')) return json(200, fixture('Customer'));
  return json(404, [{ code: 'NOT_FOUND', message: `No mock for ${pathname}` }]);
}

afterEach(cleanup);

describe('publicAddressFor', () => {
  it('keeps a public page where it is, query included', () => {
    expect(publicAddressFor('/login')).toBe('/login');
    expect(publicAddressFor('/login?returnTo=%2Fhelp')).toBe('/login?returnTo=%2Fhelp');
  });

  it('keeps the pages opened from an e-mail public (invitation, reset, verification)', () => {
    expect(publicAddressFor('/userinvites/3c4d/accept?email=a%40b.example')).toBe(
      '/userinvites/3c4d/accept?email=a%40b.example',
    );
    expect(publicAddressFor('/reset-password')).toBe('/reset-password');
    expect(publicAddressFor('/reset-password/7f3a9c2e1b8d4f6a')).toBe(
      '/reset-password/7f3a9c2e1b8d4f6a',
    );
    expect(publicAddressFor('/verify-email/9b1d3f5a')).toBe('/verify-email/9b1d3f5a');
    expect(publicAddressFor('/settings/users')).toBe('/login?returnTo=%2Fsettings%2Fusers');
  });

  it('sends the home page to sign-in with nothing to return to', () => {
    expect(publicAddressFor('/')).toBe('/login');
  });

  it('sends any other address to sign-in, which returns there afterwards', () => {
    expect(publicAddressFor('/help?tab=faq')).toBe('/login?returnTo=%2Fhelp%3Ftab%3Dfaq');
    expect(publicAddressFor('/login/extra')).toBe('/login?returnTo=%2Flogin%2Fextra');
  });
});

describe('matchPath', () => {
  it('matches equal paths and names the parameters of the others', () => {
    expect(matchPath('/login', '/login')).toEqual({});
    expect(matchPath('/verify-email/:token', '/verify-email/a%20b')).toEqual({ token: 'a b' });
  });

  it('refuses a different segment, a different length and an empty parameter', () => {
    expect(matchPath('/login', '/logout')).toBeNull();
    expect(matchPath('/verify-email/:token', '/verify-email')).toBeNull();
    expect(matchPath('/verify-email/:token', '/verify-email/')).toBeNull();
  });
});

/** The first render of a lazy page transforms its chunk, which can outlast the default 5 s. */
const FIRST_RENDER_TIMEOUT = 15_000;

describe('the unauthenticated sub-app', () => {
  it(
    'shows sign-in for a signed-in address and replaces the address with the way back',
    async () => {
      const runtime = createStudioRuntime({ fetch: fakeServer, origin: ORIGIN });
      const address = memoryAddress('/help');
      render(
        <TranslationProvider translator={createI18n('en')}>
          <RuntimeProvider runtime={runtime}>
            <PublicApp address={address} />
          </RuntimeProvider>
        </TranslationProvider>,
      );
      expect(
        await screen.findByRole('heading', { name: 'Sign in to Studio' }, { timeout: 20_000 }),
      ).toBeTruthy();
      expect(address.current()).toBe('/login?returnTo=%2Fhelp');
    },
    FIRST_RENDER_TIMEOUT,
  );

  it(
    'opens the address asked for once the person signs in',
    async () => {
      const runtime = createStudioRuntime({ fetch: fakeServer, origin: ORIGIN });
      runtime.session.start();
      render(<App runtime={runtime} i18n={createI18n('en')} initialPath="/help" />);
      await userEvent.type(
        await screen.findByLabelText(/^Username or email/, undefined, { timeout: 20_000 }),
        'admin@riverside.example',
      );
      await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Help' }, { timeout: 20_000 }),
      ).toBeTruthy();
    },
    FIRST_RENDER_TIMEOUT,
  );

  it(
    'checks the fields with the shared rule, loaded on the first submit, and sends nothing when they are empty',
    async () => {
      const passwordGrants: string[] = [];
      const recordingServer: typeof fakeServer = async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (new URL(request.url).pathname === '/api/v3/auth/token') {
          const body = await request.clone().text();
          if (!body.includes('refresh_token_cookie')) passwordGrants.push(body);
        }
        return fakeServer(request);
      };
      const runtime = createStudioRuntime({ fetch: recordingServer, origin: ORIGIN });
      runtime.session.start();
      render(<App runtime={runtime} i18n={createI18n('en')} initialPath="/login" />);
      const username = await screen.findByLabelText(/^Username or email/, undefined, {
        timeout: 20_000,
      });
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
      expect(passwordGrants).toEqual([]);
      const requiredBefore = screen.getAllByText('This field is required.').length;
      // From then on the fields are checked as the person types. A change event rather than typing:
      // @studio/ui's Form moves focus to its error summary whenever the errors change.
      fireEvent.change(username, { target: { value: 'admin@riverside.example' } });
      await waitFor(() =>
        expect(screen.getAllByText('This field is required.').length).toBeLessThan(requiredBefore),
      );
      expect(passwordGrants).toEqual([]);
    },
    FIRST_RENDER_TIMEOUT,
  );
});

describe('standalone pages (issue 14)', () => {
  it('are the watch page and the software encoder registration, with or without a query', () => {
    expect(isStandalonePath('/embed/rvs-main-7k2q')).toBe(true);
    expect(isStandalonePath('/uploader?deviceId=3f9a-77c1&name=Laptop')).toBe(true);
    expect(isStandalonePath('/uploader/success?name=Laptop')).toBe(true);
    expect(isStandalonePath('/uploader/reset-password')).toBe(true);
    expect(isStandalonePath('/unregisteruploader?deviceId=3f9a-77c1')).toBe(true);
    expect(isStandalonePath('/unregisteruploader/success')).toBe(true);
    expect(isStandalonePath('/login')).toBe(false);
    expect(isStandalonePath('/go-live')).toBe(false);
    expect(isStandalonePath('/embed')).toBe(false);
  });

  it('stay where they are for a visitor who is not signed in', () => {
    expect(publicAddressFor('/embed/rvs-main-7k2q')).toBe('/embed/rvs-main-7k2q');
    expect(publicAddressFor('/uploader?deviceId=a1b2')).toBe('/uploader?deviceId=a1b2');
  });
});
