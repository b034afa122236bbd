import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Toolbar, ToolbarSeparator } from './Toolbar';
import { Button } from '../Button';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Components/Toolbar',
  component: Toolbar,
  args: {
    'aria-label': 'Video actions',
    children: (
      <>
        <Button onPress={onEdit}>Edit</Button>
        <Button>Trim</Button>
        <Button>Download</Button>
        <ToolbarSeparator />
        <Button variant="danger" onPress={onDelete}>
          Delete
        </Button>
      </>
    ),
  },
  beforeEach: () => {
    onEdit.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Video actions' })).toBeInTheDocument();
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Trim' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    // One Tab stop for the whole toolbar: Tab leaves it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).not.toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Trim' })).toHaveFocus();
  },
};

export const DisabledItem: Story = {
  args: {
    children: (
      <>
        <Button>Edit</Button>
        <Button isDisabled>Trim</Button>
        <Button>Download</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Disabled controls are skipped.
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    children: (
      <>
        <Button>Add to a rolling playlist</Button>
        <Button>Generate subtitles and a transcript</Button>
        <Button>Create a clip for social networks</Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    'aria-label': 'Acciones del vídeo',
    children: (
      <>
        <Button>Editar</Button>
        <Button>Recortar</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Acciones del vídeo' })).toBeInTheDocument();
  },
};
