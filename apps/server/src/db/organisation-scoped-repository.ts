import {
  and,
  asc,
  count,
  eq,
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './connection';

declare const checkedOrganisation: unique symbol;

/**
 * An organisation id that a request was checked to act for (the contract router's access gate,
 * `CheckedOrganisation` in src/contract/access.ts). A plain string does not fit, so a repository cannot be built
 * from an id taken straight from the URL.
 */
export type OrganisationId = string & { readonly [checkedOrganisation]: true };

/**
 * For code that acts for an organisation without a request to check: the seed, workers that
 * read the id from their own job row, tests. Request handlers use the router's `context.organisation.id`.
 */
export function trustedOrganisationId(id: string): OrganisationId {
  return id as OrganisationId;
}

/** A table whose rows each belong to one organisation: a uuid `id` and an `organisation_id`. */
export type OrganisationScopedTable = PgTable & {
  id: AnyPgColumn<{ data: string }>;
  organisationId: AnyPgColumn<{ data: string }>;
};

export type ScopedRow<TTable extends OrganisationScopedTable> = InferSelectModel<TTable>;

/**
 * `Omit` without losing optional keys: over a generic table's insert model `Omit` keeps only the
 * required columns (TypeScript resolves its `keyof` before the table is known), so a column with
 * a default could not be set through `insert` or `update`. A key-remapping mapped type keeps them.
 */
type Without<T, Keys extends PropertyKey> = {
  [Key in keyof T as Key extends Keys ? never : Key]: T[Key];
};

/** What `insert` takes: everything but the organisation, which the repository sets. */
export type NewScopedRow<TTable extends OrganisationScopedTable> = Without<
  InferInsertModel<TTable>,
  'organisationId'
>;
/** What `update` takes: any editable field; the id and the organisation never change. */
export type ScopedRowChanges<TTable extends OrganisationScopedTable> = Partial<
  Without<InferInsertModel<TTable>, 'id' | 'organisationId'>
>;

/** The contract's paging (openapi/README.md, "Collections"): `page` from 0, `size` 50. */
export const DEFAULT_PAGE_SIZE = 50;

export interface PageRequest {
  page?: number;
  size?: number;
}

export interface ListOptions extends PageRequest {
  /** Further conditions, and-ed with the organisation filter. */
  where?: SQL;
  /** Sort keys; the id is always added last so that pages never overlap. */
  orderBy?: Array<SQL | AnyPgColumn>;
}

export interface Page<Row> {
  items: Row[];
  /** Rows matching in the whole organisation, for `X-Total-Count`. */
  total: number;
  page: number;
  size: number;
  /** Whether a `Link: <...>; rel="next"` header is due. */
  hasNext: boolean;
}

/**
 * The rows of one table that belong to one organisation. Every query it runs carries
 * `organisation_id = <the organisation>`: `insert` sets it, and `findById`, `update` and
 * `delete` with another organisation's id find nothing, so the handler answers 404. Build one
 * per request from a checked organisation id; subclasses add the table's own queries and start
 * their `where` from `inOrganisation(...)`.
 */
export class OrganisationScopedRepository<TTable extends OrganisationScopedTable> {
  constructor(
    protected readonly db: Database,
    protected readonly table: TTable,
    readonly organisationId: OrganisationId,
  ) {}

  /** The organisation filter and-ed with `conditions`: where every query of a subclass starts. */
  protected inOrganisation(...conditions: Array<SQL | undefined>): SQL {
    const belongs = eq(this.table.organisationId, this.organisationId);
    return and(belongs, ...conditions) ?? belongs;
  }

  /** The order of `list` when the caller gives none; subclasses override it. */
  protected defaultOrder(): Array<SQL | AnyPgColumn> {
    return [];
  }

  async findById(id: string): Promise<ScopedRow<TTable> | undefined> {
    const [row] = await this.selectRows(this.inOrganisation(eq(this.table.id, id)));
    return row;
  }

  async count(where?: SQL): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(this.anyTable)
      .where(this.inOrganisation(where));
    return row?.total ?? 0;
  }

  async list(options: ListOptions = {}): Promise<Page<ScopedRow<TTable>>> {
    const page = options.page ?? 0;
    const size = options.size ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(page) || page < 0)
      throw new RangeError(`page must be 0 or more: ${page}`);
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError(`size must be 1 or more: ${size}`);
    const where = this.inOrganisation(options.where);
    const order = [...(options.orderBy ?? this.defaultOrder()), asc(this.table.id)];
    const [items, total] = await Promise.all([
      this.selectRows(where, (query) =>
        query
          .orderBy(...order)
          .limit(size)
          .offset(page * size),
      ),
      this.count(options.where),
    ]);
    return { items, total, page, size, hasNext: (page + 1) * size < total };
  }

  async insert(values: NewScopedRow<TTable>): Promise<ScopedRow<TTable>> {
    const stamped = { ...values, organisationId: this.organisationId } as InferInsertModel<TTable>;
    const [row] = await this.db.insert(this.table).values(stamped).returning();
    if (!row) throw new Error(`INSERT INTO ${this.tableName()} returned no row`);
    return row as ScopedRow<TTable>;
  }

  /** Answers the changed row, or undefined when the id is not one of this organisation's. */
  async update(
    id: string,
    changes: ScopedRowChanges<TTable>,
  ): Promise<ScopedRow<TTable> | undefined> {
    // The types already refuse these keys; a cast elsewhere must not move a row either.
    const {
      id: _id,
      organisationId: _organisationId,
      ...editable
    } = changes as Record<string, unknown>;
    if (Object.keys(editable).length === 0) return this.findById(id);
    const [row] = await this.db
      .update(this.anyTable)
      .set(editable)
      .where(this.inOrganisation(eq(this.table.id, id)))
      .returning();
    return row as ScopedRow<TTable> | undefined;
  }

  /** Answers whether a row of this organisation was deleted. */
  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(this.anyTable)
      .where(this.inOrganisation(eq(this.table.id, id)))
      .returning({ id: this.table.id });
    return deleted.length > 0;
  }

  /**
   * Drizzle's builders cannot resolve a generic table's columns, so the shared queries run on
   * the table seen as any table and their rows are typed back here, in one place.
   */
  private get anyTable(): PgTable {
    return this.table;
  }

  private async selectRows(
    where: SQL,
    refine: (query: ReturnType<typeof this.baseSelect>) => ReturnType<typeof this.baseSelect> = (
      query,
    ) => query,
  ): Promise<ScopedRow<TTable>[]> {
    const rows = await refine(this.baseSelect(where));
    return rows as ScopedRow<TTable>[];
  }

  private baseSelect(where: SQL) {
    return this.db.select().from(this.anyTable).where(where).$dynamic();
  }

  private tableName(): string {
    return this.table._.name;
  }
}
