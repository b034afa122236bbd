import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type Page,
  type PageRequest,
} from '../organisation-scoped-repository';
import { regions } from '../regions/schema';
import {
  destinationGroupCrossposts,
  destinationGroups,
  encoderChannels,
  rtmpDestinations,
  webChannels,
  type CrosspostDestinationType,
} from './schema';

export type DestinationGroupRow = typeof destinationGroups.$inferSelect;
export type SocialCrosspostType = Exclude<CrosspostDestinationType, 'RTMP'>;

export interface SocialCrosspost {
  destinationType: SocialCrosspostType;
  channelId: string;
}

/** A group with what it crossposts to, in the order the person listed them. */
export interface DestinationGroupRecord extends DestinationGroupRow {
  rtmpDestinationIds: string[];
  crossposts: SocialCrosspost[];
}

/** What a person sets on a group. */
export interface DestinationGroupFields {
  name: string;
  enabled: boolean;
  softwareEncoderEnabled: boolean;
  webChannelId: string | null;
  encoderChannelId: string | null;
  rtmpDestinationIds: string[];
  crossposts: SocialCrosspost[];
}

/** A web channel, encoder channel or RTMP destination a group may name. */
export interface DestinationGroupChoiceRow {
  id: string;
  name: string;
  regionId: string | null;
  regionName: string | null;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * One organisation's destination groups, by name (any case), each with its crossposts. A group
 * and its crosspost rows are written in one transaction, so a refused or failed write leaves
 * neither half.
 */
export class DestinationGroupsRepository extends OrganisationScopedRepository<
  typeof destinationGroups
> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, destinationGroups, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${destinationGroups.name})`)];
  }

  async listRecords(request: PageRequest): Promise<Page<DestinationGroupRecord>> {
    const page = await this.list(request);
    return { ...page, items: await this.withCrossposts(page.items) };
  }

  async findRecord(id: string): Promise<DestinationGroupRecord | undefined> {
    const row = await this.findById(id);
    return row && (await this.withCrossposts([row]))[0];
  }

  /** Whether another group of the organisation has this name, compared as the unique index does. */
  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const sameName = sql`lower(${destinationGroups.name}) = lower(${name})`;
    const others = exceptId === undefined ? undefined : ne(destinationGroups.id, exceptId);
    return (await this.count(and(sameName, others))) > 0;
  }

  async create(fields: DestinationGroupFields): Promise<DestinationGroupRecord> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(destinationGroups)
        .values({ ...groupColumns(fields), organisationId: this.organisationId })
        .returning();
      if (!row) throw new Error('INSERT INTO destination_groups returned no row');
      await insertCrossposts(tx, row.id, fields);
      return {
        ...row,
        rtmpDestinationIds: fields.rtmpDestinationIds,
        crossposts: fields.crossposts,
      };
    });
  }

  /** Replaces the group's fields and crossposts; undefined when it is not this organisation's. */
  async replace(
    id: string,
    fields: DestinationGroupFields,
  ): Promise<DestinationGroupRecord | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(destinationGroups)
        .set({ ...groupColumns(fields), updatedAt: new Date() })
        .where(this.inOrganisation(eq(destinationGroups.id, id)))
        .returning();
      if (!row) return undefined;
      await tx
        .delete(destinationGroupCrossposts)
        .where(eq(destinationGroupCrossposts.destinationGroupId, id));
      await insertCrossposts(tx, id, fields);
      return {
        ...row,
        rtmpDestinationIds: fields.rtmpDestinationIds,
        crossposts: fields.crossposts,
      };
    });
  }

  /** Of `ids`, those that are not a web channel of this organisation. */
  async foreignWebChannels(ids: readonly string[]): Promise<string[]> {
    return this.missingOf(ids, webChannels);
  }

  async foreignEncoderChannels(ids: readonly string[]): Promise<string[]> {
    return this.missingOf(ids, encoderChannels);
  }

  async foreignRtmpDestinations(ids: readonly string[]): Promise<string[]> {
    return this.missingOf(ids, rtmpDestinations);
  }

  /** The organisation's channels with their regions and its RTMP destinations, by name. */
  async choices(): Promise<{
    webChannels: DestinationGroupChoiceRow[];
    encoderChannels: DestinationGroupChoiceRow[];
    rtmpDestinations: DestinationGroupChoiceRow[];
  }> {
    const channelsOf = (table: typeof webChannels | typeof encoderChannels) =>
      this.db
        .select({
          id: table.id,
          name: table.name,
          regionId: table.regionId,
          regionName: regions.name,
        })
        .from(table)
        .leftJoin(regions, eq(regions.id, table.regionId))
        .where(eq(table.organisationId, this.organisationId))
        .orderBy(asc(sql`lower(${table.name})`), asc(table.id));
    const [web, encoder, rtmp] = await Promise.all([
      channelsOf(webChannels),
      channelsOf(encoderChannels),
      this.db
        .select({ id: rtmpDestinations.id, name: rtmpDestinations.name })
        .from(rtmpDestinations)
        .where(eq(rtmpDestinations.organisationId, this.organisationId))
        .orderBy(asc(sql`lower(${rtmpDestinations.name})`), asc(rtmpDestinations.id)),
    ]);
    return {
      webChannels: web,
      encoderChannels: encoder,
      rtmpDestinations: rtmp.map((row) => ({ ...row, regionId: null, regionName: null })),
    };
  }

  private async missingOf(
    ids: readonly string[],
    table: typeof webChannels | typeof encoderChannels | typeof rtmpDestinations,
  ): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await this.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.organisationId, this.organisationId), inArray(table.id, [...ids])));
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }

  private async withCrossposts(rows: DestinationGroupRow[]): Promise<DestinationGroupRecord[]> {
    if (rows.length === 0) return [];
    const crossposts = await this.db
      .select()
      .from(destinationGroupCrossposts)
      .where(
        inArray(
          destinationGroupCrossposts.destinationGroupId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(destinationGroupCrossposts.position));
    return rows.map((row) => {
      const own = crossposts.filter((crosspost) => crosspost.destinationGroupId === row.id);
      return {
        ...row,
        rtmpDestinationIds: own.flatMap((crosspost) =>
          crosspost.rtmpDestinationId ? [crosspost.rtmpDestinationId] : [],
        ),
        crossposts: own.flatMap((crosspost) =>
          crosspost.destinationType !== 'RTMP' && crosspost.socialChannelId
            ? [{ destinationType: crosspost.destinationType, channelId: crosspost.socialChannelId }]
            : [],
        ),
      };
    });
  }
}

function groupColumns(fields: DestinationGroupFields) {
  return {
    name: fields.name,
    enabled: fields.enabled,
    softwareEncoderEnabled: fields.softwareEncoderEnabled,
    webChannelId: fields.webChannelId,
    encoderChannelId: fields.encoderChannelId,
  };
}

async function insertCrossposts(
  tx: Transaction,
  groupId: string,
  fields: DestinationGroupFields,
): Promise<void> {
  const rows = [
    ...fields.rtmpDestinationIds.map((rtmpDestinationId) => ({
      destinationType: 'RTMP' as const,
      rtmpDestinationId,
      socialChannelId: null,
    })),
    ...fields.crossposts.map((crosspost) => ({
      destinationType: crosspost.destinationType,
      rtmpDestinationId: null,
      socialChannelId: crosspost.channelId,
    })),
  ].map((row, position) => ({ ...row, destinationGroupId: groupId, position }));
  if (rows.length > 0) await tx.insert(destinationGroupCrossposts).values(rows);
}
