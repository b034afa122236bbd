import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { encoderVideos } from '../broadcast/schema';
import type { Database } from '../connection';
import {
  DEFAULT_PAGE_SIZE,
  OrganisationScopedRepository,
  type OrganisationId,
  type Page,
  type PageRequest,
} from '../organisation-scoped-repository';
import {
  eventLogs,
  scheduledEventDestinations,
  scheduledEventExdates,
  scheduledEventRuns,
  scheduledEvents,
  type ScheduledRunState,
} from './schema';

export type ScheduledEventRow = typeof scheduledEvents.$inferSelect;
export type ScheduledEventDestinationRow = typeof scheduledEventDestinations.$inferSelect;
export type ScheduledEventRunRow = typeof scheduledEventRuns.$inferSelect;
export type EventLogRow = typeof eventLogs.$inferSelect;

/** A started run with the recording of the live event it runs as (encoder events). */
export type ScheduledEventRunWithRecording = ScheduledEventRunRow & {
  encoderVideoId: string | null;
};

/** What a person sets on an event (the repository adds the organisation and the timestamps). */
export type ScheduledEventFields = Omit<
  typeof scheduledEvents.$inferInsert,
  'id' | 'organisationId' | 'createdAt' | 'updatedAt' | 'createdBy'
>;
export type ScheduledDestinationFields = Omit<
  typeof scheduledEventDestinations.$inferInsert,
  'id' | 'organisationId' | 'eventId' | 'position' | 'createdAt' | 'updatedAt'
>;

/** An event with its destinations (in the order given) and exception dates. */
export interface ScheduledEventRecord {
  event: ScheduledEventRow;
  destinations: ScheduledEventDestinationRow[];
  exdates: Date[];
}

export type TimeFilter = 'FUTURE' | 'LIVE' | 'PAST';

/** Which events may use a resource (for the overlap check). */
export interface ResourceFilter {
  encoderId: string | null;
  webChannelIds: string[];
  rtmpDestinationIds: string[];
  /** Series that ended before this are skipped. */
  notEndedBefore: Date;
}

/**
 * One organisation's events: the rows, their destinations and exception dates. A series is one
 * row; occurrences are expanded by the caller for the range it shows (`@studio/domain`).
 */
export class ScheduledEventsRepository extends OrganisationScopedRepository<
  typeof scheduledEvents
> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, scheduledEvents, organisationId);
  }

  protected override defaultOrder() {
    return [asc(scheduledEvents.startTime)];
  }

  /** The condition of a time filter at `now`: a series is live while one occurrence runs. */
  private timeCondition(filter: TimeFilter | undefined, now: Date): SQL | undefined {
    if (filter === 'FUTURE') {
      return or(isNull(scheduledEvents.seriesEnd), gt(scheduledEvents.seriesEnd, now));
    }
    if (filter === 'PAST') return lte(scheduledEvents.seriesEnd, now);
    if (filter === 'LIVE') {
      return sql`exists (select 1 from ${scheduledEventRuns} where ${scheduledEventRuns.eventId} = ${scheduledEvents.id} and ${scheduledEventRuns.state} in ('starting', 'running'))`;
    }
    return undefined;
  }

  /** A page of events, first start first (past events newest first). */
  async listFiltered(
    request: PageRequest & { timeFilter?: TimeFilter },
    now: Date,
  ): Promise<Page<ScheduledEventRecord>> {
    const page = await this.list({
      page: request.page,
      size: request.size ?? DEFAULT_PAGE_SIZE,
      where: this.timeCondition(request.timeFilter, now),
      orderBy:
        request.timeFilter === 'PAST'
          ? [desc(scheduledEvents.startTime)]
          : [asc(scheduledEvents.startTime)],
    });
    return { ...page, items: await this.withDetails(page.items) };
  }

  /** Events whose series may overlap `[from, to)`: started before `to`, not ended before `from`. */
  async inWindow(from: Date, to: Date): Promise<ScheduledEventRecord[]> {
    const rows = await this.db
      .select()
      .from(scheduledEvents)
      .where(
        this.inOrganisation(
          sql`${scheduledEvents.startTime} < ${to}`,
          or(isNull(scheduledEvents.seriesEnd), gt(scheduledEvents.seriesEnd, from)),
        ),
      )
      .orderBy(asc(scheduledEvents.startTime));
    return this.withDetails(rows);
  }

  /** Events that use the encoder, a web channel or an RTMP destination and are not over. */
  async usingResources(filter: ResourceFilter): Promise<ScheduledEventRecord[]> {
    const destinationMatch: SQL[] = [];
    if (filter.webChannelIds.length > 0) {
      destinationMatch.push(inArray(scheduledEventDestinations.webChannelId, filter.webChannelIds));
    }
    if (filter.rtmpDestinationIds.length > 0) {
      destinationMatch.push(
        inArray(scheduledEventDestinations.rtmpDestinationId, filter.rtmpDestinationIds),
      );
    }
    const uses: SQL[] = [];
    if (filter.encoderId) uses.push(eq(scheduledEvents.encoderId, filter.encoderId));
    if (destinationMatch.length > 0) {
      uses.push(
        sql`exists (select 1 from ${scheduledEventDestinations} where ${scheduledEventDestinations.eventId} = ${scheduledEvents.id} and (${or(...destinationMatch)}))`,
      );
    }
    if (uses.length === 0) return [];
    const rows = await this.db
      .select()
      .from(scheduledEvents)
      .where(
        this.inOrganisation(
          or(...uses),
          or(
            isNull(scheduledEvents.seriesEnd),
            gt(scheduledEvents.seriesEnd, filter.notEndedBefore),
          ),
        ),
      );
    return this.withDetails(rows);
  }

  async findRecord(id: string): Promise<ScheduledEventRecord | undefined> {
    const row = await this.findById(id);
    if (!row) return undefined;
    const [record] = await this.withDetails([row]);
    return record;
  }

  /** Adds the destinations and exception dates of the rows, in two queries. */
  private async withDetails(rows: ScheduledEventRow[]): Promise<ScheduledEventRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [destinations, exdates] = await Promise.all([
      this.db
        .select()
        .from(scheduledEventDestinations)
        .where(inArray(scheduledEventDestinations.eventId, ids))
        .orderBy(asc(scheduledEventDestinations.position)),
      this.db
        .select()
        .from(scheduledEventExdates)
        .where(inArray(scheduledEventExdates.eventId, ids))
        .orderBy(asc(scheduledEventExdates.occurrenceStart)),
    ]);
    return rows.map((event) => ({
      event,
      destinations: destinations.filter((destination) => destination.eventId === event.id),
      exdates: exdates
        .filter((exdate) => exdate.eventId === event.id)
        .map((exdate) => exdate.occurrenceStart),
    }));
  }

  /** Creates the event and its destinations together. */
  async create(
    fields: ScheduledEventFields & { createdBy: string | null },
    destinations: ScheduledDestinationFields[],
  ): Promise<ScheduledEventRecord> {
    const id = await this.db.transaction(async (tx) => {
      const [event] = await tx
        .insert(scheduledEvents)
        .values({ ...fields, organisationId: this.organisationId })
        .returning({ id: scheduledEvents.id });
      await this.insertDestinations(tx, event!.id, destinations);
      return event!.id;
    });
    return (await this.findRecord(id))!;
  }

  /** Replaces the editable fields and the destinations; answers undefined for another's id. */
  async replace(
    id: string,
    fields: ScheduledEventFields,
    destinations: ScheduledDestinationFields[],
  ): Promise<ScheduledEventRecord | undefined> {
    const replaced = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(scheduledEvents)
        .set({ ...fields, updatedAt: new Date() })
        .where(this.inOrganisation(eq(scheduledEvents.id, id)))
        .returning({ id: scheduledEvents.id });
      if (rows.length === 0) return false;
      await tx.delete(scheduledEventDestinations).where(eq(scheduledEventDestinations.eventId, id));
      await this.insertDestinations(tx, id, destinations);
      return true;
    });
    return replaced ? this.findRecord(id) : undefined;
  }

  private async insertDestinations(
    tx: Pick<Database, 'insert'>,
    eventId: string,
    destinations: ScheduledDestinationFields[],
  ) {
    if (destinations.length === 0) return;
    await tx.insert(scheduledEventDestinations).values(
      destinations.map((destination, position) => ({
        ...destination,
        organisationId: this.organisationId,
        eventId,
        position,
      })),
    );
  }

  async setPaused(id: string, paused: boolean): Promise<ScheduledEventRow | undefined> {
    return this.update(id, { paused, updatedAt: new Date() });
  }

  /** Adds an exception date (adding one twice is not an error). */
  async addExdate(eventId: string, occurrenceStart: Date): Promise<void> {
    await this.db
      .insert(scheduledEventExdates)
      .values({ organisationId: this.organisationId, eventId, occurrenceStart })
      .onConflictDoNothing();
  }

  /** The run of an occurrence, if the scheduler has started it. */
  async runOf(eventId: string, occurrenceStart: Date): Promise<ScheduledEventRunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scheduledEventRuns)
      .where(
        and(
          eq(scheduledEventRuns.organisationId, this.organisationId),
          eq(scheduledEventRuns.eventId, eventId),
          eq(scheduledEventRuns.occurrenceStart, occurrenceStart),
        ),
      );
    return row;
  }

  /** The event's runs still going (starting or running). */
  async activeRuns(eventId: string): Promise<ScheduledEventRunRow[]> {
    return this.db
      .select()
      .from(scheduledEventRuns)
      .where(
        and(
          eq(scheduledEventRuns.organisationId, this.organisationId),
          eq(scheduledEventRuns.eventId, eventId),
          inArray(scheduledEventRuns.state, ['starting', 'running']),
        ),
      );
  }

  /**
   * The run going now, else the last one started (latest occurrence first), with its live
   * event's newest recording; skipped occurrences never started and are passed over.
   */
  async latestRun(eventId: string): Promise<ScheduledEventRunWithRecording | undefined> {
    const [row] = await this.db
      .select({
        run: scheduledEventRuns,
        encoderVideoId: sql<
          string | null
        >`(select ${encoderVideos.id} from ${encoderVideos} where ${encoderVideos.eventId} = ${scheduledEventRuns.liveEventId} and ${encoderVideos.organisationId} = ${this.organisationId} order by ${encoderVideos.startTime} desc limit 1)`,
      })
      .from(scheduledEventRuns)
      .where(
        and(
          eq(scheduledEventRuns.organisationId, this.organisationId),
          eq(scheduledEventRuns.eventId, eventId),
          inArray(scheduledEventRuns.state, ['starting', 'running', 'finished', 'failed']),
        ),
      )
      .orderBy(
        sql`case when ${scheduledEventRuns.state} in ('starting', 'running') then 0 else 1 end`,
        desc(scheduledEventRuns.occurrenceStart),
      )
      .limit(1);
    return row ? { ...row.run, encoderVideoId: row.encoderVideoId } : undefined;
  }

  /**
   * Claims an occurrence for running: true for the one caller that inserted its run row, false
   * when it exists already (another worker, or this one before a restart, has it).
   */
  async claimRun(
    eventId: string,
    occurrenceStart: Date,
    state: ScheduledRunState,
  ): Promise<boolean> {
    const inserted = await this.db
      .insert(scheduledEventRuns)
      .values({ organisationId: this.organisationId, eventId, occurrenceStart, state })
      .onConflictDoNothing()
      .returning({ id: scheduledEventRuns.id });
    return inserted.length > 0;
  }

  async updateRun(
    eventId: string,
    occurrenceStart: Date,
    changes: Partial<
      Pick<ScheduledEventRunRow, 'state' | 'liveEventId' | 'webVideoId' | 'startedAt' | 'endedAt'>
    >,
  ): Promise<void> {
    await this.db
      .update(scheduledEventRuns)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(
          eq(scheduledEventRuns.organisationId, this.organisationId),
          eq(scheduledEventRuns.eventId, eventId),
          eq(scheduledEventRuns.occurrenceStart, occurrenceStart),
        ),
      );
  }
}

export type NewEventLog = Omit<typeof eventLogs.$inferInsert, 'id' | 'sequence' | 'organisationId'>;

/** The event log of one organisation, newest first. */
export class EventLogsRepository {
  constructor(
    private readonly db: Database,
    private readonly organisationId: OrganisationId,
  ) {}

  async append(entry: NewEventLog): Promise<EventLogRow> {
    const [row] = await this.db
      .insert(eventLogs)
      .values({ ...entry, organisationId: this.organisationId })
      .returning();
    return row!;
  }

  async listForSubject(subjectId: string, request: PageRequest): Promise<Page<EventLogRow>> {
    const size = request.size ?? DEFAULT_PAGE_SIZE;
    const page = request.page ?? 0;
    const where = and(
      eq(eventLogs.organisationId, this.organisationId),
      eq(eventLogs.subjectId, subjectId),
    );
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(eventLogs)
        .where(where)
        .orderBy(desc(eventLogs.occurredAt), desc(eventLogs.sequence))
        .limit(size)
        .offset(page * size),
      this.db.select({ value: count() }).from(eventLogs).where(where),
    ]);
    const totalCount = Number(total?.value ?? 0);
    return { items, total: totalCount, page, size, hasNext: (page + 1) * size < totalCount };
  }
}
