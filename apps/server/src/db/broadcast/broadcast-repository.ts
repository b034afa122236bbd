import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_DESTINATION_STATUSES,
  type ContentDestinationStatus,
  type EncoderState,
} from '@studio/domain';
import type { Database } from '../connection';
import { mediaItems } from '../media/schema';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type PageRequest,
} from '../organisation-scoped-repository';
import {
  contentDestinations,
  encoderChannelStreamKeys,
  encoderVideos,
  goLiveRequests,
  liveEvents,
  type DestinationType,
} from './schema';

export type LiveEventRow = typeof liveEvents.$inferSelect;
export type GoLiveRequestRow = typeof goLiveRequests.$inferSelect;
export type ContentDestinationRow = typeof contentDestinations.$inferSelect;
export type EncoderVideoRow = typeof encoderVideos.$inferSelect;

/** Event states in which its encoder is (or is about to be) streaming for it. */
export const RUNNING_EVENT_STATES: readonly EncoderState[] = ['STARTING', 'STARTED'];

/** A destination in one of these never starts again (spec section 4: "cannot be restarted"). */
export const FINAL_DESTINATION_STATUSES: readonly ContentDestinationStatus[] = ['stopped'];

/** New stream keys: 24 random bytes, URL and RTMP safe. */
export function newStreamKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The encoder channel (and its organisation) a stream key belongs to, whoever asks. */
export async function findStreamKeyOwner(db: Database, streamKey: string) {
  const [row] = await db
    .select()
    .from(encoderChannelStreamKeys)
    .where(eq(encoderChannelStreamKeys.streamKey, streamKey));
  return row;
}

/**
 * Go-live requests still waiting anywhere: after a restart nothing will move them on (the
 * process that waited for their stream is gone), so the start-up fails them.
 */
export async function failWaitingGoLiveRequests(
  db: Database,
  error: { code: string; message: string },
  now: Date,
): Promise<void> {
  await db
    .update(goLiveRequests)
    .set({ state: 'FAILED', error, updatedAt: now })
    .where(inArray(goLiveRequests.state, ['SCHEDULE_CREATE_WAIT', 'ENCODER_START_WAIT']));
}

/** Events running anywhere: the server's start-up ends those its previous run left behind. */
export async function findRunningEvents(db: Database): Promise<LiveEventRow[]> {
  return db
    .select()
    .from(liveEvents)
    .where(inArray(liveEvents.state, [...RUNNING_EVENT_STATES]));
}

/**
 * Republished recordings a previous run left playing. A republish plays a finished event's
 * recording to one destination, so the start-up's end of running events does not reach it; its
 * restreamer died with the process. The start-up aborts those destinations (they can be
 * republished again) and gives their library items back their completed state.
 */
export async function abortReplaysLeftPlaying(
  db: Database,
  now: Date,
  replays: {
    /** The destination types a restreamer sends to (the broadcaster's PUSHED_TYPES). */
    types: readonly DestinationType[];
    /** The states in which a restreamer runs, waits or is being stopped. */
    statuses: readonly ContentDestinationStatus[];
  },
): Promise<number> {
  const aborted = await db
    .update(contentDestinations)
    .set({ status: 'aborted', abortCause: 'destinationStopped', updatedAt: now })
    .where(
      and(
        inArray(contentDestinations.type, [...replays.types]),
        inArray(contentDestinations.status, [...replays.statuses]),
      ),
    )
    .returning({ id: contentDestinations.id });
  await db
    .update(mediaItems)
    .set({ state: 'completed', updatedAt: now })
    .where(eq(mediaItems.state, 'republish_pending'));
  return aborted.length;
}

export class LiveEventsRepository extends OrganisationScopedRepository<typeof liveEvents> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, liveEvents, organisationId);
  }

  /** The names of the organisation's live events among `ids` (another organisation's: none). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: liveEvents.id, name: liveEvents.name })
      .from(liveEvents)
      .where(this.inOrganisation(inArray(liveEvents.id, [...new Set(ids)])));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The event an encoder streams for now, if any. */
  async runningForEncoder(encoderId: string): Promise<LiveEventRow | undefined> {
    const [row] = await this.db
      .select()
      .from(liveEvents)
      .where(
        this.inOrganisation(
          eq(liveEvents.encoderId, encoderId),
          inArray(liveEvents.state, [...RUNNING_EVENT_STATES]),
        ),
      )
      .orderBy(desc(liveEvents.createdAt));
    return row;
  }

  /** The channel's stream key, made the first time it is asked for. */
  async streamKeyOf(encoderChannelId: string): Promise<string> {
    await this.db
      .insert(encoderChannelStreamKeys)
      .values({ encoderChannelId, organisationId: this.organisationId, streamKey: newStreamKey() })
      .onConflictDoNothing({ target: encoderChannelStreamKeys.encoderChannelId });
    const [row] = await this.db
      .select()
      .from(encoderChannelStreamKeys)
      .where(
        and(
          eq(encoderChannelStreamKeys.encoderChannelId, encoderChannelId),
          eq(encoderChannelStreamKeys.organisationId, this.organisationId),
        ),
      );
    if (!row) throw new Error('The encoder channel belongs to another organisation.');
    return row.streamKey;
  }
}

export class GoLiveRequestsRepository extends OrganisationScopedRepository<typeof goLiveRequests> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, goLiveRequests, organisationId);
  }
}

export type ContentDestinationSort =
  'asc.name' | 'desc.name' | 'desc.start_time' | 'asc.start_time';

