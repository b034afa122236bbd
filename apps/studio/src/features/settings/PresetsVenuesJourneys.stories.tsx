import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleHandlers, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../storybook/StudioApp';
import { demoEncoderPresets } from './encoder-presets/EncoderPresetsView.stories';
import { demoVenues } from './venues/VenuesView.stories';

const api = mockHttp();
const presetsAnswer = api.v3.get('/customers/{customerId}/encoderprofiles', ({ response }) =>
  response(200).json(demoEncoderPresets),
);
const venuesAnswer = api.v3.get('/customers/{customerId}/venues', ({ response }) =>
  response(200).json(demoVenues),
);

/** Encoder presets and venues inside the whole studio, on the contract's answers (MSW). */
const meta = {
  title: 'Studio/Settings/Presets and venues journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [presetsAnswer, venuesAnswer, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** The admin (on a multisite plan) opens the venues. */
export const AdminOpensVenues: Story = {
  render: () => <StudioApp path="/settings/venues" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('rowheader', { name: 'venue.chapel' }, timeout),
    ).toBeVisible();
  },
};

/** Encoder Control edits presets but has no Venues card, and the address shows the 401 page. */
export const EncoderControlSeesNoVenues: Story = {
  render: () => <StudioApp path="/settings" />,
  parameters: {
    msw: {
      handlers: [signedInAs(['controlEncoder']), presetsAnswer, venuesAnswer, ...exampleHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Open Encoder presets' }, timeout),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open Venues' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Open Encoder presets' }));
    await expect(
      await canvas.findByRole('rowheader', { name: '720p30 3 Mbps' }, timeout),
    ).toBeVisible();
  },
};

export const EncoderControlVenuesAddress: Story = {
  render: () => <StudioApp path="/settings/venues" />,
  parameters: {
    msw: {
      handlers: [signedInAs(['controlEncoder']), presetsAnswer, venuesAnswer, ...exampleHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Not authorized' }, timeout),
    ).toBeVisible();
  },
};
