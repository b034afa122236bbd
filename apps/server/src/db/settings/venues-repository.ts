import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { users } from '../identity/schema';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type PageRequest,
  type Page,
} from '../organisation-scoped-repository';
import { organisations, type UsageSummaryColumn } from '../organisations/schema';
import { encoderChannels, venueEncoderChannels, venues, type VenueLicenceType } from './schema';

export type VenueRow = typeof venues.$inferSelect;

/** A venue as the API shows it: the venue row, its login's username and its channels. */
export interface VenueRecord extends VenueRow {
  username: string;
  encoderChannelIds: string[];
}

/** What a person sets on a venue; the password changes on its own (`changePassword`). */
export interface VenueFields {
  username: string;
  licenceType: VenueLicenceType;
  decoderMode: 'Cloud' | 'Lan';
  encoderChannelIds: string[];
}

export type LicenceAvailability = Record<VenueLicenceType, number>;

/** Where each venue licence type is counted in the organisation's usage summary. */
const LICENCE_FIELDS: Record<
  VenueLicenceType,
  { held: keyof UsageSummaryColumn; inUse: keyof UsageSummaryColumn }
> = {
  cloud: { held: 'lanCloudSiteLicenses', inUse: 'lanCloudSiteLicensesInUse' },
  enterprise: { held: 'enterpriseLicenses', inUse: 'enterpriseLicensesInUse' },
  'non-prod': { held: 'nonProductionSiteLicenses', inUse: 'nonProductionSiteLicensesInUse' },
  pro: { held: 'professionalLicenses', inUse: 'professionalLicensesInUse' },
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

/** Thrown inside a venue transaction when no licence of the type is left; nothing is stored. */
export class LicenceUnavailableError extends Error {
  constructor(readonly licenceType: VenueLicenceType) {
    super(`No ${licenceType} venue licence is available`);
    this.name = 'LicenceUnavailableError';
  }
}

const countOf = (field: keyof UsageSummaryColumn) =>
  sql<number>`coalesce((${organisations.usageSummary} ->> ${field})::int, 0)`;

/**
 * One organisation's venues. A venue is a login (users row, userType SITE) plus its venue row and
 * channel access; every change to both, and to the licence count it uses, is one transaction. The
 * organisation's usage summary holds the licences and their in-use counts (what `getCustomer`
 * shows): a venue takes one of its type when created or moved to the type, and gives it back when
 * removed or moved away. Taking one is a single guarded UPDATE, so two creates racing for the last
 * licence cannot both win.
 */
export class VenuesRepository extends OrganisationScopedRepository<typeof venues> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, venues, organisationId);
  }

  protected override defaultOrder() {
    return [
      asc(sql`(SELECT lower(${users.userName}) FROM ${users} WHERE ${users.id} = ${venues.id})`),
    ];
  }

  async listVenues(request: PageRequest): Promise<Page<VenueRecord>> {
    const page = await this.list(request);
    return { ...page, items: await this.withLogins(this.db, page.items) };
  }

  async findVenue(id: string, executor: Executor = this.db): Promise<VenueRecord | undefined> {
    const [row] = await executor
      .select()
      .from(venues)
      .where(this.inOrganisation(eq(venues.id, id)));
    if (!row) return undefined;
    const [record] = await this.withLogins(executor, [row]);
    return record;
  }

  /** Whether any login (a person's or a venue's, in any organisation) has this username. */
  async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.userName})`, username.toLowerCase()));
    return row !== undefined && row.id !== exceptId;
  }

  /** The ids among `ids` that are not encoder channels of this organisation. */
  async unknownEncoderChannels(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const known = await this.db
      .select({ id: encoderChannels.id })
      .from(encoderChannels)
      .where(
        and(
          eq(encoderChannels.organisationId, this.organisationId),
          inArray(encoderChannels.id, [...ids]),
        ),
      );
    const knownIds = new Set(known.map((row) => row.id));
    return ids.filter((id) => !knownIds.has(id));
  }

  /** Licences left per type: held less in use, never below zero. */
  async licenceAvailability(): Promise<LicenceAvailability> {
    const [organisation] = await this.db
      .select({ usageSummary: organisations.usageSummary })
      .from(organisations)
      .where(eq(organisations.id, this.organisationId));
    const summary = organisation?.usageSummary;
    const left = (type: VenueLicenceType) => {
      if (!summary) return 0;
      const { held, inUse } = LICENCE_FIELDS[type];
      return Math.max(0, (summary[held] ?? 0) - (summary[inUse] ?? 0));
    };
    return {
      cloud: left('cloud'),
      enterprise: left('enterprise'),
      'non-prod': left('non-prod'),
      pro: left('pro'),
    };
  }

  /**
   * Creates the login and the venue, taking a licence of its type. Throws
   * LicenceUnavailableError when none is left, and the unique violation of the users index when
   * another login took the username meanwhile; either way nothing is stored.
   */
  create(fields: VenueFields & { passwordHash: string }): Promise<VenueRecord> {
    return this.db.transaction(async (tx) => {
      await this.takeLicence(tx, fields.licenceType);
      const id = randomUUID();
      await tx.insert(users).values({
        id,
        organisationId: this.organisationId,
        userName: fields.username,
        passwordHash: fields.passwordHash,
        // A venue has no person's name; the login shows its username.
        firstName: fields.username,
        lastName: '',
        userType: 'SITE',
        roles: [],
        capabilities: [],
      });
      await tx.insert(venues).values({
        id,
        organisationId: this.organisationId,
        licenceType: fields.licenceType,
        decoderMode: fields.decoderMode,
      });
      await this.replaceChannels(tx, id, fields.encoderChannelIds);
      return this.mustFind(tx, id);
    });
  }

  /** Replaces what a person sets; a new licence type trades the old licence for a new one. */
  replace(id: string, fields: VenueFields): Promise<VenueRecord | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(venues)
        .where(this.inOrganisation(eq(venues.id, id)))
        .for('update');
      if (!current) return undefined;
      if (current.licenceType !== fields.licenceType) {
        await this.takeLicence(tx, fields.licenceType);
        await this.giveBackLicence(tx, current.licenceType);
      }
      await tx
        .update(users)
        .set({ userName: fields.username, firstName: fields.username })
        .where(eq(users.id, id));
      await tx
        .update(venues)
        .set({
          licenceType: fields.licenceType,
          decoderMode: fields.decoderMode,
          updatedAt: new Date(),
        })
        .where(eq(venues.id, id));
      await this.replaceChannels(tx, id, fields.encoderChannelIds);
      return this.mustFind(tx, id);
    });
  }

  /** Sets the login's password hash; false when the venue is not this organisation's. */
  async changePassword(id: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [venue] = await tx
        .select({ id: venues.id })
        .from(venues)
        .where(this.inOrganisation(eq(venues.id, id)));
      if (!venue) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
      return true;
    });
  }

  /**
   * Removes the venue with its login and gives its licence back. Deleting the login deletes its
   * refresh tokens (ON DELETE CASCADE), and an access token whose user is gone no longer
   * authenticates: the decoders signed in with the venue are signed out at once.
   */
  remove(id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [venue] = await tx
        .select()
        .from(venues)
        .where(this.inOrganisation(eq(venues.id, id)))
        .for('update');
      if (!venue) return false;
      await this.giveBackLicence(tx, venue.licenceType);
      await tx.delete(users).where(and(eq(users.id, id), eq(users.userType, 'SITE')));
      return true;
    });
  }

  private async takeLicence(tx: Transaction, type: VenueLicenceType): Promise<void> {
    const { held, inUse } = LICENCE_FIELDS[type];
    const taken = await tx
      .update(organisations)
      .set({
        usageSummary: sql`jsonb_set(${organisations.usageSummary}, ARRAY[${inUse}]::text[], to_jsonb(${countOf(inUse)} + 1))`,
      })
      .where(
        and(eq(organisations.id, this.organisationId), sql`${countOf(inUse)} < ${countOf(held)}`),
      )
      .returning({ id: organisations.id });
    if (taken.length === 0) throw new LicenceUnavailableError(type);
  }

  private async giveBackLicence(tx: Transaction, type: VenueLicenceType): Promise<void> {
    const { inUse } = LICENCE_FIELDS[type];
    await tx
      .update(organisations)
      .set({
        usageSummary: sql`jsonb_set(${organisations.usageSummary}, ARRAY[${inUse}]::text[], to_jsonb(greatest(${countOf(inUse)} - 1, 0)))`,
      })
      .where(eq(organisations.id, this.organisationId));
  }

  private async replaceChannels(tx: Transaction, venueId: string, channelIds: readonly string[]) {
    await tx.delete(venueEncoderChannels).where(eq(venueEncoderChannels.venueId, venueId));
    const unique = [...new Set(channelIds)];
    if (unique.length > 0)
      await tx
        .insert(venueEncoderChannels)
        .values(unique.map((encoderChannelId) => ({ venueId, encoderChannelId })));
  }

  private async mustFind(executor: Executor, id: string): Promise<VenueRecord> {
    const record = await this.findVenue(id, executor);
    if (!record) throw new Error(`venue ${id} vanished inside its own transaction`);
    return record;
  }

  /** The usernames and channel access of `rows`, two queries for a whole page. */
  private async withLogins(executor: Executor, rows: VenueRow[]): Promise<VenueRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [logins, channels] = await Promise.all([
      executor
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(inArray(users.id, ids)),
      executor
        .select()
        .from(venueEncoderChannels)
        .where(inArray(venueEncoderChannels.venueId, ids))
        .orderBy(asc(venueEncoderChannels.encoderChannelId)),
    ]);
    const usernames = new Map(logins.map((login) => [login.id, login.userName]));
    return rows.map((row) => ({
      ...row,
      username: usernames.get(row.id) ?? '',
      encoderChannelIds: channels
        .filter((channel) => channel.venueId === row.id)
        .map((channel) => channel.encoderChannelId),
    }));
  }
}
