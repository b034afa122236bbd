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

const onClearFilters = fn();

export const LongText: Story = {
  args: {
    title:
      'No results for “Sunday Service with the Combined Choirs and the Annual Members Meeting”',
    description:
      'No event, recording or playlist in Riverside Community Church and Family Life Centre matches this title. Try fewer words, another campus, or clear the filters for date, status and web channel.',
    headingLevel: 3,
    actions: <Button onPress={onClearFilters}>Clear all filters and show every event</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement, userEvent }) => {
    onClearFilters.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 3, name: /^No results for “Sunday Service/ }),
    ).toBeVisible();
    // The long text wraps inside the narrow column instead of widening it.
    const root = canvasElement.querySelector('.studio-EmptyState') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Clear all filters and show every event' }),
    );
    await expect(onClearFilters).toHaveBeenCalledTimes(1);
  },
};

const onSchedule = fn();

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Todavía no hay eventos',
    description: 'Programa tu primer evento en directo para verlo aquí.',
    actions: (
      <Button variant="primary" onPress={onSchedule}>
        Programar un evento
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onSchedule.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Todavía no hay eventos' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Programar un evento' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSchedule).toHaveBeenCalledTimes(1);
  },
};
