import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: {
    label: 'Pre-event buffer',
    defaultValue: 30,
    minValue: 0,
    maxValue: 60,
    step: 5,
    onChange: fn(),
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Pre-event buffer' });
    await expect(slider).toHaveValue('30');
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(35);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const slider = canvas.getByRole('slider', { name: 'Pre-event buffer' });
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(60);
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByText('0')).toBeInTheDocument();
  },
};

export const Formatted: Story = {
  args: {
    label: 'Stream delay',
    defaultValue: 0.25,
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Stream delay' })).toHaveAttribute(
      'aria-valuetext',
      '25%',
    );
  },
};

export const Range: Story = {
  render: (args) => (
    <Slider<number[]>
      label="Duration filter"
      thumbLabels={['Shortest', 'Longest']}
      defaultValue={[5, 30]}
      minValue={0}
      maxValue={120}
      onChange={args.onChange}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const [shortest, longest] = canvas.getAllByRole('slider');
    await expect(shortest).toHaveAccessibleName(/Shortest/);
    await expect(longest).toHaveAccessibleName(/Longest/);
    await userEvent.tab();
    await userEvent.tab();
    await expect(longest).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith([5, 31]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Pre-event buffer' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Minutes of buffer before the event starts, during which the encoder streams but viewers see nothing',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Retardo',
    defaultValue: 0.25,
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvas }) => {
    // Spanish puts a no-break space before the percent sign.
    await expect(
      canvas.getByRole('slider', { name: 'Retardo' }).getAttribute('aria-valuetext'),
    ).toMatch(/^25\s%$/);
  },
};
