import { and, count, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import { HIDDEN_MEDIA_STATES } from '../media/media-repository';
import { mediaItems } from '../media/schema';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type Page,
  type PageRequest,
} from '../organisation-scoped-repository';
import { clips, mediaTrims } from './schema';

export type TrimRow = typeof mediaTrims.$inferSelect;
export type ClipRow = typeof clips.$inferSelect;

/** A page of clips, optionally only those whose title holds the words of `query`. */
export interface ClipListRequest extends PageRequest {
  query?: string;
}

/** A clip with the processing state of the library item it became. */
export interface ClipWithItem extends ClipRow {
  processingStatus: (typeof mediaItems.$inferSelect)['processingStatus'];
  thumbnailPath: string | null;
}

/** One organisation's trims: what was asked, what was cut. */
export class TrimsRepository extends OrganisationScopedRepository<typeof mediaTrims> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, mediaTrims, organisationId);
  }
}

/**
 * One organisation's clips. A clip is listed while its library item is: a clip whose item is
 * on its way out (delete pending) is gone for the person too.
 */
export class ClipsRepository extends OrganisationScopedRepository<typeof clips> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, clips, organisationId);
  }

  private joined() {
    return this.db
      .select({
        clip: clips,
        processingStatus: mediaItems.processingStatus,
        thumbnailPath: mediaItems.thumbnailPath,
      })
      .from(clips)
      .innerJoin(mediaItems, eq(mediaItems.id, clips.clipMediaId))
      .$dynamic();
  }

  private visible(...conditions: Array<SQL | undefined>) {
    return this.inOrganisation(notInArray(mediaItems.state, HIDDEN_MEDIA_STATES), ...conditions);
  }

  async findWithItem(id: string): Promise<ClipWithItem | undefined> {
    const [row] = await this.joined().where(and(this.visible(), eq(clips.id, id)));
    return row
      ? { ...row.clip, processingStatus: row.processingStatus, thumbnailPath: row.thumbnailPath }
      : undefined;
  }

  /**
   * Newest first (the contract's order), a page at a time. Words are matched the way the library
   * list matches them (websearch_to_tsquery with English stemming, so "sermons" finds "Sermon"),
   * on the clip's own title. An organisation holds few enough clips that the title is turned into
   * a tsvector per row rather than kept in an indexed column.
   */
  async listWithItems(request: ClipListRequest): Promise<Page<ClipWithItem>> {
    const page = request.page ?? 0;
    const size = request.size ?? 50;
    const words = request.query?.trim() ?? '';
    const where = this.visible(
      words === ''
        ? undefined
        : sql`to_tsvector('english', ${clips.title}) @@ websearch_to_tsquery('english', ${words})`,
    );
    const [rows, [counted]] = await Promise.all([
      this.joined()
        .where(where)
        .orderBy(desc(clips.createdAt), desc(clips.id))
        .limit(size)
        .offset(page * size),
      this.db
        .select({ total: count() })
        .from(clips)
        .innerJoin(mediaItems, eq(mediaItems.id, clips.clipMediaId))
        .where(where),
    ]);
    const total = counted?.total ?? 0;
    return {
      items: rows.map((row) => ({
        ...row.clip,
        processingStatus: row.processingStatus,
        thumbnailPath: row.thumbnailPath,
      })),
      total,
      page,
      size,
      hasNext: (page + 1) * size < total,
    };
  }
}
