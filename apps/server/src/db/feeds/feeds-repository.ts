import type { FeedCategory } from '@studio/domain';
import { and, asc, desc, eq, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import { HIDDEN_MEDIA_STATES } from '../media/media-repository';
import { mediaItems } from '../media/schema';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { playlistItems } from '../playlists/schema';
import { feeds } from './schema';

export type FeedRow = typeof feeds.$inferSelect;

/** What a person sets on a feed (the contract's `FeedInput`, defaults applied). */
export interface FeedValues {
  name: string;
  description: string;
  author: string;
  language: string;
  category: FeedCategory;
  explicit: boolean;
  imageUrl: string | null;
  playlistId: string | null;
  enabled: boolean;
}

/** One organisation's feeds, listed by name (any case). */
export class FeedsRepository extends OrganisationScopedRepository<typeof feeds> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, feeds, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${feeds.name})`)];
  }

  async findByName(name: string, exceptId?: string): Promise<FeedRow | undefined> {
    const [row] = await this.db
      .select()
      .from(feeds)
      .where(
        this.inOrganisation(
          sql`lower(${feeds.name}) = lower(${name})`,
          exceptId ? sql`${feeds.id} <> ${exceptId}` : undefined,
        ),
      );
    return row;
  }

  create(values: FeedValues): Promise<FeedRow> {
    return this.insert(values);
  }

  replace(id: string, values: FeedValues): Promise<FeedRow | undefined> {
    return this.update(id, { ...values, updatedAt: new Date() });
  }
}

/** One episode of a feed: a library video that finished processing, with its MP4's size. */
export interface FeedEpisode {
  mediaId: string;
  organisationId: string;
  title: string;
  description: string | null;
  durationSeconds: number | null;
  sizeBytes: number;
  /** The item's start time (when it was recorded or aired), else when it was created. */
  publishedAt: Date;
  /** The later of the item's last change and when it joined the playlist. */
  changedAt: Date;
}

/** Podcast apps show the newest episodes; an RSS document of a few hundred keeps them quick. */
export const FEED_EPISODE_LIMIT = 300;

/**
 * Feeds as the public reads them (the RSS document and its enclosures), by the feed's id alone:
 * no organisation is checked because none is claimed, and a disabled feed is not found. The
 * episodes are always videos of the feed's own organisation.
 */
export class PublishedFeeds {
  constructor(private readonly db: Database) {}

  async find(feedId: string): Promise<FeedRow | undefined> {
    const [row] = await this.db
      .select()
      .from(feeds)
      .where(and(eq(feeds.id, feedId), eq(feeds.enabled, true)));
    return row;
  }

  /** The feed's episodes, newest first; with `mediaId`, that one only (when it is one). */
  async episodes(feed: FeedRow, mediaId?: string): Promise<FeedEpisode[]> {
    const publishedAt = sql<Date>`coalesce(${mediaItems.startTime}, ${mediaItems.dateCreated})`;
    const conditions: SQL[] = [
      eq(mediaItems.organisationId, feed.organisationId),
      notInArray(mediaItems.state, HIDDEN_MEDIA_STATES),
      eq(mediaItems.processingStatus, 'COMPLETE'),
      isNotNull(mediaItems.originalSizeBytes),
    ];
    if (mediaId) conditions.push(eq(mediaItems.id, mediaId));
    const columns = {
      mediaId: mediaItems.id,
      organisationId: mediaItems.organisationId,
      title: mediaItems.title,
      description: mediaItems.description,
      durationSeconds: mediaItems.durationSeconds,
      sizeBytes: mediaItems.originalSizeBytes,
      startTime: mediaItems.startTime,
      dateCreated: mediaItems.dateCreated,
      updatedAt: mediaItems.updatedAt,
    };
    const rows = feed.playlistId
      ? await this.db
          .select({ ...columns, addedAt: playlistItems.addedAt })
          .from(mediaItems)
          .innerJoin(playlistItems, eq(playlistItems.mediaId, mediaItems.id))
          .where(and(eq(playlistItems.playlistId, feed.playlistId), ...conditions))
          .orderBy(desc(publishedAt), asc(mediaItems.id))
          .limit(FEED_EPISODE_LIMIT)
      : (
          await this.db
            .select(columns)
            .from(mediaItems)
            .where(and(...conditions))
            .orderBy(desc(publishedAt), asc(mediaItems.id))
            .limit(FEED_EPISODE_LIMIT)
        ).map((row) => ({ ...row, addedAt: null }));
    return rows.map((row) => ({
      mediaId: row.mediaId,
      organisationId: row.organisationId,
      title: row.title,
      description: row.description,
      durationSeconds: row.durationSeconds,
      sizeBytes: row.sizeBytes ?? 0,
      publishedAt: row.startTime ?? row.dateCreated,
      changedAt: row.addedAt && row.addedAt > row.updatedAt ? row.addedAt : row.updatedAt,
    }));
  }
}
