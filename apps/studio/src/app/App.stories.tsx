import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryRouter } from 'react-router';
import { HttpResponse, http } from 'msw';
import { errorResponse, exampleHandlers } from '@studio/api/mocks';
import { App } from './App';
import { createStudioRuntime } from './runtime';
import { createI18n } from '../i18n';

/**
 * The whole studio on the contract's example answers (MSW): the real runtime, session machine and
 * client, with a memory router so the Storybook frame's own URL is left alone.
 */
function renderStudio() {
  const runtime = createStudioRuntime();
  runtime.session.start();
  return (
    <App
      runtime={runtime}
      i18n={createI18n('en')}
      createRouter={(routes) => createMemoryRouter(routes, { initialEntries: ['/'] })}
    />
  );
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
  render: renderStudio,
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
