import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { DocumentOperations } from '../contract/operations';
import { systemEvents, systemEventSequences, type SystemEventRow } from '../db/events/schema';

export type SystemEvent =
  DocumentOperations['system-events']['listSystemEvents']['responses'][200]['content']['application/json'][number];
export type SystemEventType = SystemEvent['type'];

/** What a publisher says about a state change; the log adds id, sequence and time. */
export interface SystemEventInput {
  subjectId: string;
  state?: string;
  data?: Record<string, unknown>;
}

/** Every process on the database hears on this channel which organisation has new events. */
export const SYSTEM_EVENTS_CHANNEL = 'studio_system_events';

/** How long events stay for reconnecting streams (the contract says 24 hours). */
export const SYSTEM_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

export function toSystemEvent(row: SystemEventRow): SystemEvent {
  return {
    id: row.id,
    sequence: row.sequence,
    type: row.type as SystemEventType,
    customerId: row.organisationId,
    subjectId: row.subjectId,
    ...(row.state === null ? {} : { state: row.state }),
    data: row.data,
    occurredAt: row.occurredAt.toISOString(),
  };
}

/**
 * The organisation's event log: publishing writes a row with the next per-organisation sequence
 * and NOTIFYs, so streams in any process (a worker process publishing on PostgreSQL included)
 * read the new rows from the table. Reading from the table rather than passing events in memory
 * keeps one path for live delivery and for `Last-Event-ID` replay.
 */
export class SystemEventLog {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async publish(
    organisationId: string,
    type: SystemEventType,
    input: SystemEventInput,
  ): Promise<SystemEvent> {
    // The counter row stays locked until the event commits, so sequences become visible in
    // order and a reader that has seen N never misses an N - 1 that commits later.
    const row = await this.db.transaction(async (transaction) => {
      const [counter] = await transaction
        .insert(systemEventSequences)
        .values({ organisationId, lastSequence: 1 })
        .onConflictDoUpdate({
          target: systemEventSequences.organisationId,
          set: { lastSequence: sql`${systemEventSequences.lastSequence} + 1` },
        })
        .returning();
      if (!counter) throw new Error(`No event sequence for ${organisationId}`);
      const [inserted] = await transaction
        .insert(systemEvents)
        .values({
          organisationId,
          sequence: counter.lastSequence,
          id: randomUUID(),
          type,
          subjectId: input.subjectId,
          state: input.state ?? null,
          data: input.data ?? {},
          occurredAt: this.now(),
        })
        .returning();
      if (!inserted) throw new Error(`Event ${organisationId}/${counter.lastSequence} not stored`);
      return inserted;
    });
    await this.db.execute(sql`SELECT pg_notify(${SYSTEM_EVENTS_CHANNEL}, ${organisationId})`);
    return toSystemEvent(row);
  }

  /** Events after `sequence`, oldest first. */
  async after(organisationId: string, sequence: number, limit: number): Promise<SystemEvent[]> {
    const rows = await this.db
      .select()
      .from(systemEvents)
      .where(
        and(eq(systemEvents.organisationId, organisationId), gt(systemEvents.sequence, sequence)),
      )
      .orderBy(asc(systemEvents.sequence))
      .limit(limit);
    return rows.map(toSystemEvent);
  }

  /** Events that occurred at or after `since` (all kept ones without it), oldest first. */
  async since(organisationId: string, since: Date | undefined, limit: number) {
    const rows = await this.db
      .select()
      .from(systemEvents)
      .where(
        and(
          eq(systemEvents.organisationId, organisationId),
          since ? gte(systemEvents.occurredAt, since) : undefined,
        ),
      )
      .orderBy(asc(systemEvents.sequence))
      .limit(limit);
    return rows.map(toSystemEvent);
  }

  /** The last sequence published for the organisation, 0 before the first. */
  async latestSequence(organisationId: string): Promise<number> {
    const [row] = await this.db
      .select({ latest: sql<string | null>`max(${systemEvents.sequence})` })
      .from(systemEvents)
      .where(eq(systemEvents.organisationId, organisationId));
    return Number(row?.latest ?? 0);
  }

  /** Deletes events older than the retention; the per-organisation counters stay. */
  async trim(retentionMs: number = SYSTEM_EVENT_RETENTION_MS): Promise<number> {
    const cutoff = new Date(this.now().getTime() - retentionMs);
    const deleted = await this.db
      .delete(systemEvents)
      .where(lt(systemEvents.occurredAt, cutoff))
      .returning({ id: systemEvents.id });
    return deleted.length;
  }
}
