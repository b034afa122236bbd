import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import {
  subtitleTracks,
  transcriptionRequests,
  transcriptions,
  type StoredTranscriptSegment,
  type TranscriptionStatus,
} from './schema';
import { mediaItems } from '../media/schema';

export type TranscriptionRow = typeof transcriptions.$inferSelect;
export type SubtitleTrackRow = typeof subtitleTracks.$inferSelect;

/** The statuses during which another request would only repeat the work (409). */
export const TRANSCRIPTION_UNDER_WAY: readonly TranscriptionStatus[] = ['pending', 'processing'];

export const isUnderWay = (row: Pick<TranscriptionRow, 'status'>) =>
  TRANSCRIPTION_UNDER_WAY.includes(row.status);

/** One organisation's transcripts, one row per library video. */
export class TranscriptionsRepository extends OrganisationScopedRepository<typeof transcriptions> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, transcriptions, organisationId);
  }

  /**
   * Starts a new transcript of a video (replacing a finished one) unless one is under way:
   * one statement, so two requests racing cannot both start. Undefined when one is under way.
   */
  async request(
    mediaId: string,
    language: string,
    durationSeconds: number,
    at: Date,
  ): Promise<TranscriptionRow | undefined> {
    return this.db.transaction(async (transaction) => {
      const [row] = await transaction
        .insert(transcriptions)
        .values({
          id: mediaId,
          organisationId: this.organisationId,
          status: 'pending',
          language,
          durationSeconds,
          requestedAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: transcriptions.id,
          set: {
            status: 'pending',
            language,
            text: null,
            segments: [],
            reason: null,
            durationSeconds,
            requestedAt: at,
            updatedAt: at,
          },
          setWhere: sql`${transcriptions.status} NOT IN ('pending', 'processing')`,
        })
        .returning();
      if (!row) return undefined;
      await transaction.insert(transcriptionRequests).values({
        id: randomUUID(),
        organisationId: this.organisationId,
        mediaId,
        durationSeconds,
        requestedAt: at,
      });
      return row;
    });
  }

  async markProcessing(mediaId: string, at: Date): Promise<void> {
    await this.db
      .update(transcriptions)
      .set({ status: 'processing', updatedAt: at })
      .where(this.inOrganisation(eq(transcriptions.id, mediaId)));
  }

  /** The finished transcript; the plain text also becomes the library item's `transcript`. */
  async complete(mediaId: string, segments: StoredTranscriptSegment[], at: Date): Promise<void> {
    const text = segments.map((segment) => segment.text).join(' ');
    await this.db.transaction(async (transaction) => {
      await transaction
        .update(transcriptions)
        .set({ status: 'completed', text, segments, reason: null, updatedAt: at })
        .where(this.inOrganisation(eq(transcriptions.id, mediaId)));
      await transaction
        .update(mediaItems)
        .set({ transcript: text, updatedAt: at })
        .where(and(eq(mediaItems.id, mediaId), eq(mediaItems.organisationId, this.organisationId)));
    });
  }

  /** A failure gives its request's hours back. */
  async fail(mediaId: string, reason: string, at: Date): Promise<void> {
    await this.db.transaction(async (transaction) => {
      const [row] = await transaction
        .update(transcriptions)
        .set({ status: 'failed', reason, updatedAt: at })
        .where(this.inOrganisation(eq(transcriptions.id, mediaId)))
        .returning();
      if (!row) return;
      const [latest] = await transaction
        .select({ id: transcriptionRequests.id })
        .from(transcriptionRequests)
        .where(
          and(
            eq(transcriptionRequests.organisationId, this.organisationId),
            eq(transcriptionRequests.mediaId, mediaId),
          ),
        )
        .orderBy(desc(transcriptionRequests.requestedAt))
        .limit(1);
      if (latest)
        await transaction
          .update(transcriptionRequests)
          .set({ failed: true })
          .where(eq(transcriptionRequests.id, latest.id));
    });
  }

  /** Seconds of video requested in `[from, to)`, failed requests left out. */
  async secondsRequestedBetween(from: Date, to: Date): Promise<number> {
    const [row] = await this.db
      .select({
        seconds: sql<number>`coalesce(sum(${transcriptionRequests.durationSeconds}), 0)`.mapWith(
          Number,
        ),
      })
      .from(transcriptionRequests)
      .where(
        and(
          eq(transcriptionRequests.organisationId, this.organisationId),
          gte(transcriptionRequests.requestedAt, from),
          lt(transcriptionRequests.requestedAt, to),
          eq(transcriptionRequests.failed, false),
        ),
      );
    return row?.seconds ?? 0;
  }
}

/** One organisation's subtitle tracks. */
export class SubtitleTracksRepository extends OrganisationScopedRepository<typeof subtitleTracks> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, subtitleTracks, organisationId);
  }

  /** A video's tracks by language. */
  async ofMedia(mediaId: string): Promise<SubtitleTrackRow[]> {
    return this.db
      .select()
      .from(subtitleTracks)
      .where(this.inOrganisation(eq(subtitleTracks.mediaId, mediaId)))
      .orderBy(asc(subtitleTracks.language), asc(subtitleTracks.id));
  }

  async findOfMedia(mediaId: string, id: string): Promise<SubtitleTrackRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subtitleTracks)
      .where(this.inOrganisation(eq(subtitleTracks.mediaId, mediaId), eq(subtitleTracks.id, id)));
    return row;
  }

  async languageTaken(mediaId: string, language: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: subtitleTracks.id })
      .from(subtitleTracks)
      .where(
        this.inOrganisation(
          eq(subtitleTracks.mediaId, mediaId),
          eq(subtitleTracks.language, language),
        ),
      );
    return row !== undefined;
  }
}
