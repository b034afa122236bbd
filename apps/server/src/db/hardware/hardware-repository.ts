import { randomUUID } from 'node:crypto';
import { aliasedTable, and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import { DEFAULT_PAGE_SIZE, type Page, type PageRequest } from '../organisation-scoped-repository';
import { organisations } from '../organisations/schema';
import {
  hardwareCycles,
  hardwareLocations,
  hardwareModels,
  hardwareStatuses,
  hardwareUnits,
} from './schema';

export type HardwareModelRow = typeof hardwareModels.$inferSelect;
export type HardwareLookupRow = typeof hardwareLocations.$inferSelect;
export type HardwareUnitValues = Omit<
  typeof hardwareUnits.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** A unit with the names of what it points at, as the contract answers it. */
export interface HardwareUnitView {
  id: string;
  serialNumber: string;
  model: HardwareModelRow;
  location: HardwareLookupRow;
  owner: { id: string; name: string };
  status: HardwareLookupRow;
  cycle: HardwareLookupRow | null;
  buildDate: string;
  saleDate: string | null;
  warrantyLengthYears: number;
  vendorInvoice: string | null;
  activationCode: string | null;
}

export const HARDWARE_SORTS = [
  'asc.serialNumber',
  'desc.serialNumber',
  'asc.buildDate',
  'desc.buildDate',
  'asc.owner',
  'asc.status',
  'asc.model',
] as const;
export type HardwareSort = (typeof HARDWARE_SORTS)[number];

export interface HardwareUnitFilter extends PageRequest {
  serialNumber?: string;
  statusId?: string;
  modelId?: string;
  ownerId?: string;
  locationId?: string;
  cycleId?: string;
  sort?: HardwareSort;
}

/** The status the dashboard's sum row is called; no unit is in it. */
export const TOTAL_STATUS = 'Total';

const cycles = aliasedTable(hardwareCycles, 'unit_cycle');

/** The staff hardware inventory: the lookups, the units and the dashboard's counts. */
export class HardwareRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  listModels(): Promise<HardwareModelRow[]> {
    return this.db.select().from(hardwareModels).orderBy(asc(hardwareModels.name));
  }

  listLocations(): Promise<HardwareLookupRow[]> {
    return this.db.select().from(hardwareLocations).orderBy(asc(hardwareLocations.name));
  }

  listStatuses(): Promise<HardwareLookupRow[]> {
    return this.db.select().from(hardwareStatuses).orderBy(asc(hardwareStatuses.name));
  }

  listCycles(): Promise<HardwareLookupRow[]> {
    return this.db.select().from(hardwareCycles).orderBy(asc(hardwareCycles.name));
  }

  async findModel(id: string): Promise<HardwareModelRow | undefined> {
    const [row] = await this.db.select().from(hardwareModels).where(eq(hardwareModels.id, id));
    return row;
  }

  async findLocation(id: string): Promise<HardwareLookupRow | undefined> {
    const [row] = await this.db
      .select()
      .from(hardwareLocations)
      .where(eq(hardwareLocations.id, id));
    return row;
  }

  async findStatus(id: string): Promise<HardwareLookupRow | undefined> {
    const [row] = await this.db.select().from(hardwareStatuses).where(eq(hardwareStatuses.id, id));
    return row;
  }

  async findCycle(id: string): Promise<HardwareLookupRow | undefined> {
    const [row] = await this.db.select().from(hardwareCycles).where(eq(hardwareCycles.id, id));
    return row;
  }

  private selectUnits() {
    return this.db
      .select({
        unit: hardwareUnits,
        model: hardwareModels,
        location: hardwareLocations,
        status: hardwareStatuses,
        cycle: cycles,
        owner: { id: organisations.id, name: organisations.name },
      })
      .from(hardwareUnits)
      .innerJoin(hardwareModels, eq(hardwareModels.id, hardwareUnits.modelId))
      .innerJoin(hardwareLocations, eq(hardwareLocations.id, hardwareUnits.locationId))
      .innerJoin(hardwareStatuses, eq(hardwareStatuses.id, hardwareUnits.statusId))
      .innerJoin(organisations, eq(organisations.id, hardwareUnits.ownerId))
      .leftJoin(cycles, eq(cycles.id, hardwareUnits.cycleId));
  }

  private static view(row: {
    unit: typeof hardwareUnits.$inferSelect;
    model: HardwareModelRow;
    location: HardwareLookupRow;
    status: HardwareLookupRow;
    cycle: HardwareLookupRow | null;
    owner: { id: string; name: string };
  }): HardwareUnitView {
    const { unit } = row;
    return {
      id: unit.id,
      serialNumber: unit.serialNumber,
      model: row.model,
      location: row.location,
      owner: row.owner,
      status: row.status,
      cycle: row.cycle,
      buildDate: unit.buildDate,
      saleDate: unit.saleDate,
      warrantyLengthYears: unit.warrantyLengthYears,
      vendorInvoice: unit.vendorInvoice,
      activationCode: unit.activationCode,
    };
  }

  async find(id: string): Promise<HardwareUnitView | undefined> {
    const [row] = await this.selectUnits().where(eq(hardwareUnits.id, id));
    return row && HardwareRepository.view(row);
  }

  async findIdBySerial(serialNumber: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: hardwareUnits.id })
      .from(hardwareUnits)
      .where(eq(hardwareUnits.serialNumber, serialNumber));
    return row?.id;
  }

  async list(filter: HardwareUnitFilter): Promise<Page<HardwareUnitView>> {
    const page = filter.page ?? 0;
    const size = filter.size ?? DEFAULT_PAGE_SIZE;
    const conditions: SQL[] = [];
    if (filter.serialNumber) {
      // Serials are letters and digits only (the contract's pattern): no wildcard to escape.
      conditions.push(like(hardwareUnits.serialNumber, `${filter.serialNumber.toUpperCase()}%`));
    }
    if (filter.statusId) conditions.push(eq(hardwareUnits.statusId, filter.statusId));
    if (filter.modelId) conditions.push(eq(hardwareUnits.modelId, filter.modelId));
    if (filter.ownerId) conditions.push(eq(hardwareUnits.ownerId, filter.ownerId));
    if (filter.locationId) conditions.push(eq(hardwareUnits.locationId, filter.locationId));
    if (filter.cycleId) conditions.push(eq(hardwareUnits.cycleId, filter.cycleId));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const order: Record<HardwareSort, SQL[]> = {
      'asc.serialNumber': [asc(hardwareUnits.serialNumber)],
      'desc.serialNumber': [desc(hardwareUnits.serialNumber)],
      'asc.buildDate': [asc(hardwareUnits.buildDate), asc(hardwareUnits.serialNumber)],
      'desc.buildDate': [desc(hardwareUnits.buildDate), asc(hardwareUnits.serialNumber)],
      'asc.owner': [asc(sql`lower(${organisations.name})`), asc(hardwareUnits.serialNumber)],
      'asc.status': [asc(hardwareStatuses.name), asc(hardwareUnits.serialNumber)],
      'asc.model': [asc(hardwareModels.name), asc(hardwareUnits.serialNumber)],
    };
    const [rows, [counted]] = await Promise.all([
      this.selectUnits()
        .where(where)
        .orderBy(...order[filter.sort ?? 'asc.serialNumber'])
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(hardwareUnits).where(where),
    ]);
    const total = counted?.total ?? 0;
    return {
      items: rows.map((row) => HardwareRepository.view(row)),
      total,
      page,
      size,
      hasNext: (page + 1) * size < total,
    };
  }

  async create(values: HardwareUnitValues): Promise<string> {
    const id = randomUUID();
    const at = this.now();
    await this.db.insert(hardwareUnits).values({ ...values, id, createdAt: at, updatedAt: at });
    return id;
  }

  async update(id: string, values: HardwareUnitValues): Promise<boolean> {
    const rows = await this.db
      .update(hardwareUnits)
      .set({ ...values, updatedAt: this.now() })
      .where(eq(hardwareUnits.id, id))
      .returning({ id: hardwareUnits.id });
    return rows.length > 0;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(hardwareUnits)
      .where(eq(hardwareUnits.id, id))
      .returning({ id: hardwareUnits.id });
    return rows.length > 0;
  }

  /** Units per status and model type, per model and per cycle; lookups without units count 0. */
  async dashboard() {
    const [byStatus, byModel, byCycle, statuses, models, cycleRows] = await Promise.all([
      this.db
        .select({ statusId: hardwareUnits.statusId, type: hardwareModels.type, units: count() })
        .from(hardwareUnits)
        .innerJoin(hardwareModels, eq(hardwareModels.id, hardwareUnits.modelId))
        .groupBy(hardwareUnits.statusId, hardwareModels.type),
      this.db
        .select({ modelId: hardwareUnits.modelId, units: count() })
        .from(hardwareUnits)
        .groupBy(hardwareUnits.modelId),
      this.db
        .select({ cycleId: hardwareUnits.cycleId, units: count() })
        .from(hardwareUnits)
        .groupBy(hardwareUnits.cycleId),
      this.listStatuses(),
      this.listModels(),
      this.listCycles(),
    ]);
    const unitsOf = (statusId: string, type: 'decoder' | 'encoder') =>
      byStatus.find((row) => row.statusId === statusId && row.type === type)?.units ?? 0;
    const counts = statuses
      .filter((status) => status.name !== TOTAL_STATUS)
      .map((status) => ({
        status,
        encoders: unitsOf(status.id, 'encoder'),
        decoders: unitsOf(status.id, 'decoder'),
      }));
    const total = {
      encoders: counts.reduce((sum, row) => sum + row.encoders, 0),
      decoders: counts.reduce((sum, row) => sum + row.decoders, 0),
    };
    return {
      counts: [
        ...counts.map((row) => ({
          status: row.status.name,
          encoders: row.encoders,
          decoders: row.decoders,
        })),
        { status: TOTAL_STATUS, ...total },
      ],
      byModel: models.map((model) => ({
        model,
        count: byModel.find((row) => row.modelId === model.id)?.units ?? 0,
      })),
      byCycle: cycleRows.map((cycle) => ({
        cycle,
        count: byCycle.find((row) => row.cycleId === cycle.id)?.units ?? 0,
      })),
    };
  }
}
