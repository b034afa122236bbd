import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { CueEditorView } from './CueEditorView';
import { demoCues } from './edit-fixtures';

const meta = {
  title: 'Studio/Library/CueEditorView',
  component: CueEditorView,
  decorators: [withStudioI18n],
  args: {
    mode: 'browsing',
    cues: demoCues,
    blinkingCueId: null,
    editingCueId: null,
    draft: { position: '00:00:00.000', name: '', visibility: 'private' },
    error: null,
    canManage: true,
    hasPlayer: true,
    onDraftChange: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onDelete: fn(),
    onSeek: fn(),
    onUseCurrentTime: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof CueEditorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Browsing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Cues' });
    await expect(within(list).getByText('Start of Video')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Go to Sermon starts at 00:12:30.500' }),
    );
    await expect(args.onSeek).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sermon starts' }),
    );
    // The synthetic cue cannot be edited or deleted.
    await expect(canvas.queryByRole('button', { name: 'Delete Start of Video' })).toBeNull();
  },
};

export const Adding: Story = {
  args: {
    mode: 'adding',
    draft: { position: '00:05:00.000', name: 'Worship', visibility: 'shared' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /Name/ }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const NewCueBlinks: Story = {
  args: { blinkingCueId: '6f8b0d21-4e5a-4c7d-8f9a-0b1c2d3e4f01' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const PublicCuesForbidden: Story = {
  args: {
    mode: 'adding',
    draft: { position: '00:05:00.000', name: 'Worship', visibility: 'public' },
    error: 'You do not have permission to create public cues.',
  },
};

export const Editing: Story = {
  args: {
    mode: 'editing',
    editingCueId: '6f8b0d21-4e5a-4c7d-8f9a-0b1c2d3e4f01',
    draft: { position: '00:12:30.500', name: 'Sermon starts', visibility: 'shared' },
  },
};

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add cue' })).toBeNull();
  },
};

export const Loading: Story = { args: { mode: 'loading', cues: [] } };

export const Unavailable: Story = {
  args: { mode: 'unavailable', cues: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Cues are not available for this video yet.'),
    ).toBeVisible();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
