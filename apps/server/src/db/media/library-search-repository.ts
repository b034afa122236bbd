import {
  and,
  arrayContains,
  asc,
  desc,
  gte,
  inArray,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../connection';
import {
  DEFAULT_PAGE_SIZE,
  OrganisationScopedRepository,
  type OrganisationId,
  type Page,
} from '../organisation-scoped-repository';
import { HIDDEN_MEDIA_STATES, type MediaRow } from './media-repository';
import { mediaItems } from './schema';

/** The duration ranges of spec section 3 ("Library search" facets), in seconds. */
export const DURATION_RANGES = {
  UNDER_FIVE_MINUTES: { from: 0, below: 5 * 60 },
  FIVE_TO_THIRTY_MINUTES: { from: 5 * 60, below: 30 * 60 },
  OVER_THIRTY_MINUTES: { from: 30 * 60, below: null },
} as const;
export type DurationRange = keyof typeof DURATION_RANGES;
export const DURATION_RANGE_NAMES = Object.keys(DURATION_RANGES) as DurationRange[];

/** The five sorts of section 9, as the search contract spells them. */
export type LibrarySearchSort =
  'desc.start_time' | 'score' | 'asc.title' | 'desc.title' | 'asc.start_time';

/** At most this many tags come back in the tags facet, the most used first. */
export const TAG_FACET_LIMIT = 30;

export interface TimeRange {
  /** At or after. */
  start?: Date;
  /** Before. */
  end?: Date;
}

export interface LibrarySearchRequest {
  page?: number;
  size?: number;
  sort?: LibrarySearchSort;
  /** What a person typed; PostgreSQL full-text search over title, tags, description, transcript. */
  query?: string;
  /** Items carrying every one of these tags. */
  tags?: readonly string[];
  /** Items in any of these duration ranges. */
  durationRanges?: readonly DurationRange[];
  mediaSources?: ReadonlyArray<'LIVE' | 'UPLOADED'>;
  hasThumbnail?: boolean;
  createTimeRange?: TimeRange;
  startTimeRange?: TimeRange;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface LibraryFacets {
  durationRange: FacetCount[];
  hasThumbnail: FacetCount[];
  mediaSource: FacetCount[];
  tags: FacetCount[];
}

export interface LibrarySearchPage extends Page<MediaRow> {
  facets: LibraryFacets;
}

/** When an item happened: its start time, or its creation for items without one. */
const happenedAt = sql`coalesce(${mediaItems.startTime}, ${mediaItems.dateCreated})`;

function inDurationRange(range: DurationRange): SQL {
  const { from, below } = DURATION_RANGES[range];
  const atLeast = gte(mediaItems.durationSeconds, from);
  return below === null
    ? atLeast
    : (and(atLeast, lt(mediaItems.durationSeconds, below)) ?? atLeast);
}

function inTimeRange(column: SQL, range?: TimeRange): Array<SQL | undefined> {
  if (!range) return [];
  return [
    range.start ? sql`${column} >= ${range.start.toISOString()}::timestamptz` : undefined,
    range.end ? sql`${column} < ${range.end.toISOString()}::timestamptz` : undefined,
  ];
}

/**
 * Library search (the search document's `searchLibrary`): full-text search over the trigger-kept
 * `search_vector` (migrations/0001_media.sql, GIN-indexed), the filters of spec section 3, the
 * five sorts, and facet counts over the whole result, in three queries (page, total and facets).
 * Delete-pending items are never found.
 */
export class LibrarySearchRepository extends OrganisationScopedRepository<typeof mediaItems> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, mediaItems, organisationId);
  }

  async search(request: LibrarySearchRequest): Promise<LibrarySearchPage> {
    const words = request.query?.trim() ?? '';
    // websearch_to_tsquery takes what people type (quotes, "or", -word) and never fails to parse.
    const query = words === '' ? undefined : sql`websearch_to_tsquery('english', ${words})`;
    const thumbnail =
      request.hasThumbnail === undefined
        ? undefined
        : request.hasThumbnail
          ? sql`${mediaItems.thumbnailPath} IS NOT NULL`
          : sql`${mediaItems.thumbnailPath} IS NULL`;
    const ranges = request.durationRanges ?? [];
    const where = and(
      notInArray(mediaItems.state, HIDDEN_MEDIA_STATES),
      query ? sql`${mediaItems.searchVector} @@ ${query}` : undefined,
      request.tags && request.tags.length > 0
        ? arrayContains(mediaItems.tags, [...request.tags])
        : undefined,
      ranges.length > 0 ? or(...ranges.map(inDurationRange)) : undefined,
      request.mediaSources && request.mediaSources.length > 0
        ? inArray(mediaItems.mediaSource, [...request.mediaSources])
        : undefined,
      thumbnail,
      ...inTimeRange(sql`${mediaItems.dateCreated}`, request.createTimeRange),
      ...inTimeRange(happenedAt, request.startTimeRange),
    );
    const order = (() => {
      switch (request.sort ?? 'desc.start_time') {
        case 'asc.title':
          return [asc(sql`lower(${mediaItems.title})`)];
        case 'desc.title':
          return [desc(sql`lower(${mediaItems.title})`)];
        case 'asc.start_time':
          return [asc(happenedAt)];
        case 'score':
          // Without words every item is as relevant as the next: most recent first, then.
          return query
            ? [desc(sql`ts_rank(${mediaItems.searchVector}, ${query})`), desc(happenedAt)]
            : [desc(happenedAt)];
        default:
          return [desc(happenedAt)];
      }
    })();
    const page = request.page ?? 0;
    const size = request.size ?? DEFAULT_PAGE_SIZE;
    const inOrganisation = this.inOrganisation(where);
    // One scan counts the total and the fixed facets; the page and the tags take one query each.
    const [items, { total, facets }] = await Promise.all([
      this.db
        .select()
        .from(mediaItems)
        .where(inOrganisation)
        .orderBy(...order, asc(mediaItems.id))
        .limit(size)
        .offset(page * size),
      this.facets(inOrganisation),
    ]);
    return { items, total, page, size, hasNext: (page + 1) * size < total, facets };
  }

  /** The result's size and the counts of every facet value over it (not only the page). */
  private async facets(where: SQL): Promise<{ total: number; facets: LibraryFacets }> {
    const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
    const [counts] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        under5: countWhere(inDurationRange('UNDER_FIVE_MINUTES')),
        from5to30: countWhere(inDurationRange('FIVE_TO_THIRTY_MINUTES')),
        over30: countWhere(inDurationRange('OVER_THIRTY_MINUTES')),
        withThumbnail: countWhere(sql`${mediaItems.thumbnailPath} IS NOT NULL`),
        withoutThumbnail: countWhere(sql`${mediaItems.thumbnailPath} IS NULL`),
        live: countWhere(sql`${mediaItems.mediaSource} = 'LIVE'`),
        uploaded: countWhere(sql`${mediaItems.mediaSource} = 'UPLOADED'`),
      })
      .from(mediaItems)
      .where(where);
    const tag = sql<string>`tag`;
    const tagRows = await this.db
      .select({ value: tag, count: sql<number>`count(*)::int` })
      .from(sql`${mediaItems}, unnest(${mediaItems.tags}) as tag`)
      .where(where)
      .groupBy(tag)
      .orderBy(desc(sql`count(*)`), asc(tag))
      .limit(TAG_FACET_LIMIT);
    const number = (value: unknown) => Number(value ?? 0);
    return {
      total: number(counts?.total),
      facets: {
        durationRange: [
          { value: 'UNDER_FIVE_MINUTES', count: number(counts?.under5) },
          { value: 'FIVE_TO_THIRTY_MINUTES', count: number(counts?.from5to30) },
          { value: 'OVER_THIRTY_MINUTES', count: number(counts?.over30) },
        ],
        hasThumbnail: [
          { value: 'true', count: number(counts?.withThumbnail) },
          { value: 'false', count: number(counts?.withoutThumbnail) },
        ],
        mediaSource: [
          { value: 'LIVE', count: number(counts?.live) },
          { value: 'UPLOADED', count: number(counts?.uploaded) },
        ],
        tags: tagRows.map((row) => ({ value: row.value, count: number(row.count) })),
      },
    };
  }
}
