import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNull,
  lt,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../connection';
import type { EncoderRow } from '../encoders/encoders-repository';
import { encoders } from '../encoders/schema';
import { refreshTokens, users } from '../identity/schema';
import {
  DEFAULT_PAGE_SIZE,
  type OrganisationId,
  type Page,
  type PageRequest,
} from '../organisation-scoped-repository';
import { organisations } from '../organisations/schema';
import { venues } from '../settings/schema';

/** An encoder with the name of the organisation it belongs to (staff see every organisation's). */
export interface EncoderWithOrganisation {
  encoder: EncoderRow;
  organisationName: string;
}

export type EncoderSearchSort =
  'asc.name' | 'desc.name' | 'asc.customer' | 'desc.customer' | 'desc.last_seen';

export interface EncoderSearchFilter extends PageRequest {
  /**
   * Part of the encoder's name, its serial number or its organisation's name; a uuid finds that
   * encoder (as the organisation search does), which is how a staff page opens one encoder.
   */
  text?: string;
  version?: string;
  /** Only encoders seen since `onlineSince` (true) or not seen since then (false). */
  online?: boolean;
  onlineSince: Date;
  sort: EncoderSearchSort;
}

/** A venue's decoder as its last report left it (the venue row holds the one report). */
export interface DecoderReport {
  venueId: string;
  userName: string;
  organisationId: string;
  organisationName: string;
  status: 'online' | 'offline' | 'playing';
  playerVersion: string | null;
  lastReportAt: Date;
}

/** A venue login signed in from several decoders at once. */
export interface DuplicateLoginRow {
  userName: string;
  organisationId: string;
  organisationName: string;
  decoderCount: number;
  lastLogin: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

const ENCODER_ORDER: Record<EncoderSearchSort, SQL[]> = {
  'asc.name': [asc(sql`lower(${encoders.name})`)],
  'desc.name': [desc(sql`lower(${encoders.name})`)],
  'asc.customer': [asc(sql`lower(${organisations.name})`), asc(sql`lower(${encoders.name})`)],
  'desc.customer': [desc(sql`lower(${organisations.name})`), asc(sql`lower(${encoders.name})`)],
  'desc.last_seen': [sql`${encoders.lastSeenAt} DESC NULLS LAST`],
};

/**
 * What staff monitoring and encoder search read across every organisation (issue 17), and the
 * monitoring snapshot of one organisation. Reads only: encoders are written by their agents and
 * the encoder pages, venues by their decoders' reports, refresh tokens by sign-in.
 */
export class MonitoringRepository {
  constructor(private readonly db: Database) {}

  /** Encoder search: every filter given, and-ed; ordered by the sort, then by id. */
  async searchEncoders(filter: EncoderSearchFilter): Promise<Page<EncoderWithOrganisation>> {
    const where = and(
      filter.text && UUID.test(filter.text)
        ? eq(encoders.id, filter.text.toLowerCase())
        : filter.text
          ? or(
              ilike(encoders.name, likePattern(filter.text)),
              ilike(encoders.serialNumber, likePattern(filter.text)),
              ilike(organisations.name, likePattern(filter.text)),
            )
          : undefined,
      filter.version ? eq(encoders.version, filter.version) : undefined,
      filter.online === undefined
        ? undefined
        : filter.online
          ? gte(encoders.lastSeenAt, filter.onlineSince)
          : or(isNull(encoders.lastSeenAt), lt(encoders.lastSeenAt, filter.onlineSince)),
    );
    return this.encoderPage(where, [...ENCODER_ORDER[filter.sort], asc(encoders.id)], filter);
  }

  /** Encoders whose last reported state is ERROR, the longest in error first. */
  encodersInError(request: PageRequest): Promise<Page<EncoderWithOrganisation>> {
    return this.encoderPage(
      eq(encoders.state, 'ERROR'),
      [sql`${encoders.errorSince} ASC NULLS LAST`, asc(encoders.id)],
      request,
    );
  }

