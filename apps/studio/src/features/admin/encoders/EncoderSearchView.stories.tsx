import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { EncoderSearchView } from './EncoderSearchView';

const online = fixture('EncoderSearchResult');
const offline = fixture('EncoderSearchResult', {
  encoder: {
    ...online.encoder,
    uuid: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a02',
    name: 'Chapel',
    serialNumber: 'E00012346',
    online: false,
  },
  customer: { uuid: '2a4c6e80-9b1d-4f3a-8c5e-7d9f1b3c5e00', name: 'Harbor Church' },
});

const meta = {
  title: 'Studio/Admin/EncoderSearchView',
  component: EncoderSearchView,
  decorators: [withStudioI18n],
  args: {
    rows: [online, offline].map((row) => ({ ...row, id: row.encoder.uuid })),
    filters: { text: '', version: '', state: 'any', sort: 'asc.name' },
    onFiltersChange: fn(),
    onSearch: fn(),
    isTooShort: false,
    versions: ['4.12.0'],
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof EncoderSearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Chapel' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'All Versions' })).toBeInTheDocument();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'desc.last_seen',
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ sort: 'desc.last_seen' });
  },
};

export const TooShort: Story = {
  args: { filters: { text: 'ab', version: '', state: 'any', sort: 'asc.name' }, isTooShort: true },
};

export const Loading: Story = { args: { rows: null } };

export const Empty: Story = { args: { rows: [] } };

export const CurrentOrganisation: Story = { args: { organisationName: 'Riverside Community' } };

export const Spanish: Story = { globals: { locale: 'es' } };
