import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type ListOptions,
  type OrganisationId,
  type Page,
} from '../organisation-scoped-repository';
import { sitePlaylists, sites } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SiteRow = typeof sites.$inferSelect;
/** What a person sets on a site besides its playlists; the slug is set once, at creation. */
export type SiteFields = Pick<
  SiteRow,
  'name' | 'description' | 'themeMode' | 'analyticsMeasurementId' | 'liveWebChannelId'
>;
/** A site with the ids of the playlists it shows, in their order. */
export type SiteWithPlaylists = SiteRow & { playlistIds: string[] };

/** One organisation's sites, listed by name (any case), each with its playlists. */
export class SitesRepository extends OrganisationScopedRepository<typeof sites> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, sites, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${sites.name})`)];
  }

  async listWithPlaylists(options: ListOptions = {}): Promise<Page<SiteWithPlaylists>> {
    const page = await this.list(options);
    const playlists = await this.playlistIdsOf(page.items.map((site) => site.id));
    return {
      ...page,
      items: page.items.map((site) => ({ ...site, playlistIds: playlists.get(site.id) ?? [] })),
    };
  }

  async findWithPlaylists(id: string): Promise<SiteWithPlaylists | undefined> {
    const site = await this.findById(id);
    if (!site) return undefined;
    const playlists = await this.playlistIdsOf([site.id]);
    return { ...site, playlistIds: playlists.get(site.id) ?? [] };
  }

  /** Creates the site and its playlist list together: both or neither. */
  async create(
    fields: SiteFields & { slug: string },
    playlistIds: readonly string[],
  ): Promise<SiteWithPlaylists> {
    return this.db.transaction(async (tx) => {
      const [site] = await tx
        .insert(sites)
        .values({ ...fields, organisationId: this.organisationId })
        .returning();
      if (!site) throw new Error('INSERT INTO sites returned no row');
      await replacePlaylists(tx, site.id, playlistIds);
      return { ...site, playlistIds: [...playlistIds] };
    });
  }

  /** Replaces what a person edits (never the slug) and the playlist list; undefined when not found. */
  async replace(
    id: string,
    fields: SiteFields,
    playlistIds: readonly string[],
  ): Promise<SiteWithPlaylists | undefined> {
    return this.db.transaction(async (tx) => {
      const [site] = await tx
        .update(sites)
        .set({ ...fields, updatedAt: new Date() })
        .where(this.inOrganisation(eq(sites.id, id)))
        .returning();
      if (!site) return undefined;
      await replacePlaylists(tx, site.id, playlistIds);
      return { ...site, playlistIds: [...playlistIds] };
    });
  }

  /** Whether another site (of any organisation) has this slug. */
  async slugTakenByAnother(slug: string, exceptId?: string): Promise<boolean> {
    const sameSlug = sql`lower(${sites.slug}) = lower(${slug})`;
    const where = exceptId === undefined ? sameSlug : and(sameSlug, ne(sites.id, exceptId));
    const [row] = await this.db.select({ id: sites.id }).from(sites).where(where).limit(1);
    return row !== undefined;
  }

  private async playlistIdsOf(siteIds: readonly string[]): Promise<Map<string, string[]>> {
    const bySite = new Map<string, string[]>();
    if (siteIds.length === 0) return bySite;
    const rows = await this.db
      .select()
      .from(sitePlaylists)
      .where(inArray(sitePlaylists.siteId, [...siteIds]))
      .orderBy(asc(sitePlaylists.siteId), asc(sitePlaylists.position));
    for (const row of rows) {
      const ids = bySite.get(row.siteId) ?? [];
      ids.push(row.playlistId);
      bySite.set(row.siteId, ids);
    }
    return bySite;
  }
}

async function replacePlaylists(tx: Transaction, siteId: string, playlistIds: readonly string[]) {
  await tx.delete(sitePlaylists).where(eq(sitePlaylists.siteId, siteId));
  if (playlistIds.length === 0) return;
  await tx
    .insert(sitePlaylists)
    .values(playlistIds.map((playlistId, position) => ({ siteId, playlistId, position })));
}
