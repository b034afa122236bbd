import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Playout',
    onChange: fn(),
    children: [
      <Radio key="realtime" value="realtime">
        Realtime
      </Radio>,
      <Radio key="faster" value="faster">
        Faster than realtime
      </Radio>,
      <Radio key="replay" value="replay">
        Faster than realtime for the next scheduled replay
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'realtime' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Playout' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Faster than realtime' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('faster');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'realtime' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Realtime' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Faster than realtime' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('replay');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose how the video plays.', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose how the video plays.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'realtime' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const WithDescription: Story = {
  args: { description: 'Realtime is the default.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Realtime is the default.',
    );
  },
};

/** Long option labels wrap beside their circle instead of widening the form. */
export const LongText: Story = {
  args: {
    label: 'How the recording plays when the scheduled replay of the live event starts',
    description:
      'Faster than realtime uses more of the encoder and can drop frames on slow connections.',
    defaultValue: 'realtime',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas, userEvent, args }) => {
    const longest = canvas.getByRole('radio', {
      name: 'Faster than realtime for the next scheduled replay',
    });
    // The label wraps: the whole text stays inside the 280px column and stays clickable.
    const group = canvas.getByRole('radiogroup');
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await userEvent.click(canvas.getByText('Faster than realtime for the next scheduled replay'));
    await expect(longest).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('replay');
  },
};

/** Labels as the studio passes them in Spanish; the radios themselves speak no text of their own. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Reproducción',
    description: 'Tiempo real es la opción predeterminada.',
    isRequired: true,
    children: [
      <Radio key="realtime" value="realtime">
        Tiempo real
      </Radio>,
      <Radio key="faster" value="faster">
        Más rápido que el tiempo real
      </Radio>,
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Reproducción' });
    await expect(group).toHaveAccessibleDescription('Tiempo real es la opción predeterminada.');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Tiempo real' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('faster');
  },
};
