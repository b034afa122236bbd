import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ERROR_MESSAGES } from '@studio/domain';
import { errorResponse, exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../storybook/StudioApp';
import { demoChoices } from './destination-groups/fixtures';
import { demoDestinationGroups } from './destination-groups/DestinationGroupsView.stories';
import { demoQrClickOverlays } from './qr-click-overlays/QrClickOverlaysView.stories';
import { demoRtmpDestinations } from './rtmp-destinations/RtmpDestinationsView.stories';

const api = mockHttp();
const lists = [
  api.v3.get('/customers/{customerId}/rtmp/destination', ({ response }) =>
    response(200).json(demoRtmpDestinations),
  ),
  api.v3.get('/customers/{customerId}/qrclickoverlays', ({ response }) =>
    response(200).json(demoQrClickOverlays),
  ),
  api.v3.get('/customers/{customerId}/destinationgroups', ({ response }) =>
    response(200).json(demoDestinationGroups),
  ),
  api.v3.get('/customers/{customerId}/destinationgroups/choices', ({ response }) =>
    response(200).json(demoChoices),
  ),
];

/**
 * The organisation of the contract's example on Live Web Starter without a multisite plan: no
 * plan of it includes RTMP streams, so no RTMP subscription.
 */
const starterPlans = api.v3.get('/customers/{customerId}', ({ response }) =>
  response(200).json(
    fixture('Customer', {
      webPlanId: 'live-web-starter',
      webPlanName: 'Live Web Starter',
      multisitePlanId: null,
      multisitePlanName: null,
    }),
  ),
);

/** RTMP destinations, QRclick overlays and destination groups inside the whole studio (MSW). */
const meta = {
  title: 'Studio/Settings/Destinations journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...lists, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** From the hub to the RTMP destinations, whose keys are masked. */
export const HubToRtmpDestinations: Story = {
  render: () => <StudioApp path="/settings" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Open RTMP destinations' }, timeout),
    );
    await expect(
      await canvas.findByRole('rowheader', { name: 'Vimeo backup' }, timeout),
    ).toBeVisible();
    await expect(canvas.getByText('Hidden, ends in 7f3a')).toBeInTheDocument();
  },
};

/**
 * Without an RTMP subscription (Live Web Starter): the hub offers QRclick overlays but no RTMP
 * destinations, and their address shows the 401 page.
 */
export const RtmpWithoutSubscription: Story = {
  render: () => <StudioApp path="/settings" />,
  parameters: { msw: { handlers: [starterPlans, ...lists, ...exampleHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Open QRclick overlays' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open RTMP destinations' })).toBeNull();
  },
};

/** A QRclick overlay another organisation owns, or one removed meanwhile. */
export const QrClickOverlayMissing: Story = {
  render: () => (
    <StudioApp path={`/settings/qr-click-overlays/${fixture('QrClickOverlay').uuid}`} />
  ),
  parameters: {
    msw: {
      handlers: [
        api.v3.get('/customers/{customerId}/qrclickoverlays/{id}', () =>
          errorResponse(404, 'NOT_FOUND', 'Resource does not exist.'),
        ),
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Resource does not exist.' },
        timeout,
      ),
    ).toBeVisible();
  },
};

/** Event Admin: the groups without a create link; the typed address is refused in the spec's words. */
export const EventAdminCannotCreateGroups: Story = {
  render: () => <StudioApp path="/settings/destination-groups/create" />,
  parameters: {
    msw: {
      handlers: [
        signedInAs(['eventAdmin']),
        api.v3.post('/customers/{customerId}/destinationgroups', () =>
          errorResponse(403, 'FORBIDDEN', ERROR_MESSAGES.destinationGroupAdminRequired),
        ),
        ...lists,
        ...exampleHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Name/ }, timeout);
    await userEvent.type(name, 'Youth night');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      (
        await canvas.findAllByText(
          'Creating a destination group needs Admin permission.',
          undefined,
          timeout,
        )
      )[0],
    ).toBeVisible();
    await expect(name).toHaveValue('Youth night');
  },
};

/** The QRclick list's first read fails: the fallback inside the shell; Retry reads again. */
export const QrClickListFailsThenRetries: Story = {
  render: () => <StudioApp path="/settings/qr-click-overlays" />,
  parameters: {
    msw: {
      handlers: (() => {
        let reads = 0;
        return [
          api.v3.get('/customers/{customerId}/qrclickoverlays', ({ response }) => {
            reads += 1;
            return reads === 1
              ? errorResponse(500, 'INTERNAL_ERROR', 'Boom.')
              : response(200).json(demoQrClickOverlays);
          }),
          ...exampleHandlers(),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, timeout));
    await expect(
      await canvas.findByRole('rowheader', { name: 'Give online' }, timeout),
    ).toBeVisible();
  },
};
