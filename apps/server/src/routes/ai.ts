import {
  AI_SUGGESTION_FIELDS,
  aiRequestNeedsOverage,
  aiUsagePeriod,
  aiVideosIncluded,
  formatMediaPosition,
  STUDIO_AI_LIMITS,
  STUDIO_AI_MESSAGES,
} from '@studio/domain';
import { words } from '../ai/text-analysis';
import type { AuthContext } from '../auth/context';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { periodKey, type AiEnrichmentRow } from '../db/ai/ai-repository';
import type { TrialRow } from '../db/billing/billing-repository';
import type { MediaRow } from '../db/media/media-repository';
import { HttpError, notFound } from '../http/errors';
import type { Services } from '../services';

type Ai = DocumentOperations['ai'];
type AiEnrichment = Ai['getAiEnrichment']['responses'][200]['content']['application/json'];
type AiUsage = Ai['getAiUsage']['responses'][200]['content']['application/json'];

/** The spec's "approve AI videos overage" capability. */
const OVERAGE_CAPABILITY = 'aiVideosOverage.approve';

function toEnrichment(row: AiEnrichmentRow): AiEnrichment {
  const suggestion = row.suggestion;
  return {
    mediaId: row.mediaId,
    status: row.status,
    title: suggestion?.title || null,
    description: suggestion?.description || null,
    summary: suggestion?.summary || null,
    tags: suggestion?.tags ?? [],
    discussionQuestions: suggestion?.discussionQuestions ?? [],
    chapters: (suggestion?.chapters ?? []).map((chapter) => ({
      position: formatMediaPosition(chapter.startSeconds * 1000),
      title: chapter.title,
    })),
    failureReason: row.failureReason,
  };
}

