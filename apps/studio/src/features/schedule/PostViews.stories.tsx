import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import type { SocialPost } from '@studio/api';
import { SOCIAL_POST_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../storybook/withStudio';
import { postFormValues, type PostChoices } from './posts';
import { PostFormView } from './PostFormView';
import { PostView } from './PostView';

/** The scheduled social post screens' views, pure, in every state a person meets. */
const meta = {
  title: 'Studio/Schedule/Posts',
  decorators: [withStudioI18n],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const choices: PostChoices = {
  channels: [
    { id: '104233118812345', name: 'Riverside Community Church', destinationType: 'FACEBOOK' },
    { id: '104233118899999', name: 'Riverside Youth', destinationType: 'FACEBOOK' },
    { id: 'UC4f1c2a7e8b3d4c559a61', name: 'Riverside Church TV', destinationType: 'YOUTUBE' },
  ],
  videos: [{ id: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e03', title: 'Youth Night - Worship Set' }],
  clips: [
    { id: '6e2f0a31-8b4c-4d9e-8f1a-2b3c4d5e6f01', title: 'Welcome moment', durationSeconds: 42 },
  ],
};

const post: SocialPost = {
  uuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d06',
  destinationType: 'FACEBOOK',
  channelId: '104233118812345',
  title: 'Join us this Sunday',
  description: 'Worship at 10:00 and the livestream on our page. Everyone is welcome.',
  mediaId: null,
  clipId: null,
  reel: false,
  privacy: 'public',
  status: 'scheduled',
  publishAt: '2026-11-29T17:00:00Z',
  failureReason: null,
  editable: true,
};

const onDelete = fn(async () => undefined);

export const Scheduled: Story = {
  render: () => <PostView post={post} choices={choices} onDelete={onDelete} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Join us this Sunday' })).toBeVisible();
    await expect(canvas.getByText('Riverside Community Church')).toBeVisible();
    await expect(canvas.getByText('Scheduled')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/schedule/post/${post.uuid}/edit`,
    );
  },
};

/** Cancel asks first; the keyboard reaches it and confirms. */
export const CancelAsksFirst: Story = {
  render: () => <PostView post={post} choices={choices} onDelete={onDelete} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel post' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: /Cancel Join us this Sunday/ });
    await expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel post' }));
    await expect(onDelete).toHaveBeenCalled();
  },
};

/** Within 10 minutes of going out: no Edit, and the page says why. */
export const EditLocked: Story = {
  render: () => (
    <PostView post={{ ...post, editable: false }} choices={choices} onDelete={onDelete} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/edited until 10 minutes before/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

export const Posted: Story = {
  render: () => (
    <PostView
      post={{
        ...post,
        status: 'posted',
        editable: false,
        destinationType: 'YOUTUBE',
        channelId: 'UC4f1c2a7e8b3d4c559a61',
        mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e03',
      }}
      choices={choices}
      onDelete={onDelete}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Posted')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Youth Night - Worship Set' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel post' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

export const Failed: Story = {
  render: () => (
    <PostView
      post={{
        ...post,
        status: 'failed',
        editable: false,
        failureReason: 'The page or channel is no longer linked.',
      }}
      choices={choices}
      onDelete={onDelete}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The page or channel is no longer linked.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Cancel post' })).toBeVisible();
  },
};

export const LongText: Story = {
  render: () => (
    <PostView
      post={{ ...post, title: 'T'.repeat(100), description: 'Words '.repeat(400) }}
      choices={choices}
      onDelete={onDelete}
    />
  ),
};

export const ScheduledSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <PostView post={post} choices={choices} onDelete={onDelete} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Programada')).toBeVisible();
  },
};

const videoSearch = { choices: choices.videos, isSearching: false, failed: false, onSearch: fn() };
const clipSearch = { choices: choices.clips, isSearching: false, failed: false, onSearch: fn() };

/**
 * The video field's combo box, once its module has arrived (a select of the same videos stands in
 * until then); found by its placeholder, which the stand-in has not.
 */
const videoField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByPlaceholderText('No video (words only)');
/** The clip field's combo box, likewise found by its placeholder. */
const clipField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByPlaceholderText('No clip');

const formArgs = {
  choices,
  videoSearch,
  clipSearch,
  values: postFormValues(post),
  fieldErrors: {},
  formError: null,
  isSubmitting: false,
  timeZone: 'America/Chicago',
  onChange: fn(),
  onSubmit: fn(),
};

/** The form as its page drives it: each change lands in the values, and is recorded. */
function LiveForm(props: Parameters<typeof PostFormView>[0]) {
  const [values, setValues] = useState(props.values);
  return (
    <PostFormView
      {...props}
      values={values}
      onChange={(changed) => {
        props.onChange(changed);
        setValues((current) => ({ ...current, ...changed }));
      }}
    />
  );
}

export const Create: Story = {
  render: () => <PostFormView {...formArgs} values={{ ...formArgs.values, title: '' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Schedule a social post' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Y');
    await expect(formArgs.onChange).toHaveBeenCalledWith({ title: 'Y' });
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(formArgs.onSubmit).toHaveBeenCalled();
  },
};

/** A clip's "Post to social": the clip chosen and titled, its breadcrumbs, Cancel back to it. */
export const FromClip: Story = {
  render: () => (
    <LiveForm
      {...formArgs}
      fromClip={{ title: 'Welcome moment', uuid: '6e2f0a31-8b4c-4d9e-8f1a-2b3c4d5e6f01' }}
      values={{
        ...formArgs.values,
        title: 'Welcome moment',
        mediaId: '',
        clipId: '6e2f0a31-8b4c-4d9e-8f1a-2b3c4d5e6f01',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Post Welcome moment to social media' }),
    ).toBeVisible();
    // The chosen clip shows by its title (React-aria builds the list after the first render).
    const clip = await clipField(canvasElement);
    await waitFor(() => expect(clip).toHaveValue('Welcome moment'));
    await expect(clip).toHaveAccessibleName('Clip');
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/media/clips/6e2f0a31-8b4c-4d9e-8f1a-2b3c4d5e6f01',
    );
    // Choosing a library video instead clears the clip: a post carries one or the other.
    await userEvent.click(await videoField(canvasElement));
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(
      within(listbox).getByRole('option', { name: /Youth Night - Worship Set/ }),
    );
    await expect(formArgs.onChange).toHaveBeenCalledWith({
      mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e03',
      clipId: '',
    });
    // The list closes (and react-aria shows the page to screen readers again) before axe runs.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/**
 * Any library video can be found: the words typed go to the library's search, whose answer the
 * list offers (found videos, not only the newest 50), and choosing one clears the clip.
 */
export const VideoSearch: Story = {
  render: () => (
    <LiveForm
      {...formArgs}
      videoSearch={{
        ...videoSearch,
        choices: [
          { id: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c01', title: 'Baptism Sunday 2019' },
          { id: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c02', title: 'Baptism class, part 2' },
        ],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const field = await videoField(canvasElement);
    // No video chosen: the field is empty, its placeholder says so.
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleName('Library video');
    await userEvent.type(field, 'baptism');
    await expect(videoSearch.onSearch).toHaveBeenLastCalledWith('baptism');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringContaining('Baptism Sunday 2019'),
      expect.stringContaining('Baptism class, part 2'),
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(formArgs.onChange).toHaveBeenLastCalledWith({
      mediaId: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c01',
      clipId: '',
    });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(field).toHaveValue('Baptism Sunday 2019');
  },
};

/**
 * Editing a post whose video is years old: it is not among the newest, yet shows chosen; a button
 * posts without it.
 */
export const EditWithOldVideo: Story = {
  render: () => (
    <LiveForm
      {...formArgs}
      saved={{ title: post.title, uuid: post.uuid }}
      values={{ ...formArgs.values, mediaId: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c01' }}
      videoSearch={{
        ...videoSearch,
        choices: [
          { id: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c01', title: 'Baptism Sunday 2019' },
          ...choices.videos,
        ],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const field = await videoField(canvasElement);
    // React-aria builds the list's collection after the first render: the title follows.
    await waitFor(() => expect(field).toHaveValue('Baptism Sunday 2019'));
    // Posting without it: a button says so (emptying the field does the same).
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Post without the video' }),
    );
    await expect(formArgs.onChange).toHaveBeenLastCalledWith({ mediaId: '' });
    await expect(field).toHaveValue('');
  },
};

/**
 * Any clip can be found the same way: the words go to the clips' search, the list offers the
 * answer with each clip's length, and choosing one clears the video.
 */
export const ClipSearch: Story = {
  render: () => (
    <LiveForm
      {...formArgs}
      values={{ ...formArgs.values, mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e03' }}
      clipSearch={{
        ...clipSearch,
        choices: [
          {
            id: '6e2f0a31-8b4c-4d9e-8f1a-2b3c4d5e6f09',
            title: 'Choir at Easter 2021',
            durationSeconds: 75,
          },
        ],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const field = await clipField(canvasElement);
    await expect(field).toHaveValue('');
    await userEvent.type(field, 'easter');
    await expect(clipSearch.onSearch).toHaveBeenLastCalledWith('easter');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Choir at Easter 2021 (1m 15s)')]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(formArgs.onChange).toHaveBeenLastCalledWith({
      clipId: '6e2f0a31-8b4c-4d9e-8f1a-2b3c4d5e6f09',
      mediaId: '',
    });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // The field holds the clip's title, what a search for it would find.
    await expect(field).toHaveValue('Choir at Easter 2021');
  },
};

/** Editing a post whose clip is old: it shows chosen, and a button posts without it. */
export const EditWithOldClip: Story = {
  render: () => (
    <LiveForm
      {...formArgs}
      saved={{ title: post.title, uuid: post.uuid }}
      values={{ ...formArgs.values, clipId: '6e2f0a31-8b4c-4d9e-8f1a-2b3c4d5e6f09' }}
      clipSearch={{
        ...clipSearch,
        choices: [
          {
            id: '6e2f0a31-8b4c-4d9e-8f1a-2b3c4d5e6f09',
            title: 'Choir at Easter 2021',
            durationSeconds: 75,
          },
          ...choices.clips,
        ],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const field = await clipField(canvasElement);
    await waitFor(() => expect(field).toHaveValue('Choir at Easter 2021'));
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Post without the clip' }),
    );
    await expect(formArgs.onChange).toHaveBeenLastCalledWith({ clipId: '' });
    await expect(field).toHaveValue('');
  },
};

/** The clips' search failed: the field says so and offers the newest clips. */
export const ClipSearchFailed: Story = {
  render: () => <PostFormView {...formArgs} clipSearch={{ ...clipSearch, failed: true }} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The clips could not be searched: the newest clips are offered.',
      ),
    ).toBeVisible();
  },
};

/** The search is on its way: a named spinner in the field, announced. */
export const VideoSearching: Story = {
  render: () => <PostFormView {...formArgs} videoSearch={{ ...videoSearch, isSearching: true }} />,
  play: async ({ canvasElement }) => {
    // Each search field has its own status region; only the video field's is searching.
    await waitFor(() =>
      expect(
        within(canvasElement)
          .getAllByRole('status')
          .map((status) => status.textContent),
      ).toEqual(['Searching the library…', '']),
    );
  },
};

/** The search failed: the field says so and offers the newest videos. */
export const VideoSearchFailed: Story = {
  render: () => <PostFormView {...formArgs} videoSearch={{ ...videoSearch, failed: true }} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The library could not be searched: the newest videos are offered.',
      ),
    ).toBeVisible();
  },
};

export const Edit: Story = {
  render: () => <PostFormView {...formArgs} saved={{ title: post.title, uuid: post.uuid }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Join us this Sunday' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/schedule/post/${post.uuid}`,
    );
  },
};

/** The rules refused: each message on its field and in the summary, nothing typed lost. */
export const InvalidFields: Story = {
  render: () => (
    <PostFormView
      {...formArgs}
      values={{ ...formArgs.values, title: 'Come <early>' }}
      fieldErrors={{
        title: SOCIAL_POST_MESSAGES.titleAngleBrackets,
        publishDay: SOCIAL_POST_MESSAGES.publishAtInPast,
        reel: SOCIAL_POST_MESSAGES.reelNeedsVideo,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Come <early>');
    await expect(canvas.getAllByText('The title cannot contain < or >.').length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText('The post date and time must be in the future.').length,
    ).toBeGreaterThan(0);
  },
};

/** The server refused without naming a field: the conflict in its own words. */
export const ChannelTaken: Story = {
  render: () => <PostFormView {...formArgs} formError={SOCIAL_POST_MESSAGES.sameDestinationType} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(SOCIAL_POST_MESSAGES.sameDestinationType),
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  render: () => <PostFormView {...formArgs} isSubmitting />,
};

export const NoLinkedChannels: Story = {
  render: () => <PostFormView {...formArgs} choices={{ channels: [], videos: [], clips: [] }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Social media settings' })).toHaveAttribute(
      'href',
      '/settings/social-media',
    );
  },
};

export const InvalidFieldsSpanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <PostFormView {...formArgs} fieldErrors={{ title: SOCIAL_POST_MESSAGES.titleRequired }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('El título es obligatorio.').length,
    ).toBeGreaterThan(0);
  },
};
