import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { delay, HttpResponse, http } from 'msw';
import { errorResponse, exampleHandlers, fixture } from '@studio/api/mocks';
import type { Role } from '@studio/domain';
import { App } from './App';
import { createStudioRuntime } from './runtime';
import { createI18n } from '../i18n';

/**
 * The whole studio on the contract's example answers (MSW): the real runtime, session machine and
 * client, with the address kept in memory so the Storybook frame's own URL is left alone.
 */
function renderStudio(path = '/') {
  return <Studio path={path} />;
}

/** One runtime per mounted story: a re-render of the story keeps its session. */
function Studio({ path }: { path: string }) {
  const [runtime] = useState(() => {
    const created = createStudioRuntime();
    created.session.start();
    return created;
  });
  const [i18n] = useState(() => createI18n('en'));
  return <App runtime={runtime} i18n={i18n} initialPath={path} />;
}

// Nobody is signed in when the story starts: the page-load refresh has no cookie to use.
const noSession = http.post('/api/v3/auth/token', async ({ request }) => {
  const body = (await request.clone().json()) as { grant_type?: string };
  if (body.grant_type === 'refresh_token_cookie') {
    return HttpResponse.json([{ code: 'INVALID_REFRESH_TOKEN', message: 'No refresh token.' }], {
      status: 401,
    });
  }
  return undefined;
});

const meta = {
  title: 'Studio/App',
  render: () => renderStudio(),
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [noSession, ...exampleHandlers()] },
    // react-aria's live announcer keeps, for a few seconds, the announcement of the pending sign-in
    // button, which points at that button's progress element after it is gone. The announcement
    // has been read by then; everything else on the page is still checked.
    a11y: { context: { exclude: [['[data-live-announcer]']] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInToDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/^Username or email/, undefined, { timeout: 8000 }),
      'admin@riverside.example',
    );
    await userEvent.type(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
      'Studio-Demo-2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        noSession,
        http.post('/api/v3/auth/token', () =>
          errorResponse(401, 'INVALID_CREDENTIALS', 'Incorrect username or password.'),
        ),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/^Username or email/, undefined, { timeout: 8000 }),
      'admin@riverside.example',
    );
    await userEvent.type(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
      'wrong-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The username or password is incorrect.'),
    );
    await expect(canvas.getByLabelText(/^Username or email/)).toHaveValue(
      'admin@riverside.example',
    );
  },
};

const customer = fixture('Customer');
const customerPath = `/api/v3/customers/${customer.uuid}`;

/**
 * The organisation's answers after the session's own read: the dashboard's reads get `answers`
 * in order, the last one repeating. Every session start (the page-load token refresh) starts the
 * count again, so a story rendered twice still gives its session a good first read.
 */
function dashboardReads(...answers: (() => Response | Promise<Response>)[]) {
  let reads = 0;
  return [
    http.post('/api/v3/auth/token', () => {
      reads = 0;
      return undefined;
    }),
    http.get(customerPath, () => {
      reads += 1;
      if (reads === 1) return HttpResponse.json(customer);
      return (answers[reads - 2] ?? answers.at(-1))?.();
    }),
  ];
}

const signedInAs = (roles: Role[]) =>
  http.get('/api/v2/users/me', () => HttpResponse.json(fixture('CurrentUser', { roles })));

/** A video reviewer types the dashboard's address: the 401 page, inside the shell. */
export const GuardedDirectUrl: Story = {
  parameters: {
    msw: { handlers: [signedInAs(['campusReview']), ...exampleHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not authorized' }, { timeout: 8000 }),
    ).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(navigation).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(within(navigation).getByRole('link', { name: 'Help' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Help' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The dashboard's read fails with a 500: the fallback inside the shell; Retry reads again. */
export const DashboardLoadFailsThenRetries: Story = {
  parameters: {
    msw: {
      handlers: [
        ...dashboardReads(
          () => errorResponse(500, 'INTERNAL_ERROR', 'Boom.'),
          () => HttpResponse.json(customer),
        ),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Oops!' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The organisation is gone (404): "Resource does not exist." inside the shell. */
export const DashboardRecordMissing: Story = {
  parameters: {
    msw: {
      handlers: [
        ...dashboardReads(() => errorResponse(404, 'NOT_FOUND', 'No such organisation.')),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Resource does not exist.' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

/** The organisation read is refused (403): the 401 page inside the shell. */
export const DashboardRecordForbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        ...dashboardReads(() => errorResponse(403, 'FORBIDDEN', 'Not allowed.')),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not authorized' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

/** The dashboard's read has not answered yet: the labelled progress bar inside the shell. */
export const DashboardPending: Story = {
  parameters: {
    msw: {
      handlers: [
        ...dashboardReads(async () => {
          await delay('infinite');
          return HttpResponse.json(customer);
        }),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading page…' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};
