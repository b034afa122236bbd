import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoChannelUsers, demoEncoderChannels, demoRegions } from './channel-fixtures';
import { EncoderChannelView } from './EncoderChannelView';
import { withStudioI18n } from '../../../storybook/withStudio';

const youth = demoEncoderChannels[3]!;

const meta = {
  title: 'Studio/Settings/EncoderChannelView',
  component: EncoderChannelView,
  decorators: [withStudioI18n],
  args: {
    channel: youth,
    regions: demoRegions,
    users: demoChannelUsers.slice(0, 2),
    onDelete: fn(async () => undefined),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EncoderChannelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUsers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Youth Ministry' })).toBeVisible();
    await expect(canvas.getByText('14 days')).toBeVisible();
    await expect(canvas.getByText('Marcus Bell (events@riverside.example)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/settings/encoder-channels/${youth.uuid}/edit`,
    );
  },
};

export const NoUsersGiven: Story = {
  args: { channel: demoEncoderChannels[1]!, users: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No one has been given this channel/)).toBeVisible();
    await expect(canvas.getByText('Keep')).toBeVisible();
  },
};

/** Delete asks first; Cancel is focused first, and Delete sends the call. */
export const DeleteAskedFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Youth Ministry?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Usuarios' })).toBeVisible();
    await expect(canvas.getByText('14 días')).toBeVisible();
  },
};
