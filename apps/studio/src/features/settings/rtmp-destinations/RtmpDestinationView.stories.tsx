import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { RtmpDestinationView } from './RtmpDestinationView';

const meta = {
  title: 'Studio/Settings/RtmpDestinationView',
  component: RtmpDestinationView,
  decorators: [withStudioI18n],
  args: { destination: fixture('RtmpDestination'), onDelete: fn(async () => undefined) },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof RtmpDestinationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vimeo backup' })).toBeVisible();
    await expect(canvas.getByText('Hidden, ends in 7f3a')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/settings/rtmp-destinations/7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01/edit',
    );
  },
};

export const ShortKeyNoViewUrl: Story = {
  args: {
    destination: fixture('RtmpDestination', { streamKeyEnding: null, viewUrl: null }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hidden')).toBeInTheDocument();
    await expect(canvas.getByText('None')).toBeVisible();
  },
};

/** Delete asks first, Cancel focused; confirming calls the page's delete. */
export const DeleteAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete Vimeo backup?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Clave de transmisión')).toBeVisible();
  },
};
