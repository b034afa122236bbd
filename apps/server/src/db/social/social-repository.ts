import { and, asc, count, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { destinationGroupCrossposts, destinationGroups } from '../settings/schema';
import { socialAccounts, socialChannels, socialLinkStates, type SocialChannelType } from './schema';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type SocialChannelRow = typeof socialChannels.$inferSelect;
export type SocialLinkStateRow = typeof socialLinkStates.$inferSelect;

/** What a sync read from the provider for one channel. */
export interface SyncedChannel {
  externalId: string;
  name: string;
  type: SocialChannelType;
  liveEnabled: boolean;
}

/** One organisation's linked social accounts and their channels. */
export class SocialAccountsRepository extends OrganisationScopedRepository<typeof socialAccounts> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, socialAccounts, organisationId);
  }

  protected override defaultOrder() {
    return [asc(socialAccounts.provider), asc(sql`lower(${socialAccounts.name})`)];
  }

  async findByExternalId(
    provider: SocialAccountRow['provider'],
    externalId: string,
  ): Promise<SocialAccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(socialAccounts)
      .where(
        this.inOrganisation(
          eq(socialAccounts.provider, provider),
          eq(socialAccounts.externalId, externalId),
        ),
      );
    return row;
  }

  async channelsOf(accountId: string): Promise<SocialChannelRow[]> {
    return this.db
      .select()
      .from(socialChannels)
      .where(
        and(
          eq(socialChannels.organisationId, this.organisationId),
          eq(socialChannels.accountId, accountId),
        ),
      )
      .orderBy(asc(sql`lower(${socialChannels.name})`), asc(socialChannels.id));
  }

  /** A channel by the provider's id; the oldest link's when two accounts reach the same page. */
  async findChannel(externalId: string): Promise<SocialChannelRow | undefined> {
    const [row] = await this.db
      .select()
      .from(socialChannels)
      .where(
        and(
          eq(socialChannels.organisationId, this.organisationId),
          eq(socialChannels.externalId, externalId),
        ),
      )
      .orderBy(asc(socialChannels.createdAt), asc(socialChannels.id))
      .limit(1);
    return row;
  }

  async setCrosspostTargets(channelId: string, targetIds: string[]): Promise<SocialChannelRow> {
    const [row] = await this.db
      .update(socialChannels)
      .set({ crosspostTargetIds: targetIds })
      .where(
        and(
          eq(socialChannels.organisationId, this.organisationId),
          eq(socialChannels.id, channelId),
        ),
      )
      .returning();
    if (!row) throw new Error('The channel disappeared while its crossposts were set.');
    return row;
  }

  /**
   * The account's channels become what the provider listed: new ones added, gone ones removed
   * (with them as crosspost targets), the rest renamed in place, keeping their crossposts.
   */
  async replaceChannels(accountId: string, listed: SyncedChannel[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await tx
        .select()
        .from(socialChannels)
        .where(
          and(
            eq(socialChannels.organisationId, this.organisationId),
            eq(socialChannels.accountId, accountId),
          ),
        );
      const listedIds = new Set(listed.map((channel) => channel.externalId));
      const gone = current.filter((channel) => !listedIds.has(channel.externalId));
      if (gone.length > 0) {
        await tx.delete(socialChannels).where(
          inArray(
            socialChannels.id,
            gone.map((channel) => channel.id),
          ),
        );
      }
      for (const channel of listed) {
        const existing = current.find((row) => row.externalId === channel.externalId);
        const targets = existing?.crosspostTargetIds.filter((id) => listedIds.has(id)) ?? [];
        if (existing) {
          await tx
            .update(socialChannels)
            .set({
              name: channel.name,
              type: channel.type,
              liveEnabled: channel.liveEnabled,
              crosspostTargetIds: targets,
            })
            .where(eq(socialChannels.id, existing.id));
        } else {
          await tx.insert(socialChannels).values({
            organisationId: this.organisationId,
            accountId,
            externalId: channel.externalId,
            name: channel.name,
            type: channel.type,
            liveEnabled: channel.liveEnabled,
          });
        }
      }
    });
  }

  /**
   * Removes the account and its channels. Destination groups lose the channels no other linked
   * account still reaches (spec: "scheduled destinations using it lose their target").
   */
  async unlink(accountId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(socialAccounts)
        .where(this.inOrganisation(eq(socialAccounts.id, accountId)))
        .returning({ id: socialAccounts.id });
      if (!removed) return false;
      const reachable = tx
        .select({ externalId: socialChannels.externalId })
        .from(socialChannels)
        .where(eq(socialChannels.organisationId, this.organisationId));
      const groups = tx
        .select({ id: destinationGroups.id })
        .from(destinationGroups)
        .where(eq(destinationGroups.organisationId, this.organisationId));
      await tx
        .delete(destinationGroupCrossposts)
        .where(
          and(
            inArray(destinationGroupCrossposts.destinationGroupId, groups),
            inArray(destinationGroupCrossposts.destinationType, ['FACEBOOK', 'YOUTUBE']),
            notInArray(destinationGroupCrossposts.socialChannelId, reachable),
          ),
        );
      return true;
    });
  }

  /** Destination groups of the organisation that stream to the account's channels. */
  async linkedDestinationCount(accountId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(destinationGroupCrossposts)
      .innerJoin(
        destinationGroups,
        eq(destinationGroups.id, destinationGroupCrossposts.destinationGroupId),
      )
      .innerJoin(
        socialChannels,
        and(
          eq(socialChannels.externalId, destinationGroupCrossposts.socialChannelId),
          eq(socialChannels.organisationId, destinationGroups.organisationId),
        ),
      )
      .where(
        and(
          eq(destinationGroups.organisationId, this.organisationId),
          eq(socialChannels.accountId, accountId),
        ),
      );
    return row?.total ?? 0;
  }

  /** The sends a video-site channel made today (UTC), for "3 notifications per channel per day". */
  notificationsSentOn(channel: SocialChannelRow, day: string): number {
    return channel.notificationsDay === day ? channel.notificationsSent : 0;
  }
}

/** The authorisations this server started; see migrations/0001_social.sql. */
export class SocialLinkStatesRepository {
  constructor(
    private readonly db: Database,
    private readonly organisationId: OrganisationId,
  ) {}

  async insert(
    values: Omit<typeof socialLinkStates.$inferInsert, 'organisationId' | 'id'>,
  ): Promise<SocialLinkStateRow> {
    const [row] = await this.db
      .insert(socialLinkStates)
      .values({ ...values, organisationId: this.organisationId })
      .returning();
    if (!row) throw new Error('INSERT INTO social_link_states returned no row');
    return row;
  }

  /**
   * Takes a state for good: only the person of this organisation it was issued to, once, before
   * it expires. Answers undefined for anything else (a forged, replayed or foreign state).
   */
  async consume(
    stateHash: string,
    userId: string,
    now: Date,
  ): Promise<SocialLinkStateRow | undefined> {
    const [row] = await this.db
      .update(socialLinkStates)
      .set({ usedAt: now })
      .where(
        and(
          eq(socialLinkStates.organisationId, this.organisationId),
          eq(socialLinkStates.stateHash, stateHash),
          eq(socialLinkStates.userId, userId),
          isNull(socialLinkStates.usedAt),
          gt(socialLinkStates.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }
}
