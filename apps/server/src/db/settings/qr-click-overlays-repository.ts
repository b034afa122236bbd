import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type ScopedRowChanges,
} from '../organisation-scoped-repository';
import { qrClickOverlays } from './schema';

export type QrClickOverlayRow = typeof qrClickOverlays.$inferSelect;
export type QrClickOverlayFields = Pick<
  QrClickOverlayRow,
  'name' | 'url' | 'customLabel' | 'openingBehaviour' | 'type'
>;

/** One organisation's QRclick overlays, listed by name (any case). */
export class QrClickOverlaysRepository extends OrganisationScopedRepository<
  typeof qrClickOverlays
> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, qrClickOverlays, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${qrClickOverlays.name})`)];
  }

  /** Whether another overlay of the organisation has this URL, compared as the unique index does. */
  async urlTaken(url: string, exceptId?: string): Promise<boolean> {
    const others = exceptId === undefined ? undefined : ne(qrClickOverlays.id, exceptId);
    return (await this.count(and(eq(qrClickOverlays.url, url), others))) > 0;
  }

  replace(id: string, fields: QrClickOverlayFields): Promise<QrClickOverlayRow | undefined> {
    const changes: ScopedRowChanges<typeof qrClickOverlays> = { ...fields, updatedAt: new Date() };
    return this.update(id, changes);
  }
}
