import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FEED_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../../storybook/withStudio';
import { feedFieldErrors, formValuesOf, newFeedValues } from './feeds';
import { demoFeed, demoFeedPlaylists, demoFeeds, demoPlaylistNames } from './feed-fixtures';
import { FeedFormView } from './FeedFormView';
import { FeedsView } from './FeedsView';
import { FeedView } from './FeedView';

/** The feed screens' views, pure, in every state a person meets. */
const meta = {
  title: 'Studio/Library/Feeds',
  decorators: [withStudioI18n],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const listArgs = {
  feeds: demoFeeds,
  playlistNames: demoPlaylistNames,
  canManage: true,
  hasMore: false,
  isLoadingMore: false,
  onLoadMore: fn(),
};

export const List: Story = {
  render: () => <FeedsView {...listArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Podcast feeds' });
    await expect(within(table).getByRole('row', { name: /Sunday sermons/ })).toHaveTextContent(
      'Sermons 2026',
    );
    await expect(within(table).getByRole('row', { name: /Special services/ })).toHaveTextContent(
      'Off',
    );
    await expect(
      within(table).getByRole('row', { name: /Everything we publish/ }),
    ).toHaveTextContent('The whole library');
    await expect(canvas.getByRole('link', { name: 'Create feed' })).toHaveAttribute(
      'href',
      '/media/feeds/create',
    );
  },
};

export const ListLoading: Story = {
  render: () => <FeedsView {...listArgs} feeds={null} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Loading podcast feeds/)).toBeVisible();
  },
};

export const ListEmpty: Story = {
  render: () => <FeedsView {...listArgs} feeds={[]} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No podcast feeds yet' }),
    ).toBeVisible();
  },
};

/** A person who may read the library but not change it: no Create. */
export const ListReadOnly: Story = {
  render: () => <FeedsView {...listArgs} canManage={false} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Create feed' }),
    ).not.toBeInTheDocument();
  },
};

export const ListSpanish: Story = {
  render: () => <FeedsView {...listArgs} />,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feeds de pódcast' })).toBeVisible();
    await expect(canvas.getByText('Toda la biblioteca')).toBeInTheDocument();
  },
};

const viewArgs = {
  feed: demoFeed,
  playlistName: 'Sermons 2026',
  canManage: true,
  onDelete: fn(async () => undefined),
};

export const Feed: Story = {
  render: () => <FeedView {...viewArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Feed address' })).toHaveValue(demoFeed.url);
    await expect(canvas.getByRole('link', { name: /Open RSS/ })).toHaveAttribute(
      'href',
      demoFeed.url,
    );
    await expect(canvas.getByRole('link', { name: 'Sermons 2026' })).toBeVisible();
    await expect(canvas.getByText('Religion & Spirituality')).toBeVisible();
  },
};

/** Delete asks first; the keyboard reaches it and confirms. */
export const FeedDelete: Story = {
  render: () => <FeedView {...viewArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: /Delete Sunday sermons/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete feed' }));
    await expect(viewArgs.onDelete).toHaveBeenCalled();
  },
};

export const FeedDisabled: Story = {
  render: () => <FeedView {...viewArgs} feed={{ ...demoFeed, enabled: false }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/podcast apps cannot read it/)).toBeVisible();
  },
};

export const FeedReadOnlySpanish: Story = {
  render: () => <FeedView {...viewArgs} canManage={false} />,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Abrir RSS/ })).toBeVisible();
  },
};

export const FeedLongText: Story = {
  render: () => (
    <FeedView
      {...viewArgs}
      feed={{
        ...demoFeed,
        name: 'Riverside Church Sunday sermons, youth nights, concerts and every special service of 2026',
        description: 'A long description. '.repeat(40),
      }}
    />
  ),
};

const formArgs = {
  playlists: demoFeedPlaylists,
  values: newFeedValues(demoFeedPlaylists),
  fieldErrors: {},
  formError: null,
  isSubmitting: false,
  onChange: fn(),
  onSubmit: fn(),
};

export const Create: Story = {
  render: () => <FeedFormView {...formArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Videos from/ })).toHaveValue(
      demoFeedPlaylists[0]?.id,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'S');
    await expect(formArgs.onChange).toHaveBeenCalledWith({ name: 'S' });
  },
};

/** Every refusal a person can meet, on its field and in the summary. */
export const CreateRefused: Story = {
  render: () => (
    <FeedFormView
      {...formArgs}
      values={{ ...newFeedValues(demoFeedPlaylists), language: 'English', imageUrl: 'cover.jpg' }}
      fieldErrors={{
        ...feedFieldErrors({
          ...newFeedValues(demoFeedPlaylists),
          language: 'English',
          imageUrl: 'cover.jpg',
        }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const message of [
      FEED_MESSAGES.nameRequired,
      FEED_MESSAGES.language,
      FEED_MESSAGES.imageUrl,
    ])
      await expect(canvas.getAllByText(message)).not.toHaveLength(0);
  },
};

export const NameTaken: Story = {
  render: () => (
    <FeedFormView
      {...formArgs}
      values={{ ...newFeedValues(demoFeedPlaylists), name: 'Sunday sermons' }}
      fieldErrors={{ name: FEED_MESSAGES.nameExists }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(FEED_MESSAGES.nameExists)).not.toHaveLength(0);
  },
};

export const Edit: Story = {
  render: () => (
    <FeedFormView
      {...formArgs}
      saved={{ name: demoFeed.name, uuid: demoFeed.uuid }}
      values={formValuesOf(demoFeed)}
    />
  ),
};

export const Saving: Story = {
  render: () => <FeedFormView {...formArgs} isSubmitting />,
};

export const EditSpanishRefused: Story = {
  render: () => (
    <FeedFormView
      {...formArgs}
      saved={{ name: demoFeed.name, uuid: demoFeed.uuid }}
      values={formValuesOf(demoFeed)}
      fieldErrors={{ playlistId: FEED_MESSAGES.playlist }}
    />
  ),
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText(
        'Elija una de sus listas de reproducción, o toda la biblioteca.',
      ),
    ).not.toHaveLength(0);
  },
};
