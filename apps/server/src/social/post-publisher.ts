import { VIDEO_SITE_NOTIFICATIONS_PER_DAY } from '@studio/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { trustedOrganisationId } from '../db/organisation-scoped-repository';
import { socialAccounts, socialChannels, socialPosts } from '../db/social/schema';
import { SocialPostsRepository, type SocialPostRow } from '../db/social/social-posts-repository';
import type { SystemEventLog } from '../events/system-event-log';
import type { EnqueueOptions } from '../jobs/queue';
import { mediaFileKey, ORIGINAL_FILE } from '../media/media-files';
import type { AccountedStorage } from '../storage/accounted-storage';
import type { PostVideoSource, SocialProviders } from './provider';
import { SocialProviderError } from './provider';
import type { SocialTokenCipher } from './token-cipher';

/** What the publish job carries: the post, and the time it was scheduled for when enqueued. */
export interface PublishPostPayload {
  organisationId: string;
  postId: string;
  /** ISO instant; an edit that moved the post leaves this job stale (it does nothing). */
  publishAt: string;
}

export interface PostQueue {
  enqueue(
    kind: 'social-post.publish',
    payload: PublishPostPayload,
    options?: EnqueueOptions,
  ): Promise<unknown>;
}

export interface SocialPostPublisherOptions {
  db: Database;
  queue: () => PostQueue;
  providers: SocialProviders;
  cipher: SocialTokenCipher;
  storage: AccountedStorage;
  events: SystemEventLog;
  now: () => Date;
}

/** Why a post failed, in words a person reads on the post page. */
export const POST_FAILURES = {
  channelGone: 'The page or channel is no longer linked.',
  videoGone: 'The video is no longer in the library.',
  accessDenied: 'The network refused the linked account’s access; renew it and schedule again.',
  providerError: (code: string) => `The network refused the post (error code ${code}).`,
} as const;

/**
 * Publishes scheduled posts through the social providers when they are due: the create and edit
 * handlers enqueue `social-post.publish` at the post's time (one job per post and time), and the
 * job hands the post over and records posted or failed, telling the studio (`post.state`).
 */
export class SocialPostPublisher {
  constructor(private readonly options: SocialPostPublisherOptions) {}

  /** Enqueues the post's publication at its time; the key makes a repeat harmless. */
  schedule(post: SocialPostRow): Promise<unknown> {
    const publishAt = post.publishAt.toISOString();
    return this.options.queue().enqueue(
      'social-post.publish',
      { organisationId: post.organisationId, postId: post.id, publishAt },
      {
        organisationId: post.organisationId,
        runAt: post.publishAt,
        uniqueKey: `social-post.publish:${post.id}:${publishAt}`,
      },
    );
  }

  /**
   * Enqueues every waiting post's publication (at start: seeded posts, and any whose job was
   * lost); the keys make it a no-op for posts already queued.
   */
  async scheduleWaiting(): Promise<void> {
    const waiting = await this.options.db
      .select()
      .from(socialPosts)
      .where(eq(socialPosts.status, 'scheduled'));
    for (const post of waiting) await this.schedule(post);
  }

