/**
 * Studio AI (spec sections 5 and 9): enrichment of library videos of 2 hours or less, a 30-day
 * trial, 10 videos a month unless the organisation's "Studio AI video count" says otherwise,
 * $6 for each video beyond, which only a holder of "approve AI videos overage" may request.
 * Plain values and functions, no yup: the server, the Studio AI panel and its stories share them.
 */

export const STUDIO_AI_LIMITS = {
  /** The longest video Studio AI enriches. */
  maxDurationSeconds: 2 * 60 * 60,
  /** Videos a month when the organisation has no Studio AI video count of its own. */
  defaultVideosPerMonth: 10,
  trialDays: 30,
  overagePriceUsd: 6,
  /** Words of transcript (or of title and description) the engine needs to say anything true. */
  minimumSourceWords: 30,
} as const;

/** The suggestion fields a person accepts or declines one by one. */
export const AI_SUGGESTION_FIELDS = [
  'title',
  'description',
  'summary',
  'tags',
  'discussionQuestions',
  'chapters',
] as const;
export type AiSuggestionField = (typeof AI_SUGGESTION_FIELDS)[number];

export const STUDIO_AI_MESSAGES = {
  tooLong: 'Studio AI enrichment is only for videos of 2 hours or shorter.',
  monthlyLimitReached: `Monthly AI limit reached. Each extra video costs $${STUDIO_AI_LIMITS.overagePriceUsd} and needs someone who can approve AI videos overage.`,
  alreadyProcessing: 'Studio AI is already working on this video.',
  transcriptRequired:
    'Transcribe this video first: it has no transcript, and its title and description are too short to work from.',
  notProcessed: 'The video is still processing; ask Studio AI once it is ready.',
  nothingToReview: 'There are no Studio AI suggestions waiting for review on this video.',
  engineFailed: 'Studio AI could not finish this video. Try again in a few minutes.',
} as const;

export interface AiAllowance {
  videosUsed: number;
  videosIncluded: number;
}

/** Videos beyond the month's allowance, each billed at the overage price. */
export function aiOverageVideos(allowance: AiAllowance): number {
  return Math.max(0, allowance.videosUsed - allowance.videosIncluded);
}

/** What the month's extra videos cost so far, in US dollars. */
export function aiOverageCostUsd(allowance: AiAllowance): number {
  return aiOverageVideos(allowance) * STUDIO_AI_LIMITS.overagePriceUsd;
}

/** Whether one more video would go beyond the allowance. */
export function aiRequestNeedsOverage(allowance: AiAllowance): boolean {
  return allowance.videosUsed >= allowance.videosIncluded;
}

/** The organisation's monthly allowance: its Studio AI video count when set, else 10. */
export function aiVideosIncluded(organisationVideoCount: number | null | undefined): number {
  return organisationVideoCount && organisationVideoCount > 0
    ? organisationVideoCount
    : STUDIO_AI_LIMITS.defaultVideosPerMonth;
}

/** The calendar month (UTC) `at` falls in: where the allowance is counted. */
export function aiUsagePeriod(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
}
