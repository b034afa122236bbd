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
