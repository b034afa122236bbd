import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoAiItem, demoSuggestion, demoUsage } from './studio-ai-fixtures';
import { StudioAiPanelView, suggestedFields } from './StudioAiPanelView';

const meta = {
  title: 'Studio/Library/StudioAiPanelView',
  component: StudioAiPanelView,
  decorators: [withStudioI18n],
  args: {
    item: demoAiItem,
    mode: 'none',
    enrichment: null,
    usage: demoUsage,
    chosen: new Set(),
    busy: null,
    error: null,
    canRequest: true,
    onChoose: fn(),
    onRequest: fn(),
    onApprove: fn(),
    onReject: fn(),
    onRetry: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof StudioAiPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAskedYet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 of 10 videos this month')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask Studio AI' }));
    await expect(args.onRequest).toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  args: { item: { ...demoAiItem, durationSeconds: 3 * 60 * 60 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Studio AI enrichment is only for videos of 2 hours or shorter.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ask Studio AI' })).toBeNull();
  },
};

export const Processing: Story = {
  args: { mode: 'processing', enrichment: { ...demoSuggestion, status: 'processing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /reading the transcript/,
    );
  },
};

export const Failed: Story = {
  args: {
    mode: 'failed',
    enrichment: {
      mediaId: demoSuggestion.mediaId,
      status: 'failed',
      failureReason: 'Studio AI could not finish this video. Try again in a few minutes.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Try again in a few minutes/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask Studio AI again' })).toBeEnabled();
  },
};

export const Review: Story = {
  args: {
    mode: 'review',
    enrichment: demoSuggestion,
    chosen: new Set(suggestedFields(demoSuggestion)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /Suggestions to review/ });
    // Current and suggested side by side.
    const tags = within(table).getByRole('row', { name: /Tags/ });
    await expect(within(tags).getByText('sermon')).toBeVisible();
    await expect(within(tags).getByText('endurance')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use the suggested Title' }));
    await expect(args.onChoose).toHaveBeenCalledWith('title', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply chosen suggestions' }));
    await expect(args.onApprove).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard all suggestions' }));
    await expect(args.onReject).toHaveBeenCalled();
  },
};

export const NothingChosen: Story = {
  args: { mode: 'review', enrichment: demoSuggestion, chosen: new Set() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Apply chosen suggestions' })).toBeDisabled();
  },
};

export const Completed: Story = {
  args: {
    mode: 'completed',
    enrichment: { ...demoSuggestion, status: 'completed' },
    item: {
      ...demoAiItem,
      summary: demoSuggestion.summary ?? null,
      discussionQuestions: demoSuggestion.discussionQuestions ?? [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Applied by Studio AI' })).toBeVisible();
    await expect(canvas.getByText(/shared hope grows stronger/)).toBeVisible();
  },
};

export const BeyondTheAllowance: Story = {
  args: { usage: { ...demoUsage, videosUsed: 12, overageApproved: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 extra videos this month: $12 at $6 each.')).toBeVisible();
  },
};
