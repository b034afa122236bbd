import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStudioI18n } from '../../storybook/withStudio';
import { demoLibraryItems } from './library-fixtures';
import { formValuesOf } from './media-item-form';
import { MediaItemView } from './MediaItemView';

const item = demoLibraryItems[0]!;

const meta = {
  title: 'Studio/Library/MediaItemView',
  component: MediaItemView,
  decorators: [withStudioI18n],
  args: {
    item,
    player: null,
    canEdit: true,
    canDelete: true,
    canDownload: true,
    values: formValuesOf(item),
    fieldErrors: {},
    formError: null,
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
    thumbnail: { kind: 'idle' },
    onThumbnailChosen: fn(),
    isPreparingDownload: false,
    onDownload: fn(),
    onDelete: fn(async () => undefined),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof MediaItemView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), '!');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const RuleMessages: Story = {
  args: {
    values: { ...formValuesOf(item), title: '' },
    fieldErrors: { title: 'titleRequired', tags: 'tagsMax' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      /Title is required\./,
    );
  },
};

export const DeleteAskedFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

export const ThumbnailRefused: Story = {
  args: { thumbnail: { kind: 'refused', message: 'poster.gif is not a JPG or PNG image.' } },
};

/** Video Review: watches, changes nothing. */
export const ReadOnly: Story = {
  args: { canEdit: false, canDelete: false, canDownload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(
      canvas.getByText('You can watch this video; changing it needs a Media Library role.'),
    ).toBeVisible();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
