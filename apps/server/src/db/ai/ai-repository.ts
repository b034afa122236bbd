import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../connection';
import { cues } from '../cues/schema';
import { mediaItems } from '../media/schema';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { aiEnrichments, aiUsage, type StoredSuggestion } from './schema';

export type AiEnrichmentRow = typeof aiEnrichments.$inferSelect;

/** What approving applies: the chosen fields of the suggestion, and who approved. */
export interface Approval {
  fields: ReadonlySet<string>;
  approver: { id: string; name: string };
  now: Date;
}

/**
 * One organisation's Studio AI enrichments. The library item's `ai_status` moves with the
 * enrichment's state in the same statement's transaction, so the library list and the panel
 * always agree.
 */
export class AiEnrichmentsRepository extends OrganisationScopedRepository<typeof aiEnrichments> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, aiEnrichments, organisationId);
  }

  async findForMedia(mediaId: string): Promise<AiEnrichmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(aiEnrichments)
      .where(this.inOrganisation(eq(aiEnrichments.mediaId, mediaId)));
    return row;
  }

  /**
   * A new request for the video, replacing its last result; undefined while one is under way.
   * One statement, so two requests at once cannot both start.
   */
  async startProcessing(
    mediaId: string,
    requestedBy: string | null,
    usageCounted: boolean,
    now: Date,
  ): Promise<AiEnrichmentRow | undefined> {
    return this.db.transaction(async (transaction) => {
      const fresh = {
        status: 'processing' as const,
        engine: null,
        suggestion: null,
        failureReason: null,
        approvedFields: [],
        usageCounted,
        requestedBy,
        requestedAt: now,
        finishedAt: null,
        updatedAt: now,
      };
      const [row] = await transaction
        .insert(aiEnrichments)
        .values({ organisationId: this.organisationId, mediaId, ...fresh })
        .onConflictDoUpdate({
          target: aiEnrichments.mediaId,
          set: fresh,
          setWhere: and(
            ne(aiEnrichments.status, 'processing'),
            eq(aiEnrichments.organisationId, this.organisationId),
          ),
        })
        .returning();
      if (!row) return undefined;
      await this.setItemStatus(transaction, mediaId, 'processing', now);
      return row;
    });
  }

  async recordSuggestion(
    id: string,
    engine: string,
    suggestion: StoredSuggestion,
    now: Date,
  ): Promise<AiEnrichmentRow | undefined> {
    return this.finish(id, { status: 'review_suggestion', engine, suggestion }, now);
  }

  async recordFailure(id: string, reason: string, now: Date): Promise<AiEnrichmentRow | undefined> {
    return this.finish(id, { status: 'failed', failureReason: reason }, now);
  }

  private async finish(
    id: string,
    changes: Partial<typeof aiEnrichments.$inferInsert>,
    now: Date,
  ): Promise<AiEnrichmentRow | undefined> {
    return this.db.transaction(async (transaction) => {
      const [row] = await transaction
        .update(aiEnrichments)
        .set({ ...changes, finishedAt: now, updatedAt: now })
        .where(
          this.inOrganisation(eq(aiEnrichments.id, id), eq(aiEnrichments.status, 'processing')),
        )
        .returning();
      if (row) await this.setItemStatus(transaction, row.mediaId, row.status, now);
      return row;
    });
  }

  /**
   * Applies the chosen fields to the library item (chapters become shared cues) and completes
   * the enrichment; undefined when no suggestion awaits review.
   */
  async approve(mediaId: string, approval: Approval): Promise<AiEnrichmentRow | undefined> {
    return this.db.transaction(async (transaction) => {
      const [row] = await transaction
        .update(aiEnrichments)
        .set({
          status: 'completed',
          approvedFields: [...approval.fields],
          updatedAt: approval.now,
        })
        .where(
          this.inOrganisation(
            eq(aiEnrichments.mediaId, mediaId),
            eq(aiEnrichments.status, 'review_suggestion'),
          ),
        )
        .returning();
      const suggestion = row?.suggestion;
      if (!row || !suggestion) return undefined;
      const chosen = (field: string) => approval.fields.has(field);
      await transaction
        .update(mediaItems)
        .set({
          aiStatus: 'completed',
          updatedAt: approval.now,
          ...(chosen('title') && suggestion.title ? { title: suggestion.title } : {}),
          ...(chosen('description') && suggestion.description
            ? { description: suggestion.description }
            : {}),
          ...(chosen('summary') && suggestion.summary ? { summary: suggestion.summary } : {}),
          ...(chosen('tags') && suggestion.tags.length > 0 ? { tags: suggestion.tags } : {}),
          ...(chosen('discussionQuestions') && suggestion.discussionQuestions.length > 0
            ? { discussionQuestions: suggestion.discussionQuestions }
            : {}),
        })
        .where(and(eq(mediaItems.id, mediaId), eq(mediaItems.organisationId, this.organisationId)));
      if (chosen('chapters') && suggestion.chapters.length > 0)
        await transaction.insert(cues).values(
          suggestion.chapters.map((chapter) => ({
            organisationId: this.organisationId,
            sourceKind: 'media' as const,
            sourceId: mediaId,
            positionMs: Math.round(chapter.startSeconds * 1000),
            name: chapter.title,
            visibility: 'shared' as const,
            ownerId: approval.approver.id,
            ownerName: approval.approver.name,
          })),
        );
      return row;
    });
  }

  /** Discards a suggestion awaiting review: the item is as if Studio AI was never asked. */
  async discard(mediaId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (transaction) => {
      const removed = await transaction
        .delete(aiEnrichments)
        .where(
          this.inOrganisation(
            eq(aiEnrichments.mediaId, mediaId),
            eq(aiEnrichments.status, 'review_suggestion'),
          ),
        )
        .returning({ id: aiEnrichments.id });
      if (removed.length === 0) return false;
      await this.setItemStatus(transaction, mediaId, null, now);
      return true;
    });
  }

  private async setItemStatus(
    transaction: Pick<Database, 'update'>,
    mediaId: string,
    status: AiEnrichmentRow['status'] | null,
    now: Date,
  ): Promise<void> {
    await transaction
      .update(mediaItems)
      .set({ aiStatus: status, updatedAt: now })
      .where(and(eq(mediaItems.id, mediaId), eq(mediaItems.organisationId, this.organisationId)));
  }
}

