import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { users } from '../identity/schema';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { encoderChannels, encoderChannelUsers } from './schema';

export type EncoderChannelRow = typeof encoderChannels.$inferSelect;
/** What a person sets on a channel (the rest is the row's identity, provisioning and timestamps). */
export type EncoderChannelFields = Pick<
  EncoderChannelRow,
  'name' | 'regionId' | 'lanOnly' | 'deleteAfter'
>;
/** A channel with the users given it, as the API answers one. */
export type EncoderChannelWithUsers = EncoderChannelRow & { userIds: string[] };

/** A studio user as the channel screens name one. */
export interface ChannelUser {
  id: string;
  userName: string;
  firstName: string;
  lastName: string;
}

/**
 * One organisation's encoder channels, listed by name (any case), with the users given each
 * one (`encoder_channel_users`). A channel and its users are written in one transaction.
 */
export class EncoderChannelsRepository extends OrganisationScopedRepository<
  typeof encoderChannels
> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, encoderChannels, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${encoderChannels.name})`)];
  }

  /** Whether another channel of the organisation has this name, compared as the unique index does. */
  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const sameName = sql`lower(${encoderChannels.name}) = lower(${name})`;
    const others = exceptId === undefined ? undefined : ne(encoderChannels.id, exceptId);
    return (await this.count(and(sameName, others))) > 0;
  }

  /** Each channel's "Delete recordings after" days (null: kept), of this organisation's. */
  async retentionDaysOf(channelIds: readonly string[]): Promise<Map<string, number | null>> {
    if (channelIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: encoderChannels.id, deleteAfter: encoderChannels.deleteAfter })
      .from(encoderChannels)
      .where(this.inOrganisation(inArray(encoderChannels.id, [...new Set(channelIds)])));
    return new Map(rows.map((row) => [row.id, row.deleteAfter]));
  }

  /** The user ids given each of these channels (all of them this organisation's). */
  async userIdsOf(channelIds: readonly string[]): Promise<Map<string, string[]>> {
    const byChannel = new Map<string, string[]>(channelIds.map((id) => [id, []]));
    if (channelIds.length === 0) return byChannel;
    const rows = await this.db
      .select({
        channelId: encoderChannelUsers.encoderChannelId,
        userId: encoderChannelUsers.userId,
      })
      .from(encoderChannelUsers)
      .innerJoin(encoderChannels, eq(encoderChannels.id, encoderChannelUsers.encoderChannelId))
      .where(this.inOrganisation(inArray(encoderChannelUsers.encoderChannelId, [...channelIds])))
      .orderBy(asc(encoderChannelUsers.userId));
    for (const row of rows) byChannel.get(row.channelId)?.push(row.userId);
    return byChannel;
  }

  async findWithUsers(id: string): Promise<EncoderChannelWithUsers | undefined> {
    const row = await this.findById(id);
    if (!row) return undefined;
    return { ...row, userIds: (await this.userIdsOf([row.id])).get(row.id) ?? [] };
  }

  /**
   * The organisation's studio users (venue logins apart), by name: who may be given a channel.
   * Users of another organisation are never candidates, so ids outside this list are refused.
   */
  async studioUsers(): Promise<ChannelUser[]> {
    return this.db
      .select({
        id: users.id,
        userName: users.userName,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(and(eq(users.organisationId, this.organisationId), eq(users.userType, 'USER')))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  }

  /** The ids of `userIds` that are not studio users of this organisation. */
  async unknownUsers(userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const known = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.organisationId, this.organisationId),
          eq(users.userType, 'USER'),
          inArray(users.id, [...userIds]),
        ),
      );
    const knownIds = new Set(known.map((row) => row.id));
    return userIds.filter((id) => !knownIds.has(id));
  }

  /** The users given one channel of this organisation, by name. */
  async usersOf(channelId: string): Promise<ChannelUser[]> {
    return this.db
      .select({
        id: users.id,
        userName: users.userName,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(encoderChannelUsers)
      .innerJoin(encoderChannels, eq(encoderChannels.id, encoderChannelUsers.encoderChannelId))
      .innerJoin(users, eq(users.id, encoderChannelUsers.userId))
      .where(this.inOrganisation(eq(encoderChannels.id, channelId)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  }

  /** A new channel and its users, in one transaction. */
  async create(
    fields: EncoderChannelFields,
    userIds: readonly string[],
  ): Promise<EncoderChannelWithUsers> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(encoderChannels)
        .values({ ...fields, organisationId: this.organisationId })
        .returning();
      if (!row) throw new Error('INSERT INTO encoder_channels returned no row');
      if (userIds.length > 0)
        await tx
          .insert(encoderChannelUsers)
          .values(userIds.map((userId) => ({ encoderChannelId: row.id, userId })));
      return { ...row, userIds: [...userIds].sort() };
    });
  }

  /**
   * Replaces what a person sets, and the users when `userIds` is given (left out, they stay), in
   * one transaction. Undefined when the id is not one of this organisation's channels.
   */
  async replace(
    id: string,
    fields: EncoderChannelFields,
    userIds: readonly string[] | undefined,
  ): Promise<EncoderChannelWithUsers | undefined> {
    const replaced = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(encoderChannels)
        .set({ ...fields, updatedAt: new Date() })
        .where(this.inOrganisation(eq(encoderChannels.id, id)))
        .returning();
      if (!row) return undefined;
      if (userIds !== undefined) {
        await tx.delete(encoderChannelUsers).where(eq(encoderChannelUsers.encoderChannelId, id));
        if (userIds.length > 0)
          await tx
            .insert(encoderChannelUsers)
            .values(userIds.map((userId) => ({ encoderChannelId: id, userId })));
      }
      return row;
    });
    if (!replaced) return undefined;
    return { ...replaced, userIds: (await this.userIdsOf([id])).get(id) ?? [] };
  }
}
