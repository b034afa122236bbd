import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Time } from '@internationalized/date';
import { TimeField } from './TimeField';

const meta = {
  title: 'Components/TimeField',
  component: TimeField,
  args: { label: 'Start time', defaultValue: new Time(18, 30), onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const hour = canvas.getByRole('spinbutton', { name: /hour/ });
    // 24-hour clock: no AM/PM segment.
    await expect(hour).toHaveAttribute('aria-valuetext', '18');
    await expect(canvas.queryByRole('spinbutton', { name: /AM\/PM/ })).not.toBeInTheDocument();
  },
};

export const TypeWithKeyboard: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /hour/ })).toHaveFocus();
    await userEvent.keyboard('2145');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(21, 45));
  },
};

export const StepWithArrows: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /hour/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(19, 30));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(19, 29));
  },
};

export const TwelveHour: Story = {
  args: { hourCycle: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /hour/ })).toHaveAttribute(
      'aria-valuetext',
      '6 PM',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Events cannot start before 06:00.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Events cannot start before 06:00.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /hour/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Time of day at which the recurring event starts, in the time zone of the organisation',
    description: 'Europe/Madrid',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Hora de inicio' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /hora/ })).toHaveAttribute(
      'aria-valuetext',
      '18',
    );
  },
};