function toTrial(row: TrialRow): NonNullable<AiUsage['trial']> {
  return {
    product: row.product,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

const refused = (status: 409 | 422, code: string, message: string) =>
  new HttpError(status, [{ code, message }]);

const mayGoBeyondAllowance = (auth: AuthContext | null) =>
  auth?.user.capabilities.includes(OVERAGE_CAPABILITY) ?? false;

/**
 * Studio AI (the ai document): enrichment of library videos of 2 hours or less, kept for review
 * and applied field by field, and the monthly allowance. The router has checked the organisation
 * and mediaLibrary.get / mediaLibrary.update; another organisation's video is not found. The
 * engine runs in the `ai.enrich` job (src/ai/enrichment-jobs.ts).
 */
export function aiHandlers(services: Services): HandlerMap<Ai> {
  const repositories = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id);

  async function findItem(organisation: CheckedOrganisation, mediaId: string): Promise<MediaRow> {
    const item = await repositories(organisation).media.findVisible(mediaId);
    if (!item) throw notFound();
    return item;
  }

  async function findEnrichment(organisation: CheckedOrganisation, mediaId: string) {
    await findItem(organisation, mediaId);
    const enrichment = await repositories(organisation).aiEnrichments.findForMedia(mediaId);
    if (!enrichment) throw notFound();
    return enrichment;
  }

  /** The engine needs the transcript, or a title and description that say enough on their own. */
  async function assertSomethingToReadFrom(organisation: CheckedOrganisation, item: MediaRow) {
    const transcript = await services.transcripts.transcriptOf(organisation.id, item.id);
    const minimum = STUDIO_AI_LIMITS.minimumSourceWords;
    if (words(transcript.text ?? '').length >= minimum) return;
    if (words(`${item.title} ${item.description ?? ''}`).length >= minimum) return;
    throw refused(422, 'TRANSCRIPT_REQUIRED', STUDIO_AI_MESSAGES.transcriptRequired);
  }

  return {
    getAiEnrichment: async ({ organisation, params }) => {
      const enrichment = await findEnrichment(organisation, params.mediaId);
      return { status: 200, body: toEnrichment(enrichment) };
    },

    requestAiEnrichment: async ({ organisation, params, auth }) => {
      const item = await findItem(organisation, params.mediaId);
      const { aiEnrichments, aiUsage } = repositories(organisation);
      if (item.processingStatus !== 'COMPLETE')
        throw refused(409, 'MEDIA_PROCESSING', STUDIO_AI_MESSAGES.notProcessed);
      if ((item.durationSeconds ?? 0) > STUDIO_AI_LIMITS.maxDurationSeconds)
        throw refused(422, 'VIDEO_TOO_LONG', STUDIO_AI_MESSAGES.tooLong);
      const current = await aiEnrichments.findForMedia(item.id);
      if (current?.status === 'processing')
        throw refused(409, 'AI_ENRICHMENT_IN_PROGRESS', STUDIO_AI_MESSAGES.alreadyProcessing);
      await assertSomethingToReadFrom(organisation, item);

      // A video counts once a month: enriching it again in the same month is free.
      const period = periodKey(aiUsagePeriod(services.now()).start);
      const alreadyCounted = await aiUsage.isCounted(item.id, period);
      let overage = false;
      if (!alreadyCounted) {
        const allowance = {
          videosUsed: await aiUsage.videosIn(period),
          videosIncluded: aiVideosIncluded(organisation.studioAiVideoCount),
        };
        overage = aiRequestNeedsOverage(allowance);
        if (overage && !mayGoBeyondAllowance(auth))
          throw refused(422, 'MONTHLY_LIMIT_REACHED', STUDIO_AI_MESSAGES.monthlyLimitReached);
      }

      const requestedBy = auth?.apiClient ? null : (auth?.user.id ?? null);
      const started = await aiEnrichments.startProcessing(
        item.id,
        requestedBy,
        !alreadyCounted,
        services.now(),
      );
      if (!started)
        throw refused(409, 'AI_ENRICHMENT_IN_PROGRESS', STUDIO_AI_MESSAGES.alreadyProcessing);
      if (!alreadyCounted) await aiUsage.record(item.id, period, overage, requestedBy);
      await services.jobs.enqueue(
        'ai.enrich',
        { enrichmentId: started.id, mediaId: item.id, periodStart: period },
        { organisationId: organisation.id, uniqueKey: `ai.enrich:${started.id}` },
      );
      return { status: 202, body: toEnrichment(started) };
    },

    approveAiEnrichment: async ({ organisation, params, body, auth }) => {
      const enrichment = await findEnrichment(organisation, params.mediaId);
      if (enrichment.status !== 'review_suggestion' || !auth)
        throw refused(409, 'NOTHING_TO_REVIEW', STUDIO_AI_MESSAGES.nothingToReview);
      const approved = await repositories(organisation).aiEnrichments.approve(enrichment.mediaId, {
        fields: new Set(body?.fields ?? AI_SUGGESTION_FIELDS),
        approver: { id: auth.user.id, name: auth.user.userName },
        now: services.now(),
      });
      if (!approved) throw refused(409, 'NOTHING_TO_REVIEW', STUDIO_AI_MESSAGES.nothingToReview);
      return { status: 200, body: toEnrichment(approved) };
    },

    rejectAiEnrichment: async ({ organisation, params }) => {
      const enrichment = await findEnrichment(organisation, params.mediaId);
      const discarded =
        enrichment.status === 'review_suggestion' &&
        (await repositories(organisation).aiEnrichments.discard(
          enrichment.mediaId,
          services.now(),
        ));
      if (!discarded) throw refused(409, 'NOTHING_TO_REVIEW', STUDIO_AI_MESSAGES.nothingToReview);
      return { status: 204, body: undefined };
    },

    getAiUsage: async ({ organisation, auth }) => {
      const { start, end } = aiUsagePeriod(services.now());
      const { aiUsage, trials } = repositories(organisation);
      const trial = await trials.find('studio_ai');
      return {
        status: 200,
        body: {
          videosUsed: await aiUsage.videosIn(periodKey(start)),
          videosIncluded: aiVideosIncluded(organisation.studioAiVideoCount),
          overageApproved: mayGoBeyondAllowance(auth),
          overagePriceUsd: STUDIO_AI_LIMITS.overagePriceUsd,
          trial: trial ? toTrial(trial) : null,
          periodStart: start.toISOString(),
          periodEnd: end.toISOString(),
        },
      };
    },
  };
}
