import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { ClipFormView } from './ClipFormView';

const meta = {
  title: 'Studio/Library/ClipFormView',
  component: ClipFormView,
  decorators: [withStudioI18n],
  args: {
    label: 'Cut a clip',
    values: {
      title: 'Hope is a person',
      description: '',
      start: '00:12:02.000',
      end: '00:13:05.000',
      aspectRatio: '16:9',
    },
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    submitLabel: 'Cut clip',
    pendingLabel: 'Cutting…',
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ClipFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Shape' }), '9:16');
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ aspectRatio: '9:16' }),
    );
    await userEvent.click(canvas.getByRole('textbox', { name: /Title/ }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  args: {
    values: {
      title: 'Blink',
      description: '',
      start: '00:00:01.000',
      end: '00:00:02.000',
      aspectRatio: '16:9',
    },
    fieldErrors: { end: 'A clip lasts 3 seconds to 3 minutes.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('A clip lasts 3 seconds to 3 minutes.'),
    ).toBeVisible();
  },
};

export const TitleAndDescriptionRefused: Story = {
  args: {
    values: {
      title: '',
      description: '<b>bold</b>',
      start: '00:00:01.000',
      end: '00:00:12.000',
      aspectRatio: '16:9',
    },
    fieldErrors: {
      title: 'Title is required.',
      description: 'The description cannot contain < or >.',
    },
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { submitLabel: 'Cortar clip', pendingLabel: 'Cortando…', label: 'Cortar un clip' },
};
