import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { Button } from '../Button';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No events yet', description: 'Schedule your first live event to see it here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No events yet' }),
    ).toBeInTheDocument();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    illustration: (
      <svg
        width="48"
        height="48"
        viewBox="0 0 48 48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="6" y="10" width="36" height="28" rx="4" />
        <path d="M20 19l10 5-10 5z" />
      </svg>
    ),
    actions: (
      <Button variant="primary" onPress={onCreate}>
        Schedule event
      </Button>
    ),
  },
  play: async ({ userEvent }) => {
    onCreate.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const NoSearchResults: Story = {
  args: {
    title: 'No results for “xyz”',
    description: 'Try another title or clear the filters.',
    headingLevel: 3,
  },
};
