import { and, asc, eq } from 'drizzle-orm';
import { SOCIAL_MESSAGES, SOCIAL_POST_MESSAGES, socialAccessErrorMessage } from '@studio/domain';
import type { ContentDestinationRow } from '../../db/broadcast/broadcast-repository';
import type { Database } from '../../db/connection';
import type { OrganisationId } from '../../db/organisation-scoped-repository';
import { socialAccounts, socialChannels, type SocialProviderName } from '../../db/social/schema';

type SocialAccountRow = typeof socialAccounts.$inferSelect;
import {
  SocialProviderError,
  type LiveVideoStatistics,
  type SocialProvider,
  type SocialProviders,
} from '../../social/provider';
import type { SocialTokenCipher } from '../../social/token-cipher';

export interface SocialLiveVideosOptions {
  db: Database;
  providers: SocialProviders;
  cipher: SocialTokenCipher;
  now: () => Date;
}

/** Why a social destination could not stream or publish; stored on it, shown to people. */
export const SOCIAL_LIVE_FAILURES = {
  channelGone: 'The page or channel is no longer linked.',
  accessEnded: SOCIAL_MESSAGES.accessDenied,
  unreachable: 'The social network could not be reached.',
} as const;

/** A live video made at the provider for one destination. */
export interface SocialLiveVideo {
  liveVideoId: string;
  /** Where the restreamer sends the stream: holds the provider's key, never logged. */
  ingestUrl: string;
  /** Ends it at the provider. */
  stop: () => Promise<void>;
}

export type SocialOutcome<T> =
  | { ok: true; value: T }
  /** `unreachable`: the provider did not answer (the others are its refusals). */
  | { ok: false; reason: string; unreachable?: boolean };

export const providerOf = (type: string): SocialProviderName =>
  type === 'YOUTUBE' ? 'youtube' : 'facebook';

/**
 * The provider side of social destinations of live events: the linked channel of the
 * destination (the organisation's, its access neither revoked nor ended), its access decrypted
 * only for the call, and the provider's live video made, stopped or published. Every failure
 * is a reason for that destination alone; a refused access marks the account to renew, as a
 * refused post does (post-publisher.ts).
 */
export class SocialLiveVideos {
  constructor(private readonly options: SocialLiveVideosOptions) {}

  async create(
    organisationId: OrganisationId,
    destination: ContentDestinationRow,
  ): Promise<SocialOutcome<SocialLiveVideo>> {
    return this.withAccess(organisationId, destination, async (provider, credential) => {
      const video = await provider.createLiveVideo(credential, {
        channelId: destination.channelId ?? '',
        title: destination.title ?? '',
        description: destination.description ?? '',
        privacy: destination.privacy ?? 'public',
        published: destination.publishStatus === null || destination.publishStatus === 'published',
      });
      return {
        liveVideoId: video.liveVideoId,
        ingestUrl: video.ingestUrl,
        stop: () => provider.stopLiveVideo(credential, video.liveVideoId),
      };
    });
  }

  /** Makes the destination's live video public at the provider. */
  async publish(
    organisationId: OrganisationId,
    destination: ContentDestinationRow,
  ): Promise<SocialOutcome<void>> {
    return this.withAccess(organisationId, destination, (provider, credential) =>
      provider.publishLiveVideo(
        credential,
        destination.providerVideoId ?? '',
        destination.privacy ?? 'public',
      ),
    );
  }

  /** Views so far and viewers now of the destination's live video, as its provider counts them. */
  async statistics(
    organisationId: OrganisationId,
    destination: ContentDestinationRow,
  ): Promise<SocialOutcome<LiveVideoStatistics>> {
    const liveVideoId = destination.providerVideoId;
    if (!liveVideoId) return { ok: true, value: { views: 0, viewers: 0 } };
    return this.withAccess(organisationId, destination, (provider, credential) =>
      provider.liveVideoStatistics(credential, liveVideoId),
    );
  }

  /**
   * Why a destination cannot stream to the channel (checked when Go Live is asked): not a linked
   * page or channel of the organisation on that network, or its access revoked or ended.
   */
  async channelProblem(
    organisationId: OrganisationId,
    type: 'FACEBOOK' | 'YOUTUBE',
    channelId: string,
  ): Promise<string | null> {
    const account = await this.accountOf(organisationId, providerOf(type), channelId);
    if (!account) return SOCIAL_POST_MESSAGES.channelUnknown;
    return this.accessEnded(account) ? SOCIAL_LIVE_FAILURES.accessEnded : null;
  }

  private async accountOf(
    organisationId: OrganisationId,
    provider: SocialProviderName,
    channelId: string | null,
  ): Promise<SocialAccountRow | undefined> {
    if (!channelId) return undefined;
    const [target] = await this.options.db
      .select({ account: socialAccounts })
      .from(socialChannels)
      .innerJoin(socialAccounts, eq(socialAccounts.id, socialChannels.accountId))
      .where(
        and(
          eq(socialChannels.organisationId, organisationId),
          eq(socialChannels.externalId, channelId),
          eq(socialAccounts.provider, provider),
        ),
      )
      .orderBy(asc(socialChannels.createdAt), asc(socialChannels.id))
      .limit(1);
    return target?.account;
  }

  private accessEnded(account: SocialAccountRow): boolean {
    return (
      account.accessRevoked || account.accessExpiresAt.getTime() <= this.options.now().getTime()
    );
  }

  private async withAccess<T>(
    organisationId: OrganisationId,
    destination: ContentDestinationRow,
    work: (provider: SocialProvider, credential: string) => Promise<T>,
  ): Promise<SocialOutcome<T>> {
    const { db, now } = this.options;
    const provider = providerOf(destination.type);
    const account = await this.accountOf(organisationId, provider, destination.channelId);
    if (!account) return { ok: false, reason: SOCIAL_LIVE_FAILURES.channelGone };
    if (this.accessEnded(account)) return { ok: false, reason: SOCIAL_LIVE_FAILURES.accessEnded };
    try {
      const credential = this.options.cipher.decrypt(account.accessTokenEncrypted);
      return { ok: true, value: await work(this.options.providers[provider], credential) };
    } catch (error) {
      if (!(error instanceof SocialProviderError)) {
        return { ok: false, reason: SOCIAL_LIVE_FAILURES.unreachable, unreachable: true };
      }
      if (error.kind === 'access_denied') {
        await db
          .update(socialAccounts)
          .set({ accessRevoked: true, updatedAt: now() })
          .where(eq(socialAccounts.id, account.id));
        return { ok: false, reason: SOCIAL_LIVE_FAILURES.accessEnded };
      }
      return { ok: false, reason: socialAccessErrorMessage(error.code) };
    }
  }
}
