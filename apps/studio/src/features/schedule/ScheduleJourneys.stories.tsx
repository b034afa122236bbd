import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../storybook/StudioApp';
import { demoEvents, novemberPosts, sundayLogs, sundayService } from './schedule-fixtures';

const api = mockHttp();
// Upcoming posts are those from now on: this one goes out in two days, whenever the story runs.
const upcomingPost = {
  ...novemberPosts[0]!,
  publishAt: new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString(),
};
const oldVideo = fixture('LibraryItem', {
  mediaId: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c01',
  title: 'Baptism Sunday 2019',
});
const answers = [
  api.v4.get('/customers/{customerId}/posts', ({ response }) => response(200).json([upcomingPost])),
  // The library's search: only the words "baptism" find the 2019 video, older than the first page.
  api.v3.get('/customers/{customerId}/media', ({ request, response }) =>
    new URL(request.url).searchParams.get('query') === 'baptism'
      ? response(200).json([oldVideo])
      : response(200).json([]),
  ),
  api.v3.get('/customers/{customerId}/events', ({ response }) => response(200).json(demoEvents)),
  api.v3.get('/subjects/{subjectId}/events', ({ response }) => response(200).json(sundayLogs)),
];

/** The schedule inside the whole studio (MSW, answers typed from the contract). */
const meta = {
  title: 'Studio/Schedule/Journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...answers, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** From the navigation to the list view, then to the Sunday service and its log. */
export const ListToEvent: Story = {
  render: () => <StudioApp path="/" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = await canvas.findByRole('navigation', { name: 'Main navigation' }, timeout);
    await userEvent.click(within(navigation).getByRole('link', { name: 'Schedule' }));
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Schedule view' }, timeout),
      'LIST',
    );
    await userEvent.click(await canvas.findByRole('link', { name: 'Sunday 9am Service' }, timeout));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: sundayService.name }, timeout),
    ).toBeVisible();
    await expect(canvas.getByText('Encoder starting')).toBeVisible();
  },
};

/** The list holds the posts among the events (for those who manage social media): on to one. */
export const ListToPost: Story = {
  render: () => <StudioApp path="/schedule" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Schedule view' }, timeout),
      'LIST',
    );
    const table = await canvas.findByRole('table', { name: 'Events and social posts' }, timeout);
    const row = await within(table).findByRole('row', { name: /Join us this Sunday/ }, timeout);
    await expect(row).toHaveTextContent('Social post, scheduled');
    await userEvent.click(within(row).getByRole('link', { name: 'Post: Join us this Sunday' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Join us this Sunday' }, timeout),
    ).toBeVisible();
  },
};

/** Editing a post finds a video the first page does not hold, by the library's search. */
export const PostEditFindsOldVideo: Story = {
  render: () => <StudioApp path="/schedule/post/2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d06/edit" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByPlaceholderText('No video (words only)', {}, timeout);
    await userEvent.type(field, 'baptism');
    const listbox = await screen.findByRole('listbox', {}, timeout);
    await userEvent.click(
      await within(listbox).findByRole('option', { name: /Baptism Sunday 2019/ }, timeout),
    );
    await expect(field).toHaveValue('Baptism Sunday 2019');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** The calendar view (kept locally); its grid arrives with its own chunk. */
export const Calendar: Story = {
  render: () => <StudioApp path="/schedule" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Schedule view' }, timeout),
      'CALENDAR',
    );
    await expect(await canvas.findByRole('grid', {}, timeout)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Schedule an event' })).toHaveAttribute(
      'href',
      '/schedule/create',
    );
  },
};

/** The create form reads its choices, then refuses an empty submit with the spec's messages. */
export const CreateRefusedEmpty: Story = {
  render: () => <StudioApp path="/schedule/create" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }, timeout));
    await expect(
      (await canvas.findAllByText('Name is required.', {}, timeout)).length,
    ).toBeGreaterThan(0);
  },
};

/**
 * The create form offers the organisation's destination groups: choosing one fills its web
 * channel, a custom RTMP row and a social row, and says so.
 */
export const CreateFilledByGroup: Story = {
  render: () => <StudioApp path="/schedule/create" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: /Fill from a destination group/ }, timeout),
    );
    await userEvent.click(await body.findByRole('option', { name: 'Sunday Everywhere' }, timeout));
    await expect(
      await canvas.findByText('Sunday Everywhere filled in its destinations.', {}, timeout),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Web channel/ })).toHaveValue(
      '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01',
    );
    const rtmp = within(
      await canvas.findByRole('group', { name: 'Custom RTMP destination 1' }, timeout),
    );
    await expect(rtmp.getByRole('combobox', { name: /^Custom RTMP destination/ })).toHaveValue(
      '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01',
    );
    await expect(canvas.getByRole('group', { name: 'Social destination 1' })).toBeVisible();
  },
};

/** Video Review may not schedule: no Schedule entry, and the address shows the 401 page. */
export const VideoReviewForbidden: Story = {
  render: () => <StudioApp path="/schedule" />,
  parameters: {
    msw: { handlers: [signedInAs(['campusReview']), ...answers, ...exampleHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not authorized' }, timeout),
    ).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(navigation).queryByRole('link', { name: 'Schedule' })).toBeNull();
  },
};

/** A scheduled post's page: the post and its page's name from the contract's examples. */
export const ScheduledPost: Story = {
  render: () => <StudioApp path="/schedule/post/2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d06" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Join us this Sunday' }, timeout),
    ).toBeVisible();
    await expect(canvas.getByText('Scheduled')).toBeVisible();
  },
};
