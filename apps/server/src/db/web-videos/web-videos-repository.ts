import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { webVideos, type WebVideoStatus } from './schema';

export type WebVideoRow = typeof webVideos.$inferSelect;

/**
 * A web video in these states holds its web channel: another start on it answers 409. The
 * one-holder index (migration 0002) lists the same states.
 */
export const CHANNEL_HOLDING_STATUSES: readonly WebVideoStatus[] = [
  'pending',
  'starting',
  'started',
  'stopping',
];

/** States a server process was driving: after a restart nothing drives them any more. */
export const RUNNING_STATUSES: readonly WebVideoStatus[] = [
  'pending',
  'starting',
  'started',
  'stopping',
];

/** One organisation's web videos, newest first. */
export class WebVideosRepository extends OrganisationScopedRepository<typeof webVideos> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, webVideos, organisationId);
  }

  protected override defaultOrder() {
    return [desc(webVideos.createdAt)];
  }

  /** Another web video holding the channel (`except` is the one being edited). */
  async holdingChannel(webChannelId: string, except?: string): Promise<WebVideoRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webVideos)
      .where(
        this.inOrganisation(
          eq(webVideos.webChannelId, webChannelId),
          inArray(webVideos.status, [...CHANNEL_HOLDING_STATUSES]),
          except ? ne(webVideos.id, except) : undefined,
        ),
      )
      .limit(1);
    return row;
  }
}

/** Whether a web video plays (or is about to play) a library item: it cannot be deleted then. */
export async function webVideoPlayingMedia(
  repository: WebVideosRepository,
  mediaId: string,
): Promise<boolean> {
  const page = await repository.list({
    size: 1,
    where: and(
      eq(webVideos.mediaId, mediaId),
      inArray(webVideos.status, [...CHANNEL_HOLDING_STATUSES]),
    ),
  });
  return page.total > 0;
}

/** Web videos a previous run of the server left playing, in every organisation. */
export async function findRunningWebVideos(db: Database): Promise<WebVideoRow[]> {
  return db
    .select()
    .from(webVideos)
    .where(inArray(webVideos.status, [...RUNNING_STATUSES]));
}

/**
 * What a web channel carries from web videos now: the newest one started on it (the watch page
 * plays it). Any organisation: the watch page is public and knows the channel only.
 */
export async function startedWebVideoOnChannel(
  db: Database,
  webChannelId: string,
): Promise<WebVideoRow | undefined> {
  const [row] = await db
    .select()
    .from(webVideos)
    .where(and(eq(webVideos.webChannelId, webChannelId), eq(webVideos.status, 'started')))
    .orderBy(desc(webVideos.startedAt))
    .limit(1);
  return row;
}

/** A web video that went to a web channel (its segments may be served under it). */
export async function webVideoOnChannel(
  db: Database,
  webChannelId: string,
  webVideoId: string,
): Promise<WebVideoRow | undefined> {
  const [row] = await db
    .select()
    .from(webVideos)
    .where(and(eq(webVideos.webChannelId, webChannelId), eq(webVideos.id, webVideoId)))
    .limit(1);
  return row;
}
