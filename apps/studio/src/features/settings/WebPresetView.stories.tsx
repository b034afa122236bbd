import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../storybook/withStudio';
import { WebPresetView } from './WebPresetView';

const meta = {
  title: 'Studio/Settings/WebPresetView',
  component: WebPresetView,
  decorators: [withStudioI18n],
  args: { preset: fixture('WebPreset'), onDelete: fn(() => Promise.resolve()) },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof WebPresetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Spanish translation' }),
    ).toBeVisible();
    await expect(canvas.getByText('Left audio channel').nextElementSibling).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/settings/web-presets/5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d01/edit',
    );
  },
};

/** Delete asks first; Cancel (focused first, the safe choice) deletes nothing. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole(
      'alertdialog',
      { name: 'Delete Spanish translation?' },
      // The dialog's code arrives on first use (or when the page is idle).
      { timeout: 5000 },
    );
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const again = await page.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** The delete failed (the page announces it): the dialog stays open for another try. */
export const DeleteFails: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled(),
    );
    await expect(page.getByRole('alertdialog')).toBeVisible();
  },
};

export const AudioOnly: Story = {
  args: {
    preset: fixture('WebPreset', {
      name: 'Radio simulcast (audio only)',
      videoChannel: 0,
      leftAudioChannel: 1,
      rightAudioChannel: 2,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Encoder video channel').nextElementSibling).toHaveTextContent(
      'None',
    );
  },
};

export const LongName: Story = {
  args: {
    preset: fixture('WebPreset', {
      name: 'Sunday morning worship with Spanish and ASL translation',
      deinterlace: true,
    }),
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Eliminar' })).toBeVisible();
    await expect(canvas.getByText('Desentrelazar a progresivo')).toBeVisible();
  },
};
