import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { subscriptions } from '../billing/schema';
import type { Database } from '../connection';
import {
  DEFAULT_PAGE_SIZE,
  OrganisationScopedRepository,
  type OrganisationId,
  type Page,
  type PageRequest,
} from '../organisation-scoped-repository';
import {
  encoderLogs,
  encoderRegistrationRequests,
  encoders,
  softwareEncoderLicences,
  uploaders,
  type LogLevel,
} from './schema';

export type EncoderRow = typeof encoders.$inferSelect;
export type EncoderLogRow = typeof encoderLogs.$inferSelect;
export type UploaderRow = typeof uploaders.$inferSelect;
export type RegistrationRequestRow = typeof encoderRegistrationRequests.$inferSelect;

/** DEBUG 0 ... ERROR 3: `minlevel` keeps entries at or above a severity. */
export const LOG_SEVERITY: Record<LogLevel, number> = { DEBUG: 0, INFO: 1, WARN: 2, ERROR: 3 };

/** Why a software encoder could not be registered; the handler turns each into the spec's message. */
export type SoftwareRegistrationRefusal = 'noLicence' | 'duplicateName' | 'notWaiting';

export type SoftwareRegistrationResult =
  { registered: EncoderRow } | { refused: SoftwareRegistrationRefusal };

/** Subscriptions whose add-ons count (spec section 3: the organisation's licences). */
const COUNTING_STATUSES = ['active', 'in_trial'] as const;

/** One organisation's encoders, listed by name (any case), and its software encoder licences. */
export class EncodersRepository extends OrganisationScopedRepository<typeof encoders> {
  constructor(
    db: Database,
    organisationId: OrganisationId,
    private readonly now: () => Date = () => new Date(),
  ) {
    super(db, encoders, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${encoders.name})`)];
  }

  async findByName(name: string): Promise<EncoderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(encoders)
      .where(this.inOrganisation(sql`lower(${encoders.name}) = lower(${name})`));
    return row;
  }

  /** Software encoder licences the organisation's subscriptions hold (the softwareEncoders add-on). */
  async licencesOwned(): Promise<number> {
    const rows = await this.db
      .select({ addOns: subscriptions.addOns })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.organisationId, this.organisationId),
          inArray(subscriptions.status, [...COUNTING_STATUSES]),
        ),
      );
    return rows
      .flatMap((row) => row.addOns)
      .filter((addOn) => addOn.name === 'softwareEncoders')
      .reduce((total, addOn) => total + addOn.quantity, 0);
  }

  async licencesInUse(): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(softwareEncoderLicences)
      .where(eq(softwareEncoderLicences.organisationId, this.organisationId));
    return row?.value ?? 0;
  }

  /**
   * Registers the software encoder waiting with `deviceId`: in one transaction it checks a licence
   * is free and the name unused, creates the encoder with the secret hash the agent left in its
   * request, consumes a licence and removes the request. The organisation's row is locked first,
   * so two registrations at once cannot both take the last licence.
   */
  async registerSoftware(fields: {
    name: string;
    deviceId: string;
  }): Promise<SoftwareRegistrationResult> {
    const now = this.now();
    // Read before the transaction: PGlite runs one statement at a time, so a query outside the
    // transaction's handle would wait for the transaction to end.
    const owned = await this.licencesOwned();
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT id FROM organisations WHERE id = ${this.organisationId} FOR UPDATE`,
      );
      const [request] = await tx
        .select()
        .from(encoderRegistrationRequests)
        .where(
          and(
            eq(encoderRegistrationRequests.deviceId, fields.deviceId),
            gte(encoderRegistrationRequests.expiresAt, now),
          ),
        );
      if (!request) return { refused: 'notWaiting' as const };
      const [nameTaken] = await tx
        .select({ id: encoders.id })
        .from(encoders)
        .where(
          and(
            eq(encoders.organisationId, this.organisationId),
            sql`lower(${encoders.name}) = lower(${fields.name})`,
          ),
        );
      if (nameTaken) return { refused: 'duplicateName' as const };
      const [inUse] = await tx
        .select({ value: count() })
        .from(softwareEncoderLicences)
        .where(eq(softwareEncoderLicences.organisationId, this.organisationId));
      if ((inUse?.value ?? 0) >= owned) return { refused: 'noLicence' as const };
      const [row] = await tx
        .insert(encoders)
        .values({
          organisationId: this.organisationId,
          name: fields.name,
          kind: 'software',
          serialNumber: `SW-${fields.deviceId}`,
          model: 'Software Encoder',
          operatingSystem: request.operatingSystem,
          version: request.version,
          state: 'IDLE',
          agentSecretHash: request.secretHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The encoder was not inserted.');
      await tx
        .insert(softwareEncoderLicences)
        .values({ encoderId: row.id, organisationId: this.organisationId, consumedAt: now });
      await tx
        .delete(encoderRegistrationRequests)
        .where(eq(encoderRegistrationRequests.deviceId, fields.deviceId));
      return { registered: row };
    });
  }
}

