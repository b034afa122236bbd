import { Transform } from 'node:stream';
import { and, asc, between, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { storageServedDaily, storageServedHourly, storageUsage } from '../db/storage/schema';

export interface DailyServedBytes {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  bytes: number;
}

export interface MonthlyServedBytes {
  /** UTC month, `YYYY-MM`. */
  month: string;
  bytes: number;
}

export interface HourlyServedBytes {
  /** Start of the UTC hour. */
  hour: Date;
  bytes: number;
}

/** `YYYY-MM-DD` of the UTC day of `at`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The start of the UTC hour of `at`. */
export const utcHour = (at: Date) => {
  const hour = new Date(at);
  hour.setUTCMinutes(0, 0, 0);
  return hour;
};

/**
 * Per-organisation byte counts: stored now (changed on put and delete) and served per UTC day
 * (added as files are streamed to viewers), which the bandwidth usage screens read.
 */
export class StorageUsage {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async addStored(organisationId: string, deltaBytes: number): Promise<void> {
    if (deltaBytes === 0) return;
    const now = this.now();
    await this.db
      .insert(storageUsage)
      .values({ organisationId, bytesStored: Math.max(0, deltaBytes), updatedAt: now })
      .onConflictDoUpdate({
        target: storageUsage.organisationId,
        // Never below zero, even if an object vanished behind the storage's back.
        set: {
          bytesStored: sql`greatest(0, ${storageUsage.bytesStored} + ${deltaBytes})`,
          updatedAt: now,
        },
      });
  }

  /** Adds to the organisation's UTC day and hour together, so the two never disagree. */
  async addServed(organisationId: string, bytes: number, at: Date = this.now()): Promise<void> {
    if (bytes <= 0) return;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(storageServedDaily)
        .values({ organisationId, day: utcDay(at), bytesServed: bytes })
        .onConflictDoUpdate({
          target: [storageServedDaily.organisationId, storageServedDaily.day],
          set: { bytesServed: sql`${storageServedDaily.bytesServed} + ${bytes}` },
        });
      await tx
        .insert(storageServedHourly)
        .values({ organisationId, hour: utcHour(at), bytesServed: bytes })
        .onConflictDoUpdate({
          target: [storageServedHourly.organisationId, storageServedHourly.hour],
          set: { bytesServed: sql`${storageServedHourly.bytesServed} + ${bytes}` },
        });
    });
  }

  async storedBytes(organisationId: string): Promise<number> {
    const [row] = await this.db
      .select({ bytes: storageUsage.bytesStored })
      .from(storageUsage)
      .where(eq(storageUsage.organisationId, organisationId));
    return row?.bytes ?? 0;
  }

  /** Bytes served per UTC day from `firstDay` to `lastDay` (inclusive); days without any are left out. */
  async servedBytesByDay(
    organisationId: string,
    firstDay: string,
    lastDay: string,
  ): Promise<DailyServedBytes[]> {
    const rows = await this.db
      .select({ day: storageServedDaily.day, bytes: storageServedDaily.bytesServed })
      .from(storageServedDaily)
      .where(
        and(
          eq(storageServedDaily.organisationId, organisationId),
          between(storageServedDaily.day, firstDay, lastDay),
        ),
      )
      .orderBy(asc(storageServedDaily.day));
    return rows;
  }

  /** Bytes served per UTC month from `firstDay` to `lastDay` (inclusive); empty months left out. */
  async servedBytesByMonth(
    organisationId: string,
    firstDay: string,
    lastDay: string,
  ): Promise<MonthlyServedBytes[]> {
    const month = sql<string>`to_char(${storageServedDaily.day}, 'YYYY-MM')`;
    const rows = await this.db
      .select({ month, bytes: sql<string>`sum(${storageServedDaily.bytesServed})` })
      .from(storageServedDaily)
      .where(
        and(
          eq(storageServedDaily.organisationId, organisationId),
          between(storageServedDaily.day, firstDay, lastDay),
        ),
      )
      .groupBy(month)
      .orderBy(asc(month));
    // sum(bigint) is numeric, which the drivers hand back as text.
    return rows.map((row) => ({ month: row.month, bytes: Number(row.bytes) }));
  }

  /** Bytes served per UTC hour from `from` (included) to `to` (excluded); empty hours left out. */
  async servedBytesByHour(
    organisationId: string,
    from: Date,
    to: Date,
  ): Promise<HourlyServedBytes[]> {
    return this.db
      .select({ hour: storageServedHourly.hour, bytes: storageServedHourly.bytesServed })
      .from(storageServedHourly)
      .where(
        and(
          eq(storageServedHourly.organisationId, organisationId),
          gte(storageServedHourly.hour, from),
          lt(storageServedHourly.hour, to),
        ),
      )
      .orderBy(asc(storageServedHourly.hour));
  }

  /**
   * A pass-through stream for a served file: the bytes that actually went through (all of them,
   * or as many as the viewer took before leaving) are added to the organisation's day once the
   * stream ends or is destroyed. `recorded` settles when they are; a failure to record is
   * reported there and never breaks the download.
   */
  meterServed(organisationId: string): { meter: Transform; recorded: Promise<void> } {
    let bytes = 0;
    let settle: (outcome: Promise<void>) => void = () => undefined;
    const recorded = new Promise<void>((resolve) => {
      settle = resolve;
    });
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      settle(this.addServed(organisationId, bytes));
    };
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback(null, chunk);
      },
    });
    meter.on('end', record);
    meter.on('close', record);
    return { meter, recorded };
  }
}
