import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { VenuesView } from './VenuesView';

/** Riverside's venues as the server seeds them, from the contract's example. */
export const demoVenues = [
  fixture('Venue', {
    uuid: 'd4e6f8a0-2b3c-4d5e-8f6a-7b8c9d0e1f04',
    username: 'venue.chapel',
    licenceType: 'cloud',
    plan: 'Lan+Cloud',
    status: 'offline',
    decoderMode: 'Lan',
    encoderChannelIds: [],
  }),
  fixture('Venue', {
    uuid: 'd4e6f8a0-2b3c-4d5e-8f6a-7b8c9d0e1f02',
    username: 'venue.east',
    status: 'online',
  }),
  fixture('Venue'),
  fixture('Venue', {
    uuid: 'd4e6f8a0-2b3c-4d5e-8f6a-7b8c9d0e1f03',
    username: 'venue.youth',
    licenceType: 'enterprise',
    plan: 'Cloud-Ent',
    decoderMode: 'Lan',
  }),
];

const meta = {
  title: 'Studio/Settings/VenuesView',
  component: VenuesView,
  decorators: [withStudioI18n],
  args: {
    venues: demoVenues,
    availability: fixture('VenueLicenceAvailability').availableVenueLicenses,
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof VenuesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Venues' });
    const chapel = within(table).getByRole('row', { name: /venue.chapel/ });
    await expect(chapel).toHaveTextContent('LAN + Cloud Failover');
    await expect(chapel).toHaveTextContent('Offline');
    await expect(canvas.getByRole('region', { name: 'Licences left' })).toHaveTextContent(
      'Professional2 left',
    );
  },
};

export const Loading: Story = {
  args: { venues: null, availability: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading venues')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { venues: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No venues yet' }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Sedes' }),
    ).toBeVisible();
  },
};
