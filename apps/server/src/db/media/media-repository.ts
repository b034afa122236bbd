import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type Page,
  type ScopedRowChanges,
} from '../organisation-scoped-repository';
import { mediaItems, mediaUploads, type MediaState } from './schema';

export type MediaRow = typeof mediaItems.$inferSelect;
export type NewMediaRow = Omit<typeof mediaItems.$inferInsert, 'organisationId'>;
export type MediaChanges = ScopedRowChanges<typeof mediaItems>;
export type UploadRow = typeof mediaUploads.$inferSelect;

/** States a list never shows: the item is on its way out (spec section 3). */
export const HIDDEN_MEDIA_STATES: MediaState[] = ['delete_pending', 'partial_delete_pending'];

/** The five sorts of section 9: most recent (default), most relevant, title A-Z, Z-A, oldest. */
export const MEDIA_SORTS = [
  'desc.start_time',
  'desc.score',
  'asc.title',
  'desc.title',
  'asc.start_time',
] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

export interface MediaListRequest {
  page?: number;
  size?: number;
  sort?: MediaSort;
  /** Words to find in title, tags, description (and transcript), PostgreSQL full-text search. */
  query?: string;
}

/** When an item happened: its start time, or its creation for items without one. */
const happenedAt = sql`coalesce(${mediaItems.startTime}, ${mediaItems.dateCreated})`;

/**
 * One organisation's library items. Lists and finds leave delete-pending items out; the worker
 * that removes their files reads them with `findAnyState`.
 */
export class MediaRepository extends OrganisationScopedRepository<typeof mediaItems> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, mediaItems, organisationId);
  }

  private visible(...conditions: Array<SQL | undefined>): SQL | undefined {
    return and(notInArray(mediaItems.state, HIDDEN_MEDIA_STATES), ...conditions);
  }

  async listLibrary(request: MediaListRequest): Promise<Page<MediaRow>> {
    const words = request.query?.trim() ?? '';
    // websearch_to_tsquery takes what people type (quotes, "or", -word) and never fails to parse.
    const query = words === '' ? undefined : sql`websearch_to_tsquery('english', ${words})`;
    const matches = query ? sql`${mediaItems.searchVector} @@ ${query}` : undefined;
    const order = (() => {
      switch (request.sort ?? 'desc.start_time') {
        case 'asc.title':
          return [asc(sql`lower(${mediaItems.title})`)];
        case 'desc.title':
          return [desc(sql`lower(${mediaItems.title})`)];
        case 'asc.start_time':
          return [asc(happenedAt)];
        case 'desc.score':
          return query
            ? [desc(sql`ts_rank(${mediaItems.searchVector}, ${query})`), desc(happenedAt)]
            : [desc(happenedAt)];
        default:
          return [desc(happenedAt)];
      }
    })();
    return this.list({
      page: request.page,
      size: request.size,
      where: this.visible(matches),
      orderBy: order,
    });
  }

  /** A visible item (not delete-pending), or undefined. */
  async findVisible(id: string): Promise<MediaRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mediaItems)
      .where(this.inOrganisation(eq(mediaItems.id, id), this.visible()));
    return row;
  }

  findAnyState(id: string): Promise<MediaRow | undefined> {
    return this.findById(id);
  }

  /** Visible items among `ids` (the processing states of a list, one call). */
  async findVisibleMany(ids: readonly string[]): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(mediaItems)
      .where(this.inOrganisation(inArray(mediaItems.id, [...ids]), this.visible()));
  }

  change(id: string, changes: MediaChanges): Promise<MediaRow | undefined> {
    return this.update(id, { ...changes, updatedAt: new Date() });
  }
}

/** One organisation's uploads. */
export class UploadsRepository extends OrganisationScopedRepository<typeof mediaUploads> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, mediaUploads, organisationId);
  }

  /**
   * The unfinished upload of the same file (name and size), so that choosing it again after a
   * closed tab resumes it rather than starting over.
   */
  async findResumable(fileName: string, sizeBytes: number): Promise<UploadRow | undefined> {
    const [row] = await this.db
      .select({ upload: mediaUploads })
      .from(mediaUploads)
      .innerJoin(mediaItems, eq(mediaItems.id, mediaUploads.mediaId))
      .where(
        this.inOrganisation(
          eq(mediaUploads.fileName, fileName),
          eq(mediaUploads.sizeBytes, sizeBytes),
          sql`${mediaUploads.completedAt} IS NULL`,
          sql`${mediaUploads.cancelledAt} IS NULL`,
          notInArray(mediaItems.state, HIDDEN_MEDIA_STATES),
        ),
      )
      .orderBy(desc(mediaUploads.createdAt))
      .limit(1);
    return row?.upload;
  }

  change(
    id: string,
    changes: ScopedRowChanges<typeof mediaUploads>,
  ): Promise<UploadRow | undefined> {
    return this.update(id, { ...changes, updatedAt: new Date() });
  }
}
