import { and, asc, eq, gt, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { clips } from '../clips/schema';
import type { Database } from '../connection';
import { HIDDEN_MEDIA_STATES } from '../media/media-repository';
import { mediaItems } from '../media/schema';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type PageRequest,
} from '../organisation-scoped-repository';
import { socialPosts, type SocialPostDestination, type SocialPostPrivacyValue } from './schema';

export type SocialPostRow = typeof socialPosts.$inferSelect;

/** What a person sets on a post (the contract's `SocialPostInput`, checked). */
export interface SocialPostValues {
  destinationType: SocialPostDestination;
  channelId: string;
  title: string;
  description: string | null;
  mediaId: string | null;
  clipId: string | null;
  reel: boolean;
  privacy: SocialPostPrivacyValue;
  publishAt: Date;
}

/** The library item a post publishes, and how long it plays. */
export interface PostVideo {
  /** The library item whose original file is sent (a clip's own item for a clip). */
  mediaId: string;
  durationSeconds: number | null;
}

/** One organisation's scheduled social posts, soonest first. */
export class SocialPostsRepository extends OrganisationScopedRepository<typeof socialPosts> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, socialPosts, organisationId);
  }

  protected override defaultOrder() {
    return [asc(socialPosts.publishAt)];
  }

  /** A page of the posts publishing from `from` (inclusive) to `to` (exclusive), either open. */
  listPublishing(options: PageRequest & { from?: Date; to?: Date }) {
    const { from, to, ...page } = options;
    return this.list({
      ...page,
      where: and(
        from ? gte(socialPosts.publishAt, from) : undefined,
        to ? lt(socialPosts.publishAt, to) : undefined,
      ),
    });
  }

  /** The post already waiting on this page or channel (one each), other than `exceptId`. */
  async waitingOnChannel(
    destinationType: SocialPostDestination,
    channelId: string,
    exceptId?: string,
  ): Promise<SocialPostRow | undefined> {
    const [row] = await this.db
      .select()
      .from(socialPosts)
      .where(
        this.inOrganisation(
          eq(socialPosts.destinationType, destinationType),
          eq(socialPosts.channelId, channelId),
          inArray(socialPosts.status, ['scheduled', 'pending']),
          exceptId ? sql`${socialPosts.id} <> ${exceptId}` : undefined,
        ),
      );
    return row;
  }

  /**
   * Replaces a waiting post's fields, only while it waits and goes out after `editableAfter`:
   * one statement, so a worker that claims the post at the same moment wins or loses whole.
   */
  async replaceWaiting(
    id: string,
    values: SocialPostValues,
    editableAfter: Date,
    now: Date,
  ): Promise<SocialPostRow | undefined> {
    const [row] = await this.db
      .update(socialPosts)
      .set({ ...values, updatedAt: now })
      .where(
        this.inOrganisation(
          eq(socialPosts.id, id),
          eq(socialPosts.status, 'scheduled'),
          gt(socialPosts.publishAt, editableAfter),
        ),
      )
      .returning();
    return row;
  }

  /** Removes a post that is waiting or failed; false when it is being posted or was posted. */
  async cancel(id: string): Promise<boolean> {
    const removed = await this.db
      .delete(socialPosts)
      .where(
        this.inOrganisation(
          eq(socialPosts.id, id),
          inArray(socialPosts.status, ['scheduled', 'failed']),
        ),
      )
      .returning({ id: socialPosts.id });
    return removed.length > 0;
  }

  /** The organisation's visible library item, or its clip's item; undefined when neither is. */
  async findVideo(ids: {
    mediaId: string | null;
    clipId: string | null;
  }): Promise<PostVideo | undefined> {
    if (ids.clipId) {
      const [clip] = await this.db
        .select({ mediaId: clips.clipMediaId, startMs: clips.startMs, endMs: clips.endMs })
        .from(clips)
        .where(and(eq(clips.organisationId, this.organisationId), eq(clips.id, ids.clipId)));
      return clip
        ? { mediaId: clip.mediaId, durationSeconds: (clip.endMs - clip.startMs) / 1000 }
        : undefined;
    }
    if (!ids.mediaId) return undefined;
    const [item] = await this.db
      .select({ mediaId: mediaItems.id, durationSeconds: mediaItems.durationSeconds })
      .from(mediaItems)
      .where(
        and(
          eq(mediaItems.organisationId, this.organisationId),
          eq(mediaItems.id, ids.mediaId),
          notInArray(mediaItems.state, HIDDEN_MEDIA_STATES),
        ),
      );
    return item;
  }
}
