import type { AiEnrichment, AiUsage } from '@studio/api';
import type { StudioAiPanelViewProps } from './StudioAiPanelView';

/** The demo's Sunday sermon as it is before Studio AI. */
export const demoAiItem: StudioAiPanelViewProps['item'] = {
  title: 'Sunday 9am Service - Hope in Hard Times',
  description: 'Pastor Ana Ruiz on hope in hard times.',
  summary: null,
  tags: ['sermon', 'hope', '2026'],
  discussionQuestions: [],
  processingStatus: 'COMPLETE',
  durationSeconds: 4512,
};

/** What the built-in engine suggests for the sermon's transcript. */
export const demoSuggestion: AiEnrichment = {
  mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01',
  status: 'review_suggestion',
  title: 'Hope, Storm and Endurance',
  description:
    'Hard times come to every family, and this morning Pastor Ana asks what hope looks like when the news is bad. Hope is trusting that the storm is not the end of the story.',
  summary:
    'Hard times come to every family, and this morning Pastor Ana asks what hope looks like when the news is bad. Then thank that person, because shared hope grows stronger than hope kept alone.',
  tags: ['hope', 'storm', 'endurance', 'character'],
  discussionQuestions: [
    'The video says: “Hope is trusting that the storm is not the end of the story.” What does that mean to you?',
    'How are hope and storm connected in what you heard?',
  ],
  chapters: [
    { position: '00:00:00.000', title: 'Hope and Storm' },
    { position: '00:38:10.000', title: 'Endurance and Character' },
  ],
  failureReason: null,
};

export const demoUsage: AiUsage = {
  videosUsed: 3,
  videosIncluded: 10,
  overageApproved: false,
  overagePriceUsd: 6,
  trial: null,
  periodStart: '2026-11-01T00:00:00Z',
  periodEnd: '2026-12-01T00:00:00Z',
};
