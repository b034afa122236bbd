import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { ErrorFallbackView } from './ErrorFallbackView';
import { NotAuthorizedView } from './NotAuthorizedView';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Studio/Errors',
  component: ErrorFallbackView,
  decorators: [withStudioI18n],
  args: { isSupportedBrowser: true, onRetry: fn() },
} satisfies Meta<typeof ErrorFallbackView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const UnsupportedBrowser: Story = {
  args: { isSupportedBrowser: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Unsupported Browser Detected' }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <NotFoundView />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
  },
};

export const NotAuthorized: Story = {
  render: () => <NotAuthorizedView />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Not authorized' }),
    ).toBeVisible();
  },
};
