import { and, eq } from 'drizzle-orm';
import { STUDIO_AI_MESSAGES } from '@studio/domain';
import { AiEnrichmentsRepository, AiUsageRepository } from '../db/ai/ai-repository';
import type { Database } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { transcriptions } from '../db/transcription/schema';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import type { JobContext } from '../jobs/definitions';
import {
  NotEnoughSourceText,
  type EnrichmentEngine,
  type TranscriptSegment,
} from './enrichment-engine';

/** What the `ai.enrich` job is given: the request it answers and the month it was counted in. */
export interface EnrichMediaPayload {
  enrichmentId: string;
  mediaId: string;
  /** `YYYY-MM-01`: the month whose count is given back when the enrichment fails. */
  periodStart: string;
}

export interface Transcript {
  text: string | null;
  segments?: TranscriptSegment[];
}

/**
 * Where a library video's transcript comes from. The default reads `media_items.transcript`
 * (what transcription writes); a source that also knows the timed segments makes chapters start
 * exactly where speech does.
 */
export interface TranscriptSource {
  transcriptOf(organisationId: string, mediaId: string): Promise<Transcript>;
}

export function mediaColumnTranscripts(db: Database): TranscriptSource {
  return {
    async transcriptOf(organisationId, mediaId) {
      const [row] = await db
        .select({ transcript: mediaItems.transcript, segments: transcriptions.segments })
        .from(mediaItems)
        // A completed transcription's timed utterances (src/transcription/) let chapters start
        // where speech does; an item transcribed elsewhere has only the text.
        .leftJoin(
          transcriptions,
          and(eq(transcriptions.id, mediaItems.id), eq(transcriptions.status, 'completed')),
        )
        .where(and(eq(mediaItems.id, mediaId), eq(mediaItems.organisationId, organisationId)));
      const segments = (row?.segments ?? []).map((segment) => ({
        startSeconds: segment.start,
        endSeconds: segment.end,
        text: segment.text,
      }));
      return {
        text: row?.transcript ?? null,
        ...(segments.length > 0 ? { segments } : {}),
      };
    },
  };
}

export interface AiEnricherDependencies {
  db: Database;
  engine: EnrichmentEngine;
  transcripts: TranscriptSource;
  now: () => Date;
}

/**
 * Runs the `ai.enrich` job: asks the engine about the video and keeps its suggestion for review.
 * Too little text fails at once (another try would not help); an engine error is retried by the
 * queue and fails on the last attempt. A failed enrichment does not count against the month.
 */
export class AiEnricher {
  constructor(private readonly dependencies: AiEnricherDependencies) {}

  async enrich(payload: EnrichMediaPayload, context: JobContext): Promise<void> {
    if (!context.organisationId) throw new Error('ai.enrich needs an organisation');
    const organisationId = trustedOrganisationId(context.organisationId);
    const { db, engine, transcripts, now } = this.dependencies;
    const enrichments = new AiEnrichmentsRepository(db, organisationId);
    const enrichment = await enrichments.findById(payload.enrichmentId);
    // Replaced by a newer request or gone with its video: nothing left to do.
    if (!enrichment || enrichment.status !== 'processing') return;
    const [item] = await db
      .select()
      .from(mediaItems)
      .where(
        and(eq(mediaItems.id, payload.mediaId), eq(mediaItems.organisationId, organisationId)),
      );
    if (!item) return;

    const fail = async (reason: string) => {
      const failed = await enrichments.recordFailure(enrichment.id, reason, now());
      if (failed?.usageCounted)
        await new AiUsageRepository(db, organisationId).uncount(item.id, payload.periodStart);
    };

    try {
      const transcript = await transcripts.transcriptOf(organisationId, item.id);
      const suggestion = await engine.enrich(
        {
          title: item.title,
          description: item.description,
          transcript: transcript.text,
          ...(transcript.segments ? { segments: transcript.segments } : {}),
          durationSeconds: item.durationSeconds,
        },
        context.signal,
      );
      await enrichments.recordSuggestion(enrichment.id, engine.name, suggestion, now());
    } catch (error) {
      if (error instanceof NotEnoughSourceText) {
        await fail(STUDIO_AI_MESSAGES.transcriptRequired);
        return;
      }
      if (context.attempt >= context.maxAttempts) {
        await fail(STUDIO_AI_MESSAGES.engineFailed);
        return;
      }
      throw error;
    }
  }
}
