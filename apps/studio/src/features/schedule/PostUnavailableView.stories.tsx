import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostUnavailableView } from './PostUnavailableView';
import { withStudioI18n } from '../../storybook/withStudio';

/** `/schedule/post/{uuid}`: the server has no scheduled-posts operations yet, and says so. */
const meta = {
  title: 'Studio/Schedule/PostUnavailableView',
  component: PostUnavailableView,
  decorators: [withStudioI18n],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PostUnavailableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAvailableYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Scheduled posts are not available yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: 'Las publicaciones programadas aún no están disponibles',
      }),
    ).toBeVisible();
  },
};
