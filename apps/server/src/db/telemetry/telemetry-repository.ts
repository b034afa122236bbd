import { asc, eq } from 'drizzle-orm';
import type { Database } from '../connection';
import { telemetryEvents, type NewTelemetryEvent, type TelemetryEventRow } from './schema';

export class TelemetryRepository {
  constructor(private readonly db: Database) {}

  /** Stores a whole batch in one statement: either every event of a request is kept or none. */
  async record(events: readonly NewTelemetryEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const stored = await this.db
      .insert(telemetryEvents)
      .values([...events])
      .returning({ id: telemetryEvents.id });
    return stored.length;
  }

  async listForOrganisation(organisationId: string): Promise<TelemetryEventRow[]> {
    return this.db
      .select()
      .from(telemetryEvents)
      .where(eq(telemetryEvents.organisationId, organisationId))
      .orderBy(asc(telemetryEvents.occurredAt), asc(telemetryEvents.id));
  }
}
