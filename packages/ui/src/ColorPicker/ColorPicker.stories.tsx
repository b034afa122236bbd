import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ColorPicker } from './ColorPicker';

const meta = {
  title: 'Components/ColorPicker',
  component: ColorPicker,
  args: {
    label: 'Control colour',
    hexFieldLabel: 'Hex',
    defaultValue: '#1f58c2',
    onChange: fn(),
  },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // The button reads its label and the current colour.
    const trigger = canvas.getByRole('button', { name: 'Control colour #1f58c2' });
    await userEvent.click(trigger);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Control colour' });
    const hex = within(dialog).getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#d6195f{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#d6195f');
    await expect(trigger).toHaveTextContent('#d6195f');
  },
};

export const KeyboardAdjust: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /^Control colour/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Control colour' });
    await waitFor(() => expect(dialog).toHaveFocus());
    // The first stop inside is the colour area; arrows move its thumb.
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('type', 'range');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Presets: Story = {
  args: {
    presets: ['#1f58c2', '#177245', '#d6195f', '#151920'],
    presetsLabel: 'Suggested colours',
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Control colour/ }));
    const page = within(canvasElement.ownerDocument.body);
    const presets = await page.findByRole('listbox', { name: 'Suggested colours' });
    const options = within(presets).getAllByRole('option');
    await expect(options).toHaveLength(4);
    const green = options[1];
    if (!green) throw new Error('Four presets are listed');
    await userEvent.click(green);
    await expect(args.onChange).toHaveBeenLastCalledWith('#177245');
  },
};

export const Controlled: Story = {
  args: { value: '#177245' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Control colour/ })).toHaveTextContent(
      '#177245',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Used for the play button, progress bar and volume of the player.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Used for the play button, progress bar and volume of the player.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Control colour/ }),
    ).toHaveAccessibleDescription(
      'Used for the play button, progress bar and volume of the player.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Control colour/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Colour of the player controls, the progress bar and the call-to-action button for viewers',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Color de los controles', hexFieldLabel: 'Hexadecimal' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Color de los controles/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Color de los controles',
    });
    await expect(within(dialog).getByRole('textbox', { name: 'Hexadecimal' })).toBeInTheDocument();
  },
};
