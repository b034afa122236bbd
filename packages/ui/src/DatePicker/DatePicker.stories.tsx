import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { parseDate, parseZonedDateTime } from '@internationalized/date';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Air date', defaultValue: parseDate('2026-03-12'), onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Air date' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Friday, March 20, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-20'));
    // Picking a day closes the popover and returns focus to the field.
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).queryByRole('dialog'),
      ).not.toBeInTheDocument(),
    );
  },
};

export const TypeWithKeyboard: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/ })).toHaveFocus();
    await userEvent.keyboard('04072026');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-04-07'));
  },
};

export const OpenWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: /Thursday, March 12, 2026/ }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-13'));
  },
};

export const DateAndTime: Story = {
  args: {
    label: 'Event start',
    defaultValue: parseZonedDateTime('2026-03-12T18:30[America/Chicago]'),
    granularity: 'minute',
    hourCycle: 24,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /hour/ })).toHaveAttribute(
      'aria-valuetext',
      '18',
    );
  },
};

export const Invalid: Story = {
  args: {
    minValue: parseDate('2026-04-01'),
    isInvalid: true,
    errorMessage: 'The air date cannot be before 1 April 2026.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The air date cannot be before 1 April 2026.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Air date' })).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to viewers in the library.', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shown to viewers in the library.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Date on which the recording was first broadcast to viewers of the web channel',
    description:
      'Used to sort the library by air date; it does not change when the video is trimmed or re-uploaded.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Fecha de emisión' },
  play: async ({ canvas }) => {
    // Spanish orders the segments day, month, year, and names the button in Spanish.
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments[0]).toHaveAccessibleName(/día/);
    await expect(canvas.getByRole('button', { name: /Calendario/ })).toBeInTheDocument();
  },
};