  async publish(payload: PublishPostPayload): Promise<void> {
    const { db, now } = this.options;
    // The claim: only the post as it was scheduled, still waiting (or left pending by a worker
    // that died mid-way). Edits and cancellations need `scheduled`, so they lose from here on.
    const [post] = await db
      .update(socialPosts)
      .set({ status: 'pending', updatedAt: now() })
      .where(
        and(
          eq(socialPosts.id, payload.postId),
          eq(socialPosts.organisationId, payload.organisationId),
          eq(socialPosts.publishAt, new Date(payload.publishAt)),
          inArray(socialPosts.status, ['scheduled', 'pending']),
        ),
      )
      .returning();
    if (!post) return;
    await this.announce(post);

    const [target] = await db
      .select({ channel: socialChannels, account: socialAccounts })
      .from(socialChannels)
      .innerJoin(socialAccounts, eq(socialAccounts.id, socialChannels.accountId))
      .where(
        and(
          eq(socialChannels.organisationId, post.organisationId),
          eq(socialChannels.externalId, post.channelId),
          eq(socialAccounts.provider, post.destinationType === 'YOUTUBE' ? 'youtube' : 'facebook'),
        ),
      )
      .orderBy(socialChannels.createdAt, socialChannels.id)
      .limit(1);
    if (!target) return this.fail(post, POST_FAILURES.channelGone);

    let video: PostVideoSource | null = null;
    if (post.mediaId || post.clipId) {
      video = await this.videoOf(post);
      if (!video) return this.fail(post, POST_FAILURES.videoGone);
    }

    const provider = this.options.providers[target.account.provider];
    try {
      const published = await provider.publishPost(
        this.options.cipher.decrypt(target.account.accessTokenEncrypted),
        {
          channelId: post.channelId,
          title: post.title,
          description: post.description ?? '',
          privacy: post.privacy,
          reel: post.reel,
          video,
          notifySubscribers:
            post.destinationType === 'YOUTUBE' && (await this.takeNotification(target.channel.id)),
        },
      );
      const [posted] = await db
        .update(socialPosts)
        .set({
          status: 'posted',
          providerPostId: published.postId,
          postedAt: now(),
          failureReason: null,
          updatedAt: now(),
        })
        .where(eq(socialPosts.id, post.id))
        .returning();
      if (posted) await this.announce(posted);
    } catch (error) {
      if (!(error instanceof SocialProviderError)) throw error;
      if (error.kind === 'access_denied') {
        await db
          .update(socialAccounts)
          .set({ accessRevoked: true, updatedAt: now() })
          .where(eq(socialAccounts.id, target.account.id));
        return this.fail(post, POST_FAILURES.accessDenied);
      }
      return this.fail(post, POST_FAILURES.providerError(error.code));
    }
  }

  /**
   * One of the channel's notifications of the day (UTC), if any is left: one statement, so two
   * posts going out together cannot both take the last one.
   */
  private async takeNotification(channelRowId: string): Promise<boolean> {
    const today = this.options.now().toISOString().slice(0, 10);
    const taken = await this.options.db
      .update(socialChannels)
      .set({
        notificationsSent: sql`CASE WHEN ${socialChannels.notificationsDay} = ${today}::date THEN ${socialChannels.notificationsSent} + 1 ELSE 1 END`,
        notificationsDay: today,
      })
      .where(
        and(
          eq(socialChannels.id, channelRowId),
          or(
            sql`${socialChannels.notificationsDay} IS DISTINCT FROM ${today}::date`,
            sql`${socialChannels.notificationsSent} < ${VIDEO_SITE_NOTIFICATIONS_PER_DAY}`,
          ),
        ),
      )
      .returning({ id: socialChannels.id });
    return taken.length > 0;
  }

  private async videoOf(post: SocialPostRow): Promise<PostVideoSource | null> {
    const posts = new SocialPostsRepository(
      this.options.db,
      trustedOrganisationId(post.organisationId),
    );
    const found = await posts.findVideo(post);
    if (!found) return null;
    const key = mediaFileKey(post.organisationId, found.mediaId, ORIGINAL_FILE);
    const stored = await this.options.storage.objects.stat(key);
    if (!stored) return null;
    const { objects } = this.options.storage;
    return {
      sizeBytes: stored.size,
      contentType: 'video/mp4',
      open: async () => {
        const object = await objects.get(key);
        if (!object) throw new SocialProviderError('provider_error', 'NO_FILE', 'No video file.');
        return object.body;
      },
    };
  }

  private async fail(post: SocialPostRow, reason: string): Promise<void> {
    const [failed] = await this.options.db
      .update(socialPosts)
      .set({ status: 'failed', failureReason: reason, updatedAt: this.options.now() })
      .where(eq(socialPosts.id, post.id))
      .returning();
    if (failed) await this.announce(failed);
  }

  private announce(post: SocialPostRow) {
    return this.options.events.publish(post.organisationId, 'post.state', {
      subjectId: post.id,
      state: post.status,
    });
  }
}