/** The videos counted against one organisation's monthly allowances. */
export class AiUsageRepository extends OrganisationScopedRepository<typeof aiUsage> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, aiUsage, organisationId);
  }

  /** Videos counted in the month starting `periodStart` (`YYYY-MM-01`). */
  async videosIn(periodStart: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(aiUsage)
      .where(this.inOrganisation(eq(aiUsage.periodStart, periodStart)));
    return row?.total ?? 0;
  }

  async isCounted(mediaId: string, periodStart: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: aiUsage.id })
      .from(aiUsage)
      .where(
        this.inOrganisation(eq(aiUsage.periodStart, periodStart), eq(aiUsage.mediaId, mediaId)),
      );
    return row !== undefined;
  }

  /** Counts the video in the month; false when it already was. */
  async record(
    mediaId: string,
    periodStart: string,
    overage: boolean,
    requestedBy: string | null,
  ): Promise<boolean> {
    const inserted = await this.db
      .insert(aiUsage)
      .values({ organisationId: this.organisationId, mediaId, periodStart, overage, requestedBy })
      .onConflictDoNothing()
      .returning({ id: aiUsage.id });
    return inserted.length > 0;
  }

  /** Gives the month's count back for a video whose enrichment failed. */
  async uncount(mediaId: string, periodStart: string): Promise<void> {
    await this.db
      .delete(aiUsage)
      .where(
        this.inOrganisation(eq(aiUsage.periodStart, periodStart), eq(aiUsage.mediaId, mediaId)),
      );
  }
}

/** `YYYY-MM-DD` of a period start, as the `date` column holds it. */
export const periodKey = (start: Date) => start.toISOString().slice(0, 10);
