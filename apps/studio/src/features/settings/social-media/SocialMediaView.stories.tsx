import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { SocialMediaView, type SocialAccountEntry } from './SocialMediaView';

const accountId = (last: number) => `1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c0${last}`;

/** The demo organisation's accounts (the server's seed): verified, and one expiring soon. */
export const demoSocialAccounts = [
  fixture('SocialAccount', {
    uuid: accountId(5),
    kind: 'account',
    name: 'Riverside Media Team',
    externalId: 'sbx-riverside-media',
    linkedDestinationCount: 1,
  }),
  fixture('SocialAccount', {
    uuid: accountId(6),
    provider: 'youtube',
    kind: 'channel',
    name: 'Riverside Church TV',
    externalId: 'UC4f1c2a7e8b3d4c559a61',
    linkStatus: 'expires_soon',
    accessExpiresAt: '2026-11-29T10:00:00Z',
    linkedDestinationCount: 0,
  }),
];

export const demoSocialChannels = {
  [accountId(5)]: [
    fixture('SocialChannel', {
      id: '104233118812345',
      accountId: accountId(5),
      name: 'Riverside Community Church',
      crosspostTargets: [{ id: '104233118899999', name: 'Riverside Youth' }],
    }),
    fixture('SocialChannel', {
      id: '104233118899999',
      accountId: accountId(5),
      name: 'Riverside Youth',
      crosspostTargets: [],
    }),
  ],
  [accountId(6)]: [
    fixture('SocialChannel', {
      id: 'UC4f1c2a7e8b3d4c559a61',
      accountId: accountId(6),
      name: 'Riverside Church TV',
      type: 'channel',
      crosspostTargets: [],
    }),
  ],
};

const entries: SocialAccountEntry[] = [
  { account: demoSocialAccounts[0]!, link: { status: 'access_verified', daysRemaining: 80 } },
  { account: demoSocialAccounts[1]!, link: { status: 'expires_soon', daysRemaining: 5 } },
];

const meta = {
  title: 'Studio/Settings/SocialMediaView',
  component: SocialMediaView,
  decorators: [withStudioI18n],
  args: {
    accounts: entries,
    channels: demoSocialChannels,
    channelsFailed: false,
    linkingProvider: null,
    onLink: fn(),
    onRenew: fn(),
    onRemove: fn(async () => undefined),
    onCrosspostChange: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SocialMediaView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = canvas.getByRole('region', { name: 'Riverside Media Team' });
    await expect(within(team).getByText('Access verified')).toBeVisible();
    await expect(within(team).getByText('Sandbox')).toBeVisible();
    await expect(within(team).getByText('Riverside Youth')).toBeVisible();
    const channel = canvas.getByRole('region', { name: 'Riverside Church TV' });
    await expect(within(channel).getByText('Expires in 5 days')).toBeVisible();
  },
};

/** Keyboard: the crosspost switch of the church page, toggled off with the space bar. */
export const CrosspostToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const crosspost = canvas.getByRole('switch', { name: 'Crosspost to Riverside Youth' });
    await expect(crosspost).toBeChecked();
    crosspost.focus();
    await userEvent.keyboard(' ');
    await expect(args.onCrosspostChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: '104233118812345' }),
      [],
    );
  },
};

/** Remove asks first; confirming calls it. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const team = canvas.getByRole('region', { name: 'Riverside Media Team' });
    await userEvent.click(within(team).getByRole('button', { name: 'Remove' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove Riverside Media Team?' });
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ uuid: accountId(5) })),
    );
  },
};

export const LinkAndRenew: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Link social network' }));
    await expect(args.onLink).toHaveBeenCalledWith('facebook');
    const channel = canvas.getByRole('region', { name: 'Riverside Church TV' });
    await userEvent.click(within(channel).getByRole('button', { name: 'Renew access' }));
    await expect(args.onRenew).toHaveBeenCalledWith(
      expect.objectContaining({ uuid: accountId(6) }),
    );
  },
};

export const Linking: Story = {
  args: { linkingProvider: 'youtube' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Link social network/ })).toBeDisabled();
  },
};

export const StatesOfTheLink: Story = {
  args: {
    accounts: [
      { account: demoSocialAccounts[0]!, link: { status: 'expires_today', daysRemaining: 0 } },
      {
        account: { ...demoSocialAccounts[1]!, linkStatus: 'renew_needed' },
        link: { status: 'renew_needed', daysRemaining: 40 },
      },
      {
        account: { ...demoSocialAccounts[1]!, uuid: accountId(7), name: 'Old channel' },
        link: { status: 'expired', daysRemaining: -3 },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expires today')).toBeVisible();
    await expect(canvas.getByText('Renew needed')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { accounts: null, channels: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading social accounts')).toBeVisible();
  },
};

export const ChannelsLoading: Story = {
  args: { channels: null },
};

export const ChannelsFailed: Story = {
  args: { channels: null, channelsFailed: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('The pages and channels could not be loaded.'),
    ).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { accounts: [], channels: {} },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No social accounts linked' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    accounts: [
      {
        account: {
          ...demoSocialAccounts[0]!,
          name: 'Riverside Community Church Media and Communications Volunteer Team of the North Campus',
        },
        link: { status: 'access_verified', daysRemaining: 80 },
      },
    ],
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Redes sociales' })).toBeVisible();
    await expect(canvas.getByText('Acceso verificado')).toBeVisible();
    await expect(canvas.getByText('Caduca en 5 días')).toBeVisible();
  },
};
