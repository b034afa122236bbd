import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { HIDDEN_MEDIA_STATES } from '../media/media-repository';
import { mediaItems } from '../media/schema';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type Page,
} from '../organisation-scoped-repository';
import { playlistItems, playlists } from './schema';

export type PlaylistRow = typeof playlists.$inferSelect;

/** The list sorts of spec section 9, the first the default. */
export const PLAYLIST_LIST_SORTS = [
  'desc.created_date',
  'asc.name',
  'desc.name',
  'asc.created_date',
] as const;
export type PlaylistListSort = (typeof PLAYLIST_LIST_SORTS)[number];

/** What a person sets on a playlist. */
export interface PlaylistValues {
  name: string;
  rolling: boolean;
  sort: 'start' | 'end';
  maxVideoCount: number;
}

/** One video of a playlist, in order, with what a list of it shows. */
export interface PlaylistEntry {
  mediaId: string;
  position: number;
  title: string;
  durationSeconds: number | null;
  thumbnailPath: string | null;
  organisationId: string;
}

/** Count and length of a playlist's visible videos, and its first video (its thumbnail). */
export interface PlaylistSummary {
  mediaCount: number;
  totalLength: number;
  first: PlaylistEntry | null;
}

export type AddMediaOutcome =
  | { outcome: 'added' }
  | { outcome: 'duplicate'; mediaId: string }
  | { outcome: 'unknownMedia'; mediaIds: string[] }
  | { outcome: 'full' }
  | { outcome: 'notFound' };

export type ReorderOutcome = 'reordered' | 'mismatch' | 'notFound';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Transaction;

const visibleMedia = notInArray(mediaItems.state, HIDDEN_MEDIA_STATES);

/**
 * One organisation's playlists and their videos. A playlist's videos are always videos of the same
 * organisation (`addMedia` finds them through the organisation) and never delete-pending ones;
 * positions run 0..n-1 after every change. Changes to one playlist's videos lock its row, so two
 * adds at once cannot both pass the "full" check.
 */
