import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { DestinationGroupView } from './DestinationGroupView';
import { demoChoices } from './fixtures';

const meta = {
  title: 'Studio/Settings/DestinationGroupView',
  component: DestinationGroupView,
  decorators: [withStudioI18n],
  args: {
    group: fixture('DestinationGroup'),
    choices: demoChoices,
    onDelete: fn(async () => undefined),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof DestinationGroupView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sunday Everywhere' }),
    ).toBeVisible();
    await expect(canvas.getByText('Main sanctuary')).toBeVisible();
    await expect(canvas.getByText('Vimeo backup')).toBeVisible();
    await expect(canvas.getByText('Facebook: 104233118812345')).toBeVisible();
  },
};

export const CrossRegion: Story = {
  args: {
    group: fixture('DestinationGroup', {
      webEventProfileId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The channels are in different regions'),
    ).toBeVisible();
  },
};

export const RemovedChannel: Story = {
  args: {
    group: fixture('DestinationGroup', {
      webEventProfileId: null,
      rtmpDestinationIds: ['7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b09'],
      crossposts: [],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No longer available')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete Sunday Everywhere?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
