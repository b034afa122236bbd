import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Key } from 'react-aria-components';
import { TagGroup, type TagItem } from './TagGroup';

const facets: TagItem[] = [
  { id: 'sermon', label: 'sermon', count: 128 },
  { id: 'worship', label: 'worship', count: 64 },
  { id: 'youth', label: 'youth', count: 12_400 },
];

const meta = {
  title: 'Components/TagGroup',
  component: TagGroup,
  args: { label: 'Tags', items: facets, selectionMode: 'multiple', onSelectionChange: fn() },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // react-aria builds the collection in a first pass, so wait for the rendered tags.
    const grid = await canvas.findByRole('grid', { name: 'Tags' });
    await expect(grid).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: /youth/ })).toHaveTextContent('12K');
    await userEvent.click(canvas.getByRole('row', { name: /sermon/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('row', { name: /sermon/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('row', { name: /worship/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sermon = await canvas.findByRole('row', { name: /sermon/ });
    await userEvent.tab();
    await expect(sermon).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: /worship/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('row', { name: /worship/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

function RemovableTags() {
  const [tags, setTags] = useState<TagItem[]>([
    { id: 'easter', label: 'easter' },
    { id: 'choir', label: 'choir' },
    { id: 'baptism', label: 'baptism' },
  ]);
  return (
    <TagGroup
      label="Video tags"
      items={tags}
      emptyText="No tags yet"
      onRemove={(keys: Set<Key>) =>
        setTags((current) => current.filter((tag) => !keys.has(tag.id)))
      }
    />
  );
}

export const Removable: Story = {
  render: () => <RemovableTags />,
  play: async ({ canvas, userEvent }) => {
    const removeButtons = await canvas.findAllByRole('button', { name: /Remove/ });
    await expect(removeButtons).toHaveLength(3);
    const first = removeButtons[0];
    if (!first) throw new Error('Each tag has a remove button');
    await userEvent.click(first);
    await expect(canvas.queryByRole('row', { name: /easter/ })).not.toBeInTheDocument();
    // Keyboard: Delete removes the focused tag.
    await userEvent.click(canvas.getByRole('row', { name: /choir/ }));
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('row', { name: /choir/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No tags yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tags yet')).toBeVisible();
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    description: 'Up to 150 characters in all.',
    errorMessage: 'Tags are longer than 150 characters.',
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Tags' });
    await expect(grid).toHaveAccessibleDescription(/Up to 150 characters in all\./);
    await expect(canvas.getByText('Tags are longer than 150 characters.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { items: facets.map((tag) => (tag.id === 'worship' ? { ...tag, isDisabled: true } : tag)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('row', { name: /worship/ }));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'a',
        label: 'a very long tag that somebody typed for a recording of a special event',
        count: 3,
      },
      { id: 'b', label: 'short', count: 1 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Etiquetas', items: [{ id: 'youth', label: 'jóvenes', count: 12_400 }] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /jóvenes/ })).toHaveTextContent(/12\s?mil/);
  },
};
