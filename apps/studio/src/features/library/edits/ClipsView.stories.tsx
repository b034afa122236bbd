import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoClips } from './edit-fixtures';
import { ClipsView } from './ClipsView';

const meta = {
  title: 'Studio/Library/ClipsView',
  component: ClipsView,
  decorators: [withStudioI18n],
  args: { clips: demoClips, hasMore: false, isLoadingMore: false, onLoadMore: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ClipsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Clips' });
    const hope = within(table).getByRole('row', { name: /Hope is a person/ });
    await expect(hope).toHaveTextContent('00:12:02.000 to 00:13:05.000');
    await expect(hope).toHaveTextContent('Vertical 9:16 (Reels)');
    await expect(hope).toHaveTextContent('Ready');
    await expect(within(table).getByRole('row', { name: /Welcome/ })).toHaveTextContent(
      'Transcoding',
    );
  },
};

export const Loading: Story = {
  args: { clips: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading clips…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { clips: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No clips yet' }),
    ).toBeVisible();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
