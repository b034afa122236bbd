import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { AiEnrichment, LibraryItem } from '@studio/api';
import { capabilitiesForRoles } from '@studio/domain';
import { exampleHandlers, fixture, mockHttp } from '@studio/api/mocks';
import { StudioApp } from '../../../storybook/StudioApp';
import { demoSuggestion, demoUsage } from './studio-ai-fixtures';

const api = mockHttp();
const MEDIA_ID = demoSuggestion.mediaId;

/** What the mock server holds: the item and its enrichment, changed by the journey's calls. */
let item: LibraryItem;
let enrichment: AiEnrichment | null;

function reset() {
  item = fixture('LibraryItem', {
    mediaId: MEDIA_ID,
    title: 'Sunday 9am Service - Hope in Hard Times',
    summary: null,
    discussionQuestions: [],
    aiStatus: null,
    processingStatus: 'COMPLETE',
    durationSeconds: 600,
  });
  enrichment = null;
}

const handlers = [
  http.get('/api/v2/users/me', () =>
    HttpResponse.json(
      fixture('CurrentUser', {
        roles: ['mediaLibraryAdmin'],
        capabilities: capabilitiesForRoles(['mediaLibraryAdmin']),
      }),
    ),
  ),
  api.v3.get('/customers/{customerId}/media/{mediaId}', ({ response }) => response(200).json(item)),
  api.ai.get('/customers/{customerId}/usage', ({ response }) =>
    response(200).json({ ...demoUsage, videosUsed: enrichment ? 4 : 3 }),
  ),
  api.ai.get('/customers/{customerId}/media/{mediaId}/enrichment', ({ response }) => {
    if (!enrichment) return response(404).json([{ code: 'NOT_FOUND', message: 'Not found.' }]);
    const current = enrichment;
    // The engine answers by the second look.
    if (current.status === 'processing') enrichment = demoSuggestion;
    return response(200).json(current);
  }),
  api.ai.post('/customers/{customerId}/media/{mediaId}/enrichment', ({ response }) => {
    enrichment = { mediaId: MEDIA_ID, status: 'processing' };
    return response(202).json(enrichment);
  }),
  api.ai.post(
    '/customers/{customerId}/media/{mediaId}/enrichment/approve',
    async ({ request, response }) => {
      const { fields } = (await request.json()) as { fields: string[] };
      if (fields.includes('summary')) item = { ...item, summary: demoSuggestion.summary ?? null };
      if (fields.includes('discussionQuestions'))
        item = { ...item, discussionQuestions: demoSuggestion.discussionQuestions ?? [] };
      enrichment = { ...demoSuggestion, status: 'completed' };
      return response(200).json(enrichment);
    },
  ),
];

/** The Studio AI panel inside the whole studio (MSW): ask, wait, review, apply. */
const meta = {
  title: 'Studio/Library/StudioAiJourney',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...handlers, ...exampleHandlers()] },
    a11y: { test: 'error' },
  },
  beforeEach: () => reset(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// The whole studio boots, then the item route's chunk, then the panel's: give each time.
const timeout = { timeout: 20_000 };

export const AskReviewApply: Story = {
  render: () => <StudioApp path={`/media/library/${MEDIA_ID}`} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Studio AI' }, timeout)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask Studio AI' }, timeout));
    const table = await canvas.findByRole('table', { name: /Suggestions to review/ }, timeout);
    await userEvent.click(
      within(table).getByRole('checkbox', { name: 'Use the suggested Discussion questions' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Apply chosen suggestions' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Applied by Studio AI' }, timeout),
    ).toBeVisible();
    await expect(await canvas.findByText(/shared hope grows stronger/, {}, timeout)).toBeVisible();
    // The declined questions were not applied.
    await expect(canvas.queryByRole('heading', { name: 'Discussion questions' })).toBeNull();
  },
};