export class PlaylistsRepository extends OrganisationScopedRepository<typeof playlists> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, playlists, organisationId);
  }

  listSorted(request: {
    page?: number;
    size?: number;
    sort?: PlaylistListSort;
  }): Promise<Page<PlaylistRow>> {
    const byName = sql`lower(${playlists.name})`;
    const orderBy = (() => {
      switch (request.sort ?? 'desc.created_date') {
        case 'asc.name':
          return [asc(byName)];
        case 'desc.name':
          return [desc(byName)];
        case 'asc.created_date':
          return [asc(playlists.createdAt)];
        default:
          return [desc(playlists.createdAt)];
      }
    })();
    return this.list({ page: request.page, size: request.size, orderBy });
  }

  async findByName(name: string, exceptId?: string): Promise<PlaylistRow | undefined> {
    const [row] = await this.db
      .select()
      .from(playlists)
      .where(
        this.inOrganisation(
          sql`lower(${playlists.name}) = lower(${name})`,
          exceptId ? sql`${playlists.id} <> ${exceptId}` : undefined,
        ),
      );
    return row;
  }

  create(values: PlaylistValues): Promise<PlaylistRow> {
    return this.insert(values);
  }

  replace(id: string, values: PlaylistValues): Promise<PlaylistRow | undefined> {
    return this.update(id, { ...values, updatedAt: new Date() });
  }

  /** The visible videos of one of this organisation's playlists, in order; undefined if none such. */
  async entries(playlistId: string): Promise<PlaylistEntry[] | undefined> {
    if (!(await this.findById(playlistId))) return undefined;
    return this.entriesOf(this.db, [playlistId]);
  }

  /** Count, length and first video of each of these playlists (ids of this organisation). */
  async summaries(playlistIds: readonly string[]): Promise<Map<string, PlaylistSummary>> {
    const summaries = new Map<string, PlaylistSummary>(
      playlistIds.map((id) => [id, { mediaCount: 0, totalLength: 0, first: null }]),
    );
    if (playlistIds.length === 0) return summaries;
    const rows = await this.entryRows(this.db, playlistIds);
    for (const { playlistId, ...entry } of rows) {
      const summary = summaries.get(playlistId);
      if (!summary) continue;
      summary.mediaCount += 1;
      summary.totalLength += entry.durationSeconds ?? 0;
      summary.first ??= entry;
    }
    return summaries;
  }

  /**
   * Adds videos of this organisation's library. A video already in the playlist refuses the whole
   * request (spec section 5, "duplicate media rejected"); so does a full non-rolling playlist,
   * while a rolling one drops its earliest-added videos to make room (spec section 4).
   */
  addMedia(playlistId: string, mediaIds: readonly string[]): Promise<AddMediaOutcome> {
    return this.db.transaction(async (tx) => {
      const playlist = await this.lock(tx, playlistId);
      if (!playlist) return { outcome: 'notFound' };
      const found = await tx
        .select({ id: mediaItems.id })
        .from(mediaItems)
        .where(
          and(
            eq(mediaItems.organisationId, this.organisationId),
            inArray(mediaItems.id, [...mediaIds]),
            visibleMedia,
          ),
        );
      const foundIds = new Set(found.map((row) => row.id));
      const unknown = mediaIds.filter((id) => !foundIds.has(id));
      if (unknown.length > 0) return { outcome: 'unknownMedia', mediaIds: unknown };

      const current = await tx
        .select({
          mediaId: playlistItems.mediaId,
          addedAt: playlistItems.addedAt,
          position: playlistItems.position,
        })
        .from(playlistItems)
        .where(eq(playlistItems.playlistId, playlistId))
        .orderBy(asc(playlistItems.position));
      const duplicate = mediaIds.find((id) => current.some((item) => item.mediaId === id));
      if (duplicate) return { outcome: 'duplicate', mediaId: duplicate };

      const overflow = current.length + mediaIds.length - playlist.maxVideoCount;
      if (overflow > 0 && (!playlist.rolling || mediaIds.length > playlist.maxVideoCount))
        return { outcome: 'full' };
      const dropped =
        overflow > 0
          ? [...current]
              .sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.position - b.position)
              .slice(0, overflow)
              .map((item) => item.mediaId)
          : [];
      if (dropped.length > 0)
        await tx
          .delete(playlistItems)
          .where(
            and(eq(playlistItems.playlistId, playlistId), inArray(playlistItems.mediaId, dropped)),
          );
      const kept = current.map((item) => item.mediaId).filter((id) => !dropped.includes(id));
      const order = playlist.sort === 'start' ? [...mediaIds, ...kept] : [...kept, ...mediaIds];
      // One timestamp per request, offset by its order, so "earliest added" stays well defined.
      const now = Date.now();
      await tx.insert(playlistItems).values(
        mediaIds.map((mediaId, index) => ({
          playlistId,
          mediaId,
          position: order.indexOf(mediaId),
          addedAt: new Date(now + index),
        })),
      );
      await this.renumber(tx, playlistId, order);
      return { outcome: 'added' };
    });
  }

  /** Answers whether the video was in this organisation's playlist. */
  removeMedia(playlistId: string, mediaId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.lock(tx, playlistId))) return false;
      const removed = await tx
        .delete(playlistItems)
        .where(and(eq(playlistItems.playlistId, playlistId), eq(playlistItems.mediaId, mediaId)))
        .returning({ mediaId: playlistItems.mediaId });
      if (removed.length === 0) return false;
      const rest = await tx
        .select({ mediaId: playlistItems.mediaId })
        .from(playlistItems)
        .where(eq(playlistItems.playlistId, playlistId))
        .orderBy(asc(playlistItems.position));
      await this.renumber(
        tx,
        playlistId,
        rest.map((row) => row.mediaId),
      );
      return true;
    });
  }

  /**
   * Puts the playlist's visible videos in the order given, which must list each of them once
   * (`mismatch` otherwise, nothing changed). Delete-pending videos, which no list shows, go last.
   */
  reorder(playlistId: string, mediaIds: readonly string[]): Promise<ReorderOutcome> {
    return this.db.transaction(async (tx) => {
      if (!(await this.lock(tx, playlistId))) return 'notFound';
      const visible = (await this.entriesOf(tx, [playlistId])).map((entry) => entry.mediaId);
      const requested = new Set(mediaIds);
      if (
        requested.size !== mediaIds.length ||
        requested.size !== visible.length ||
        visible.some((id) => !requested.has(id))
      )
        return 'mismatch';
      const all = await tx
        .select({ mediaId: playlistItems.mediaId })
        .from(playlistItems)
        .where(eq(playlistItems.playlistId, playlistId))
        .orderBy(asc(playlistItems.position));
      const hidden = all.map((row) => row.mediaId).filter((id) => !requested.has(id));
      await this.renumber(tx, playlistId, [...mediaIds, ...hidden]);
      return 'reordered';
    });
  }

  private async lock(tx: Transaction, playlistId: string): Promise<PlaylistRow | undefined> {
    const [row] = await tx
      .select()
      .from(playlists)
      .where(this.inOrganisation(eq(playlists.id, playlistId)))
      .for('update');
    return row;
  }

  /** Positions 0..n-1 in the order given, in one statement. */
  private async renumber(tx: Transaction, playlistId: string, order: readonly string[]) {
    if (order.length === 0) return;
    const positions = sql.join(
      order.map((mediaId, position) => sql`(${mediaId}::uuid, ${position}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE playlist_items AS item SET position = wanted.position
      FROM (VALUES ${positions}) AS wanted(media_id, position)
      WHERE item.playlist_id = ${playlistId} AND item.media_id = wanted.media_id`);
  }

  private async entriesOf(reader: Reader, playlistIds: readonly string[]) {
    const rows = await this.entryRows(reader, playlistIds);
    return rows.map(({ playlistId: _playlistId, ...entry }) => entry);
  }

  private entryRows(reader: Reader, playlistIds: readonly string[]) {
    return reader
      .select({
        playlistId: playlistItems.playlistId,
        mediaId: playlistItems.mediaId,
        position: playlistItems.position,
        title: mediaItems.title,
        durationSeconds: mediaItems.durationSeconds,
        thumbnailPath: mediaItems.thumbnailPath,
        organisationId: mediaItems.organisationId,
      })
      .from(playlistItems)
      .innerJoin(playlists, eq(playlists.id, playlistItems.playlistId))
      .innerJoin(mediaItems, eq(mediaItems.id, playlistItems.mediaId))
      .where(
        and(
          eq(playlists.organisationId, this.organisationId),
          inArray(playlistItems.playlistId, [...playlistIds]),
          visibleMedia,
        ),
      )
      .orderBy(asc(playlistItems.playlistId), asc(playlistItems.position));
  }
}
