import { and, count, countDistinct, eq, gte, lt, notInArray, sql, sum } from 'drizzle-orm';
import { liveEvents } from '../broadcast/schema';
import type { Database } from '../connection';
import { HIDDEN_MEDIA_STATES } from '../media/media-repository';
import { mediaItems } from '../media/schema';
import type { OrganisationId } from '../organisation-scoped-repository';
import { playerBeacons } from '../telemetry/schema';

export interface ViewingFigures {
  /** Live events that went on air in the window. */
  liveEvents: number;
  /** Distinct viewers' players (client ids) that sent a beacon in the window. */
  viewers: number;
  /** Hours of viewing the beacons report in the window. */
  hoursWatched: number;
}

/** The dashboard's overview figures of one organisation, read from the areas that record them. */
export class KpisRepository {
  constructor(
    private readonly db: Database,
    private readonly organisationId: OrganisationId,
  ) {}

  /** Library items a person can see (delete-pending ones are on their way out). */
  async libraryVideos(): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(mediaItems)
      .where(
        and(
          eq(mediaItems.organisationId, this.organisationId),
          notInArray(mediaItems.state, HIDDEN_MEDIA_STATES),
        ),
      );
    return row?.total ?? 0;
  }

  /** Live events started, viewers and hours watched from `from` (included) to `to` (excluded). */
  async viewing(from: Date, to: Date): Promise<ViewingFigures> {
    const [events] = await this.db
      .select({ total: count() })
      .from(liveEvents)
      .where(
        and(
          eq(liveEvents.organisationId, this.organisationId),
          gte(liveEvents.startedAt, from),
          lt(liveEvents.startedAt, to),
        ),
      );
    const [viewing] = await this.db
      .select({
        viewers: countDistinct(playerBeacons.clientId),
        seconds: sql<string | null>`${sum(playerBeacons.watchedSeconds)}`,
      })
      .from(playerBeacons)
      .where(
        and(
          eq(playerBeacons.organisationId, this.organisationId),
          gte(playerBeacons.occurredAt, from),
          lt(playerBeacons.occurredAt, to),
        ),
      );
    return {
      liveEvents: events?.total ?? 0,
      viewers: viewing?.viewers ?? 0,
      hoursWatched: Math.round((Number(viewing?.seconds ?? 0) / 3600) * 10) / 10,
    };
  }
}
