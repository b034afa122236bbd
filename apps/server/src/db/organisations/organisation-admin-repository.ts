import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import { users } from '../identity/schema';
import type { OrganisationRow } from './organisations-repository';
import { organisations, type AdditionalLicensesColumn, type UsageSummaryColumn } from './schema';

/** The columns the staff organisation admin form sets (plan names come from the catalogue). */
export type OrganisationAdminValues = Pick<
  typeof organisations.$inferInsert,
  | 'name'
  | 'location'
  | 'managedBy'
  | 'accountStatus'
  | 'status'
  | 'masterEcg'
  | 'webPlanId'
  | 'webPlanName'
  | 'webStartDate'
  | 'vodPlanId'
  | 'vodPlanName'
  | 'vodStartDate'
  | 'multisitePlanId'
  | 'multisitePlanName'
  | 'multisiteStartDate'
  | 'licenses'
  | 'rtmpStreams'
  | 'audio16Channel'
  | 'subtitlesHoursPerMonth'
  | 'additionalBandwidthTb'
  | 'storageTb'
  | 'webEvents'
  | 'studioAiVideoCount'
>;

export interface ContactRow {
  id: string;
  firstName: string;
  lastName: string;
  userName: string;
  phone: string | null;
  organisationId: string;
  organisationName: string;
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * The licences bought, as the usage summary counts them: the form's additional licences replace
 * the bought counts and leave what is in use alone.
 */
export function usageSummaryWith(
  summary: UsageSummaryColumn,
  licences: AdditionalLicensesColumn,
): UsageSummaryColumn {
  return {
    ...summary,
    enterpriseLicenses: licences.enterprise,
    professionalLicenses: licences.professional,
    lanCloudSiteLicenses: licences.lanCloud,
    nonProductionSiteLicenses: licences.nonProduction,
  };
}

const EMPTY_USAGE: UsageSummaryColumn = {
  nonProductionSiteLicenses: 0,
  nonProductionSiteLicensesInUse: 0,
  enterpriseLicenses: 0,
  enterpriseLicensesInUse: 0,
  lanCloudSiteLicenses: 0,
  lanCloudSiteLicensesInUse: 0,
  professionalLicenses: 0,
  professionalLicensesInUse: 0,
};

/** A new customer organisation's row: nothing in use yet, the licences the values bought. */
export function newCustomerRow(values: OrganisationAdminValues): typeof organisations.$inferInsert {
  return {
    ...values,
    id: randomUUID(),
    kind: 'customer',
    usageSummary: usageSummaryWith(EMPTY_USAGE, values.licenses!),
  };
}

/** Staff administration of organisations: search, create, edit, move, and the contact search. */
export class OrganisationAdminRepository {
  constructor(private readonly db: Database) {}

  async findByMasterEcg(masterEcg: string): Promise<OrganisationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(organisations)
      .where(eq(organisations.masterEcg, masterEcg));
    return row;
  }

  /** Names containing the text, any case: exact matches first, then those starting with it. */
  async searchByName(text: string, limit: number): Promise<OrganisationRow[]> {
    const lowered = text.toLowerCase();
    return this.db
      .select()
      .from(organisations)
      .where(ilike(organisations.name, likePattern(text)))
      .orderBy(
        desc(sql`lower(${organisations.name}) = ${lowered}`),
        desc(sql`starts_with(lower(${organisations.name}), ${lowered})`),
        asc(sql`lower(${organisations.name})`),
        asc(organisations.id),
      )
      .limit(limit);
  }

  /** Another organisation already called this (any case). */
  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const conditions: SQL[] = [sql`lower(${organisations.name}) = ${name.toLowerCase()}`];
    if (exceptId) conditions.push(ne(organisations.id, exceptId));
    const [row] = await this.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(...conditions))
      .limit(1);
    return row !== undefined;
  }

  async create(values: OrganisationAdminValues): Promise<OrganisationRow> {
    const [row] = await this.db.insert(organisations).values(newCustomerRow(values)).returning();
    return row!;
  }

  async update(
    current: OrganisationRow,
    values: OrganisationAdminValues,
  ): Promise<OrganisationRow> {
    const licences = values.licenses ?? current.licenses;
    const [row] = await this.db
      .update(organisations)
      .set({ ...values, usageSummary: usageSummaryWith(current.usageSummary, licences) })
      .where(eq(organisations.id, current.id))
      .returning();
    return row!;
  }

  async move(id: string, managedBy: string): Promise<OrganisationRow> {
    const [row] = await this.db
      .update(organisations)
      .set({ managedBy })
      .where(eq(organisations.id, id))
      .returning();
    return row!;
  }

  /** People (not venue logins) whose e-mail or mobile contains the text. */
  async searchContacts(
    by: { email: string } | { mobile: string },
    limit: number,
  ): Promise<ContactRow[]> {
    const match =
      'email' in by
        ? ilike(users.userName, likePattern(by.email))
        : ilike(users.phone, likePattern(by.mobile));
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        phone: users.phone,
        organisationId: organisations.id,
        organisationName: organisations.name,
      })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(eq(users.userType, 'USER'), match))
      .orderBy(asc(sql`lower(${users.userName})`), asc(users.id))
      .limit(limit);
  }
}
