import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox';

type Organisation = { id: string; name: string };

const organisations: Organisation[] = [
  { id: 'riverside', name: 'Riverside Community' },
  { id: 'harbor', name: 'Harbor Schools' },
  { id: 'hillside', name: 'Hillside Chapel' },
];

// Annotated rather than inferred: ComboBox is generic over its item type.
const meta: Meta<typeof ComboBox<Organisation>> = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: {
    label: 'Organisation',
    defaultItems: organisations,
    children: (organisation: Organisation) => (
      <ComboBoxItem id={organisation.id}>{organisation.name}</ComboBoxItem>
    ),
    onSelectionChange: fn(),
    emptyMessage: 'No organisation found',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof ComboBox<Organisation>>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Organisation' });
    await userEvent.type(input, 'har');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Harbor Schools' }));
    await expect(input).toHaveValue('Harbor Schools');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('harbor');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('harbor');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const NoMatch: Story = {
  args: { allowsEmptyCollection: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    // The list fades in: visible once its transition has run.
    const empty = await screen.findByText('No organisation found');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an organisation.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose an organisation.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Organisation that owns the channel and receives the monthly usage report',
    description: 'Only organisations you administer are listed, including the archived ones.',
    defaultItems: [
      { id: 'riverside', name: 'Riverside Community Church and Family Life Centre (North Campus)' },
      { id: 'harbor', name: 'Harbor Schools International Baccalaureate Sixth Form College' },
      { id: 'hillside', name: 'Hillside Chapel' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: /^Organisation that owns the channel/ });
    await userEvent.type(input, 'sixth');
    const listbox = await screen.findByRole('listbox');
    const option = within(listbox).getByRole('option', { name: /Sixth Form College$/ });
    await userEvent.click(option);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('harbor');
    await expect(input).toHaveValue(
      'Harbor Schools International Baccalaureate Sixth Form College',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Organización',
    placeholder: 'Busca por nombre',
    emptyMessage: 'No se ha encontrado ninguna organización',
    allowsEmptyCollection: true,
    defaultItems: [
      { id: 'riverside', name: 'Comunidad Riverside' },
      { id: 'harbor', name: 'Colegios Harbor' },
      { id: 'hillside', name: 'Capilla Hillside' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    // react-aria names the chevron button and the list in the current locale.
    await expect(
      canvas.getByRole('button', { name: 'Mostrar sugerencias Organización' }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Organización' }), 'zzz');
    const listbox = await screen.findByRole('listbox', { name: 'Sugerencias Organización' });
    // The popover fades in: wait until the message is on screen.
    await waitFor(() =>
      expect(within(listbox).getByText('No se ha encontrado ninguna organización')).toBeVisible(),
    );
  },
};

const directory: Organisation[] = [
  { id: 'riverside', name: 'Riverside Community' },
  { id: 'harbor', name: 'Harbor Schools' },
  { id: 'harvest', name: 'Harvest Fellowship' },
  { id: 'hillside', name: 'Hillside Chapel' },
  { id: 'lakeside', name: 'Lakeside Arts Centre' },
];

/**
 * A stand-in for the app's server query: results for the typed text arrive a moment later, and
 * typing again drops the pending answer. No network; the same text always gives the same results.
 */
function useFakeOrganisationSearch() {
  const [filterText, setFilterText] = useState('');
  const [items, setItems] = useState<Organisation[]>([]);
  const [isLoading, setLoading] = useState(false);
  useEffect(() => {
    if (filterText === '') {
      setItems([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      const text = filterText.toLowerCase();
      setItems(directory.filter((organisation) => organisation.name.toLowerCase().includes(text)));
      setLoading(false);
    }, 1000);
    return () => clearTimeout(timer);
  }, [filterText]);
  return { items, isLoading, onInputChange: setFilterText };
}

function AsyncOrganisationSearch(props: Story['args']) {
  const search = useFakeOrganisationSearch();
  return (
    <ComboBox<Organisation>
      label="Organisation"
      placeholder="Search by name"
      emptyMessage="No organisation found"
      onSelectionChange={props?.onSelectionChange}
      allowsEmptyCollection
      items={search.items}
      onInputChange={search.onInputChange}
      isLoading={search.isLoading}
      loadingLabel="Searching organisations…"
    >
      {(organisation) => <ComboBoxItem id={organisation.id}>{organisation.name}</ComboBoxItem>}
    </ComboBox>
  );
}

/** Server-side search (switch organisation, find customers): results load as the person types. */
export const AsyncLoading: Story = {
  render: (args) => <AsyncOrganisationSearch {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Organisation' });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(input, 'har');
    // While the results load, the open list says so and its status region announces the same
    // text. (react-aria hides the rest of the page while the list is open.)
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByText('Searching organisations…')).toBeVisible(),
    );
    await expect(screen.getByRole('status')).toHaveTextContent('Searching organisations…');
    // A named spinner shows in the field.
    const spinner = within(canvasElement).getByRole('progressbar', { hidden: true });
    await expect(spinner).toHaveAccessibleName('Searching organisations…');
    await expect(spinner).toBeVisible();
    // Then the results replace the loading text.
    await within(listbox).findByRole('option', { name: 'Harbor Schools' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('progressbar', { hidden: true })).toBeNull();
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // Pick the second result with the keyboard.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('harvest');
    await expect(input).toHaveValue('Harvest Fellowship');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const AsyncNoResults: Story = {
  render: (args) => <AsyncOrganisationSearch {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Organisation' }), 'zzz');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('No organisation found')).toBeVisible());
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
  },
};