export interface LogQuery extends PageRequest {
  start?: Date;
  end?: Date;
  minLevel: LogLevel;
}

export interface NewLogEntry {
  level: LogLevel;
  entry: string;
  loggedAt: Date;
}

/** One organisation's encoder log entries (the logs gateway), newest first. */
export class EncoderLogsRepository extends OrganisationScopedRepository<typeof encoderLogs> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, encoderLogs, organisationId);
  }

  async write(encoderId: string, entries: readonly NewLogEntry[]): Promise<number> {
    if (entries.length === 0) return 0;
    await this.db.insert(encoderLogs).values(
      entries.map((entry) => ({
        organisationId: this.organisationId,
        encoderId,
        level: entry.level,
        severity: LOG_SEVERITY[entry.level],
        entry: entry.entry,
        loggedAt: entry.loggedAt,
      })),
    );
    return entries.length;
  }

  read(encoderId: string, query: LogQuery): Promise<Page<EncoderLogRow>> {
    const conditions: SQL[] = [
      eq(encoderLogs.encoderId, encoderId),
      gte(encoderLogs.severity, LOG_SEVERITY[query.minLevel]),
    ];
    if (query.start) conditions.push(gte(encoderLogs.loggedAt, query.start));
    if (query.end) conditions.push(lte(encoderLogs.loggedAt, query.end));
    return this.list({
      page: query.page,
      size: query.size ?? DEFAULT_PAGE_SIZE,
      where: and(...conditions),
      orderBy: [desc(encoderLogs.loggedAt)],
    });
  }
}

/** One organisation's uploader installs, by name (any case). */
export class UploadersRepository extends OrganisationScopedRepository<typeof uploaders> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, uploaders, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${uploaders.name})`)];
  }
}

/**
 * What the agent routes need across organisations: an agent proves who it is with its secret
 * alone, so its encoder is found by the secret's hash before any organisation is known.
 */
export class EncoderAgentsRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async findBySecretHash(secretHash: string): Promise<EncoderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(encoders)
      .where(eq(encoders.agentSecretHash, secretHash));
    return row;
  }

  async findById(id: string): Promise<EncoderRow | undefined> {
    const [row] = await this.db.select().from(encoders).where(eq(encoders.id, id));
    return row;
  }

  async findBySerialNumber(serialNumber: string): Promise<EncoderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(encoders)
      .where(eq(encoders.serialNumber, serialNumber));
    return row;
  }

  async findRequest(deviceId: string): Promise<RegistrationRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(encoderRegistrationRequests)
      .where(eq(encoderRegistrationRequests.deviceId, deviceId));
    return row;
  }

  /** The waiting request holding this secret's hash, if it has not expired. */
  async findRequestBySecretHash(secretHash: string): Promise<RegistrationRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(encoderRegistrationRequests)
      .where(
        and(
          eq(encoderRegistrationRequests.secretHash, secretHash),
          gte(encoderRegistrationRequests.expiresAt, this.now()),
        ),
      );
    return row;
  }

  /** Leaves (or renews) a registration request. */
  async saveRequest(request: {
    deviceId: string;
    secretHash: string;
    operatingSystem: string | null;
    version: string | null;
    expiresAt: Date;
  }): Promise<void> {
    const values = { ...request, requestedAt: this.now() };
    await this.db
      .insert(encoderRegistrationRequests)
      .values(values)
      .onConflictDoUpdate({ target: encoderRegistrationRequests.deviceId, set: values });
  }

  async update(
    id: string,
    changes: Partial<Omit<typeof encoders.$inferInsert, 'id' | 'organisationId'>>,
  ): Promise<EncoderRow | undefined> {
    const [row] = await this.db
      .update(encoders)
      .set({ ...changes, updatedAt: this.now() })
      .where(eq(encoders.id, id))
      .returning();
    return row;
  }

  /**
   * Moves an encoder to another organisation (staff): it leaves its channel, and a software
   * encoder takes its licence along. Refuses a name the target already uses, or a software
   * encoder when the target has no free licence.
   */
  async move(
    id: string,
    target: OrganisationId,
  ): Promise<EncoderRow | 'duplicateName' | 'noLicence' | undefined> {
    const encoder = await this.findById(id);
    if (!encoder) return undefined;
    const targetEncoders = new EncodersRepository(this.db, target, this.now);
    if (await targetEncoders.findByName(encoder.name)) return 'duplicateName';
    if (
      encoder.kind === 'software' &&
      (await targetEncoders.licencesInUse()) >= (await targetEncoders.licencesOwned())
    )
      return 'noLicence';
    return this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(encoders)
        .set({ organisationId: target, assignedChannelId: null, updatedAt: this.now() })
        .where(eq(encoders.id, id))
        .returning();
      await tx
        .update(softwareEncoderLicences)
        .set({ organisationId: target })
        .where(eq(softwareEncoderLicences.encoderId, id));
      await tx
        .update(encoderLogs)
        .set({ organisationId: target })
        .where(eq(encoderLogs.encoderId, id));
      return moved;
    });
  }
}
