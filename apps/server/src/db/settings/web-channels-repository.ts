import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { ENCODER_EVENT_KINDS } from '@studio/domain';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type ScopedRowChanges,
} from '../organisation-scoped-repository';
import { scheduledEventDestinations, scheduledEvents } from '../schedule/schema';
import { webChannels } from './schema';

export type WebChannelRow = typeof webChannels.$inferSelect;
/** What a person sets on a channel (the rest is its identity, embed id and timestamps). */
export type WebChannelFields = Pick<
  WebChannelRow,
  | 'name'
  | 'description'
  | 'loadBalancerName'
  | 'regionId'
  | 'embedType'
  | 'streamUrlsEnabled'
  | 'streamDelaySeconds'
  | 'deleteAfter'
  | 'showLogo'
  | 'automatedSubtitles'
  | 'qrClickOverlayEnabled'
  | 'detectQrCodes'
  | 'offlineContentType'
  | 'offlineImageKey'
  | 'offlineMediaId'
  | 'offlinePlaylistId'
>;

const EMBED_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new embed id: how players and stream addresses name the channel. Random (12 characters of
 * 36, about 62 bits), so it gives away neither the organisation nor how many channels exist.
 */
export function newEmbedId(): string {
  return Array.from(randomBytes(12), (byte) => EMBED_ID_ALPHABET[byte % 36]).join('');
}

/** Whether any web channel, of any organisation, has this load balancer (any case). */
export async function loadBalancerTaken(
  db: Database,
  loadBalancerName: string,
  exceptId?: string,
): Promise<boolean> {
  const sameName = sql`lower(${webChannels.loadBalancerName}) = lower(${loadBalancerName})`;
  const [row] = await db
    .select({ id: webChannels.id })
    .from(webChannels)
    .where(exceptId === undefined ? sameName : and(sameName, ne(webChannels.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The channel an embed id names, whichever organisation's it is: for the public player calls
 * (the offline image), which viewers make without a token.
 */
export async function findWebChannelByEmbedId(
  db: Database,
  embedId: string,
): Promise<WebChannelRow | undefined> {
  const [row] = await db.select().from(webChannels).where(eq(webChannels.embedId, embedId));
  return row;
}

/**
 * One organisation's web channels, listed by name (any case). A load balancer name is unique
 * across every organisation (`loadBalancerTaken`), so that check is not scoped.
 */
export class WebChannelsRepository extends OrganisationScopedRepository<typeof webChannels> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, webChannels, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${webChannels.name})`)];
  }

  loadBalancerTaken(loadBalancerName: string, exceptId?: string): Promise<boolean> {
    return loadBalancerTaken(this.db, loadBalancerName, exceptId);
  }

  /** Replaces what a person sets, and stamps the change; the embed id never changes. */
  replace(id: string, fields: WebChannelFields): Promise<WebChannelRow | undefined> {
    const changes: ScopedRowChanges<typeof webChannels> = { ...fields, updatedAt: new Date() };
    return this.update(id, changes);
  }

  /**
   * Removes a channel and everything that points at it, in one transaction (spec section 4:
   * "removing a web channel removes it from scheduled and past events, destination groups and
   * sites and deletes scheduled replay events from it"). Answers the removed row (its offline
   * image is deleted from storage after the commit), or undefined when the id is not one of
   * this organisation's channels.
   *
   * In the same transaction: replay events (saved video, web channel replay) whose web
   * destination is this channel are deleted, scoped to this organisation, since a replay plays on
   * its one web channel only; then the channel itself, whose foreign keys do the rest: the
   * channel's destinations on scheduled events go (`ON DELETE CASCADE`), past events' content
   * destinations, destination groups and sites' live channel let go of it (`SET NULL`).
   */
  async removeWebChannel(id: string): Promise<WebChannelRow | undefined> {
    return this.db.transaction(async (tx) => {
      const replaysOnChannel = tx
        .select({ eventId: scheduledEventDestinations.eventId })
        .from(scheduledEventDestinations)
        .where(
          and(
            eq(scheduledEventDestinations.type, 'EMBED'),
            eq(scheduledEventDestinations.webChannelId, id),
          ),
        );
      await tx
        .delete(scheduledEvents)
        .where(
          and(
            eq(scheduledEvents.organisationId, this.organisationId),
            notInArray(scheduledEvents.kind, [...ENCODER_EVENT_KINDS]),
            inArray(scheduledEvents.id, replaysOnChannel),
          ),
        );
      const [removed] = await tx
        .delete(webChannels)
        .where(this.inOrganisation(eq(webChannels.id, id)))
        .returning();
      return removed;
    });
  }
}
