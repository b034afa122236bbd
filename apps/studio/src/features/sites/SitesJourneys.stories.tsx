import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { capabilitiesForRoles } from '@studio/domain';
import { exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { signedInAs, StudioApp } from '../../storybook/StudioApp';
import { demoSite, demoSites } from './site-fixtures';

const api = mockHttp();

/** Riverside's admin with the capabilities of the role (the contract's example lists three). */
const signedInAsAdmin = http.get('/api/v2/users/me', () =>
  HttpResponse.json(
    fixture('CurrentUser', {
      roles: ['customerAdmin'],
      capabilities: capabilitiesForRoles(['customerAdmin']),
    }),
  ),
);

const siteHandlers = [
  signedInAsAdmin,
  api.v3.get('/customers/{customerId}/sites', ({ response }) => response(200).json(demoSites)),
  api.v3.get('/customers/{customerId}/sites/slugs/{slug}', ({ params, response }) =>
    response(200).json({ slug: params.slug, available: params.slug !== 'riverside' }),
  ),
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
  api.v3.post('/customers/{customerId}/sites', ({ response }) =>
    response(201).json({
      ...demoSite,
      uuid: '0f2b4d65-8a9c-4ebf-9b5d-7c9e1a3c5e09',
      name: 'Youth Nights',
      slug: 'youth',
      url: 'https://studio.example/sites/youth',
    }),
  ),
];

/** The sites and analytics screens inside the whole studio (MSW). */
const meta = {
  title: 'Studio/Sites/Journeys',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...siteHandlers, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 8000 };

/** From the navigation to the list, to a new site: a taken slug said while typing, then saved. */
export const CreateASite: Story = {
  render: () => <StudioApp path="/" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = await canvas.findByRole('navigation', { name: 'Main navigation' }, timeout);
    await userEvent.click(within(navigation).getByRole('link', { name: 'Sites' }));
    await expect(
      await canvas.findByRole('rowheader', { name: 'Riverside Watch' }, timeout),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole('link', { name: 'New site' })[0]!);
    const name = await canvas.findByRole('textbox', { name: /^Name/ }, timeout);
    await userEvent.type(name, 'Youth Nights');
    const slug = canvas.getByRole('textbox', { name: /^URL slug/ });
    await userEvent.type(slug, 'riverside');
    // On the field, and read out by the status region.
    await expect(
      await canvas.findAllByText('This URL slug is already taken.', {}, timeout),
    ).not.toHaveLength(0);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'youth');
    await expect(
      await canvas.findAllByText('This URL slug is free.', {}, timeout),
    ).not.toHaveLength(0);
    await userEvent.click(canvas.getByText('Sermons 2026'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Toasts are rendered in the page's own layer, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Site “Youth Nights” created.', undefined, timeout),
    ).toBeInTheDocument();
  },
};

/** The news widget on the dashboard, from the status service. */
export const DashboardNews: Story = {
  render: () => <StudioApp path="/" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'News' }, timeout)).toBeVisible();
  },
};

/** The Video Review user has no Analytics entry, and its address shows the 401 page. */
export const VideoReviewRefusedAnalytics: Story = {
  render: () => <StudioApp path="/analytics" />,
  parameters: { msw: { handlers: [signedInAs(['campusReview']), ...exampleHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not authorized' }, timeout),
    ).toBeVisible();
  },
};
