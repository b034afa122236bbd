import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { DestinationGroupsView } from './DestinationGroupsView';

const groupId = (last: number) => `6a8c0e21-4b5d-4f7a-9c1e-3d5f7b9d1f0${last}`;

export const demoDestinationGroups = [
  fixture('DestinationGroup', {
    uuid: groupId(3),
    name: 'Christmas Eve simulcast',
    enabled: false,
    webEventProfileId: null,
    encoderChannelId: null,
    rtmpDestinationIds: [
      '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01',
      '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b02',
    ],
    crossposts: [{ destinationType: 'YOUTUBE', channelId: 'UC4f1c2a7e8b3d4c559a61' }],
  }),
  fixture('DestinationGroup', {
    uuid: groupId(2),
    name: 'Midweek web only',
    softwareEncoderEnabled: true,
    rtmpDestinationIds: [],
    crossposts: [],
  }),
  fixture('DestinationGroup'),
];

const meta = {
  title: 'Studio/Settings/DestinationGroupsView',
  component: DestinationGroupsView,
  decorators: [withStudioI18n],
  args: {
    groups: demoDestinationGroups,
    canCreate: true,
    hasMore: false,
    isLoadingMore: false,
    onLoadMore: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof DestinationGroupsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Destination groups' });
    const christmas = within(table).getByRole('row', { name: /Christmas Eve/ });
    await expect(christmas).toHaveTextContent('Disabled');
    await expect(christmas).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'New destination group' })).toBeVisible();
  },
};

/** Event Admin and Encoder Control manage groups but may not create one (spec section 6). */
export const WithoutCreate: Story = {
  args: { canCreate: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: 'New destination group' }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  args: { groups: null },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading destination groups'),
    ).toBeVisible();
  },
};

export const Empty: Story = { args: { groups: [] } };

export const EmptyWithoutCreate: Story = {
  args: { groups: [], canCreate: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'An Organization Admin can create destination groups for your organisation.',
      ),
    ).toBeVisible();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
