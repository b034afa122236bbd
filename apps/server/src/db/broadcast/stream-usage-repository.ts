import { and, eq, gt, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import type { OrganisationId } from '../organisation-scoped-repository';
import { liveEvents } from './schema';

/**
 * Streamed minutes of one organisation: the time its live events were on air (from `started_at`
 * to `ended_at`, or to now while one still is), clipped to a period. Read from the live events
 * Go Live and the encoders record, so it is what really streamed, not what was scheduled.
 */
export class StreamUsageRepository {
  constructor(
    private readonly db: Database,
    private readonly organisationId: OrganisationId,
  ) {}

  async streamedMinutes(periodStart: Date, periodEnd: Date, now: Date): Promise<number> {
    const start = sql`${periodStart.toISOString()}::timestamptz`;
    const end = sql`${periodEnd.toISOString()}::timestamptz`;
    const onAirUntil = sql`coalesce(${liveEvents.endedAt}, ${now.toISOString()}::timestamptz)`;
    const [row] = await this.db
      .select({
        seconds: sql<number>`coalesce(sum(extract(epoch from (
          least(${onAirUntil}, ${end}) - greatest(${liveEvents.startedAt}, ${start})
        ))), 0)::float8`,
      })
      .from(liveEvents)
      .where(
        and(
          eq(liveEvents.organisationId, this.organisationId),
          isNotNull(liveEvents.startedAt),
          lt(liveEvents.startedAt, periodEnd),
          or(isNull(liveEvents.endedAt), gt(liveEvents.endedAt, periodStart)),
          sql`${onAirUntil} > ${liveEvents.startedAt}`,
        ),
      );
    return Math.round((Number(row?.seconds ?? 0) / 60) * 100) / 100;
  }
}