export interface ContentDestinationQuery extends PageRequest {
  startRequested?: boolean;
  /** One live event's destinations; the repository's organisation scope still applies. */
  eventId?: string;
  statuses?: readonly ContentDestinationStatus[];
  sort?: ContentDestinationSort;
}

/** Statuses in which a destination shows in lists (spec section 4, "Content destination listing"). */
const LISTED_EMBED_STATUSES: readonly ContentDestinationStatus[] = [
  'started',
  'starting',
  'stopped',
  'stopping',
  'aborted',
  'error',
];
const LISTED_SAVEONLY_STATUSES: readonly ContentDestinationStatus[] = [
  'stopped',
  'aborted',
  'error',
];

export class ContentDestinationsRepository extends OrganisationScopedRepository<
  typeof contentDestinations
> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, contentDestinations, organisationId);
  }

  /**
   * The listing: EMBED destinations in any listed state, SAVEONLY ones once they ended, every
   * other kind as it is (the destinations slice brings their rules); newest start first unless
   * sorted otherwise.
   */
  async listListed(query: ContentDestinationQuery) {
    const table = contentDestinations;
    const conditions: SQL[] = [
      or(
        and(eq(table.type, 'EMBED'), inArray(table.status, [...LISTED_EMBED_STATUSES])),
        and(eq(table.type, 'SAVEONLY'), inArray(table.status, [...LISTED_SAVEONLY_STATUSES])),
        sql`${table.type} NOT IN ('EMBED', 'SAVEONLY')`,
      ) ?? sql`true`,
    ];
    // Archived destinations are finished and put away: read one by its id, never in a list.
    conditions.push(isNull(table.archivedAt));
    if (query.startRequested === true) conditions.push(isNotNull(table.startRequestTime));
    if (query.startRequested === false) conditions.push(sql`${table.startRequestTime} IS NULL`);
    if (query.eventId !== undefined) conditions.push(eq(table.eventId, query.eventId));
    if (query.statuses && query.statuses.length > 0) {
      conditions.push(inArray(table.status, [...query.statuses]));
    }
    const name = sql`lower(coalesce(${table.title}, ''))`;
    const orderBy = {
      'asc.name': [asc(name)],
      'desc.name': [desc(name)],
      'asc.start_time': [asc(table.startRequestTime), asc(table.createdAt)],
      'desc.start_time': [desc(table.startRequestTime), desc(table.createdAt)],
    }[query.sort ?? 'desc.start_time'];
    return this.list({ page: query.page, size: query.size, where: and(...conditions), orderBy });
  }

  /** Archives a finished destination (idempotent: the first time is kept). */
  async archive(id: string, at: Date): Promise<ContentDestinationRow | undefined> {
    const [row] = await this.db
      .update(contentDestinations)
      .set({
        archivedAt: sql`coalesce(${contentDestinations.archivedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(this.inOrganisation(eq(contentDestinations.id, id)))
      .returning();
    return row;
  }

  async ofEvent(eventId: string): Promise<ContentDestinationRow[]> {
    return this.db
      .select()
      .from(contentDestinations)
      .where(this.inOrganisation(eq(contentDestinations.eventId, eventId)))
      .orderBy(asc(contentDestinations.createdAt));
  }

  /**
   * Sets the status of the event's destinations that are in one of `from` (and of one of
   * `types`, when given).
   */
  async moveEventDestinations(
    eventId: string,
    from: readonly ContentDestinationStatus[],
    changes: Pick<ContentDestinationRow, 'status'> & Partial<ContentDestinationRow>,
    now: Date,
    types?: readonly DestinationType[],
  ): Promise<void> {
    await this.db
      .update(contentDestinations)
      .set({ ...changes, updatedAt: now })
      .where(
        this.inOrganisation(
          eq(contentDestinations.eventId, eventId),
          inArray(contentDestinations.status, [...from]),
          ...(types ? [inArray(contentDestinations.type, [...types])] : []),
        ),
      );
  }

  /**
   * Changes one destination only while it is in one of `from`: a restreamer's late report never
   * undoes a stop that came first.
   */
  async moveDestination(
    id: string,
    from: readonly ContentDestinationStatus[],
    changes: Partial<ContentDestinationRow>,
    now: Date,
  ): Promise<ContentDestinationRow | undefined> {
    const [row] = await this.db
      .update(contentDestinations)
      .set({ ...changes, updatedAt: now })
      .where(
        this.inOrganisation(
          eq(contentDestinations.id, id),
          inArray(contentDestinations.status, [...from]),
        ),
      )
      .returning();
    return row;
  }

  static isActive(status: ContentDestinationStatus): boolean {
    return ACTIVE_DESTINATION_STATUSES.includes(status);
  }
}

export class EncoderVideosRepository extends OrganisationScopedRepository<typeof encoderVideos> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, encoderVideos, organisationId);
  }

  protected override defaultOrder() {
    return [desc(encoderVideos.startTime)];
  }

  async ofEvent(eventId: string): Promise<EncoderVideoRow | undefined> {
    const [row] = await this.db
      .select()
      .from(encoderVideos)
      .where(this.inOrganisation(eq(encoderVideos.eventId, eventId)));
    return row;
  }

  /**
   * Marks the recording as saved as `mediaId`, only if it is not saved already: of two saves at
   * once, one claims it. Answers whether this one did.
   */
  async claimForLibrary(id: string, mediaId: string): Promise<boolean> {
    const claimed = await this.db
      .update(encoderVideos)
      .set({ savedMediaId: mediaId })
      .where(this.inOrganisation(and(eq(encoderVideos.id, id), isNull(encoderVideos.savedMediaId))))
      .returning({ id: encoderVideos.id });
    return claimed.length > 0;
  }
}
