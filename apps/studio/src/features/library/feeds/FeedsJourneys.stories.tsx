import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { capabilitiesForRoles } from '@studio/domain';
import { exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../../storybook/StudioApp';
import { demoFeeds } from './feed-fixtures';

const api = mockHttp();

/** Riverside's Media Library Admin, with the capabilities of the role. */
const signedInAsLibraryAdmin = http.get('/api/v2/users/me', () =>
  HttpResponse.json(
    fixture('CurrentUser', {
      roles: ['mediaLibraryAdmin'],
      capabilities: capabilitiesForRoles(['mediaLibraryAdmin']),
    }),
  ),
);

const feedHandlers = [
  signedInAsLibraryAdmin,
  api.v4.get('/customers/{customerId}/feeds', ({ response }) => response(200).json(demoFeeds)),
  // One page of playlists: the contract's example names a next page, which the form would follow.
  api.v3.get('/customers/{customerId}/playlists', ({ response }) =>
    response(200).json({
      playlists: [
        {
          id: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01',
          name: 'Sermons 2026',
          createdDate: '2026-01-04T10:00:00Z',
          rolling: false,
          sort: 'end',
          mediaCount: 4,
          maxVideoCount: 100,
          totalLength: 14400,
        },
      ],
      nextUrl: null,
    }),
  ),
  api.v4.post('/customers/{customerId}/feeds', async ({ request, response }) => {
    const body = (await request.json()) as { name: string };
    if (body.name.toLowerCase() === 'sunday sermons')
      return response(409).json([
        {
          code: 'NAME_EXISTS',
          message: 'A feed with this name already exists.',
          field: 'body.name',
        },
      ]);
    return response(201).json({
      ...demoFeeds[0]!,
      uuid: '3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b09',
      name: body.name,
    });
  }),
];

/** The podcast feed screens inside the whole studio (MSW). */
const meta = {
  title: 'Studio/Library/Feeds/Journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...feedHandlers, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/**
 * From the navigation to the feeds, to a new feed: a name in use is refused on the field with
 * what was typed kept, then another name is saved and announced.
 */
export const CreateAFeed: Story = {
  render: () => <StudioApp path="/" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = await canvas.findByRole('navigation', { name: 'Main navigation' }, timeout);
    await userEvent.click(within(navigation).getByRole('link', { name: 'Podcast feeds' }));
    await expect(
      await canvas.findByRole('rowheader', { name: 'Sunday sermons' }, timeout),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole('link', { name: 'Create feed' })[0]!);
    const name = await canvas.findByRole('textbox', { name: /^Name/ }, timeout);
    await userEvent.type(name, 'Sunday sermons');
    await userEvent.click(canvas.getByRole('button', { name: 'Save feed' }));
    await expect(
      await canvas.findAllByText('A feed with this name already exists.', {}, timeout),
    ).not.toHaveLength(0);
    await expect(name).toHaveValue('Sunday sermons');
    await userEvent.clear(name);
    await userEvent.type(name, 'Youth nights');
    await userEvent.click(canvas.getByRole('button', { name: 'Save feed' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Feed Youth nights created.', undefined, timeout),
    ).toBeInTheDocument();
  },
};

/** The Video Review user has no feeds entry, and the address shows the 401 page. */
export const VideoReviewRefused: Story = {
  render: () => <StudioApp path="/media/feeds" />,
  parameters: { msw: { handlers: [signedInAs(['campusReview']), ...exampleHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not authorized' }, timeout),
    ).toBeVisible();
  },
};
