import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { encoderVideos, liveEvents } from '../broadcast/schema';
import type { Database } from '../connection';
import { users } from '../identity/schema';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { encoderChannels, venueEncoderChannels, venues } from './schema';
import type { VenueRow } from './venues-repository';

/** A venue as its decoders know it: the venue row and its login's username. */
export interface DecoderVenue {
  venue: VenueRow;
  username: string;
}

/** One of the venue's encoder channels and the recording of the event running on it. */
export interface VenueChannel {
  encoderChannelId: string;
  name: string;
  live: { eventId: string | null; video: typeof encoderVideos.$inferSelect } | null;
}

/** The columns a decoder's report sets on its venue row (the one report a venue keeps). */
export type DecoderReportColumns = Pick<
  VenueRow,
  | 'status'
  | 'playerVersion'
  | 'bufferSeconds'
  | 'freeMemoryBytes'
  | 'totalMemoryBytes'
  | 'averageBandwidthKbps'
  | 'playheadPosition'
  | 'streamUrl'
  | 'lastReportAt'
> &
  Partial<Pick<VenueRow, 'serialNumber'>>;

/**
 * What a venue's decoders read and write at run time (live/decoders/decoder-routes.ts): their
 * venue, the encoder channels it may use with what each plays now, and their reports. Scoped to
 * the organisation of the venue's own token, as every venue query is.
 */
export class VenueDecodersRepository extends OrganisationScopedRepository<typeof venues> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, venues, organisationId);
  }

  /** The venue whose login this is; undefined for a login that is not a venue of the organisation. */
  async venueOfLogin(userId: string): Promise<DecoderVenue | undefined> {
    const [row] = await this.db
      .select({ venue: venues, username: users.userName })
      .from(venues)
      .innerJoin(users, eq(users.id, venues.id))
      .where(this.inOrganisation(eq(venues.id, userId), eq(users.userType, 'SITE')));
    return row;
  }

  /**
   * The venue's encoder channels by name, each with the recording of its running event: the
   * newest recording of the channel that the relay is still writing (state STARTED).
   */
  async channels(venueId: string): Promise<VenueChannel[]> {
    const allowed = await this.db
      .select({ id: encoderChannels.id, name: encoderChannels.name })
      .from(venueEncoderChannels)
      .innerJoin(encoderChannels, eq(encoderChannels.id, venueEncoderChannels.encoderChannelId))
      .where(
        and(
          eq(venueEncoderChannels.venueId, venueId),
          eq(encoderChannels.organisationId, this.organisationId),
        ),
      )
      .orderBy(asc(encoderChannels.name), asc(encoderChannels.id));
    if (allowed.length === 0) return [];
    const running = await this.db
      .select({ video: encoderVideos, eventId: liveEvents.id })
      .from(encoderVideos)
      .leftJoin(liveEvents, eq(liveEvents.id, encoderVideos.eventId))
      .where(
        and(
          eq(encoderVideos.organisationId, this.organisationId),
          inArray(
            encoderVideos.encoderChannelId,
            allowed.map((channel) => channel.id),
          ),
          eq(encoderVideos.state, 'STARTED'),
        ),
      )
      .orderBy(desc(encoderVideos.startTime));
    return allowed.map((channel) => {
      const newest = running.find((row) => row.video.encoderChannelId === channel.id);
      return {
        encoderChannelId: channel.id,
        name: channel.name,
        live: newest ? { eventId: newest.eventId, video: newest.video } : null,
      };
    });
  }

  /** Stores a decoder's report on its venue; false when the venue is gone. */
  async recordReport(venueId: string, report: DecoderReportColumns): Promise<boolean> {
    const updated = await this.db
      .update(venues)
      .set(report)
      .where(this.inOrganisation(eq(venues.id, venueId)))
      .returning({ id: venues.id });
    return updated.length > 0;
  }
}
