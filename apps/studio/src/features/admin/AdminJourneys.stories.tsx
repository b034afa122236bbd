import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { errorResponse, exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { CAPABILITIES } from '@studio/domain';
import { signedInAs, StudioApp } from '../../storybook/StudioApp';
import { hardwareLookups, RIVERSIDE_ID, STAFF_ORGANISATION_ID } from './fixtures';

/** Dialogs and pages fade in: an element counts as shown once its transition has run. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const api = mockHttp();
const timeout = { timeout: 15_000 };
const DEMO_PASSWORD = 'Studio-Demo-2026';

/**
 * The staff member of the seed, acting in `organisation()`: the switch changes what users/me and
 * the organisation answer, as the server's on-behalf-of token does.
 */
function staffHandlers() {
  let actingIn = STAFF_ORGANISATION_ID;
  const names: Record<string, string> = {
    [STAFF_ORGANISATION_ID]: 'Studio Platform Staff',
    [RIVERSIDE_ID]: 'Riverside Community',
  };
  return [
    http.get('/api/v2/users/me', () =>
      HttpResponse.json(
        fixture('CurrentUser', {
          roles: ['resiAdmin'],
          capabilities: [...CAPABILITIES],
          customerId: actingIn,
          customerName: names[actingIn] ?? 'Studio Platform Staff',
          userName: 'staff@studio.example',
          firstName: 'Jordan',
          lastName: 'Lee',
        }),
      ),
    ),
    api.v3.get('/customers/{customerId}', ({ params, response }) =>
      response(200).json(
        fixture('Customer', {
          uuid: params.customerId,
          name: names[params.customerId] ?? 'Riverside Community',
        }),
      ),
    ),
    api.v1.get('/customers/masterecg/{masterEcg}', ({ params, response }) =>
      params.masterEcg === 'ECG-104233'
        ? response(200).json({ uuid: RIVERSIDE_ID, name: 'Riverside Community' })
        : errorResponse(404, 'NOT_FOUND', 'Resource does not exist.'),
    ),
    http.post('/api/v3/auth/customers/:customerId/token', async ({ request, params }) => {
      const body = (await request.json()) as { password?: string };
      if (body.password !== DEMO_PASSWORD) {
        return errorResponse(401, 'INVALID_CREDENTIALS', 'Incorrect password.');
      }
      actingIn = String(params.customerId);
      return HttpResponse.json({
        access_token: `token-${actingIn}`,
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }),
  ];
}

/** The staff area inside the whole studio, on the contract's answers (MSW). */
const meta = {
  title: 'Studio/Admin/Journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...staffHandlers(), ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Staff search "ecg-104233", open Riverside Community, are refused with a wrong password, switch
 * in with the right one, and the banner says where they act, with the way back.
 */
export const SearchAndSwitch: Story = {
  render: () => <StudioApp path="/admin" />,
  parameters: { msw: { handlers: [...staffHandlers(), ...exampleHandlers()] } },
  play: async ({ canvasElement }) => {
    sessionStorage.removeItem('studio.staff.acting');
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Find an organization' }, timeout);
    await userEvent.type(search, 'ecg-104233{Enter}');
    await shown(await canvas.findByText('Searched by master ECG ECG-104233.', {}, timeout));
    await userEvent.click(canvas.getByRole('link', { name: 'Riverside Community' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Switch to Organization' }, timeout),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Switch to Organization' }, timeout);
    await shown(within(dialog).getByText('Riverside Community'));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expect(await within(dialog).findByRole('alert', {}, timeout)).toHaveTextContent(
      'Incorrect password.',
    );
    const password = within(dialog).getByLabelText(/^Password/);
    await userEvent.clear(password);
    await userEvent.type(password, DEMO_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await shown(await canvas.findByText(/acting as staff inside Riverside Community/, {}, timeout));
    await shown(canvas.getByRole('button', { name: 'Return to Studio Platform Staff' }));
    sessionStorage.removeItem('studio.staff.acting');
  },
};

/** "D1234" is refused on the decoder form before anything is sent. */
export const DecoderSerialRefused: Story = {
  render: () => <StudioApp path="/hardware/create" />,
  parameters: {
    msw: {
      handlers: [
        ...staffHandlers(),
        api.v1.get('/hardwaremodels', ({ response }) =>
          response(200).json([...hardwareLookups.models]),
        ),
        api.v1.get('/hardwarestatuses', ({ response }) =>
          response(200).json([...hardwareLookups.statuses]),
        ),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const serial = await canvas.findByRole('textbox', { name: /^Serial number/ }, timeout);
    await userEvent.type(serial, 'D1234');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Model/ }),
      'D400 Decoder (Decoder)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      (
        await canvas.findAllByText(
          'Decoder serial numbers are D followed by 8 digits, such as D12345678.',
          {},
          timeout,
        )
      ).length,
    ).toBeGreaterThan(0);
    await expect(serial).toHaveValue('D1234');
  },
};

/** An organisation admin opening the staff area by its address sees the 401 page. */
export const OrganisationAdminRefused: Story = {
  render: () => <StudioApp path="/admin/organizations" />,
  parameters: { msw: { handlers: [signedInAs(['customerAdmin']), ...exampleHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByRole('heading', { name: 'Not authorized' }, timeout));
    const navigation = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(navigation).queryByRole('link', { name: 'Admin' })).toBeNull();
  },
};

/** The hardware dashboard's counts, read from its tables. */
export const HardwareDashboard: Story = {
  render: () => <StudioApp path="/hardware-dashboard" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = await canvas.findByRole('figure', { name: 'Units by status' }, timeout);
    await expect(within(figure).getByRole('row', { name: /Stock - New/ })).toHaveTextContent('75');
  },
};

/** Monitoring's panels on the contract's examples. */
export const Monitoring: Story = {
  render: () => <StudioApp path="/monitoring" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByText('1284', {}, timeout));
  },
};
