import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { NewsWidgetView } from './NewsWidgetView';

const meta = {
  title: 'Studio/Dashboard/NewsWidgetView',
  component: NewsWidgetView,
  decorators: [withStudioI18n],
  args: {
    items: [
      {
        id: 'news-1',
        title: 'Sites: a public page for your live stream and playlists',
        url: 'https://studio.example/news/sites',
        publishedAt: '2026-11-22T10:00:00Z',
      },
      {
        id: 'news-2',
        title: 'Studio AI now writes discussion questions',
        url: 'https://studio.example/news/studio-ai-questions',
        publishedAt: '2026-11-10T15:00:00Z',
      },
    ],
    failed: false,
    onRetry: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof NewsWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'News' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Studio AI now writes discussion questions' }),
    ).toHaveAttribute('href', 'https://studio.example/news/studio-ai-questions');
  },
};

export const Loading: Story = { args: { items: null } };

export const Empty: Story = { args: { items: [] } };

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load the news again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
