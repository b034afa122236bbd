import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { PlayerProfilesView } from './PlayerProfilesView';

const profileId = (last: number) => `8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c0${last}`;

/** The demo organisation's profiles (the server's seed), from the contract's example. */
export const demoProfiles = [
  fixture('PlayerProfile', {
    uuid: profileId(4),
    name: 'Lobby screens',
    autoplay: true,
    loop: true,
    mute: true,
    backgroundMode: true,
    callToAction: null,
    controlColor: '#FFFFFF',
    qrClickLabel: null,
    restrictPlaybackWhenLive: true,
  }),
  fixture('PlayerProfile', {
    uuid: profileId(2),
    name: 'Sermon archive',
    contentType: 'on_demand',
    autoplay: false,
    callToAction: { text: 'Next steps', url: 'https://riverside.example/next-steps' },
    controlColor: '#C2410C',
    qrClickLabel: null,
  }),
  fixture('PlayerProfile'),
  fixture('PlayerProfile', {
    uuid: profileId(3),
    name: 'Worship sets playlist',
    contentType: 'playlist',
    callToAction: null,
    controlColor: '#6D28D9',
    qrClickLabel: null,
    hidePlaylistOnLoad: true,
  }),
];

const meta = {
  title: 'Studio/Settings/PlayerProfilesView',
  component: PlayerProfilesView,
  decorators: [withStudioI18n],
  args: { profiles: demoProfiles, hasMore: false, isLoadingMore: false, onLoadMore: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PlayerProfilesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Player profiles' });
    // The built-in background mode comes first, then the saved profiles.
    const rowHeaders = within(table).getAllByRole('rowheader');
    await expect(rowHeaders[0]).toHaveTextContent('Background mode(Built in)');
    await expect(within(rowHeaders[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/settings/player-profiles/background-mode',
    );
    await expect(within(table).getByRole('row', { name: /Website default/ })).toHaveTextContent(
      'LiveAutoplayGive#1E6FD9',
    );
    await expect(within(table).getByRole('row', { name: /Sermon archive/ })).toHaveTextContent(
      'On demandClick to playNext steps',
    );
    await expect(canvas.getByRole('link', { name: 'New player profile' })).toHaveAttribute(
      'href',
      '/settings/player-profiles/create',
    );
  },
};

export const Loading: Story = {
  args: { profiles: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading player profiles')).toBeVisible();
  },
};

/** No saved profile: background mode is still there, and the way to add one. */
export const Empty: Story = {
  args: { profiles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: /Background mode/ })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No player profiles yet' }),
    ).toBeVisible();
  },
};

export const MoreThanOnePage: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more player profiles' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LongNames: Story = {
  args: {
    profiles: [
      fixture('PlayerProfile', {
        name: 'Sunday morning worship embedded on the church website home page with giving',
      }),
      fixture('PlayerProfile', { uuid: profileId(9), name: 'W'.repeat(100) }),
    ],
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Perfiles de reproductor' }),
    ).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /Modo de fondo/ })).toBeVisible();
  },
};
