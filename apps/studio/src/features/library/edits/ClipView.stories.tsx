import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { demoClips } from './edit-fixtures';
import { ClipView } from './ClipView';

const clip = demoClips[0]!;

/** `/media/clips/{uuid}`: one clip, for a reader and for someone who manages it. */
const meta = {
  title: 'Studio/Library/ClipView',
  component: ClipView,
  decorators: [withStudioI18n],
  args: { clip, edit: null, onDelete: null },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ClipView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reader: the clip and its videos, nothing to change or post. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: clip.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the source video' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Post to social media' })).toBeNull();
  },
};

/** Someone who manages social media posts the clip from here (the post form, starting from it). */
export const CanPost: Story = {
  args: { canPost: true, onDelete: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Post to social media' })).toHaveAttribute(
      'href',
      `/media/clip-post-social/${clip.uuid}`,
    );
    await expect(await canvas.findByRole('button', { name: 'Delete clip' })).toBeVisible();
  },
};

export const Spanish: Story = { args: { canPost: true }, globals: { locale: 'es' } };
