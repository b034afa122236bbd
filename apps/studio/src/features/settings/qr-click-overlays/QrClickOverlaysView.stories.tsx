import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { QrClickOverlaysView } from './QrClickOverlaysView';

const overlayId = (last: number) => `9e1a3c54-7f8b-4dae-8a4c-6b8d0f2b4d0${last}`;

/** The demo organisation's overlays (the server's seed), from the contract's example. */
export const demoQrClickOverlays = [
  fixture('QrClickOverlay'),
  fixture('QrClickOverlay', {
    uuid: overlayId(2),
    name: 'Give online',
    url: 'https://give.riverside.example/?fund=general&utm_source=qrclick',
    customLabel: 'Give',
    openingBehaviour: 'auto_open',
    type: 'external_link',
  }),
  fixture('QrClickOverlay', {
    uuid: overlayId(3),
    name: 'Prayer request',
    url: 'https://riverside.example/prayer',
    customLabel: null,
  }),
];

const meta = {
  title: 'Studio/Settings/QrClickOverlaysView',
  component: QrClickOverlaysView,
  decorators: [withStudioI18n],
  args: { overlays: demoQrClickOverlays, hasMore: false, isLoadingMore: false, onLoadMore: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof QrClickOverlaysView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'QRclick overlays' });
    const give = within(table).getByRole('row', { name: /Give online/ });
    await expect(give).toHaveTextContent('External link');
    await expect(give).toHaveTextContent('Automatically');
    await expect(within(table).getByRole('row', { name: /Connect card/ })).toHaveTextContent(
      'In-player overlay',
    );
  },
};

export const Loading: Story = {
  args: { overlays: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading QRclick overlays')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { overlays: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No QRclick overlays yet' }),
    ).toBeVisible();
  },
};

export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Superposiciones QRclick' }),
    ).toBeVisible();
  },
};