  /** One organisation's encoders seen since `since` (every one when null), in the order asked. */
  async organisationEncoders(
    organisationId: OrganisationId,
    since: Date | null,
    sort: 'asc.name' | 'desc.name' | 'desc.last_seen',
  ): Promise<EncoderWithOrganisation[]> {
    const rows = await this.db
      .select({ encoder: encoders, organisationName: organisations.name })
      .from(encoders)
      .innerJoin(organisations, eq(organisations.id, encoders.organisationId))
      .where(
        and(
          eq(encoders.organisationId, organisationId),
          since ? gte(encoders.lastSeenAt, since) : undefined,
        ),
      )
      .orderBy(...ENCODER_ORDER[sort], asc(encoders.id));
    return rows;
  }

  /** Decoders (venues) that reported since `since`, of one organisation or of every one. */
  async decoderReports(
    since: Date,
    options: { organisationId?: OrganisationId; descending?: boolean } = {},
  ): Promise<DecoderReport[]> {
    const byUserName = sql`lower(${users.userName})`;
    const rows = await this.db
      .select({
        venueId: venues.id,
        userName: users.userName,
        organisationId: venues.organisationId,
        organisationName: organisations.name,
        status: venues.status,
        playerVersion: venues.playerVersion,
        lastReportAt: venues.lastReportAt,
      })
      .from(venues)
      .innerJoin(users, eq(users.id, venues.id))
      .innerJoin(organisations, eq(organisations.id, venues.organisationId))
      .where(
        and(
          gte(venues.lastReportAt, since),
          options.organisationId ? eq(venues.organisationId, options.organisationId) : undefined,
        ),
      )
      .orderBy(options.descending ? desc(byUserName) : asc(byUserName), asc(venues.id));
    return rows.map((row) => ({ ...row, lastReportAt: row.lastReportAt! }));
  }

  /** Players online: decoders that reported since `since` and did not report going offline. */
  async countOnlinePlayers(since: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(venues)
      .where(and(gte(venues.lastReportAt, since), sql`${venues.status} <> 'offline'`));
    return row?.total ?? 0;
  }

  /**
   * Venue logins signed in from more than one decoder at once. Every sign-in starts a refresh
   * token family and a signed-in decoder keeps renewing its own, so a venue with two families
   * renewed since `since` (current token neither rotated, revoked nor expired) is in use on two
   * decoders.
   */
  async duplicateLogins(since: Date, now: Date): Promise<DuplicateLoginRow[]> {
    const decoderCount = sql<number>`count(distinct ${refreshTokens.familyId})::int`;
    const rows = await this.db
      .select({
        userName: users.userName,
        organisationId: venues.organisationId,
        organisationName: organisations.name,
        decoderCount,
        lastLogin: max(refreshTokens.createdAt),
      })
      .from(refreshTokens)
      .innerJoin(venues, eq(venues.id, refreshTokens.userId))
      .innerJoin(users, eq(users.id, venues.id))
      .innerJoin(organisations, eq(organisations.id, venues.organisationId))
      .where(
        and(
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
          gte(refreshTokens.createdAt, since),
        ),
      )
      .groupBy(users.userName, venues.organisationId, organisations.name)
      .having(sql`count(distinct ${refreshTokens.familyId}) > 1`)
      .orderBy(desc(max(refreshTokens.createdAt)), asc(users.userName));
    return rows.map((row) => ({ ...row, lastLogin: row.lastLogin! }));
  }

  private async encoderPage(
    where: SQL | undefined,
    order: SQL[],
    request: PageRequest,
  ): Promise<Page<EncoderWithOrganisation>> {
    const page = request.page ?? 0;
    const size = request.size ?? DEFAULT_PAGE_SIZE;
    const [items, [totalRow]] = await Promise.all([
      this.db
        .select({ encoder: encoders, organisationName: organisations.name })
        .from(encoders)
        .innerJoin(organisations, eq(organisations.id, encoders.organisationId))
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset(page * size),
      this.db
        .select({ total: count() })
        .from(encoders)
        .innerJoin(organisations, eq(organisations.id, encoders.organisationId))
        .where(where),
    ]);
    const total = totalRow?.total ?? 0;
    return { items, total, page, size, hasNext: (page + 1) * size < total };
  }
}
