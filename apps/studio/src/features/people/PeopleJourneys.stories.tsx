import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { capabilitiesForRoles } from '@studio/domain';
import { errorResponse, exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../storybook/StudioApp';
import { demoApiClients } from './api-access/fixtures';
import { demoInvites, demoUsers } from './users/fixtures';

const api = mockHttp();
const lists = [
  // The server filters; so does the mock, by the status the studio asks for.
  api.v3.get('/customers/{customerId}/users', ({ query, response }) => {
    const status = query.get('status');
    return response(200).json(
      status ? demoUsers.filter((user) => user.accountStatus === status) : demoUsers,
    );
  }),
  api.v3.get('/customers/{customerId}/userinvites', ({ response }) =>
    response(200).json(demoInvites),
  ),
  api.v3.get('/customers/{customerId}/clients', ({ response }) =>
    response(200).json(demoApiClients),
  ),
];

/** Riverside's admin with the capabilities its role grants (API clients included). */
const admin = http.get('/api/v2/users/me', () =>
  HttpResponse.json(
    fixture('CurrentUser', {
      roles: ['customerAdmin'],
      capabilities: capabilitiesForRoles(['customerAdmin']),
    }),
  ),
);

/** Nobody signed in: the page-load refresh has no cookie to use. */
const noSession = http.post('/api/v3/auth/token', async ({ request }) => {
  const body = (await request.clone().json()) as { grant_type?: string };
  if (body.grant_type === 'refresh_token_cookie') {
    return HttpResponse.json([{ code: 'INVALID_REFRESH_TOKEN', message: 'No refresh token.' }], {
      status: 401,
    });
  }
  return undefined;
});

/** Users, invitations and API access inside the whole studio (MSW). */
const meta = {
  title: 'Studio/People/Journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [admin, ...lists, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** From the hub to the users, filtered by status, and the pending invitations below. */
export const HubToUsers: Story = {
  render: () => <StudioApp path="/settings" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Open Users' }, timeout));
    await expect(
      await canvas.findByRole('rowheader', { name: 'Tom Okafor' }, timeout),
    ).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Account status' }),
      'unverified',
    );
    // The server's answer for unverified accounts replaces the list.
    await expect(
      await canvas.findByRole('rowheader', { name: 'Priya Natarajan' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Tom Okafor' })).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Invitations' })).toHaveTextContent(
      'camera.two@riverside.example',
    );
  },
};

/** The Event Admin typing the address sees the 401 page; no user list is read for them. */
export const EventAdminRefused: Story = {
  render: () => <StudioApp path="/settings/users" />,
  parameters: { msw: { handlers: [signedInAs(['eventAdmin']), ...lists, ...exampleHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Not authorized' }, timeout),
    ).toBeVisible();
  },
};

/** 409: the spec's words on the address, what was typed kept. */
export const InvitationAlreadyExists: Story = {
  render: () => <StudioApp path="/settings/users/invite" />,
  parameters: {
    msw: {
      handlers: [
        admin,
        api.v3.post('/customers/{customerId}/userinvites', () =>
          errorResponse(409, 'CONFLICT', 'Invitation already exists for the email'),
        ),
        ...lists,
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /E-mail/ }, timeout);
    await userEvent.type(email, 'volunteer@riverside.example');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Encoder Control' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(
      (await canvas.findAllByText('Invitation already exists for the email', undefined, timeout))
        .length,
    ).toBe(2);
    await expect(email).toHaveValue('volunteer@riverside.example');
  },
};

/** A new client's secret is shown on its page once, ready to copy. */
export const CreateApiClient: Story = {
  render: () => <StudioApp path="/settings/api-access/create" />,
  parameters: {
    msw: {
      handlers: [
        admin,
        api.v3.post('/customers/{customerId}/clients', ({ response }) =>
          response(201).json(
            fixture('ApiClient', {
              name: 'Media script',
              clientSecret: 'Sh0wn-Once-9f2k1q',
              roles: ['onDemandApi'],
            }),
          ),
        ),
        ...lists,
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Name/ }, timeout),
      'Media script',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /On Demand API/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms of use/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Copy the client secret now', undefined, timeout),
    ).toBeVisible();
  },
};

/** Signed out, a revoked invitation's link says so. */
export const RevokedInvitationLink: Story = {
  render: () => <StudioApp path="/userinvites/3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e07/accept" />,
  parameters: {
    msw: {
      handlers: [
        noSession,
        api.v3.post('/userinvites/{id}/accept', () =>
          errorResponse(410, 'GONE', 'The invitation was revoked.'),
        ),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /First name/ }, timeout),
      'Sam',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Ortega');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /E-mail/ }),
      'volunteer@riverside.example',
    );
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Volunteer-2026');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Volunteer-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Join and sign in' }));
    await expect(
      await canvas.findByText('This invitation no longer works', undefined, timeout),
    ).toBeVisible();
  },
};

/** Signed out, an expired verification link: the spec's message and a resend. */
export const ExpiredVerificationLink: Story = {
  render: () => <StudioApp path="/verify-email/9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a" />,
  parameters: {
    msw: {
      handlers: [
        noSession,
        api.v3.post('/users/verifyemail', () =>
          errorResponse(
            410,
            'GONE',
            'Unable to verify token: Verify new username token has expired',
          ),
        ),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Unable to verify token: Verify new username token has expired',
        undefined,
        timeout,
      ),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /E-mail/ }),
      'volunteer@riverside.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }));
    await expect(await canvas.findByRole('status', undefined, timeout)).toHaveTextContent(
      'a new link is on its way',
    );
  },
};
